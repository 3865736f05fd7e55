/**
 * The reports (decision 012) in the real app (PGlite, demo data): a farmer fills the last screen of the year,
 * opens the results, downloads the PDF (checked with pdftotext), submits the year; every
 * screen is then read-only; staff reopens it and it is editable again. Signals link to their
 * field. axe on every report screen at 1366 and 390 px.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { register } from '@kw/contract';
import { axeFouten } from './axe';
import { newPage, screenshot, startBrowser } from './browser';
import { inloggen, klikInVenster, openAlsMedewerker, openMelklevering, titelEindigtGoed, vulIn, wachtOpRust } from './helpers';
import { APP_URL } from './ports';

let browser: Browser;
let map: string;
beforeAll(async () => {
  browser = await startBrowser();
  map = mkdtempSync(join(tmpdir(), 'klw-rapport-e2e-'));
});
afterAll(async () => {
  await browser?.close();
  rmSync(map, { recursive: true, force: true });
});

const klwIdUitUrl = (url: string) => Number(/\/(\d+)$/.exec(new URL(url).pathname)?.[1]);
const indienKaart = (page: Page) => page.locator('section', { has: page.getByRole('heading', { name: 'Jaar indienen', exact: true }) });

/** The results page of a record, loaded (its BEX table drawn). */
async function openResultaten(page: Page, klwId: number) {
  await page.goto(`${APP_URL}/KLWResultatenOpties/Index/${klwId}`);
  await page.getByTestId('sectie-bex').waitFor({ timeout: 30_000 });
}

/** Contrast is measured on the final colours: pointer parked off the buttons, antd's motion ended. */
async function rustig(page: Page) {
  await page.mouse.move(1, 1);
  await wachtOpRust(page);
}

