// The farmer's consent ledger in a real browser (decision 033): the demo farmer opens Profiel →
// Toestemmingen and sees a grant of each kind (organisation mandates, links, a participation, the
// pilot), downloads a receipt (read back with pdftotext), and revokes a link of their own after a
// confirmation, by keyboard. axe at 1366 and 390 px; no console errors. The link is added through
// the API first, so a retry or another file on the same server never meets a revoked demo row.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { koppelingRoutes, toestemmingRoutes } from '@kw/contract';
import { newPage, startBrowser } from './browser';
import { api, inloggen, opBreedtes, rustig } from './helpers';
import { axeFouten } from './axe';
import { APP_URL } from './ports';

let browser: Browser;
beforeAll(async () => {
  browser = await startBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const LIJST = 'Toestemmingen van uw bedrijf';

describe('toestemmingen', () => {
  it('de boer ziet alle soorten, downloadt een bewijs en trekt een koppeling in na bevestiging', async () => {
    const page = await newPage(browser, 1366, 900);
    await inloggen(page, 'deelnemer@demo.nl');
    await page.getByRole('button', { name: /Uitloggen/ }).waitFor();
    const profielAntwoord = await api(page, 'GET', '/api/Profiel');
    expect(profielAntwoord.status, JSON.stringify(profielAntwoord.json)).toBe(200);
    const profiel = profielAntwoord.json as { bedrijf: { relatieId: number } };
    const relatieId = profiel.bedrijf.relatieId;
    const leveranciers = (await api(page, 'GET', koppelingRoutes.leveranciers.path)).json.leveranciers as Array<{ id: number; naam: string; soorten: string[] }>;
    const voer = leveranciers.find((l) => l.soorten.includes('voerleveringen'))!;
    const klantnummer = `E2E-${Date.now()}`;
    const toegevoegd = await api(page, 'POST', koppelingRoutes.toevoegen.path, { relatieId, leverancierId: voer.id, soort: 'voerleveringen', klantnummer });
    expect(toegevoegd.status).toBe(200);

    await page.goto(`${APP_URL}/Profiel/Index`);
    await page.getByRole('heading', { name: 'Profiel', level: 1 }).waitFor({ timeout: 20_000 });
    // the tab by keyboard: focus it, Enter
    const tab = page.getByRole('tab', { name: 'Toestemmingen', exact: true });
    await tab.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Toestemmingen', level: 2 }).waitFor();
    const lijst = page.getByRole('table', { name: LIJST });
    for (const soort of ['Machtiging organisatie: volmacht', 'Machtiging organisatie: beheren', 'Koppeling (leverancier levert aan uw bedrijf)', 'Deelname aan een doel (gegevensdeling)', 'Pilot']) {
      await lijst.getByRole('row').filter({ hasText: soort }).first().waitFor();
    }
    const benchmark = lijst.getByRole('row').filter({ hasText: 'Kringloopbenchmark melkvee' });
    await benchmark.getByText('Stichting Duurzame Zuivelketen').waitFor();
    await benchmark.getByText(/KvK 68000001/).waitFor();
    // the whole table fits the content area at 1366 px: no column behind a sideways scroll (Termijn, Status, Laatst
    // gebruikt and the actions were, with the long purposes on one line)
    await rustig(page);
    const maat = await lijst.evaluate((tabel) => {
      const houder = tabel.closest('.ant-table-content');
      if (!houder) throw new Error('geen scrollhouder om de tabel');
      return { scrollWidth: houder.scrollWidth, clientWidth: houder.clientWidth };
    });
    expect(maat.scrollWidth, JSON.stringify(maat)).toBeLessThanOrEqual(maat.clientWidth);
    // a long purpose is clamped to three lines; "meer" shows all of it
    const volledig = 'Wij bewaren de cijfers drie jaar.';
    const zichtbaar = () => benchmark.getByText(volledig, { exact: false }).filter({ visible: true });
    await expect.poll(() => zichtbaar().count()).toBe(0);
    await benchmark.getByRole('button', { name: 'meer', exact: true }).click();
    await zichtbaar().waitFor();
    await benchmark.getByRole('button', { name: 'minder', exact: true }).click();
    await opBreedtes(page, 'toestemmingen', () => page.getByLabel(LIJST).getByText('Kringloopbenchmark melkvee', { exact: false }).first().waitFor());

    // the receipt of the participation, read back
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      benchmark.getByRole('button', { name: 'Bewijs downloaden: Stichting Duurzame Zuivelketen, Deelname aan een doel (gegevensdeling)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^bewijs-van-toestemming-KLW-DN-${relatieId}-\\d+\\.pdf$`));
    const pad = join(mkdtempSync(join(tmpdir(), 'klw-bewijs-')), 'bewijs.pdf');
    await download.saveAs(pad);
    const tekst = execFileSync('pdftotext', ['-enc', 'UTF-8', pad, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    for (const deel of ['Bewijs van toestemming', 'Melkveebedrijf De Vries (KvK 12345678)', 'Stichting Duurzame Zuivelketen (KvK 68000001)', 'Kringloopbenchmark melkvee', 'BEX-uitkomst', 'Status Goedgekeurd', 'Datum van afgifte']) {
      expect(tekst, deel).toContain(deel);
    }

    // revoke the link added above: by keyboard, after a confirmation
    const link = lijst.getByRole('row').filter({ hasText: klantnummer });
    const intrekken = link.getByRole('button', { name: `Intrekken: ${voer.naam}, Koppeling (leverancier levert aan uw bedrijf)` });
    await intrekken.focus();
    await page.keyboard.press('Enter');
    const venster = page.getByRole('dialog', { name: 'Koppeling intrekken' });
    await venster.getByText(`Berichten van ${voer.naam} worden vanaf nu niet meer verwerkt.`).waitFor();
    await rustig(page);
    expect(await axeFouten(page), 'bevestiging intrekken').toEqual([]);
    await venster.getByRole('button', { name: 'Intrekken' }).focus();
    await page.keyboard.press('Enter');
    await venster.waitFor({ state: 'hidden' });
    await expect.poll(() => link.count()).toBe(0);
    await page.getByText('De koppeling is ingetrokken.', { exact: false }).first().waitFor();
    // the server agrees: the link is ended, and the ledger shows it among the ended grants
    const alle = (await api(page, 'GET', `${toestemmingRoutes.grootboek.path}?relatieId=${relatieId}&weergave=alle`)).json.regels as Array<{ doel: string; status: string; lopend: boolean }>;
    expect(alle.find((r) => r.doel.includes(klantnummer))).toMatchObject({ status: 'ingetrokken', lopend: false });
    await page.close();
  }, 240_000);
});
