/**
 * Coded fields and input tables on a phone (decision 025), in the real app (PGlite, demo data): a mestcode is
 * typed as a code or picked by its name, saved, and after a reload shown with its name; below 576 px every
 * input table is a list of stacked blocks (label above value) with add/duplicate/remove per block, and neither
 * the page nor a card scrolls sideways; the year list is in the header. axe at 390 and 1366 px.
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

const klwIdUitUrl = (url: string) => Number(/\/(\d+)$/.exec(new URL(url).pathname)?.[1]);
const wachtOpScherm = (page: Page) => page.getByRole('complementary', { name: 'Resultaten' }).waitFor({ timeout: 20_000 });
const menuLink = (page: Page, naam: RegExp) => page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: naam });

/** The record of the farmer's open year (deelnemer2: an open year, as in the register journey). */
async function openJaar(page: Page): Promise<number> {
  await inloggen(page, 'deelnemer2@demo.nl');
  await menuLink(page, /Krachtvoer/).click();
  await wachtOpScherm(page);
  return klwIdUitUrl(page.url());
}

/** The shown text of a code choice (antd shows the picked option's label in the selection item). */
const codeTekst = (page: Page, label: string) =>
  page.locator('.ant-select').filter({ has: page.getByRole('combobox', { name: label, exact: true }) }).locator('.ant-select-selection-item').innerText();

async function kiesCode(page: Page, label: string, tekst: string) {
  const invoer = page.getByRole('combobox', { name: label, exact: true });
  await invoer.click();
  await invoer.pressSequentially(tekst);
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option-active').waitFor();
  await invoer.press('Enter');
}

async function typGetal(page: Page, label: string, tekst: string) {
  const veld = page.getByRole('spinbutton', { name: label, exact: true });
  await veld.fill('');
  await veld.pressSequentially(tekst);
  await veld.blur();
}

/** Neither the page nor any card scrolls sideways. */
async function nietsScroltOpzij(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const fout: string[] = [];
    if (document.documentElement.scrollWidth > document.documentElement.clientWidth) fout.push(`pagina ${document.documentElement.scrollWidth} > ${document.documentElement.clientWidth}`);
    for (const kaart of Array.from(document.querySelectorAll('main section'))) {
      const naam = kaart.querySelector('h2')?.textContent ?? '?';
      for (const el of [kaart, ...Array.from(kaart.querySelectorAll(':scope > div'))] as HTMLElement[])
        if (el.scrollWidth > el.clientWidth + 1) fout.push(`${naam}: ${el.scrollWidth} > ${el.clientWidth}`);
    }
    return fout;
  });
}

