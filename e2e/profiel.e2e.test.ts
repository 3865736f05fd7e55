/**
 * Profiel and Registratie relatie in the real app (decision 019): a farmer changes an e-mail
 * preference, ends another of their sessions, reads the access log after the adviser looked
 * (the adviser's read is made through the API first) and downloads the ZIP; staff register an
 * organisation and approve an application. Axe at 1366 and 390 px, no console errors,
 * screenshots in e2e/screenshots.
 */
import { readFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeFouten } from './axe';
import { newPage, screenshot, startBrowser } from './browser';
import { inloggen } from './helpers';
import { APP_URL } from './ports';

let browser: Browser;
beforeAll(async () => {
  browser = await startBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const FIREFOX_WIN = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0';

/** Cookies of a Set-Cookie list as one Cookie header (name=value only). */
const koekjes = (lijst: string[], oud = new Map<string, string>()) => {
  for (const c of lijst) {
    const [paar] = c.split(';');
    const i = paar!.indexOf('=');
    oud.set(paar!.slice(0, i), paar!.slice(i + 1));
  }
  return oud;
};
const header = (m: Map<string, string>) => [...m].map(([k, v]) => `${k}=${v}`).join('; ');

/** The adviser opens De Vries's start page through the API, (as the volmacht holder, Bakker Bedrijfsadvies), so the log has a read by another organisation. */
async function adviseurKijkt() {
  const jar = koekjes((await fetch(`${APP_URL}/health`)).headers.getSetCookie());
  const xsrf = jar.get('XSRF-TOKEN')!;
  const json = { 'content-type': 'application/json', 'x-xsrf-token': xsrf };
  const login = await fetch(`${APP_URL}/api/Auth/Login`, { method: 'POST', headers: { ...json, cookie: header(jar) }, body: JSON.stringify({ email: 'volmacht@demo.nl', wachtwoord: 'demo' }) });
  expect(login.status).toBe(200);
  koekjes(login.headers.getSetCookie(), jar);
  const token = await fetch(`${APP_URL}/Menu/RefreshToken`, { method: 'POST', headers: { ...json, cookie: header(jar) }, body: '{}' });
  expect(token.status).toBe(200);
  const { access_token } = (await token.json()) as { access_token: string };
  const start = await fetch(`${APP_URL}/api/Home/GetStartGegevens`, { headers: { authorization: `Bearer ${access_token}` } });
  expect(start.status).toBe(200);
}

async function rustigAxe(page: Page, naam: string) {
  for (const breedte of [1366, 390]) {
    await page.setViewportSize({ width: breedte, height: breedte > 500 ? 900 : 844 });
    await expect.poll(async () => (await axeFouten(page)).join('\n'), { timeout: 10_000 }).toBe('');
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${naam} breedte ${breedte}`).toBeLessThanOrEqual(breedte);
    await screenshot(page, `${naam}-${breedte}`);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

const tab = (page: Page, naam: string) => page.getByRole('tab', { name: naam, exact: true });

describe('Profiel van de boer', () => {
  it('voorkeur aan, andere sessie afmelden, toegangslog met de adviseur, ZIP downloaden', async () => {
    // a second browser of the same farmer, on another 'device'
    const ander = await browser.newContext({ locale: 'nl-NL', timezoneId: 'Europe/Amsterdam', userAgent: FIREFOX_WIN, viewport: { width: 1366, height: 900 } });
    const anderePagina = await ander.newPage();
    await inloggen(anderePagina, 'deelnemer@demo.nl');

    await adviseurKijkt();

    const page = await newPage(browser, 1366, 900);
    await inloggen(page, 'deelnemer@demo.nl');
    await page.goto(`${APP_URL}/Profiel/Index`);
    await page.getByRole('heading', { name: 'Profiel', level: 1 }).waitFor({ timeout: 20_000 });
    await page.getByRole('heading', { name: 'Actieve sessies' }).waitFor();
    const anderRij = page.getByRole('row', { name: /Firefox op Windows/ });
    await anderRij.waitFor({ timeout: 20_000 });
    await expect.poll(() => page.getByRole('row', { name: /deze sessie/ }).count()).toBe(1);
    await rustigAxe(page, 'profiel-mijn-gegevens');

    // end the other session: its next call is refused, so it lands on the login page
    await anderRij.getByRole('button', { name: /afmelden/ }).click();
    await page.getByRole('button', { name: 'Afmelden', exact: true }).click();
    await expect.poll(() => anderRij.count(), { timeout: 20_000 }).toBe(0);
    await anderePagina.goto(`${APP_URL}/Profiel/Index`);
    await anderePagina.waitForURL(/\/login/, { timeout: 20_000 });
    await ander.close();

    // a preference, kept after a reload
    await tab(page, 'Bedrijf').click();
    await page.getByRole('heading', { name: 'Bedrijfsgegevens' }).waitFor();
    expect(await page.getByText('12345678').first().isVisible()).toBe(true);
    const nieuws = page.getByRole('switch', { name: /Nieuws over de Kringloopwijzer/ });
    expect(await nieuws.getAttribute('aria-checked')).toBe('false');
    await nieuws.click();
    await page.getByText('Uw e-mailvoorkeuren zijn opgeslagen.').waitFor({ timeout: 20_000 });
    await rustigAxe(page, 'profiel-bedrijf');
    await page.reload();
    await page.getByRole('switch', { name: /Nieuws over de Kringloopwijzer/ }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('switch', { name: /Nieuws over de Kringloopwijzer/ }).getAttribute('aria-checked')).toBe('true');

    // the access log: the adviser's read, merged per day, with its mandate
    await tab(page, 'Wie heeft mijn gegevens bekeken').click();
    // the volmacht holder (one farm, so De Vries opens by itself; the adviser now has 41 farms to choose from)
    const regel = page.getByRole('row', { name: /Bakker Bedrijfsadvies.*volmacht.*Startpagina/ }).first();
    await regel.waitFor({ timeout: 20_000 });
    expect(await regel.innerText()).toMatch(/\d{2}-\d{2}-\d{4}/);
    expect(await regel.innerText()).toMatch(/machtiging volmacht nr\. \d+/);
    expect(await page.getByLabel('Periode').inputValue()).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    await rustigAxe(page, 'profiel-toegangslog');

    // the ZIP, read back
    await tab(page, 'Mijn gegevens downloaden').click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download mijn gegevens (ZIP)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^mijn-gegevens-melkveebedrijf-de-vries-\d{4}-\d{2}-\d{2}\.zip$/);
    const pad = join(mkdtempSync(join(tmpdir(), 'klw-zip-')), 'gegevens.zip');
    await download.saveAs(pad);
    const zip = unzipSync(new Uint8Array(readFileSync(pad)));
    expect(Object.keys(zip)).toEqual(expect.arrayContaining(['README.txt', 'machtigingen.json', 'toegangslog.json', '2024/invoer.json', '2024/resultaten.json']));
    const log = JSON.parse(strFromU8(zip['toegangslog.json']!)) as Array<{ organisatie: string; wat: string }>;
    expect(log.some((r) => r.organisatie === 'Bakker Bedrijfsadvies' && r.wat === 'Startpagina')).toBe(true);
    await rustigAxe(page, 'profiel-download');
    await page.close();
  }, 240_000);
});

describe('Registratie relatie (servicedesk)', () => {
  it('registreert een organisatie en keurt een aanvraag goed', async () => {
    const page = await newPage(browser, 1366, 900);
    await inloggen(page, 'medewerker@demo.nl');
    await page.goto(`${APP_URL}/registratie/relatie`);
    await page.getByRole('heading', { name: 'Registratie relatie', level: 1 }).waitFor({ timeout: 20_000 });
    const aanvraag = page.getByRole('row', { name: /Zuivelcoöperatie Noord/ });
    await aanvraag.waitFor({ timeout: 20_000 });
    expect(await aanvraag.innerText()).toContain('Aangevraagd');
    await rustigAxe(page, 'registratie-relatie');

    // register: a 9-digit KvK is refused in the form, then 8 digits
    await page.locator('.ant-select', { has: page.getByLabel('Soort', { exact: true }) }).click();
    await page.locator('.ant-select-item-option[title="Accountant"]').click();
    await page.getByLabel('KvK-nummer').fill('612345678');
    await page.getByLabel('Naam', { exact: true }).fill('Accountantskantoor Hoekstra');
    await page.getByLabel('Postcode').fill('8401ab');
    await page.getByLabel('Plaats').fill('Gorredijk');
    await page.getByLabel('E-mailadres contact').fill('info@hoekstra.example');
    await page.getByRole('button', { name: 'Registreren' }).click();
    await page.getByText('Een KvK-nummer bestaat uit precies 8 cijfers.').waitFor();
    await page.getByLabel('KvK-nummer').fill('61234567');
    await page.getByRole('button', { name: 'Registreren' }).click();
    await page.getByText('Accountantskantoor Hoekstra is geregistreerd.').waitFor({ timeout: 20_000 });
    await page.getByRole('row', { name: /Accountantskantoor Hoekstra.*Accountant.*61234567.*Goedgekeurd/ }).waitFor({ timeout: 20_000 });

    // approve the application with a reason
    await aanvraag.getByRole('button', { name: 'Zuivelcoöperatie Noord goedkeuren' }).click();
    const venster = page.getByRole('dialog');
    await venster.getByLabel('Reden').fill('KvK-uittreksel gecontroleerd');
    await expect.poll(async () => (await axeFouten(page)).join('\n')).toBe('');
    await venster.getByRole('button', { name: 'Goedkeuren' }).click();
    await page.getByText('Zuivelcoöperatie Noord is goedgekeurd.').waitFor({ timeout: 20_000 });
    // approved, it leaves the applications on top; with the demo's 40 farms it is found by search
    await page.getByRole('searchbox', { name: 'Zoek een relatie' }).fill('Zuivelcoöperatie');
    await page.getByRole('searchbox', { name: 'Zoek een relatie' }).press('Enter');
    await expect.poll(async () => await page.getByRole('row', { name: /Zuivelcoöperatie Noord/ }).innerText(), { timeout: 20_000 }).toContain('Goedgekeurd');
    await rustigAxe(page, 'registratie-relatie-na');
    await page.close();
  }, 180_000);
});
