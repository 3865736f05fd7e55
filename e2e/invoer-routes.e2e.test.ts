/**
 * Every input route of spec §2 is its own screen (decision 010): the seven routes of Bodem, Organische
 * mest and Kunstmest each show their own title, only their own categories and their sibling routes
 * under 'Zie ook'; a save on one route keeps what the other route shows (one document, all-or-nothing).
 * axe at 1366 and 390 px; screenshots of the three organic-manure routes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { categorieSleutel, register, weergavenVan } from '@kw/contract';
import { newPage, screenshot, startBrowser } from './browser';
import { axeFouten } from './axe';
import { inloggen, veld, vulIn } from './helpers';
import { APP_URL } from './ports';

let browser: Browser;
beforeAll(async () => {
  browser = await startBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Every route of a screen spread over several routes, with what it must and must not show (from the register). */
const ROUTES = register.flatMap((s) =>
  weergavenVan(s).map((w) => ({
    route: w.route,
    titel: w.titel,
    eigen: s.categorieen.filter((c) => w.categorieen.includes(categorieSleutel(c))).map((c) => c.naam),
    anders: s.categorieen.filter((c) => !w.categorieen.includes(categorieSleutel(c))).map((c) => c.naam),
    broers: weergavenVan(s).filter((x) => x.route !== w.route).map((x) => x.titel),
  })),
);

const klwIdUitUrl = (url: string) => Number(/\/(\d+)$/.exec(new URL(url).pathname)?.[1]);
const wachtOpScherm = (page: Page) => page.getByRole('complementary', { name: 'Resultaten' }).waitFor({ timeout: 20_000 });
/**
 * Saves and waits for the server's answer, not for the 'Succesvol opgeslagen' notice: the notice of the previous save
 * may still be showing, and navigating away right after it aborted this save (a flake under load).
 */
async function slaOp(page: Page) {
  const antwoord = page.waitForResponse((r) => r.request().method() === 'POST' && /\/Save/.test(r.url()));
  await page.getByRole('button', { name: /Alles opslaan/ }).click();
  expect((await antwoord).status()).toBe(200);
}
const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The cards of a category, by their exact heading. */
const kaart = (page: Page, naam: string) => page.locator('section h2').filter({ hasText: new RegExp(`^${escape(naam)}$`) });

async function openKlw(page: Page) {
  await inloggen(page, 'deelnemer2@demo.nl');
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: /Kunstmest/ }).click();
  await page.waitForURL(/\/Kunstmest\/new\/Index\/\d+$/);
  await wachtOpScherm(page);
  return klwIdUitUrl(page.url());
}

