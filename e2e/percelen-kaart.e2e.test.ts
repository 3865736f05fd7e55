/**
 * Percelen op kaart in the real app (PGlite, demo data; no tile URL, so the plain background): a farmer draws a
 * plot with mouse clicks, names it, saves, reloads and sees its area; imports a GeoJSON file (and gets a Dutch
 * message for a bad one); axe and screenshots at 1366 and 390 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { newPage, screenshot, staToe, startBrowser } from './browser';
import { axeFouten } from './axe';
import { inloggen, kiesJaar, titelEindigtGoed } from './helpers';
import { APP_URL, MOCK_URL } from './ports';

let browser: Browser;
beforeAll(async () => {
  browser = await startBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The record id of the farmer's year, from the menu's Percelen link (the map is not in the spec's menu; Percelen links to it). */
async function klwIdVanMenu(page: Page): Promise<string> {
  const href = await page.locator('a[href*="/bodem/percelen/Index/"]').first().getAttribute('href');
  const id = /\/Index\/(\d+)/.exec(href ?? '')?.[1];
  expect(id, `Percelen link: ${href}`).toBeDefined();
  return id!;
}

async function openKaart(page: Page, klwId: string) {
  await page.goto(`${APP_URL}/bodem/percelen-op-kaart/Index/${klwId}`);
  await page.getByTestId('perceel-kaart').waitFor({ timeout: 20_000 });
  await page.getByRole('heading', { level: 1, name: /Percelen op kaart/ }).waitFor();
}

const ha = /^\d{1,3}(\.\d{3})*,\d{2} ha$/;

