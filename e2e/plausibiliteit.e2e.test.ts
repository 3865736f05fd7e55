/**
 * Implausible amounts in the real app (PGlite, demo data; decision 021): a concentrate purchase
 * above the field maximum stops at the maximum in the form; one under it that makes the
 * N soil surplus impossible saves, and the results panel and the start page say "controleer de
 * invoer" with a link to the input. axe at 1366 and 390 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { newPage, screenshot, startBrowser } from './browser';
import { axeFouten } from './axe';
import { inloggen } from './helpers';
import { APP_URL } from './ports';

let browser: Browser;
beforeAll(async () => {
  browser = await startBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const cel = (page: Page, label: string) => page.getByLabel(label, { exact: true });
async function typ(page: Page, label: string, tekst: string) {
  const veld = cel(page, label);
  await veld.fill('');
  await veld.pressSequentially(tekst);
  await veld.blur();
}

describe('Implausible amounts', () => {
  it('refused above the maximum; a warning with a link under the indicator and on the start page below it', async () => {
    const page = await newPage(browser);
    await inloggen(page, 'demo@demo.nl');
    await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: /Krachtvoer/ }).click();
    await page.getByRole('complementary', { name: 'Resultaten' }).waitFor({ timeout: 20_000 });
    const oud = await cel(page, 'Krachtvoer, regel 1: Aanvoer').inputValue();

    // The form takes the register's maximum: a figure above it stops at 20.000.000 kg (the server refuses more, API test)
    await typ(page, 'Krachtvoer, regel 1: Aanvoer', '140000139999');
    expect(await cel(page, 'Krachtvoer, regel 1: Aanvoer').inputValue()).toBe('20.000.000');

    await typ(page, 'Krachtvoer, regel 1: Aanvoer', '19000000');
    await page.getByRole('button', { name: /Alles opslaan/ }).click();
    await page.getByText('Succesvol opgeslagen').waitFor({ timeout: 30_000 });
    const blok = page.getByTestId('controle-stikstofbodemoverschotKgNPerHa');
    await blok.waitFor({ timeout: 30_000 });
    expect(await blok.innerText()).toContain('controleer de invoer');
    expect(await blok.getByRole('link', { name: 'Aanvoer (regel 1)' }).getAttribute('href')).toMatch(/^\/voer\/krachtvoer\/Index\/\d+#krachtvoer\.producten\.0\.aanvoerKg$/);
    await screenshot(page, 'plausibiliteit-resultaten-1366');
    expect(await axeFouten(page), 'krachtvoer at 1366 px').toEqual([]);

    await page.goto(`${APP_URL}/Home/new`);
    const start = page.getByTestId('start-controle-stikstofbodemoverschotKgNPerHa');
    await start.waitFor({ timeout: 20_000 });
    await screenshot(page, 'plausibiliteit-start-1366');
    expect(await axeFouten(page), 'start at 1366 px').toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'plausibiliteit-start-390');
    expect(await axeFouten(page), 'start at 390 px').toEqual([]);
    await start.getByRole('link', { name: 'Aanvoer (regel 1)' }).click();
    await page.waitForURL(/\/voer\/krachtvoer\/Index\/\d+#krachtvoer\.producten\.0\.aanvoerKg$/);

    // back as it was
    await page.getByRole('complementary', { name: 'Resultaten' }).waitFor({ timeout: 20_000 });
    await typ(page, 'Krachtvoer, regel 1: Aanvoer', oud.replace(/\./g, ''));
    await page.getByRole('button', { name: /Alles opslaan/ }).click();
    await page.getByText('Succesvol opgeslagen').waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByTestId('controle-stikstofbodemoverschotKgNPerHa').count(), { timeout: 20_000 }).toBe(0);
    await page.close();
  });
});