describe('Every input route is its own screen', () => {
  it('the seven routes show their own title and categories and link their siblings; axe at 1366 and 390 px', async () => {
    expect(ROUTES).toHaveLength(7);
    const page = await newPage(browser);
    const klwId = await openKlw(page);
    for (const breedte of [1366, 390]) {
      await page.setViewportSize({ width: breedte, height: breedte > 500 ? 900 : 844 });
      for (const r of ROUTES) {
        await page.goto(`${APP_URL}${r.route.replace(':klwId', String(klwId))}`);
        await wachtOpScherm(page);
        await expect.poll(() => page.locator('h1').first().innerText()).toMatch(new RegExp(`^${escape(r.titel)} \\d{4}$`));
        expect(await page.title()).toBe(`${r.titel} - Kringloopwijzer`);
        for (const naam of r.eigen) expect(await kaart(page, naam).count(), `${r.route}: ${naam}`).toBeGreaterThan(0);
        for (const naam of r.anders) expect(await kaart(page, naam).count(), `${r.route} shows ${naam}`).toBe(0);
        for (const broer of r.broers) expect(await page.getByRole('link', { name: broer, exact: true }).count(), `${r.route}: zie ook ${broer}`).toBe(1);
        expect(await axeFouten(page), `${r.route} at ${breedte} px`).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${r.route} at ${breedte} px`).toBeLessThanOrEqual(breedte);
        if (r.route.startsWith('/OrganischeMest') || breedte === 1366) await screenshot(page, `route-${r.route.split('/')[1].toLowerCase()}${r.route.includes('/bodem/') ? `-${r.route.split('/')[2]}` : ''}-${breedte}`);
      }
    }
    await page.close();
  }, 300_000);

  it('a save on KunstmestVerbruik keeps the products of Kunstmest, and a save there keeps the use per crop', async () => {
    const page = await newPage(browser);
    const klwId = await openKlw(page);
    const aanvoer = 'Kunstmest, regel 1: Aanvoer';
    const gras = 'Verbruik per gewas, regel 1: Deel op grasland';
    const mais = 'Verbruik per gewas, regel 1: Deel op snijmaïs';
    const aanvoerVoor = await veld(page, aanvoer).inputValue();
    expect(aanvoerVoor).not.toBe('');

    await page.getByRole('link', { name: 'Kunstmest verbruik', exact: true }).click();
    await page.waitForURL(new RegExp(`/KunstmestVerbruik/new/Index/${klwId}$`));
    await wachtOpScherm(page);
    const grasVoor = await veld(page, gras).inputValue();
    const maisVoor = await veld(page, mais).inputValue();
    // the products are named here, not entered: no amounts, no row buttons
    expect(await veld(page, aanvoer).count()).toBe(0);
    expect(await page.getByRole('button', { name: /regel toevoegen/ }).count()).toBe(0);
    await vulIn(page, gras, '70');
    await vulIn(page, mais, '30');
    await slaOp(page);

    await page.getByRole('link', { name: 'Kunstmest', exact: true }).click();
    await page.waitForURL(new RegExp(`/Kunstmest/new/Index/${klwId}$`));
    await wachtOpScherm(page);
    expect(await veld(page, aanvoer).inputValue()).toBe(aanvoerVoor);
    await vulIn(page, aanvoer, '12.345');
    await slaOp(page);

    // after a reload of the other route: both saves are there
    await page.goto(`${APP_URL}/KunstmestVerbruik/new/Index/${klwId}`);
    await wachtOpScherm(page);
    expect(await veld(page, gras).inputValue()).toBe('70');
    expect(await veld(page, mais).inputValue()).toBe('30');
    await vulIn(page, gras, grasVoor);
    await vulIn(page, mais, maisVoor);
    await slaOp(page);
    await page.goto(`${APP_URL}/Kunstmest/new/Index/${klwId}`);
    await wachtOpScherm(page);
    expect(await veld(page, aanvoer).inputValue()).toBe('12.345');
    // leave Jansen's fertiliser as it was
    await vulIn(page, aanvoer, aanvoerVoor);
    await slaOp(page);
    await page.close();
  }, 240_000);

  it('Kunstmest in zakken: the typed bags stay, the kg stand beside them and in the use (not saved)', async () => {
    const page = await newPage(browser);
    await openKlw(page);
    const rijen = await page.locator('[data-testid^="verbruik-"]').filter({ hasNotText: /^$/ }).count();
    const regel = rijen; // the new row's number: after the existing rows (the totals cell is 'verbruik-totaal')
    await page.getByRole('button', { name: 'Kunstmest: regel toevoegen' }).click();
    await page.getByLabel(`Kunstmest, regel ${regel}: Product`, { exact: true }).fill('KAS (kalkammonsalpeter) 27% N');
    await page.getByRole('combobox', { name: `Kunstmest, regel ${regel}: Eenheid`, exact: true }).click();
    await page.locator('.ant-select-item-option[title="Zakken"]').click();
    await page.getByTestId(`omgerekend-${regel}-aanvoerKg`).getByText('kg per zak ontbreekt').waitFor();
    await vulIn(page, `Kunstmest, regel ${regel}: Kg per zak`, '600');
    await vulIn(page, `Kunstmest, regel ${regel}: Aanvoer`, '3');
    await expect.poll(() => page.getByTestId(`omgerekend-${regel}-aanvoerKg`).innerText()).toBe('= 1.800 kg');
    expect(await veld(page, `Kunstmest, regel ${regel}: Aanvoer`).inputValue()).toBe('3');
    expect(await page.getByTestId(`verbruik-${regel}`).innerText()).toBe('1.800 kg');
    await screenshot(page, 'kunstmest-zakken-1366');
    expect(await axeFouten(page)).toEqual([]);
    await page.close();
  }, 120_000);
});
