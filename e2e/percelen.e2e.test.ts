/**
 * Percelen in the real app: a farmer adds a plot with a BRP crop code (which fills
 * the land use), saves, reloads; the Percelenoverzicht and Snijmaïs show the new totals read-only.
 * axe on Percelen, the overview and Snijmaïs at 1366 and 390 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { newPage, screenshot, startBrowser } from './browser';
import { axeFouten } from './axe';
import { inloggen, titelEindigtGoed } from './helpers';
import { APP_URL } from './ports';

let browser: Browser;
beforeAll(async () => {
  browser = await startBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const klwIdUitUrl = (url: string) => Number(/\/(\d+)$/.exec(new URL(url).pathname)?.[1]);
const cel = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const keuze = (page: Page, label: string) => page.getByRole('combobox', { name: label, exact: true });
/** The shown value of an antd Select (the text of its box). */
const keuzeTekst = (page: Page, label: string) => keuze(page, label).locator('xpath=ancestor::div[contains(@class,"ant-select")][1]').innerText();
const wachtOpScherm = (page: Page) => page.getByRole('complementary', { name: 'Resultaten' }).waitFor({ timeout: 20_000 });

async function typ(page: Page, label: string, tekst: string) {
  const veld = cel(page, label);
  await veld.fill('');
  await veld.pressSequentially(tekst);
  await veld.blur();
}