describe('Codes with names and tables on a phone', () => {
  it('1366 px: a mestcode typed as a code and one picked by name are saved and shown with their names after a reload', async () => {
    const page = await newPage(browser, 1366, 900);
    const klwId = await openJaar(page);
    await page.goto(`${APP_URL}/OrganischeMeststromen/Index/${klwId}`);
    await wachtOpScherm(page);
    const voor = await page.getByRole('button', { name: /^Aanvoer: regel \d+ verwijderen$/ }).count();
    const a = voor + 1;
    const b = voor + 2;

    await page.getByRole('button', { name: 'Aanvoer: regel toevoegen' }).click();
    await kiesCode(page, `Aanvoer, regel ${a}: Mestcode`, '14');
    expect(await codeTekst(page, `Aanvoer, regel ${a}: Mestcode`)).toBe('14 – Drijfmest rundvee');
    await typGetal(page, `Aanvoer, regel ${a}: Hoeveelheid`, '120');
    await page.getByRole('button', { name: 'Aanvoer: regel toevoegen' }).click();
    await kiesCode(page, `Aanvoer, regel ${b}: Mestcode`, 'vleesvarkens');
    expect(await codeTekst(page, `Aanvoer, regel ${b}: Mestcode`)).toBe('50 – Drijfmest vleesvarkens');
    await typGetal(page, `Aanvoer, regel ${b}: Hoeveelheid`, '80');
    await screenshot(page, 'codes-mest-ingevuld-1366');
    expect(await axeFouten(page)).toEqual([]);

    await page.getByRole('button', { name: /Alles opslaan/ }).click();
    await page.getByText('Succesvol opgeslagen').waitFor();
    await page.reload();
    await wachtOpScherm(page);
    expect(await codeTekst(page, `Aanvoer, regel ${a}: Mestcode`)).toBe('14 – Drijfmest rundvee');
    expect(await codeTekst(page, `Aanvoer, regel ${b}: Mestcode`)).toBe('50 – Drijfmest vleesvarkens');
    // the forfait column follows the code: code 50 is 6,4 kg N and 3,8 kg P2O5 per ton (RVO Tabel 5)
    expect(await page.getByTestId(`afgeleid-${b}`).innerText()).toContain('6,40 kg N');
    await screenshot(page, 'codes-mest-herladen-1366');

    // leave the demo farm as it was for the other browser tests
    await page.getByRole('button', { name: `Aanvoer: regel ${b} verwijderen` }).click();
    await page.getByRole('button', { name: `Aanvoer: regel ${a} verwijderen` }).click();
    await page.getByRole('button', { name: /Alles opslaan/ }).click();
    await page.getByText('Succesvol opgeslagen').first().waitFor();
    await page.close();
  }, 120_000);

  it('390 px: stacked blocks with add, duplicate and remove; nothing scrolls sideways; the year list in the header; axe clean', async () => {
    const page = await newPage(browser, 1366, 900);
    const klwId = await openJaar(page);
    await page.setViewportSize({ width: 390, height: 844 });

    // the year list is one tap away on every screen: in the header, on screen
    const jaar = await page.locator('header').getByRole('combobox', { name: 'Jaar' }).boundingBox();
    expect(jaar).not.toBeNull();
    expect(jaar!.x >= 0 && jaar!.x + jaar!.width <= 390).toBe(true);

    await page.goto(`${APP_URL}/voer/krachtvoer/Index/${klwId}`);
    await wachtOpScherm(page);
    const kaart = page.locator('main section').filter({ has: page.getByRole('heading', { name: 'Krachtvoer', exact: true }) });
    expect(await kaart.locator('table').count()).toBe(0);
    const blokken = kaart.getByTestId(/^blok-\d+$/);
    const n = await blokken.count();
    expect(n).toBeGreaterThan(0);
    // a visible label is tied to its control: clicking it focuses the field
    await kaart.getByTestId('blok-1').locator('label', { hasText: /^Aanvoer/ }).click();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Krachtvoer, regel 1: Aanvoer');
    expect(await nietsScroltOpzij(page)).toEqual([]);
    expect(await axeFouten(page)).toEqual([]);
    await screenshot(page, 'krachtvoer-blokken-390');

    await page.getByRole('button', { name: 'Krachtvoer: regel 1 dupliceren' }).click();
    await expect.poll(() => blokken.count()).toBe(n + 1);
    await page.getByRole('button', { name: 'Krachtvoer: regel toevoegen' }).click();
    await expect.poll(() => blokken.count()).toBe(n + 2);
    expect(await nietsScroltOpzij(page)).toEqual([]);
    await page.getByRole('button', { name: `Krachtvoer: regel ${n + 2} verwijderen` }).click();
    await page.getByRole('button', { name: 'Krachtvoer: regel 2 verwijderen' }).click();
    await expect.poll(() => blokken.count()).toBe(n);

    // the other tables with codes: manure (mestcode per block), plots and arable crops (BRP crop code)
    for (const [pad, naam] of [
      ['/OrganischeMeststromen/Index/', 'organische-mest'],
      ['/bodem/percelen/Index/', 'percelen'],
      ['/akkerbouw/Index/', 'akkerbouw'],
      ['/OrganischeMestVerbruik/new/Index/', 'mest-verbruik'],
      ['/KunstmestVerbruik/new/Index/', 'kunstmest-verbruik'],
    ]) {
      await page.goto(`${APP_URL}${pad}${klwId}`);
      await wachtOpScherm(page);
      expect(await page.locator('main table').count(), pad).toBe(0);
      expect(await nietsScroltOpzij(page), pad).toEqual([]);
      expect(await axeFouten(page), pad).toEqual([]);
      await screenshot(page, `${naam}-blokken-390`);
    }
    // a manure code typed in a block
    await page.goto(`${APP_URL}/OrganischeMeststromen/Index/${klwId}`);
    await wachtOpScherm(page);
    const regels = await page.getByRole('button', { name: /^Afvoer: regel \d+ verwijderen$/ }).count();
    await page.getByRole('button', { name: 'Afvoer: regel toevoegen' }).click();
    await kiesCode(page, `Afvoer, regel ${regels + 1}: Mestcode`, '10');
    expect(await codeTekst(page, `Afvoer, regel ${regels + 1}: Mestcode`)).toBe('10 – Vaste mest rundvee');
    expect(await nietsScroltOpzij(page)).toEqual([]);
    await screenshot(page, 'organische-mest-code-390');
    await page.close();
  }, 240_000);
});
