/**
 * /Deelnemers in the real app (PGlite, demo data): the adviser (beheren for De Vries) searches
 * and opens a farm → that farm's start page; staff see every farm and open one only with a
 * reason. Axe at 1366 and 390 px, no console errors; screenshots.
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

const zoekveld = (page: Page) => page.getByRole('searchbox', { name: 'Zoek op naam, KvK-, UBN- of BRS-nummer' });
const tabel = (page: Page) => page.locator('.ant-table-tbody');

/** The dates (dd-mm-jjjj) in the table that the browser broke over two lines (after a dash: "27-" above "11-2031"). */
const gebrokenDatums = (page: Page) =>
  tabel(page).evaluate((el) => {
    const gebroken: string[] = [];
    const teksten = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = teksten.nextNode(); n; n = teksten.nextNode()) {
      for (const m of (n as Text).data.matchAll(/\d{2}-\d{2}-\d{4}/g)) {
        const r = document.createRange();
        r.setStart(n, m.index);
        r.setEnd(n, m.index + m[0].length);
        if (new Set([...r.getClientRects()].filter((k) => k.width > 0).map((k) => Math.round(k.top))).size > 1) gebroken.push(m[0]);
      }
    }
    return gebroken;
  });

async function naarDeelnemers(page: Page) {
  await page.goto(`${APP_URL}/Deelnemers`);
  await page.getByRole('heading', { name: 'Deelnemers', level: 1 }).waitFor();
  await tabel(page).getByRole('button', { name: /openen$/ }).first().waitFor({ timeout: 20_000 });
}

describe('Deelnemers', () => {
  it('adviseur zoekt, kiest en opent een bedrijf → de startpagina van dat bedrijf; axe op 1366 px', async () => {
    const page = await newPage(browser, 1366, 900);
    await inloggen(page, 'adviseur@demo.nl');
    await naarDeelnemers(page);
    expect(await tabel(page).innerText()).toContain('Melkveebedrijf De Vries');
    expect(await tabel(page).innerText()).toContain('Beheren tot');
    // the mandate's end date and the last change stay whole in their narrow columns
    expect(await gebrokenDatums(page)).toEqual([]);
    // names in Dutch only: antd's own were 'search' and 'Select all', and an icon put 'download' before a button's text
    await page.getByRole('button', { name: 'Zoeken', exact: true }).waitFor();
    await page.getByRole('checkbox', { name: 'Alle bedrijven op deze pagina kiezen', exact: true }).waitFor();
    await page.getByRole('button', { name: /^Kengetallen \d{4} downloaden \(XLSX\)$/ }).waitFor();
    await page.getByRole('button', { name: 'Machtiging aanvragen', exact: true }).waitFor();
    // a farm without a mandate of this organisation is not in the list
    expect(await tabel(page).innerText()).not.toContain('Maatschap Jansen');
    await expect.poll(async () => (await axeFouten(page)).join('\n')).toBe('');
    await screenshot(page, 'deelnemers-adviseur-1366');

    await zoekveld(page).fill('jansen');
    await zoekveld(page).press('Enter');
    await expect.poll(() => tabel(page).innerText()).toContain('Geen bedrijven gevonden');
    await zoekveld(page).fill('1234');
    await zoekveld(page).press('Enter');
    await expect.poll(() => tabel(page).innerText()).toContain('Melkveebedrijf De Vries');

    // choosing a farm enables the key figures
    const download = page.getByRole('button', { name: /downloaden \(XLSX\)/ });
    expect(await download.isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: 'Melkveebedrijf De Vries kiezen' }).check();
    await expect.poll(() => download.isDisabled()).toBe(false);
    await expect.poll(() => page.getByText('1 bedrijf gekozen').isVisible()).toBe(true);

    // Machtiging aanvragen: the form checks the KvK number before anything is sent
    await page.getByRole('button', { name: 'Machtiging aanvragen' }).click();
    const venster = page.getByRole('dialog', { name: 'Machtiging aanvragen' });
    await venster.getByLabel('KvK-nummer van het bedrijf').fill('1234');
    await venster.getByRole('button', { name: 'Aanvragen' }).click();
    await venster.getByText('Een KvK-nummer heeft precies 8 cijfers.').waitFor();
    await expect.poll(async () => (await axeFouten(page)).join('\n')).toBe('');
    await screenshot(page, 'deelnemers-machtiging-aanvragen-1366');
    await venster.getByRole('button', { name: 'Annuleren' }).click();
    await expect.poll(() => venster.isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Melkveebedrijf De Vries openen' }).click();
    await page.waitForURL(/\/Home\/new$/);
    await page.getByRole('heading', { name: 'Uw kringloopwijzer' }).waitFor();
    await expect.poll(() => page.getByText('Melkveebedrijf De Vries').first().isVisible(), { timeout: 20_000 }).toBe(true);
    await screenshot(page, 'deelnemers-adviseur-geopend-1366');
    await page.close();
  }, 180_000);

  it('390 px: gestapelde regels, de pagina scrolt niet zijwaarts; axe', async () => {
    const page = await newPage(browser, 390, 844);
    await inloggen(page, 'adviseur@demo.nl');
    await naarDeelnemers(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await tabel(page).innerText()).toMatch(/klaar/);
    await expect.poll(async () => (await axeFouten(page)).join('\n')).toBe('');
    await screenshot(page, 'deelnemers-adviseur-390');
    await page.close();
  }, 120_000);

  it('medewerker ziet alle bedrijven en opent er een met een reden (minstens 5 tekens)', async () => {
    const page = await newPage(browser, 1366, 900);
    await inloggen(page, 'medewerker@demo.nl');
    await naarDeelnemers(page);
    const tekst = await tabel(page).innerText();
    expect(tekst).toContain('Maatschap Jansen');
    expect(tekst).toContain('Melkveebedrijf De Vries');
    expect(tekst).not.toContain('Beheren tot');

    await page.getByRole('button', { name: 'Maatschap Jansen openen' }).click();
    const venster = page.getByRole('dialog', { name: 'Maatschap Jansen openen' });
    await venster.getByText('De toegang duurt 60 minuten.').waitFor();
    await venster.getByLabel('Reden').fill('kort');
    await venster.getByRole('button', { name: 'Openen' }).click();
    await venster.getByText('Geef een reden van minstens 5 tekens.').waitFor();
    await expect.poll(async () => (await axeFouten(page)).join('\n')).toBe('');
    await screenshot(page, 'deelnemers-medewerker-reden-1366');
    await venster.getByLabel('Reden').fill('Vraag van de boer over de melklevering');
    await venster.getByRole('button', { name: 'Openen' }).click();
    await page.waitForURL(/\/Home\/new$/);
    await expect.poll(() => page.getByText('Maatschap Jansen').first().isVisible(), { timeout: 20_000 }).toBe(true);
    await screenshot(page, 'deelnemers-medewerker-geopend-1366');

    await page.setViewportSize({ width: 390, height: 844 });
    await naarDeelnemers(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect.poll(async () => (await axeFouten(page)).join('\n')).toBe('');
    await screenshot(page, 'deelnemers-medewerker-390');
    await page.close();
  }, 180_000);
});
