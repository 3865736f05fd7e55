// The sector report (decision 029) in a real browser. A server of its own on a copy of the seeded demo database plus
// the 39 farms of the API test in 2017: staff choose the year, see a dairy of 30 farms with figures and one of 9 as
// "< 10 bedrijven", switch the indicator, download the CSV (same suppression); a farmer gets the server's refusal.
// axe 0 serious/critical, no console errors, no sideways scrolling at 390 and 1366 px; screenshots of both widths.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openDatabase } from '../apps/server/src/db/client';
import { vrijePoort } from '../apps/server/test/helpers/oidc-provider';
import { zaaiSectorBedrijven } from '../apps/server/test/helpers/sectorrapportage';
import { pgliteTemplate } from '../apps/server/test/helpers/testdb';
import { axeFouten } from './axe';
import { newPage, screenshot, startBrowser } from './browser';
import { opBreedtes, wachtOpRust } from './helpers';
import { MOCK_URL } from './ports';
import { stopProces, wachtOpUrl } from './processen';

const JAAR = 2017;
const root = resolve(import.meta.dirname, '..');
let browser: Browser;
let server: ChildProcess | undefined;
let dataDir = '';
let appUrl = '';

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'klw-e2e-sector-'));
  cpSync(await pgliteTemplate(), dataDir, { recursive: true });
  const database = await openDatabase({ dataDir });
  await zaaiSectorBedrijven(database.db, JAAR);
  await database.close();
  const poort = await vrijePoort();
  appUrl = `http://localhost:${poort}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(poort), HOST: 'localhost', DATABASE_URL: '', KLW_DATA_DIR: dataDir, LOG_LEVEL: 'warn', KLW_LOGIN_RATE_MAX: '1000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await wachtOpUrl(`${appUrl}/ready`, 180_000);
  browser = await startBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  if (server) await stopProces(server);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function rustig(page: Page) {
  await page.waitForFunction(() => !document.body.innerText.includes('Laden...'));
  await page.mouse.move(1, 1);
  await wachtOpRust(page);
}

/**
 * An antd Select: open it by its box (the shown value covers the input), wait until the list has slid open (as a
 * user sees it before choosing: a click during its motion was lost once at 390 px, and the report stayed on its
 * first year), then the option; the box then shows it.
 */
async function kies(page: Page, label: string, optie: string) {
  const select = page.locator('.ant-select').filter({ has: page.getByRole('combobox', { name: label, exact: true }) });
  await select.click();
  const keuze = page.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${optie}"]`);
  await keuze.waitFor();
  await wachtOpRust(page);
  await keuze.click();
  await select.locator(`.ant-select-selection-item[title="${optie}"]`).waitFor({ timeout: 5_000 });
}

async function naarRapport(page: Page) {
  await page.goto(`${appUrl}/beheer/rapportage`);
  await page.getByRole('heading', { name: 'Sectorrapportage', level: 1 }).waitFor();
  await kies(page, 'Rapportagejaar', String(JAAR));
  await page.getByText(`Deadline voor ${JAAR}: 15-05-${JAAR + 1} (verstreken)`).waitFor();
}

/** A TabelOfKaarten by its label (on the antd table's wrapper, or on the list of cards). */
const tabel = (page: Page, naam: string) => page.locator(`[aria-label="${naam}"]`).first();

async function login(page: Page, email: string) {
  await page.goto(`${appUrl}/login`);
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill('demo');
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await page.waitForURL(/\/Home\/new$/);
}