describe('Percelen in the real app', () => {
  it('adds a maize plot by its crop code, saves, reloads; the overview and Snijmaïs show the new totals; axe at 1366 and 390 px', async () => {
    const page = await newPage(browser);
    await inloggen(page, 'deelnemer2@demo.nl');
    await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: /Percelen/ }).click();
    await page.waitForURL(/\/bodem\/percelen\/Index\/\d+$/);
    await wachtOpScherm(page);
    await titelEindigtGoed(page);
    expect(await page.title()).toBe('Percelen - Kringloopwijzer');
    const klwId = klwIdUitUrl(page.url());
    // Jansen 2024: five plots of the demo farm (48,6 ha), the map's outline and the plot id are not columns
    expect(await page.getByRole('button', { name: /^Percelen: regel \d+ verwijderen$/ }).count()).toBe(5);
    expect(await page.getByRole('columnheader', { name: /geometrie|Perceel-id/i }).count()).toBe(0);
    expect(await axeFouten(page), 'Percelen 1366 px').toEqual([]);

    await page.getByRole('button', { name: 'Percelen: regel toevoegen' }).click();
    await typ(page, 'Percelen, regel 6: Perceelnummer (RVO)', '17');
    await typ(page, 'Percelen, regel 6: Perceelnaam', 'Nieuwe maïsakker');
    await typ(page, 'Percelen, regel 6: Oppervlakte', '3,5');
    const gewas = keuze(page, 'Percelen, regel 6: Gewas (BRP-gewascode)');
    await gewas.click();
    await gewas.pressSequentially('259 ma');
    await page.locator('.ant-select-item-option[title="259 – Maïs, snij-"]').waitFor();
    await gewas.press('Enter');
    // the crop code fills the land use (still editable)
    await expect.poll(() => keuzeTekst(page, 'Percelen, regel 6: Grondgebruik')).toContain('Maïs');
    await screenshot(page, 'percelen-nieuw-perceel-1366');

    await page.getByRole('button', { name: /Alles opslaan/ }).click();
    await page.getByText('Succesvol opgeslagen').waitFor();

    await page.reload();
    await wachtOpScherm(page);
    expect(await cel(page, 'Percelen, regel 6: Perceelnaam').inputValue()).toBe('Nieuwe maïsakker');
    expect(await cel(page, 'Percelen, regel 6: Oppervlakte').inputValue()).toBe('3,50');
    expect(await keuzeTekst(page, 'Percelen, regel 6: Gewas (BRP-gewascode)')).toContain('259 – Maïs, snij-');
    expect(await keuzeTekst(page, 'Percelen, regel 6: Grondgebruik')).toContain('Maïs');

    // the derived overview: read-only totals of the record's plots, linked from Percelen
    await page.getByRole('link', { name: /^Percelenoverzicht/ }).click();
    await page.waitForURL(new RegExp(`/bodem/percelenoverzicht/Index/${klwId}$`));
    await page.getByRole('heading', { name: 'Percelenoverzicht' }).waitFor();
    expect(await page.title()).toBe('Percelenoverzicht - Kringloopwijzer');
    expect(await page.getByTestId('percelen-totaal').innerText()).toContain('6 percelen, samen 52,10 ha.');
    const maisRij = page.getByTestId('totalen-gewas').getByRole('row', { name: /259 Maïs, snij-/ });
    expect(await maisRij.innerText()).toMatch(/2\s+11,50/);
    expect(await page.getByTestId('totalen-grondsoort').getByRole('row', { name: /Zand/ }).innerText()).toMatch(/6\s+52,10\s+100%/);
    expect(await page.getByRole('spinbutton').count()).toBe(0);
    expect(await page.getByRole('button', { name: /opslaan/i }).count()).toBe(0);
    expect(await axeFouten(page), 'Percelenoverzicht 1366 px').toEqual([]);
    await screenshot(page, 'percelenoverzicht-1366');

    // Snijmaïs asks for no area: it shows the maize plots from Percelen
    await page.goto(`${APP_URL}/voer/snijmais/Index/${klwId}`);
    await wachtOpScherm(page);
    await expect.poll(() => page.getByTestId('oppervlakte-uit-percelen').innerText().catch(() => '')).toContain('Oppervlakte komt uit Percelen: 11,50 ha (2 percelen).');
    expect(await page.getByRole('button', { name: /Alles opslaan/ }).count()).toBe(0);
    expect(await axeFouten(page), 'Snijmaïs 1366 px').toEqual([]);
    await screenshot(page, 'snijmais-uit-percelen-1366');

    await page.setViewportSize({ width: 390, height: 844 });
    for (const pad of ['/bodem/percelen/Index/', '/bodem/percelenoverzicht/Index/', '/voer/snijmais/Index/']) {
      await page.goto(`${APP_URL}${pad}${klwId}`);
      if (pad.includes('overzicht')) await page.getByRole('heading', { name: 'Percelenoverzicht' }).waitFor();
      else await wachtOpScherm(page);
      expect(await axeFouten(page), `${pad} at 390 px`).toEqual([]);
      // tables scroll inside their card: the page does not scroll sideways
      expect(await page.evaluate(() => document.documentElement.scrollWidth), pad).toBeLessThanOrEqual(390);
      await screenshot(page, `${pad.split('/').filter(Boolean).slice(-2, -1)[0]}-390`);
    }
    await page.close();
  }, 180_000);

  it('Akkerbouw shows the area of the plots with the crop code, read-only; the code fills the crop name', async () => {
    const page = await newPage(browser);
    await inloggen(page, 'deelnemer@demo.nl');
    await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: /Akkerbouw/ }).click();
    await page.waitForURL(/\/akkerbouw\/Index\/\d+$/);
    await wachtOpScherm(page);
    // De Vries has no arable plots: the card says so and points at Percelen
    await expect.poll(() => page.getByTestId('oppervlakte-uit-percelen').innerText().catch(() => '')).toContain('Oppervlakte komt uit Percelen: 0,00 ha. Er zijn nog geen percelen met dit grondgebruik.');
    await page.getByRole('button', { name: 'Akkerbouwgewassen: regel toevoegen' }).click();
    const gewas = keuze(page, 'Akkerbouwgewassen, regel 1: Gewas (BRP-gewascode)');
    await gewas.click();
    await gewas.pressSequentially('259 ma');
    await page.locator('.ant-select-item-option[title="259 – Maïs, snij-"]').waitFor();
    await gewas.press('Enter');
    await expect.poll(() => cel(page, 'Akkerbouwgewassen, regel 1: Gewasnaam').inputValue()).toBe('Maïs, snij-');
    // the area of the plots with code 259 (the Esakker, 8,4 ha): shown, not asked
    expect(await page.getByTestId('oppervlakte-percelen-1').innerText()).toBe('8,40 ha');
    expect(await page.getByRole('spinbutton', { name: /Oppervlakte/ }).count()).toBe(0);
    // the crop list has closed (antd keeps it in the page, hidden, after its closing animation)
    await expect.poll(() => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').count()).toBe(0);
    expect(await axeFouten(page), 'Akkerbouw 1366 px').toEqual([]);
    await screenshot(page, 'akkerbouw-oppervlakte-uit-percelen-1366');
    await page.close();
  }, 120_000);
});
