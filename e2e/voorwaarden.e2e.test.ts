/**
 * The blocking "Gebruiksvoorwaarden" dialog in the real app. The demo users of the seed have
 * accepted the current terms, and the browser test's server has no other way to reset that, so
 * the test rewrites GetMenu's `voorwaardenGeaccepteerd` to false until the farmer has clicked
 * accept; the accept call itself goes to the real server, and Profiel then shows the version
 * and date it stored. Axe at 1366 and 390 px, no console errors, screenshots in e2e/screenshots.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { GEBRUIKSVOORWAARDEN } from '@kw/contract';
import { newPage, startBrowser } from './browser';
import { inloggen, opBreedtes } from './helpers';
import { APP_URL } from './ports';

let browser: Browser;
beforeAll(async () => {
  browser = await startBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** GetMenu says "not accepted" until the page posted the acceptance; returns the bodies posted. */
async function alsNietGeaccepteerd(page: Page) {
  const geaccepteerd: unknown[] = [];
  await page.route('**/api/Profiel/Voorwaarden', async (route) => {
    geaccepteerd.push(route.request().postDataJSON());
    await route.continue();
  });
  await page.route('**/api/Menu/GetMenu', async (route) => {
    const antwoord = await route.fetch();
    const menu = (await antwoord.json()) as Record<string, unknown>;
    await route.fulfill({ response: antwoord, json: geaccepteerd.length > 0 ? menu : { ...menu, voorwaardenGeaccepteerd: false } });
  });
  return geaccepteerd;
}

describe('Gebruiksvoorwaarden', () => {
  it('na het inloggen een blokkerend venster; accepteren bij de echte server, daarna het profiel met versie en datum', async () => {
    const page = await newPage(browser, 1366, 900);
    const geaccepteerd = await alsNietGeaccepteerd(page);
    await inloggen(page, 'deelnemer@demo.nl');
    const venster = page.getByRole('dialog', { name: 'Gebruiksvoorwaarden' });
    await opBreedtes(page, 'voorwaarden-venster', () => venster.getByText(`Versie ${GEBRUIKSVOORWAARDEN.versie}.`).waitFor({ timeout: 20_000 }));
    // no way around it: Escape and a click beside it leave it open
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    expect(await venster.isVisible()).toBe(true);

    await venster.getByRole('button', { name: 'Ik accepteer de gebruiksvoorwaarden' }).click();
    await page.getByText(`U heeft versie ${GEBRUIKSVOORWAARDEN.versie} van de gebruiksvoorwaarden geaccepteerd op`).first().waitFor({ timeout: 20_000 });
    await venster.waitFor({ state: 'hidden', timeout: 20_000 });
    expect(geaccepteerd).toEqual([{ versie: GEBRUIKSVOORWAARDEN.versie }]);

    await page.goto(`${APP_URL}/Profiel/Index`);
    const paneel = page.getByRole('heading', { name: 'Gebruiksvoorwaarden' });
    await opBreedtes(page, 'voorwaarden-profiel', () => paneel.waitFor({ timeout: 20_000 }));
    expect(await page.getByText(new RegExp(`versie ${GEBRUIKSVOORWAARDEN.versie.replace('.', '\\.')} van de gebruiksvoorwaarden geaccepteerd op \\d{2}-\\d{2}-\\d{4}`)).count()).toBe(1);
    await page.close();
  });

  it('de andere uitweg is uitloggen', async () => {
    const page = await newPage(browser, 390, 844);
    await alsNietGeaccepteerd(page);
    await inloggen(page, 'deelnemer2@demo.nl');
    const venster = page.getByRole('dialog', { name: 'Gebruiksvoorwaarden' });
    await venster.getByRole('button', { name: 'Uitloggen' }).click({ timeout: 20_000 });
    await page.waitForURL(/\/login$/, { timeout: 20_000 });
    await page.close();
  });
});
