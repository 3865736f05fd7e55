// Data links where the farmer works (decision 020), against the real server: a supplier delivers krachtvoer through
// its inbox; Krachtvoer marks the row's cells "uit koppeling: <leverancier>, <datum>" (short in the wide table, the
// whole sentence in a phone's block); typing over a value turns it into "handmatig aangepast" and "Overnemen" puts
// the link's value back. The start page lists the data links to look at (a warning, not a block), and /Deelnemers
// shows each farm's worst link in words. axe 0 serious/critical at 1366 and 390 px, no console errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { inboxPaden, koppelingRoutes } from '@kw/contract';
import { axeFouten } from './axe';
import { newPage, screenshot, startBrowser } from './browser';
import { inloggen, opBreedtes, rustig } from './helpers';
import { APP_URL } from './ports';

let browser: Browser;
beforeAll(async () => {
  browser = await startBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// the demo feed supplier and De Vries' customer number there (apps/server/src/db/seed-koppelingen.ts, demo values)
const VOER = { clientId: 'demo-veevoeders-oost', clientSecret: 'demo-geheim-veevoeders-oost', naam: 'Veevoeders Oost', klantnummer: 'VO-55310' };
const PRODUCT = 'E2E Merkbrok';

async function lever(bericht: object) {
  const token = await fetch(`${APP_URL}${koppelingRoutes.token.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: VOER.clientId, client_secret: VOER.clientSecret }).toString(),
  });
  expect(token.status).toBe(200);
  const { access_token } = (await token.json()) as { access_token: string };
  const r = await fetch(`${APP_URL}${inboxPaden.voerleveringen}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` }, body: JSON.stringify(bericht) });
  return (await r.json()) as { status: string };
}

/** The record of the farmer's session and its year, read from the start page. */
async function recordVanStart(page: Page) {
  const pad = await page.locator('a[href*="/Koppelingen/Index/"]').first().getAttribute('href');
  const klwId = Number(/(\d+)$/.exec(pad ?? '')?.[1]);
  expect(klwId).toBeGreaterThan(0);
  return klwId;
}

describe('het merk "uit koppeling" en de gezondheid van koppelingen', { timeout: 240_000 }, () => {
  it('Krachtvoer markeert wat de leverancier leverde; overtypen wordt "handmatig aangepast", Overnemen zet het terug', async () => {
    const page = await newPage(browser, 1366, 900);
    await inloggen(page, 'deelnemer@demo.nl');
    const klwId = await recordVanStart(page);
    await page.goto(`${APP_URL}/voer/krachtvoer/Index/${klwId}`);
    const kop = page.getByRole('heading', { name: /Krachtvoer/, level: 1 });
    await kop.waitFor({ timeout: 30_000 });
    const jaar = Number(/(\d{4})/.exec((await kop.innerText()) ?? '')?.[1]);
    expect(jaar).toBeGreaterThan(2000);
    expect(await lever({ berichtId: `VO-E2E-MERK-${jaar}`, klantnummer: VOER.klantnummer, leveringen: [{ categorie: 'krachtvoer', datum: `${jaar}-04-15`, product: PRODUCT, kg: 500, dsGPerKg: 880, vemPerKgDs: 1020, reGPerKgDs: 185, pGPerKgDs: 4.7 }] })).toMatchObject({ status: 'verwerkt' });

    await page.reload();
    await kop.waitFor({ timeout: 30_000 });
    const tabel = page.getByRole('region', { name: 'Tabel Krachtvoer' });
    const rij = tabel.locator('tbody tr').last();
    await rij.locator('[data-testid="koppeling-merk"]').first().waitFor({ timeout: 30_000 });
    expect(await rij.locator('input[list]').first().inputValue()).toBe(PRODUCT);
    // every value the link wrote in the row, marked; the whole sentence is the accessible text
    const merken = rij.locator('[data-testid="koppeling-merk"][data-soort="koppeling"]');
    // aanvoer, droge stof, VEM, ruw eiwit, fosfor (the name is the row's key, not a value)
    expect(await merken.count()).toBe(5);
    expect(await merken.first().innerText()).toContain('uit koppeling');
    expect(await merken.first().textContent()).toMatch(new RegExp(`uit koppeling: ${VOER.naam}, \\d{2}-\\d{2}-\\d{4}`));
    // the rows the farmer typed are not marked
    expect(await tabel.locator('tbody tr').first().locator('[data-testid="koppeling-merk"]').count()).toBe(0);
    await opBreedtes(page, 'koppeling-merk-krachtvoer', async () => {
      const merk = page.locator('[data-testid="koppeling-merk"]').first();
      await merk.waitFor({ timeout: 30_000 });
      // a new width swaps the table for blocks: the marker found can be replaced before the scroll, so
      // scroll to whichever marker is there once the layout has settled
      await expect.poll(() => merk.scrollIntoViewIfNeeded({ timeout: 5_000 }).then(() => true, () => false), { timeout: 30_000 }).toBe(true);
    });
    // on a phone the block shows the whole sentence
    await page.setViewportSize({ width: 390, height: 844 });
    const blok = page.locator('[data-testid^="blok-"]').last();
    await blok.getByText(new RegExp(`^\\s*uit koppeling: ${VOER.naam}, \\d{2}-\\d{2}-\\d{4}$`)).first().waitFor({ timeout: 30_000 });
    await page.setViewportSize({ width: 1366, height: 900 });

    // the farmer types over the linked amount: the marker says so, with the link's value
    const aanvoer = rij.getByRole('spinbutton', { name: /: Aanvoer$/ }).or(rij.getByRole('textbox', { name: /: Aanvoer$/ })).first();
    await aanvoer.click();
    await aanvoer.press('ControlOrMeta+a');
    await aanvoer.pressSequentially('750');
    await aanvoer.blur();
    const aangepast = rij.locator('[data-testid="koppeling-merk"][data-soort="aangepast"]');
    await aangepast.waitFor({ timeout: 10_000 });
    expect(await aangepast.textContent()).toContain(`handmatig aangepast; ${VOER.naam} gaf 500`);
    await rustig(page);
    expect(await axeFouten(page)).toEqual([]);
    await aangepast.scrollIntoViewIfNeeded();
    await screenshot(page, 'koppeling-merk-aangepast-1366');
    await rij.getByRole('button', { name: new RegExp(`waarde 500 .* van ${VOER.naam} overnemen$`) }).click();
    await expect.poll(() => aangepast.count()).toBe(0);
    expect(await aanvoer.inputValue()).toBe('500');
    await page.close();
  });

  it('de startpagina noemt de koppelingen om na te kijken, met een link naar Koppelingen; indienen blijft mogelijk', async () => {
    const page = await newPage(browser, 1366, 900);
    await inloggen(page, 'deelnemer@demo.nl');
    const klwId = await recordVanStart(page);
    const lijst = page.getByTestId('koppeling-punten');
    await opBreedtes(page, 'koppeling-punten-start', () => lijst.waitFor({ timeout: 30_000 }));
    await page.getByText(/^Koppelingen om na te kijken \(\d+\)$/).waitFor();
    const link = lijst.getByRole('link', { name: /^Koppeling Agrolab Wageningen, Grond- en kuilvoeranalyses: 1 bericht over \d{4} niet verwerkt\.$/ });
    expect(await link.getAttribute('href')).toBe(`/Koppelingen/Index/${klwId}`);
    await link.click();
    await page.getByRole('heading', { name: 'Koppelingen', level: 1 }).waitFor({ timeout: 30_000 });
    await page.close();
  });

  it('Deelnemers: per bedrijf de slechtste koppeling in woorden', async () => {
    const page = await newPage(browser, 1366, 900);
    await inloggen(page, 'medewerker@demo.nl');
    await page.goto(`${APP_URL}/Deelnemers`);
    await page.getByRole('heading', { name: 'Deelnemers', level: 1 }).waitFor({ timeout: 30_000 });
    await page.getByRole('searchbox', { name: 'Zoek op naam, KvK-, UBN- of BRS-nummer' }).fill('De Vries');
    const cel = page.getByRole('row').filter({ hasText: 'De Vries' }).first().getByTestId('koppeling-gezondheid');
    await opBreedtes(page, 'deelnemers-koppelingen', () => cel.waitFor({ timeout: 30_000 }));
    expect(await cel.innerText()).toMatch(/Actie nodig/);
    expect(await cel.innerText()).toMatch(/Agrolab Wageningen, Grond- en kuilvoeranalyses: 1 bericht is niet verwerkt\./);
    await page.close();
  });
});