describe('sectorrapportage', () => {
  it('een medewerker ziet cijfers van groepen van 10 of meer, "< 10 bedrijven" bij 9, en downloadt de CSV', async () => {
    const page = await newPage(browser, 1366, 900);
    await login(page, 'medewerker@demo.nl');
    await naarRapport(page);
    await expect.poll(() => page.title()).toBe('Sectorrapportage - Kringloopwijzer');

    const zuivel = tabel(page, 'Indiening per zuivelonderneming');
    const een = zuivel.getByRole('row').filter({ hasText: 'Testzuivel Een' });
    await expect.poll(() => een.innerText()).toMatch(/Testzuivel Een\s+30\s+18\s+4\s+0\s+8\s+0\s+60,0%/);
    const twee = zuivel.getByRole('row').filter({ hasText: 'Testzuivel Twee' });
    expect((await twee.innerText()).replace(/\s+/g, ' ').trim()).toBe('Testzuivel Twee < 10 bedrijven');

    // the spread: N surplus by default, then another indicator
    const grond = tabel(page, 'Spreiding per grondsoort');
    await expect.poll(() => grond.getByRole('row').filter({ hasText: 'Klei' }).innerText()).toMatch(/Klei\s+12\s+111,0\s+155,0\s+199,0/);
    expect((await grond.getByRole('row').filter({ hasText: 'Veen' }).innerText()).replace(/\s+/g, ' ').trim()).toBe('Veen < 10 bedrijven');
    await kies(page, 'Indicator', 'Ammoniakemissie per ha');
    await expect.poll(() => grond.getByRole('row').filter({ hasText: 'Klei' }).innerText()).toMatch(/Klei\s+12\s+55,5\s+77,5\s+99,5/);
    await kies(page, 'Indicator', 'Stikstofbodemoverschot');

    await opBreedtes(page, 'sectorrapportage', () => rustig(page));

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`Sectorrapportage-${JAAR}.csv`);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv).toContain('Testzuivel Een;30;18;4;0;8;0;60,0');
    expect(csv).toContain('Testzuivel Twee;< 10 bedrijven;;;;;;');
    await page.close();
  }, 180_000);

  it('op 390 px staan de groepen als kaarten onder elkaar', async () => {
    const page = await newPage(browser, 390, 844);
    await login(page, 'medewerker@demo.nl');
    await naarRapport(page);
    await rustig(page);
    await expect.poll(() => page.getByText('Testzuivel Twee').first().isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeFouten(page)).toEqual([]);
    await screenshot(page, 'sectorrapportage-kaarten-390');
    await page.close();
  }, 120_000);

  it('een deelnemer krijgt één Nederlandse pagina "Geen toegang"', async () => {
    const page = await newPage(browser, 1366, 900);
    await login(page, 'deelnemer@demo.nl');
    await page.goto(`${appUrl}/beheer/rapportage`);
    // a page for another role says so, before any call (no 403, no console error)
    await page.getByRole('heading', { name: 'Geen toegang', level: 1 }).waitFor();
    await rustig(page);
    expect(await axeFouten(page)).toEqual([]);
    await page.close();
  }, 120_000);

  it('op poort 3000 (mocks): dezelfde opbouw uit verzonnen bedrijven, geen netwerk; downloaden alleen in de echte app', async () => {
    const page = await newPage(browser, 1366, 900);
    const netwerk: string[] = [];
    page.on('request', (v) => {
      if (/\/api\/|RefreshToken/.test(v.url())) netwerk.push(v.url());
    });
    await page.goto(`${MOCK_URL}/`);
    await page.evaluate(() => localStorage.setItem('klw.mock.instellingen', JSON.stringify({ rol: 'sb-medewerker', jaar: 2024, statusId: 1, automatisch: true })));
    await page.goto(`${MOCK_URL}/beheer/rapportage`);
    await page.getByRole('heading', { name: 'Sectorrapportage', level: 1 }).waitFor({ timeout: 20_000 });
    await opBreedtes(page, 'mock-sectorrapportage', () => page.getByText('Melkfabriek De Eendracht').first().waitFor({ timeout: 20_000 }));
    await page.getByRole('button', { name: 'Download CSV' }).click();
    await page.getByText('In de proefomgeving (poort 3000) worden geen PDF-, Excel- of CSV-bestanden gemaakt.', { exact: false }).waitFor({ timeout: 10_000 });
    expect(netwerk).toEqual([]);
    await page.close();
  }, 120_000);
});
