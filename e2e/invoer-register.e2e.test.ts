/**
 * The input register in the real app (PGlite, demo data): one journey through Krachtvoer,
 * every register screen read-only in a closed year, and axe on every register screen at
 * 390 and 1366 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { newPage, screenshot, startBrowser } from './browser';
import { axeFouten } from './axe';
import { inloggen, titelEindigtGoed } from './helpers';
import { APP_URL } from './ports';
import { register } from '@kw/contract';

let browser: Browser;
beforeAll(async () => {
  browser = await startBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Every register screen by its spec route (the register is the one list of input screens). */
const SCHERMEN = register.map((s) => ({ pad: s.route.replace(':klwId', ''), naam: s.sleutel }));

const klwIdUitUrl = (url: string) => Number(/\/(\d+)$/.exec(new URL(url).pathname)?.[1]);

/** Waits until the generic screen has loaded (its sticky heading and the results panel). */
async function wachtOpScherm(page: Page) {
  await page.getByRole('complementary', { name: 'Resultaten' }).waitFor({ timeout: 20_000 });
}

const menuLink = (page: Page, naam: RegExp) => page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: naam });
const menuStaat = (page: Page, naam: RegExp) => menuLink(page, naam).locator('[aria-label]').first().getAttribute('aria-label');
const cel = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function typ(page: Page, label: string, tekst: string) {
  const veld = cel(page, label);
  await veld.fill('');
  await veld.pressSequentially(tekst);
  await veld.blur();
}

/** The name input offers the catalogue as a datalist; choosing an option puts its exact name in the input. */
async function kiesProduct(page: Page, regel: number, product: string) {
  await cel(page, `Krachtvoer, regel ${regel}: Product`).fill(product);
}