describe('Percelen op kaart', () => {
  it('draws a plot with mouse clicks, saves it, and after a reload its area shows; axe and screenshots at 1366 px', async () => {
    const page = await newPage(browser, 1366, 900);
    await inloggen(page, 'deelnemer@demo.nl');
    await page.getByRole('navigation', { name: 'Hoofdmenu' }).waitFor();
    const klwId = await klwIdVanMenu(page);
    // The way in: the menu's Percelen, then its 'Zie ook' link to the map.
    await page.getByRole('navigation', { name: 'Hoofdmenu' }).locator(`a[href$="/bodem/percelen/Index/${klwId}"]`).first().click();
    await page.getByRole('link', { name: /^Percelen op kaart/ }).click();
    await page.waitForURL(new RegExp(`/bodem/percelen-op-kaart/Index/${klwId}$`));
    await page.getByTestId('perceel-kaart').waitFor({ timeout: 20_000 });
    await titelEindigtGoed(page);
    expect(await page.title()).toBe('Percelen op kaart - Kringloopwijzer');
    // No tile URL configured in the tests: no tiles, a scale bar in metres.
    expect(await page.locator('.perceel-kaart .leaflet-tile').count()).toBe(0);
    await expect.poll(() => page.locator('.perceel-kaart .leaflet-control-scale-line').first().innerText()).toMatch(/\d+ (m|km)$/);
    const voor = await page.locator('.perceel-kaart path.perceel-vlak').count();
    expect(await axeFouten(page)).toEqual([]);
    await screenshot(page, 'percelen-kaart-1366');

    await page.getByRole('button', { name: 'Perceel tekenen' }).click();
    // The drawing tools load on first use; their cursor marker shows they are ready.
    await page.locator('.perceel-kaart .marker-icon').first().waitFor({ state: 'attached', timeout: 20_000 });
    expect(await axeFouten(page)).toEqual([]);
    const kaart = (await page.getByTestId('perceel-kaart').boundingBox())!;
    // A free spot: bottom-left of the map (the demo plots, if any, are fitted into the view with a margin).
    const x0 = kaart.x + 70;
    const y0 = kaart.y + kaart.height - 150;
    const punten = [
      [x0, y0],
      [x0 + 90, y0],
      [x0 + 90, y0 + 60],
      [x0, y0 + 60],
    ];
    for (const [x, y] of punten) {
      await page.mouse.move(x, y, { steps: 3 });
      await page.mouse.click(x, y);
    }
    // Close the ring on the first corner.
    await page.mouse.move(x0, y0, { steps: 3 });
    await page.mouse.click(x0, y0);

    const kaartje = page.getByTestId('perceel-kaartje');
    await kaartje.waitFor();
    const oppervlakte = await page.getByTestId('perceel-oppervlakte').innerText();
    expect(oppervlakte).toMatch(ha);
    expect(oppervlakte).not.toBe('0,00 ha');
    expect(await page.locator('.perceel-kaart path.perceel-vlak').count()).toBe(voor + 1);
    await page.getByLabel('Perceelnaam').fill('Getekend perceel');
    await expect.poll(() => page.getByText('Niet opgeslagen wijzigingen').isVisible()).toBe(true);
    await screenshot(page, 'percelen-kaart-getekend-1366');
    expect(await axeFouten(page)).toEqual([]);

    await page.getByRole('button', { name: /Alles opslaan/ }).click();
    await page.getByText('Succesvol opgeslagen').first().waitFor();
    await expect.poll(() => page.getByText('Niet opgeslagen wijzigingen').count()).toBe(0);

    await page.reload();
    await page.getByTestId('perceel-kaart').waitFor({ timeout: 20_000 });
    // The label on the map and the list both show the stored area.
    await page.locator('.perceel-kaart .perceel-label', { hasText: 'Getekend perceel' }).waitFor();
    expect(await page.locator('.perceel-kaart .perceel-label', { hasText: 'Getekend perceel' }).innerText()).toContain(oppervlakte);
    await page.getByRole('button', { name: `Getekend perceel: ${oppervlakte}` }).waitFor();
    expect(await page.locator('.perceel-kaart path.perceel-vlak').count()).toBe(voor + 1);

    // Keyboard: the plot is a focusable button with a Dutch name; Enter opens its card.
    const vlak = page.getByRole('button', { name: new RegExp(`^Getekend perceel, .*${oppervlakte.replace('.', '\\.')}$`) });
    await vlak.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('perceel-kaartje').getByRole('heading', { name: 'Getekend perceel' }).isVisible()).toBe(true);
    expect(await page.getByTestId('perceel-oppervlakte').innerText()).toBe(oppervlakte);
    expect(await page.getByRole('link', { name: /Alle gegevens van de percelen/ }).getAttribute('href')).toContain(`/bodem/percelen/Index/${klwId}`);
    expect(await axeFouten(page)).toEqual([]);
    await screenshot(page, 'percelen-kaart-na-herladen-1366');

    // Editing the outline: drag a corner outwards; the area follows the polygon.
    await page.getByRole('button', { name: 'Vorm bewerken' }).click();
    const hoek = page.locator('.perceel-kaart .marker-icon:not(.marker-icon-middle)').first();
    await hoek.waitFor({ timeout: 20_000 });
    // the corner handles are focusable buttons too: they need Dutch names
    expect(await axeFouten(page)).toEqual([]);
    const h = (await hoek.boundingBox())!;
    await page.mouse.move(h.x + h.width / 2, h.y + h.height / 2);
    await page.mouse.down();
    await page.mouse.move(h.x + h.width / 2 - 40, h.y + h.height / 2 + 40, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => page.getByTestId('perceel-oppervlakte').innerText()).not.toBe(oppervlakte);
    expect(await page.getByTestId('perceel-oppervlakte').innerText()).toMatch(ha);
    await page.getByRole('button', { name: 'Klaar met vorm bewerken' }).click();
    await page.getByText('Niet opgeslagen wijzigingen').waitFor();
    await screenshot(page, 'percelen-kaart-vorm-bewerkt-1366');
    await page.context().close();
  });

  it('imports plots from a GeoJSON file and says in Dutch what is wrong with a bad one', async () => {
    const page = await newPage(browser, 1366, 900);
    await inloggen(page, 'deelnemer@demo.nl');
    await page.getByRole('navigation', { name: 'Hoofdmenu' }).waitFor();
    await openKaart(page, await klwIdVanMenu(page));
    const voor = await page.locator('.perceel-kaart path.perceel-vlak').count();

    await page.getByTestId('percelen-bestand').setInputFiles({ name: 'kapot.geojson', mimeType: 'application/geo+json', buffer: Buffer.from('{ geen json') });
    await page.getByText('Het bestand is geen geldige JSON en kan niet als GeoJSON worden gelezen.').first().waitFor();

    const ring = [[6.5712, 51.9781], [6.5741, 51.9781], [6.5741, 51.9794], [6.5712, 51.9794], [6.5712, 51.9781]];
    const geojson = {
      type: 'FeatureCollection',
      features: [{ type: 'Feature', properties: { naam: 'Uit bestand', gewascode: 259 }, geometry: { type: 'Polygon', coordinates: [ring] } }],
    };
    await page.getByTestId('percelen-bestand').setInputFiles({ name: 'percelen.geojson', mimeType: 'application/geo+json', buffer: Buffer.from(JSON.stringify(geojson)) });
    await page.getByText('1 perceel geïmporteerd').first().waitFor();
    await expect.poll(() => page.locator('.perceel-kaart path.perceel-vlak').count()).toBe(voor + 1);
    const knop = page.getByRole('button', { name: /^Uit bestand: .* ha$/ });
    await knop.waitFor();
    expect((await knop.innerText()).replace(/^Uit bestand: /, '')).toMatch(ha);
    await knop.click();
    // The crop of the file and the land use it implies (BRP 259 snijmaïs → maïs).
    await expect.poll(() => page.getByTestId('perceel-kaartje').innerText()).toMatch(/259 – Maïs, snij-/);
    expect(await axeFouten(page)).toEqual([]);
    await screenshot(page, 'percelen-kaart-import-1366');
    await page.context().close();
  });

  it('a save on a stale version is refused (409) with a Dutch message, and the changes stay on screen', async () => {
    const [a, b] = [await newPage(browser, 1366, 900), await newPage(browser, 1366, 900)];
    for (const page of [a, b]) {
      await inloggen(page, 'deelnemer@demo.nl');
      await page.getByRole('navigation', { name: 'Hoofdmenu' }).waitFor();
    }
    const klwId = await klwIdVanMenu(a);
    await openKaart(a, klwId);
    await openKaart(b, klwId);
    staToe(b, /status of 409/); // the provoked conflict

    await a.getByRole('button', { name: /^Veldkamp: / }).click();
    await a.getByLabel('Perceelnaam').fill('Veldkamp Noord');
    await a.getByRole('button', { name: /Alles opslaan/ }).click();
    await a.getByText('Succesvol opgeslagen').first().waitFor();

    await b.getByRole('button', { name: /^Veldkamp: / }).click();
    await b.getByLabel('Perceelnaam').fill('Veldkamp Zuid');
    await b.getByRole('button', { name: /Alles opslaan/ }).click();
    await b.getByText('Er ging iets fout').first().waitFor();
    await b.getByText('De gegevens zijn intussen door iemand anders gewijzigd.', { exact: false }).first().waitFor();
    expect(await b.getByText('Niet opgeslagen wijzigingen').isVisible()).toBe(true);
    expect(await b.getByLabel('Perceelnaam').inputValue()).toBe('Veldkamp Zuid');
    await screenshot(b, 'percelen-kaart-409-1366');
    await a.context().close();
    await b.context().close();
  });

  it('in a closed year the plots show read-only: no drawing, no import, no Alles opslaan', async () => {
    const page = await newPage(browser, 1366, 900);
    await inloggen(page, 'deelnemer@demo.nl');
    await page.getByRole('navigation', { name: 'Hoofdmenu' }).waitFor();
    const open = await klwIdVanMenu(page);
    await kiesJaar(page, '2022');
    // the menu's links follow the chosen year's record
    await expect.poll(() => klwIdVanMenu(page), { timeout: 15_000 }).not.toBe(open);
    const klwId = await klwIdVanMenu(page);
    await openKaart(page, klwId);
    await page.getByText('Dit jaar is afgesloten. U kunt de percelen bekijken, maar niet meer wijzigen.').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toContain('2022');
    expect(await page.getByRole('button', { name: /Alles opslaan/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Perceel tekenen' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Percelen importeren' }).count()).toBe(0);
    const vlakken = page.locator('.perceel-kaart path.perceel-vlak');
    if ((await vlakken.count()) > 0) {
      await vlakken.first().focus();
      await page.keyboard.press('Enter');
      await page.getByTestId('perceel-kaartje').waitFor();
      expect(await page.getByLabel('Perceelnaam').count()).toBe(0);
    }
    expect(await axeFouten(page)).toEqual([]);
    await screenshot(page, 'percelen-kaart-gesloten-1366');
    await page.context().close();
  });

  it('at 390 px the map fills the width, the legend is folded, and axe finds nothing serious', async () => {
    const page = await newPage(browser, 390, 844);
    await inloggen(page, 'deelnemer@demo.nl');
    const menuKnop = page.getByRole('button', { name: 'Menu', exact: true });
    await menuKnop.waitFor();
    await menuKnop.click();
    const klwId = await klwIdVanMenu(page);
    await page.keyboard.press('Escape');
    await openKaart(page, klwId);
    const kaart = (await page.getByTestId('perceel-kaart').boundingBox())!;
    expect(kaart.width).toBeGreaterThan(320);
    expect(kaart.x + kaart.width).toBeLessThanOrEqual(390);
    expect(await page.getByTestId('legenda').getAttribute('open')).toBeNull();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeFouten(page)).toEqual([]);
    await screenshot(page, 'percelen-kaart-390');
    await page.context().close();
  });

  it('opens in the port-3000 mock mode from the debug screen, with the mocks answering and no network call', async () => {
    const page = await newPage(browser, 1366, 900);
    const netwerk: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/|RefreshToken|\/health/.test(r.url())) netwerk.push(r.url());
    });
    await page.goto(`${MOCK_URL}/`);
    await page.getByRole('link', { name: /Percelen op kaart/ }).first().click();
    await page.getByTestId('perceel-kaart').waitFor({ timeout: 20_000 });
    await page.getByRole('heading', { level: 1, name: /Percelen op kaart/ }).waitFor();
    expect(netwerk).toEqual([]);
    expect(await axeFouten(page)).toEqual([]);

    // A plot of the table without an outline gets one: choose it, 'Vorm tekenen', four corners, close.
    const zonderVorm = page.getByRole('button', { name: / \(geen vorm\)$/ }).first();
    const naam = (await zonderVorm.innerText()).split(':')[0];
    await zonderVorm.click();
    await page.getByRole('button', { name: 'Vorm tekenen' }).click();
    await page.locator('.perceel-kaart .marker-icon').first().waitFor({ state: 'attached', timeout: 20_000 });
    const kaart = (await page.getByTestId('perceel-kaart').boundingBox())!;
    const [x0, y0] = [kaart.x + kaart.width / 2 - 60, kaart.y + kaart.height / 2 - 40];
    for (const [x, y] of [[x0, y0], [x0 + 120, y0], [x0 + 120, y0 + 80], [x0, y0 + 80], [x0, y0]]) {
      await page.mouse.move(x, y, { steps: 3 });
      await page.mouse.click(x, y);
    }
    const knop = page.getByRole('button', { name: new RegExp(`^${naam}: [\\d.,]+ ha$`) });
    await knop.waitFor();
    expect(await page.locator('.perceel-kaart path.perceel-vlak').count()).toBe(1);
    expect(await page.getByTestId('perceel-kaartje').getByRole('heading').innerText()).toBe(naam);
    await screenshot(page, 'percelen-kaart-mock-1366');
    await page.close();
  });
});