async function axeOpBreedtes(page: Page, naam: string, wacht: () => Promise<unknown>) {
  for (const breedte of [1366, 390]) {
    await page.setViewportSize({ width: breedte, height: breedte > 500 ? 900 : 844 });
    await wacht();
    await rustig(page);
    expect(await axeFouten(page), `${naam} at ${breedte} px`).toEqual([]);
    await screenshot(page, `${naam}-${breedte}`);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

describe('Rapportage en indienen in de echte app', () => {
  it('invullen → resultaten → PDF → indienen → alles alleen lezen → medewerker heropent → weer bewerkbaar', async () => {
    const page = await newPage(browser, 1366, 900);
    await inloggen(page, 'deelnemer@demo.nl');

    // Fill the last screen the year still misses: Melklevering (De Vries has automatic deliveries).
    await openMelklevering(page);
    const klwId = klwIdUitUrl(page.url());
    await vulIn(page, 'Gevoerd aan kalveren', '15000');
    await vulIn(page, 'Overige productie', '1200');
    await page.getByRole('button', { name: /Alles opslaan/ }).click();
    await page.getByText('Succesvol opgeslagen').first().waitFor();

    // Results: the sections on screen, with the server's Dutch figures.
    await openResultaten(page, klwId);
    await titelEindigtGoed(page);
    expect(await page.title()).toBe('Resultaten en BEX-rapport - Kringloopwijzer');
    const bex = page.getByTestId('sectie-bex');
    await expect.poll(() => bex.getByRole('row', { name: /Stikstof \(N\)/ }).innerText()).toMatch(/\d+,\d%/);
    // Choosing fewer sections shows fewer.
    await page.getByRole('checkbox', { name: 'Broeikasgassen' }).uncheck();
    await expect.poll(() => page.getByTestId('sectie-broeikasgassen').count()).toBe(0);
    await page.getByRole('checkbox', { name: 'Broeikasgassen' }).check();
    await page.getByTestId('sectie-broeikasgassen').waitFor();
    await axeOpBreedtes(page, 'resultaten', async () => {
      await page.getByTestId('sectie-kengetallen').waitFor();
      // Wide tables scroll inside their card: the page itself does not scroll sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    });

    // The PDF: a real PDF with the farm and the year in its text.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(download.suggestedFilename()).toBe('KLW-rapport-2024-De-Vries.pdf');
    const pdfPad = join(map, 'rapport.pdf');
    await download.saveAs(pdfPad);
    expect(readFileSync(pdfPad).subarray(0, 5).toString()).toBe('%PDF-');
    const tekst = execFileSync('pdftotext', ['-enc', 'UTF-8', pdfPad, '-'], { encoding: 'utf8' });
    expect(tekst).toContain('Melkveebedrijf De Vries');
    expect(tekst).toContain('2024');
    // The figure on screen is the figure in the PDF.
    const bexRij = (await bex.getByRole('row', { name: /Stikstof \(N\)/ }).innerText()).split(/\s+/);
    expect(tekst.replace(/\s+/g, ' ')).toContain(bexRij.slice(-4).join(' '));

    // Submit: the pre-flight is clear, a confirmation, then status 2.
    const kaart = indienKaart(page);
    await kaart.getByText('Alle onderdelen zijn ingevuld').waitFor();
    await kaart.getByRole('button', { name: 'Indienen', exact: true }).click();
    const dialoog = page.getByRole('dialog');
    await dialoog.getByText('niemand kan de gegevens nog wijzigen', { exact: false }).waitFor();
    await rustig(page);
    expect(await axeFouten(page), 'bevestiging indienen').toEqual([]);
    await screenshot(page, 'indienen-bevestigen-1366');
    await dialoog.getByRole('button', { name: 'Ja, indienen' }).click();
    await page.getByText('Ingediend', { exact: true }).first().waitFor();
    await kaart.getByText(/is ingediend/).first().waitFor();
    expect(await kaart.getByRole('button', { name: 'Heropenen' }).count()).toBe(0); // participants cannot reopen
    await page.getByRole('banner').getByText('Afgesloten', { exact: true }).waitFor();
    await screenshot(page, 'resultaten-ingediend-1366');

    // Every input screen is read-only now.
    for (const scherm of register) {
      await page.goto(`${APP_URL}${scherm.route.replace(':klwId', String(klwId))}`);
      await page.getByRole('complementary', { name: 'Resultaten' }).waitFor({ timeout: 20_000 });
      await page.getByText('Dit jaar is afgesloten', { exact: false }).first().waitFor();
      expect(await page.getByRole('button', { name: /Alles opslaan/ }).count(), scherm.route).toBe(0);
    }
    await page.goto(`${APP_URL}/melklevering/Index/${klwId}`);
    await page.getByText('Handmatige melkleveringen').waitFor();
    expect(await page.getByRole('button', { name: /Alles opslaan/ }).count()).toBe(0);

    // Staff reopens the year.
    const medewerker = await newPage(browser, 1366, 900);
    await inloggen(medewerker, 'medewerker@demo.nl');
    await openAlsMedewerker(medewerker, 'Melkveebedrijf De Vries', 'De boer vraagt het jaar te heropenen');
    await openResultaten(medewerker, klwId);
    const staffKaart = indienKaart(medewerker);
    await staffKaart.getByRole('button', { name: 'Heropenen' }).click();
    await klikInVenster(medewerker, 'Ja, heropenen');
    await medewerker.getByText('Heropend', { exact: true }).first().waitFor();
    await staffKaart.getByText('nog niet ingediend', { exact: false }).waitFor();
    await screenshot(medewerker, 'resultaten-heropend-1366');
    await medewerker.close();

    // The farmer can edit again.
    await page.goto(`${APP_URL}/voer/krachtvoer/Index/${klwId}`);
    await page.getByRole('button', { name: /Alles opslaan/ }).waitFor({ timeout: 20_000 });
    expect(await page.getByText('Dit jaar is afgesloten', { exact: false }).count()).toBe(0);
    await page.close();
  }, 300_000);

  it('signaleringen: per scherm, filter op soort, het menu telt ze, een link landt op het veld; axe op 1366 en 390 px', async () => {
    const page = await newPage(browser, 1366, 900);
    await inloggen(page, 'deelnemer2@demo.nl');
    const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await menu.getByRole('link', { name: /Signaleringen/ }).click();
    await page.waitForURL(/\/signalering\/Index\/\d+$/);
    await page.getByTestId('signalering').first().waitFor();
    expect(await page.title()).toBe('Signaleringen - Kringloopwijzer');
    const aantal = await page.getByTestId('signalering').count();
    expect(await menu.getByTestId('aantal-signaleringen').innerText()).toContain(String(aantal));
    await page.getByText(/^Fouten \(\d+\)$/).click();
    await expect.poll(() => page.getByTestId('signalering').count()).toBeLessThan(aantal);
    for (const rij of await page.getByTestId('signalering').all()) expect(await rij.innerText()).toContain('Fout');
    await page.getByText(/^Alle \(\d+\)$/).click();
    await axeOpBreedtes(page, 'signalering', async () => {
      await page.getByTestId('signalering').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    });

    // The Ruwvoer signal points at a row's field: the link opens the screen with that field focused.
    const link = page.getByTestId('signalering').getByRole('link', { name: /Ruwvoer, regel \d+/ }).first();
    const doel = await link.getAttribute('href');
    expect(doel).toMatch(/^\/voer\/overig\/Index\/\d+#ruwvoer\.[a-zA-Z]+\.\d+\.\w+$/);
    await link.click();
    await page.waitForURL(/\/voer\/overig\/Index\/\d+#/);
    const verwacht = decodeURIComponent(doel!.split('#')[1]).split('.').join('_');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(verwacht);
    await screenshot(page, 'signalering-naar-veld-1366');
    await page.close();
  }, 180_000);

  it('startpagina: de indiencontrole met wat nog ontbreekt; axe op 1366 en 390 px', async () => {
    const page = await newPage(browser, 1366, 900);
    await inloggen(page, 'deelnemer2@demo.nl');
    const kaart = indienKaart(page);
    await kaart.getByText('Werk eerst deze punten af', { exact: false }).waitFor({ timeout: 20_000 });
    expect(await kaart.getByRole('button', { name: 'Indienen', exact: true }).isDisabled()).toBe(true);
    await kaart.getByRole('heading', { name: /^Nog niet ingevuld \(\d+\)$/ }).waitFor();
    // Every item links to where it is fixed: a screen not done to the screen, an error signal to its field.
    const items = kaart.getByTestId('blokkades').locator('li');
    const links = kaart.getByTestId('blokkades').getByRole('link');
    expect(await links.count()).toBe(await items.count());
    for (const l of await links.all()) expect(await l.getAttribute('href')).toMatch(/^\/[\w/-]+\/Index\/\d+(#[\w.]+)?$/);
    await axeOpBreedtes(page, 'start-indienen', () => kaart.getByText('Werk eerst deze punten af', { exact: false }).waitFor());
    await kaart.scrollIntoViewIfNeeded();
    await kaart.screenshot({ path: join(import.meta.dirname, 'screenshots', 'indienen-blokkades-links-1366.png') });
    // By keyboard: focus the item and press Enter; a signal's link lands on its field.
    const signaal = kaart.getByTestId('blokkades').locator('a[href*="#"]').first();
    const doelLink = (await signaal.count()) > 0 ? signaal : links.first();
    const doel = (await doelLink.getAttribute('href'))!;
    await doelLink.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => `${url.pathname}${url.hash}` === doel, { timeout: 20_000 });
    if (doel.includes('#')) {
      const verwacht = decodeURIComponent(doel.split('#')[1]).split('.').join('_');
      // the field itself, or for a row the first field in it (lib/veld-anker.ts)
      await expect.poll(() => page.evaluate(() => document.activeElement?.id ?? ''), { timeout: 20_000 }).toMatch(new RegExp(`^${verwacht}(_|$)`));
    }
    await page.close();
  }, 120_000);
});
