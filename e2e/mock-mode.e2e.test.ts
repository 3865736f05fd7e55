import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { bereken, valideerInvoer, type BedrijfsjaarInvoer } from '@kw/engine';
import { getal } from '@kw/contract/rapportage';
import { newPage, screenshot, startBrowser } from './browser';
import { klikInVenster, wachtOpRust } from './helpers';
import { MOCK_URL } from './ports';
import { axeFouten } from './axe';

/** What the mocks compute for 2024: the engine on the worked example the mocked screens start from. */
function engineVoor2024() {
  const voorbeeld = JSON.parse(readFileSync(new URL('../packages/engine/examples/zandbedrijf-melkvee.json', import.meta.url), 'utf8'));
  const v = valideerInvoer({ ...voorbeeld, bedrijfsgegevens: { ...voorbeeld.bedrijfsgegevens, jaar: 2024 } });
  if (!v.ok) throw new Error('voorbeeld ongeldig');
  return bereken(v.data as BedrijfsjaarInvoer);
}

/** Contrast is measured on the final colours: pointer parked off the buttons, antd's motion ended. */
async function rustig(page: Page) {
  await page.mouse.move(1, 1);
  await wachtOpRust(page);
}

async function axeOpBreedtes(page: Page, naam: string, wacht: () => Promise<unknown>) {
  for (const breedte of [1366, 390]) {
    await page.setViewportSize({ width: breedte, height: breedte > 500 ? 900 : 844 });
    await wacht();
    await rustig(page);
    expect(await axeFouten(page), `${naam} at ${breedte} px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${naam} at ${breedte} px`).toBeLessThanOrEqual(breedte);
    await screenshot(page, `${naam}-${breedte}`);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

const indienKaart = (page: Page) => page.locator('section', { has: page.getByRole('heading', { name: 'Jaar indienen', exact: true }) });

let browser: Browser;
beforeAll(async () => {
  browser = await startBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('port-3000 mock mode', () => {
  it('shows the debug selection screen at / and answers calls from mocks after 1500 ms', async () => {
    const page = await newPage(browser);
    const netwerk: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/|RefreshToken/.test(r.url())) netwerk.push(r.url());
    });
    await page.goto(`${MOCK_URL}/`);
    await page.getByRole('link', { name: /Melklevering/ }).first().waitFor();
    await screenshot(page, 'mock-debug');
    await page.getByRole('link', { name: /Melklevering/ }).first().click();
    const start = Date.now();
    await page.getByText('Laden...').first().waitFor();
    await page.getByText('Handmatige melkleveringen').waitFor({ timeout: 30_000 });
    expect(Date.now() - start).toBeGreaterThanOrEqual(1400);
    await page.getByText(/Automatische melkleveringen \[Laatste levering: /).waitFor();
    await screenshot(page, 'mock-melklevering');
    expect(netwerk).toEqual([]);
    expect(await axeFouten(page)).toEqual([]);
    await page.close();
  });

  it('reports, charts and history show the engine figures of the mocked year; axe at 1366 and 390 px', async () => {
    const engine = engineVoor2024();
    const page = await newPage(browser, 1366, 900);
    const netwerk: string[] = [];
    page.on('request', (r) => {
      if (/\/api\//.test(r.url())) netwerk.push(r.url());
    });

    await page.goto(`${MOCK_URL}/KLWResultatenOpties/Index/5024`);
    const bex = page.getByTestId('sectie-bex');
    await bex.waitFor({ timeout: 30_000 });
    // the BEX row carries the engine's excretion, formatted the Dutch way
    await expect.poll(() => bex.getByRole('row', { name: /Stikstof \(N\)/ }).innerText()).toContain(getal(engine.bex.uitkomst.excretieNKg, 0));
    await axeOpBreedtes(page, 'mock-resultaten', () => page.getByTestId('sectie-kengetallen').waitFor());
    // the top of the page as a person sees it first (the full-page shots are too tall to read)
    await page.screenshot({ path: join(import.meta.dirname, 'screenshots', 'mock-resultaten-boven-1366.png') });

    await page.goto(`${MOCK_URL}/KengetallenGrafisch/Index/5024`);
    await page.getByRole('heading', { level: 1, name: 'Overzicht kengetallen' }).waitFor({ timeout: 30_000 });
    await expect.poll(() => page.locator('figure > div[role="img"] svg').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const samenvatting = await page.locator('figure > div[role="img"]').first().getAttribute('aria-label');
    expect(samenvatting).toContain(`Stikstofbodemoverschot: ${getal(engine.dashboard.stikstofbodemoverschotKgNPerHa, 1)}`);
    await axeOpBreedtes(page, 'mock-grafieken', () => page.locator('figure > div[role="img"] svg').first().waitFor());

    await page.goto(`${MOCK_URL}/rapportage/historisch/Index`);
    await page.getByRole('heading', { level: 1, name: 'Historische rapportage' }).waitFor({ timeout: 30_000 });
    const jaren = page.getByRole('region', { name: /Dashboardindicatoren van .* per jaar/ });
    await jaren.waitFor({ timeout: 30_000 });
    for (const jaar of ['2018', '2021', '2024']) expect(await jaren.getByRole('columnheader', { name: jaar }).count()).toBe(1);
    expect(await page.getByRole('cell', { name: new RegExp(`^${engine.versie.split(' (')[0]}`) }).count()).toBeGreaterThan(0);
    await page.getByLabel('Jaar', { exact: true }).last().selectOption({ label: '2018' });
    await page.getByRole('button', { name: 'Herbereken' }).click();
    const uitkomst = page.getByRole('region', { name: /2018 herberekend met de huidige rekenregels, vergeleken met 2024/ });
    await uitkomst.waitFor({ timeout: 30_000 });
    expect(await uitkomst.getByRole('row').count()).toBe(7);
    await axeOpBreedtes(page, 'mock-historisch', () => uitkomst.waitFor());
    expect(netwerk).toEqual([]);
    await page.close();
  }, 240_000);

  it('Indienen closes the mocked year (every screen read-only); only staff reopens it', async () => {
    const page = await newPage(browser, 1366, 900);
    await page.goto(`${MOCK_URL}/KLWResultatenOpties/Index/5024`);
    const kaart = indienKaart(page);
    await kaart.getByText('Alle onderdelen zijn ingevuld').waitFor({ timeout: 30_000 });
    await kaart.getByRole('button', { name: 'Indienen', exact: true }).click();
    await klikInVenster(page, 'Ja, indienen');
    await page.getByText('Ingediend', { exact: true }).first().waitFor({ timeout: 30_000 });
    await page.getByRole('banner').getByText('Afgesloten', { exact: true }).waitFor({ timeout: 30_000 });
    expect(await kaart.getByRole('button', { name: 'Heropenen' }).count()).toBe(0);
    await screenshot(page, 'mock-ingediend-1366');

    // a reload keeps it (the mocks keep the status with the debug settings): the screens are read-only
    await page.goto(`${MOCK_URL}/voer/krachtvoer/Index/5024`);
    await page.getByText('Dit jaar is afgesloten', { exact: false }).first().waitFor({ timeout: 30_000 });
    expect(await page.getByRole('button', { name: /Alles opslaan/ }).count()).toBe(0);

    // staff, chosen on the debug page, reopens the year
    await page.goto(`${MOCK_URL}/`);
    await page.getByText('status 2.', { exact: false }).waitFor();
    await page.locator('label', { hasText: 'SB-medewerker' }).click();
    await expect.poll(() => page.getByRole('radio', { name: 'SB-medewerker' }).isChecked()).toBe(true);
    await page.goto(`${MOCK_URL}/KLWResultatenOpties/Index/5024`);
    await kaart.getByRole('button', { name: 'Heropenen' }).click({ timeout: 30_000 });
    await klikInVenster(page, 'Ja, heropenen');
    await page.getByText('Heropend', { exact: true }).first().waitFor({ timeout: 30_000 });
    await kaart.getByText('nog niet ingediend', { exact: false }).waitFor({ timeout: 30_000 });

    // the farmer can edit again
    await page.goto(`${MOCK_URL}/`);
    await page.getByText('status 1.', { exact: false }).waitFor();
    await page.locator('label', { hasText: /^Deelnemer$/ }).click();
    await expect.poll(() => page.getByRole('radio', { name: 'Deelnemer' }).isChecked()).toBe(true);
    await page.goto(`${MOCK_URL}/voer/krachtvoer/Index/5024`);
    await page.getByRole('button', { name: /Alles opslaan/ }).waitFor({ timeout: 30_000 });
    expect(await page.getByText('Dit jaar is afgesloten', { exact: false }).count()).toBe(0);
    await page.close();
  }, 240_000);
});
