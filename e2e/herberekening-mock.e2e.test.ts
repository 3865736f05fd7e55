// Stopping a recompute on /beheer/algemeen in port-3000 mock mode (decision 028, "Stoppen"; in mock mode so no real
// open year is recomputed under other browser tests): staff start a run with a reason, stop it with a reason by
// keyboard, and the progress says who stopped it, when and why. axe 0 serious/critical at 1366 and 390 px after the
// stop, nothing wider than the screen; every call answered by the mocks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { newPage, screenshot, startBrowser } from './browser';
import { opBreedtes } from './helpers';
import { MOCK_URL } from './ports';

let browser: Browser;
beforeAll(async () => {
  browser = await startBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('herberekening stoppen in mock mode', { timeout: 180_000 }, () => {
  it('de medewerker stopt een lopende herberekening met een reden', async () => {
    const page = await newPage(browser, 1366, 900);
    const netwerk: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/|RefreshToken/.test(r.url())) netwerk.push(r.url());
    });
    await page.goto(`${MOCK_URL}/`);
    await page.evaluate(() => localStorage.setItem('klw.mock.instellingen', JSON.stringify({ rol: 'sb-medewerker', jaar: 2024, statusId: 1, automatisch: true })));
    await page.goto(`${MOCK_URL}/beheer/algemeen`);
    const paneel = page.locator('section', { has: page.getByRole('heading', { name: 'Herberekening van open jaren', level: 2 }) });
    await paneel.getByText(/Klaar op 20-11-2026 06:01/).waitFor({ timeout: 20_000 });
    expect(await paneel.getByRole('button', { name: 'Herberekening stoppen' }).count()).toBe(0);

    await paneel.getByRole('button', { name: 'Alle open jaren herberekenen' }).click();
    const start = page.getByRole('dialog', { name: 'Alle open jaren herberekenen' });
    await start.getByLabel('Reden').fill('Nieuwe Handreiking BEX');
    await start.getByRole('button', { name: 'Herberekenen' }).click();
    await start.waitFor({ state: 'hidden' });

    // by keyboard: focus the stop button, Enter; type the reason, Enter on Stoppen
    const stopKnop = paneel.getByRole('button', { name: 'Herberekening stoppen' });
    await stopKnop.waitFor({ timeout: 20_000 });
    await stopKnop.focus();
    await page.keyboard.press('Enter');
    const venster = page.getByRole('dialog', { name: 'Herberekening stoppen' });
    await venster.getByText('worden niet herberekend', { exact: false }).waitFor();
    // (axe after the stop: while a run is busy its progress bar animates, so the page never comes to rest; the
    // reason dialog is the shared RedenVenster, checked by axe on other screens)
    await screenshot(page, 'herberekening-stoppen-venster-1366');
    await venster.getByLabel('Reden').fill('Verkeerde rekenregels geladen');
    await venster.getByRole('button', { name: 'Stoppen' }).focus();
    await page.keyboard.press('Enter');
    await venster.waitFor({ state: 'hidden' });

    const regel = paneel.getByRole('status').filter({ hasText: /^Gestopt door Medewerker Servicedesk op \d{2}-\d{2}-\d{4} \d{2}:\d{2}: Verkeerde rekenregels geladen\./ });
    await regel.waitFor({ timeout: 20_000 });
    expect(await stopKnop.count()).toBe(0);
    expect(await paneel.getByRole('button', { name: 'Alle open jaren herberekenen' }).isEnabled()).toBe(true);
    await opBreedtes(page, 'herberekening-gestopt', () => regel.waitFor());
    // mock mode: nothing left the browser but the mocks' own answers
    expect(netwerk.filter((u) => !u.startsWith(MOCK_URL))).toEqual([]);
    await page.close();
  });
});
