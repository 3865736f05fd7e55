/**
 * The chart report screens in the real app (PGlite, demo data): KengetallenGrafisch and the
 * history with a recompute, at 390 and 1366 px, with axe and without console errors. Screenshots
 * in e2e/screenshots/grafieken-*.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { newPage, screenshot, startBrowser } from './browser';
import { axeFouten } from './axe';
import { inloggen, openMelklevering, titelEindigtGoed, wachtOpRust } from './helpers';
import { APP_URL } from './ports';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** One chart as its own picture (a full page at 390 px is too long to judge the charts by). */
async function grafiekFoto(page: Page, index: number, naam: string) {
  const map = join(import.meta.dirname, 'screenshots');
  mkdirSync(map, { recursive: true });
  // the fixed app header would lie over the chart in the picture (after axe: this changes the page)
  await page.addStyleTag({ content: 'header { position: static !important; }' });
  await page.locator('figure').nth(index).screenshot({ path: join(map, `${naam}.png`) });
}

let browser: Browser;
beforeAll(async () => {
  browser = await startBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Logs in as De Vries and returns the id of the session's record (2024), read from Melklevering's URL. */
async function deVries(page: Page): Promise<number> {
  await inloggen(page, 'deelnemer@demo.nl');
  await openMelklevering(page);
  return Number(/\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);
}

const venster = (page: Page) => page.getByRole('dialog');

/** What the screen shows now (the viewport, not the whole page: the drawer and the part in view). */
async function schermFoto(page: Page, naam: string) {
  const map = join(import.meta.dirname, 'screenshots');
  mkdirSync(map, { recursive: true });
  await page.screenshot({ path: join(map, `${naam}.png`) });
}

/** Closes the trace drawer with Escape and waits until it is gone. */
async function sluitVenster(page: Page) {
  await page.keyboard.press('Escape');
  await expect.poll(() => venster(page).count(), { timeout: 10_000 }).toBe(0);
}

/** Every chart drawn: an SVG inside each role="img" figure. */
async function wachtOpGrafieken(page: Page, aantal: number) {
  await expect.poll(() => page.locator('figure > div[role="img"] svg').count(), { timeout: 20_000 }).toBe(aantal);
}

describe.each([390, 1366])('rapportgrafieken op %i px', (breedte) => {
  it('KengetallenGrafisch: zes indicatoren met referentie, twee stroomdiagrammen, NH3, broeikasgassen, rantsoen', async () => {
    const page = await newPage(browser, breedte, 900);
    const id = await deVries(page);
    await page.goto(`${APP_URL}/KengetallenGrafisch/Index/${id}`);
    await page.getByRole('heading', { level: 1, name: 'Overzicht kengetallen' }).waitFor({ timeout: 20_000 });
    await wachtOpGrafieken(page, 11);
    await titelEindigtGoed(page);
    // text alternatives: a Dutch sentence with a decimal comma or a whole number, per chart
    const eerste = await page.locator('figure > div[role="img"]').first().getAttribute('aria-label');
    expect(eerste).toMatch(/^Stikstofbodemoverschot: -?[\d.]+(,\d)? kg N\/ha, (binnen de streefwaarde|tussen streef- en grenswaarde|buiten de grenswaarde)/);
    // the reference bands say in words that they are no official KLW reference group (the 'te verifiëren' mark stays in the code)
    await expect.poll(() => page.getByText(/geen officiële KLW-referentiegroep/).count()).toBeGreaterThan(0);
    await page.getByText('Toon de cijfers').first().click();
    const tabel = page.getByRole('table').first();
    await expect.poll(() => tabel.textContent()).toMatch(/VeeMest[\d.]+/);
    expect(await page.getByText('Hiervoor is geen referentiewaarde.').count()).toBe(1);
    // nothing sticks out sideways on a phone
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(breedte);
    await screenshot(page, `grafieken-kengetallen-${breedte}`);
    expect(await axeFouten(page)).toEqual([]);

    // "Waarom dit getal?" by keyboard from the figures table: open the NH3 table, Tab to its first figure, Enter
    const samenvatting = page.locator('summary', { hasText: 'Toon de cijfers' }).nth(2);
    await samenvatting.focus();
    await page.keyboard.press('Enter');
    const nh3 = page.getByRole('region', { name: 'Ammoniakemissie per bron (kg NH3): de cijfers' });
    await nh3.waitFor();
    await page.keyboard.press('Tab'); // the scrollable region
    await page.keyboard.press('Tab'); // the first figure
    const gefocust = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    expect(gefocust).toMatch(/^Stal en mestopslag, kg NH3: [\d.]+\. Waarom dit getal\?$/);
    const tabelWaarde = gefocust.replace(/^.*kg NH3: ([\d.]+)\..*$/, '$1');
    await page.keyboard.press('Enter');
    await venster(page).getByTestId('afleiding-formule').waitFor({ timeout: 20_000 });
    // the trace's value is the table's figure (whole kg in the table)
    const waarde = await venster(page).getByTestId('afleiding-waarde').innerText();
    expect(waarde).toContain('kg NH3');
    expect(Math.round(Number(waarde.replace(/\s*kg NH3/, '').replace(/\./g, '').replace(',', '.')))).toBe(Number(tabelWaarde.replace(/\./g, '')));
    await expect.poll(async () => (await axeFouten(page)).join('\n')).toBe('');
    await schermFoto(page, `grafieken-kengetallen-afleiding-${breedte}`);
    await sluitVenster(page);
    // the totals have no trace of their own: text, and the table says so
    expect(await nh3.getByRole('button').count()).toBe(6);
    expect(await page.getByText(/Cijfers zonder link \(totalen, aandelen\) hebben geen eigen afleiding/).count()).toBeGreaterThan(0);
    // an indicator's value under its chart opens its trace too
    await page.getByRole('button', { name: /^Stikstofbodemoverschot: .* kg N\/ha\. Waarom dit getal\?$/ }).click();
    await expect.poll(() => venster(page).getByTestId('afleiding-titel').innerText(), { timeout: 20_000 }).toBe('Stikstofbodemoverschot');
    await sluitVenster(page);
    // a flow that IS one trace quantity (the herd's N excretion) opens its trace by keyboard from the open N table
    const stikstof = page.getByRole('region', { name: 'Stikstof (kg N): vee, mest, bodem, gewas: de cijfers' });
    const excretie = stikstof.getByRole('button', { name: /^Vee naar Mest, kg N: [\d.]+\. Waarom dit getal\?$/ });
    await excretie.focus();
    const stroomWaarde = (await excretie.innerText()).trim();
    await page.keyboard.press('Enter');
    await expect.poll(() => venster(page).getByTestId('afleiding-titel').innerText(), { timeout: 20_000 }).toBe('Stikstofexcretie van de graasdieren');
    const excretieWaarde = await venster(page).getByTestId('afleiding-waarde').innerText();
    expect(Math.round(Number(excretieWaarde.replace(/\s*kg N/, '').replace(/\./g, '').replace(',', '.')))).toBe(Number(stroomWaarde.replace(/\./g, '')));
    await expect.poll(async () => (await axeFouten(page)).join('\n')).toBe('');
    await schermFoto(page, `grafieken-stroom-afleiding-${breedte}`);
    await sluitVenster(page);
    // flows that are differences of results stay text, and the note under the table names them
    expect(await stikstof.getByRole('button', { name: /^Aangekocht voer naar Vee/ }).count()).toBe(0);
    expect(await page.getByText(/Cijfers zonder link \(verschillen en sommen van uitkomsten/).count()).toBeGreaterThan(0);

    await grafiekFoto(page, 0, `grafieken-indicator-${breedte}`);
    await grafiekFoto(page, 6, `grafieken-stikstofstromen-${breedte}`);
    await grafiekFoto(page, 7, `grafieken-fosfaatstromen-${breedte}`);
    await grafiekFoto(page, 8, `grafieken-ammoniak-${breedte}`);
    await grafiekFoto(page, 10, `grafieken-rantsoen-${breedte}`);
    await page.close();
  });

  it('Historische rapportage: alle jaren, trendlijnen, rekenregels per jaar en herberekenen', async () => {
    const page = await newPage(browser, breedte, 900);
    await deVries(page);
    await page.goto(`${APP_URL}/rapportage/historisch/Index`);
    await page.getByRole('heading', { level: 1, name: 'Historische rapportage' }).waitFor({ timeout: 20_000 });
    await wachtOpGrafieken(page, 6);
    await titelEindigtGoed(page);
    const jaren = page.getByRole('region', { name: /Dashboardindicatoren van .* per jaar/ });
    for (const jaar of ['2018', '2020', '2022', '2024']) expect(await jaren.getByRole('columnheader', { name: jaar }).count()).toBe(1);
    expect(await page.getByRole('cell', { name: /^KLW-open 2018/ }).count()).toBe(1);
    const trend = await page.locator('figure > div[role="img"]').first().getAttribute('aria-label');
    expect(trend).toMatch(/^Stikstofbodemoverschot \(kg N\/ha\) is van 2018 tot 2024 (gestegen|gedaald|gelijk gebleven): 2018 /);
    // a year's figure opens the trace of that year's own record, by keyboard
    const cel2018 = jaren.getByRole('button', { name: /^Stikstofbodemoverschot \(kg N\/ha\), 2018: [\d.,-]+\. Waarom dit getal\?$/ });
    await cel2018.focus();
    await page.keyboard.press('Enter');
    await venster(page).getByTestId('afleiding-formule').waitFor({ timeout: 20_000 });
    expect(await venster(page).getByTestId('afleiding-onderschrift').innerText()).toBe('Jaar 2018');
    const celTekst = (await cel2018.innerText()).trim();
    const traceTekst = (await venster(page).getByTestId('afleiding-waarde').innerText()).replace(/\s*kg N\/ha/, '');
    expect(traceTekst.split(',')[0]).toBe(celTekst.split(',')[0]);
    await expect.poll(async () => (await axeFouten(page)).join('\n')).toBe('');
    await schermFoto(page, `grafieken-historisch-afleiding-${breedte}`);
    await sluitVenster(page);

    // two years of the farmer's choice: by default the newest against the one before
    const jaarKeuze = page.locator('#herbereken-jaar');
    const vergelijkMet = page.locator('#vergelijk-met');
    expect(await jaarKeuze.locator('option:checked').innerText()).toBe('2022');
    expect(await vergelijkMet.locator('option:checked').innerText()).toBe('2024');
    expect(await page.getByRole('columnheader', { name: 'Verschil (2024 − 2022)' }).count()).toBe(1);
    await jaarKeuze.selectOption({ label: '2018' });
    await vergelijkMet.selectOption({ label: '2020' });
    expect(await page.getByRole('columnheader', { name: 'Verschil (2020 − 2018)' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Herbereken' }).click();
    const uitkomst = page.getByRole('region', { name: /2018 herberekend met de huidige rekenregels, vergeleken met 2020/ });
    await uitkomst.waitFor({ timeout: 20_000 });
    expect(await uitkomst.getByRole('columnheader', { name: 'Door regelwijziging' }).count()).toBe(1);
    expect(await uitkomst.getByRole('columnheader', { name: '2020 zoals berekend', exact: true }).count()).toBe(1);
    expect(await uitkomst.getByRole('columnheader', { name: '2020 met huidige regels', exact: true }).count()).toBe(1);
    expect(await uitkomst.getByRole('row').count()).toBe(7);
    expect(await page.getByText(/Er wordt niets opgeslagen/).count()).toBe(1);
    await jaarKeuze.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await schermFoto(page, `grafieken-historisch-vergelijken-${breedte}`);
    // the pointer leaves the button: axe measures its resting colours, not the hover shade mid-transition
    await page.mouse.move(0, 0);
    await wachtOpRust(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(breedte);
    await screenshot(page, `grafieken-historisch-${breedte}`);
    expect(await axeFouten(page)).toEqual([]);
    await grafiekFoto(page, 0, `grafieken-trend-${breedte}`);
    await page.close();
  });
});