describe('Input register in the real app', () => {
  it('a farmer fills Krachtvoer with two products, saves, sees the menu and the indicators change; a reload shows the same values', async () => {
    const page = await newPage(browser);
    await inloggen(page, 'deelnemer2@demo.nl');
    await menuLink(page, /Krachtvoer/).click();
    await page.waitForURL(/\/voer\/krachtvoer\/Index\/\d+$/);
    await wachtOpScherm(page);
    await titelEindigtGoed(page);
    expect(await page.title()).toBe('Krachtvoer - Kringloopwijzer');
    const staatVoor = await menuStaat(page, /Krachtvoer/);
    const indicatorVoor = await page.getByTestId(/^indicator-/).first().innerText();

    // Start from an empty list, then two products.
    while ((await page.getByRole('button', { name: /^Krachtvoer: regel 1 verwijderen$/ }).count()) > 0) {
      await page.getByRole('button', { name: 'Krachtvoer: regel 1 verwijderen' }).click();
    }
    await page.getByRole('button', { name: 'Krachtvoer: regel toevoegen' }).click();
    await kiesProduct(page, 1, 'Standaardbrok');
    await expect.poll(() => cel(page, 'Krachtvoer, regel 1: VEM per kg DS').inputValue()).not.toBe('');
    await typ(page, 'Krachtvoer, regel 1: Beginvoorraad', '4.000');
    await typ(page, 'Krachtvoer, regel 1: Aanvoer', '12.500');
    await typ(page, 'Krachtvoer, regel 1: Eindvoorraad', '1.500');
    await page.getByRole('button', { name: 'Krachtvoer: regel toevoegen' }).click();
    await kiesProduct(page, 2, 'Sojaschroot');
    await typ(page, 'Krachtvoer, regel 2: Aanvoer', '6.000');
    await typ(page, 'Krachtvoer, regel 2: Fosfor', '6,5');
    expect(await cel(page, 'Krachtvoer, regel 1: Aanvoer').inputValue()).toBe('12.500');
    expect(await cel(page, 'Krachtvoer, regel 2: Fosfor').inputValue()).toBe('6,5');
    // The use per row as you type: 4.000 + 12.500 − 1.500.
    expect(await page.getByTestId('verbruik-1').innerText()).toContain('15.000');
    await screenshot(page, 'krachtvoer-ingevuld-1366');

    await page.getByRole('button', { name: /Alles opslaan/ }).click();
    await page.getByText('Succesvol opgeslagen').waitFor();
    await expect.poll(() => menuStaat(page, /Krachtvoer/)).toBe('klaar');
    await expect.poll(() => page.getByTestId(/^indicator-/).first().innerText()).not.toBe(indicatorVoor);
    expect(staatVoor).not.toBeNull();
    await screenshot(page, 'krachtvoer-opgeslagen-1366');

    await page.reload();
    await wachtOpScherm(page);
    expect(await cel(page, 'Krachtvoer, regel 1: Product').inputValue()).toBe('Standaardbrok');
    expect(await cel(page, 'Krachtvoer, regel 1: Aanvoer').inputValue()).toBe('12.500');
    expect(await cel(page, 'Krachtvoer, regel 2: Product').inputValue()).toBe('Sojaschroot');
    expect(await cel(page, 'Krachtvoer, regel 2: Fosfor').inputValue()).toBe('6,5');
    expect(await page.getByTestId('verbruik-1').innerText()).toContain('15.000');

    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'krachtvoer-390');
    // Below 576 px the table is a list of stacked blocks (decision 025): the page does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.close();
  });

  it('a closed year shows every register screen read-only, without Alles opslaan', async () => {
    const page = await newPage(browser);
    await inloggen(page, 'deelnemer@demo.nl');
    await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: /Krachtvoer/ }).click();
    await wachtOpScherm(page);
    await page.getByRole('combobox').first().selectOption({ label: '2022' });
    await page.waitForURL(/\/voer\/krachtvoer\/Index\/\d+$/);
    const klwId = klwIdUitUrl(page.url());
    for (const scherm of SCHERMEN) {
      await page.goto(`${APP_URL}${scherm.pad}${klwId}`);
      await wachtOpScherm(page);
      await page.getByText('Dit jaar is afgesloten', { exact: false }).first().waitFor();
      expect(await page.getByRole('button', { name: /Alles opslaan/ }).count(), scherm.pad).toBe(0);
      expect(await page.getByRole('spinbutton').count(), scherm.pad).toBe(0);
      expect(await page.getByRole('button', { name: /regel toevoegen/ }).count(), scherm.pad).toBe(0);
      if (['krachtvoer', 'veestapel', 'bedrijfsgegevens'].includes(scherm.naam)) await screenshot(page, `${scherm.naam}-gesloten-1366`);
    }
    await page.close();
  }, 180_000);

  it('axe finds nothing serious or critical on any register screen at 390 and 1366 px', async () => {
    const page = await newPage(browser);
    await inloggen(page, 'deelnemer2@demo.nl');
    await menuLink(page, /Krachtvoer/).click();
    await wachtOpScherm(page);
    const klwId = klwIdUitUrl(page.url());
    for (const breedte of [1366, 390]) {
      await page.setViewportSize({ width: breedte, height: breedte > 500 ? 900 : 844 });
      for (const scherm of SCHERMEN) {
        await page.goto(`${APP_URL}${scherm.pad}${klwId}`);
        await wachtOpScherm(page);
        expect(await axeFouten(page), `${scherm.pad} at ${breedte} px`).toEqual([]);
        if (['krachtvoer', 'veestapel', 'bedrijfsgegevens', ...BODEM_MEST].includes(scherm.naam)) await screenshot(page, `${scherm.naam}-${breedte}`);
      }
    }
    await page.close();
  }, 300_000);

  it('Bodem en Mest: the extra routes open their screen, the analyses show the phosphate class, Bodem en gewas is read-only; axe at 390 and 1366 px', async () => {
    const page = await newPage(browser);
    await inloggen(page, 'deelnemer@demo.nl');
    await menuLink(page, /Bodem en gewas/).click();
    await page.waitForURL(/\/bodem\/overzicht\/Index\/\d+$/);
    await page.getByRole('heading', { name: /^Bodem en gewas \d{4}$/ }).waitFor({ timeout: 20_000 });
    const klwId = klwIdUitUrl(page.url());
    expect(await page.title()).toBe('Bodem en gewas - Kringloopwijzer');
    // Read-only: no inputs, no save button; the crop rows come from the stored engine result.
    expect(await page.getByRole('button', { name: /Alles opslaan/ }).count()).toBe(0);
    expect(await page.getByRole('spinbutton').count()).toBe(0);
    await page.getByTestId('bodem-gewas-grasland').waitFor();
    const extra = ['/bodem/analyses/Index/', '/OrganischeMestVerbruik/new/Index/', '/OrganischeMestVergistingScheiding/Index/', '/KunstmestVerbruik/new/Index/'];
    for (const breedte of [1366, 390]) {
      await page.setViewportSize({ width: breedte, height: breedte > 500 ? 900 : 844 });
      await page.goto(`${APP_URL}/bodem/overzicht/Index/${klwId}`);
      await page.getByTestId('bodem-gewas-grasland').waitFor({ timeout: 20_000 });
      expect(await axeFouten(page), `bodem-gewas at ${breedte} px`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(breedte);
      await screenshot(page, `bodem-gewas-${breedte}`);
      for (const pad of extra) {
        await page.goto(`${APP_URL}${pad}${klwId}`);
        await wachtOpScherm(page);
        expect(await axeFouten(page), `${pad} at ${breedte} px`).toEqual([]);
        if (breedte === 1366) await screenshot(page, `devries${pad.split('/')[1].toLowerCase()}-1366`);
      }
    }
    // A manure stock without analysis shows the RVO forfait the engine uses (mestcode 14: 4,0 kg N and 1,5 kg P2O5 per ton).
    await page.goto(`${APP_URL}/OrganischeMeststromen/Index/${klwId}`);
    await wachtOpScherm(page);
    await page.getByText('4,00 kg N · 1,50 kg P2O5 per ton').first().waitFor({ timeout: 20_000 });
    await page.goto(`${APP_URL}/bodem/analyses/Index/${klwId}`);
    await wachtOpScherm(page);
    // De Vries 2024: P-AL 45 and P-CaCl2 2,4 give a class per row (RVO table from 2021).
    expect(await page.getByTestId('afgeleid-1').innerText()).toMatch(/^(Arm|Laag|Neutraal|Ruim|Hoog) \(/);
    expect(await cel(page, 'Bodemanalyses, regel 1: Monsternamedatum (DD-MM-JJJJ)').inputValue()).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    await screenshot(page, 'bodem-analyses-afgeleid-390');
    await page.close();
  }, 300_000);
});

/** The soil, manure and fertiliser screens (helper bodem-mest): screenshots to look at. */
const BODEM_MEST = ['bodem', 'organischeMest', 'kunstmest', 'mestadditief'];
