// A page for another role says so (the route catalogue's `rollen`, as the menu lists them): the farmer who types a
// staff or organisation address sees one plain "Geen toegang" page, without the staff forms and without any call the
// server would refuse (no 403, so no console error), at 390 and 1366 px, axe clean; the menu does not list it.
// Advisers are not offered "Nieuw doel" on /manage-purposes, which the server refuses them; the consumer is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { newPage, startBrowser } from './browser';
import { inloggen, opBreedtes } from './helpers';
import { APP_URL } from './ports';

let browser: Browser;
beforeAll(async () => {
  browser = await startBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PADEN = [
  '/beheer/pilot',
  '/beheer/rapportage',
  '/manage-purposes',
  '/manage-participations',
  '/registratie/relatie',
  '/mandates',
  '/Brokers',
  '/beheer/datakoppelingen',
  '/importberichten-opnieuw-verwerken',
];

describe('a page for another role', () => {
  it.each(PADEN)('the farmer on %s sees "Geen toegang" and none of the controls', async (pad) => {
    const page = await newPage(browser);
    const geweigerd: string[] = [];
    page.on('response', (r) => {
      if (r.status() === 403) geweigerd.push(r.url());
    });
    await inloggen(page, 'deelnemer@demo.nl');
    await page.goto(`${APP_URL}${pad}`);
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Geen toegang', level: 1 }).waitFor();
    await opBreedtes(page, `geen-toegang${pad.replaceAll('/', '-')}`, async () => {
      await main.getByRole('heading', { name: 'Geen toegang', level: 1 }).waitFor();
      // who may use it, and the way back
      await expect(main.getByText(/Alleen .+ kunnen deze pagina gebruiken\./).isVisible()).resolves.toBe(true);
      await expect(main.getByRole('link', { name: 'Naar de startpagina' }).isVisible()).resolves.toBe(true);
      // no controls at all: no button, field, table or download
      await expect(main.locator('button, input, select, textarea, table, [role="button"], a[download]').count()).resolves.toBe(0);
      await expect(main.getByText(/Nieuwe pilot|Registreren|Verzoek aanmaken|XLSX|CSV|Er zijn nog geen doelen/).count()).resolves.toBe(0);
    });
    // the menu does not list the page
    await expect(page.locator(`nav[aria-label="Hoofdmenu"] a[href$="${pad}"]`).count()).resolves.toBe(0);
    expect(geweigerd).toEqual([]);
    await page.close();
  });

  it('Doelen beheren: the adviser is not offered "Nieuw doel", the consumer is', async () => {
    const page = await newPage(browser);
    await inloggen(page, 'adviseur@demo.nl');
    await page.goto(`${APP_URL}/manage-purposes`);
    await page.getByRole('heading', { name: 'Doelen beheren', level: 1 }).waitFor();
    await page.waitForFunction(() => !document.body.innerText.includes('Laden...'));
    await page.getByText('Er zijn nog geen doelen.').waitFor();
    await expect(page.getByRole('button', { name: 'Nieuw doel' }).count()).resolves.toBe(0);
    await page.close();

    const afnemer = await newPage(browser);
    await inloggen(afnemer, 'afnemer@demo.nl');
    await afnemer.goto(`${APP_URL}/manage-purposes`);
    await afnemer.getByRole('button', { name: 'Nieuw doel' }).waitFor();
    await afnemer.close();
  });
});
