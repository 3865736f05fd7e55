// Mandates in a real browser (decision 019): Visser's pending request to Jansen → the farmer
// confirms → the adviser opens Jansen's Melklevering → the farmer revokes → the adviser's next
// load is refused. Staff follow it on /mandates (filters, history, axe at 390 and 1366 px).
// The farm-side component (BedrijfMachtigingen) is composed into Profiel by another branch;
// here the farmer's steps go through the same API calls it makes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeFouten } from './axe';
import { newPage, screenshot, staToe, startBrowser } from './browser';
import { api, inloggen, wachtOpRust } from './helpers';
import { APP_URL } from './ports';

let browser: Browser;
beforeAll(async () => {
  browser = await startBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Regel {
  id: number;
  relatieId: number;
  organisatie: string;
  status: string;
  versie: number;
}

async function rustig(page: Page) {
  await page.waitForFunction(() => !document.body.innerText.includes('Laden...'));
  await page.mouse.move(1, 1);
  await wachtOpRust(page);
}

async function mandatesAlsStaf(breedte: number, naam: string) {
  const page = await newPage(browser, breedte, 900);
  await inloggen(page, 'medewerker@demo.nl');
  await page.goto(`${APP_URL}/mandates`);
  await page.getByRole('heading', { name: 'Machtigingen', level: 1 }).waitFor();
  await page.getByRole('searchbox', { name: 'Bedrijf (naam of KvK)' }).fill('Jansen');
  await page.getByRole('searchbox', { name: 'Bedrijf (naam of KvK)' }).press('Enter');
  await page.getByText(/machtiging(en)? gevonden/).waitFor();
  await expect.poll(() => page.getByRole('row').filter({ hasText: 'Melkveebedrijf De Vries' }).count()).toBe(0);
  await rustig(page);
  expect(await axeFouten(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await screenshot(page, `${naam}-${breedte}`);
  return page;
}

describe('machtigingen: aanvragen, bevestigen, openen, intrekken, geweigerd', () => {
  it('de adviseur komt er na bevestiging in en na intrekking niet meer; de servicedesk volgt het op /mandates', async () => {
    // the farmer of Maatschap Jansen sees Visser's pending request (demo data) and confirms it
    const boer = await newPage(browser);
    await inloggen(boer, 'deelnemer2@demo.nl');
    const melkPad = await boer.locator('a[href*="/melklevering/Index/"]').first().getAttribute('href');
    expect(melkPad).toBeTruthy();
    staToe(boer, /status of 403/);
    expect((await api(boer, 'GET', '/api/Machtigingen/VanOrganisatie')).status).toBe(403); // a farmer works for no organisation

    // staff see the pending request on /mandates
    const staf = await mandatesAlsStaf(1366, 'mandates-aangevraagd');
    const aangevraagd = staf.getByRole('row').filter({ hasText: 'Visser Melkveeadvies' }).filter({ hasText: 'Aangevraagd' });
    await aangevraagd.first().waitFor();

    // the adviser opens Jansen: refused before the confirmation
    const adviseur = await newPage(browser);
    staToe(adviseur, /status of 403/);
    await inloggen(adviseur, 'adviseur@demo.nl');
    await adviseur.goto(`${APP_URL}${melkPad}`);
    await adviseur.getByText('Geen toegang').first().waitFor();

    // the farmer confirms (the call BedrijfMachtigingen makes)
    const organisatie = await api(adviseur, 'GET', '/api/Machtigingen/VanOrganisatie');
    const vraag = (organisatie.json.machtigingen as Regel[]).find((m) => m.status === 'aangevraagd' && m.organisatie === 'Visser Melkveeadvies')!;
    expect(vraag).toBeDefined();
    const bevestigd = await api(boer, 'POST', '/api/Machtigingen/Bevestigen', { relatieId: vraag.relatieId, machtigingId: vraag.id, versie: vraag.versie });
    expect(bevestigd.status).toBe(200);

    // the adviser opens the farm
    await adviseur.goto(`${APP_URL}${melkPad}`);
    await adviseur.getByText('Handmatige melkleveringen').waitFor();
    await screenshot(adviseur, 'machtiging-adviseur-opent-jansen');

    // the farmer revokes with a reason; the adviser's very next load is refused
    const actief = (bevestigd.json.machtiging as Regel);
    const ingetrokken = await api(boer, 'POST', '/api/Machtigingen/Intrekken', { relatieId: actief.relatieId, machtigingId: actief.id, versie: actief.versie, reden: 'Toch niet' });
    expect(ingetrokken.status).toBe(200);
    await adviseur.reload();
    await adviseur.getByText('Geen toegang').first().waitFor();
    await screenshot(adviseur, 'machtiging-adviseur-geweigerd');

    // staff see it as revoked, with its history
    await staf.reload();
    await staf.getByRole('searchbox', { name: 'Bedrijf (naam of KvK)' }).fill('Jansen');
    await staf.getByRole('searchbox', { name: 'Bedrijf (naam of KvK)' }).press('Enter');
    const rij = staf.getByRole('row').filter({ hasText: 'Visser Melkveeadvies' }).filter({ hasText: 'Ingetrokken' }).first();
    await rij.waitFor();
    await staf.getByRole('button', { name: /Geschiedenis tonen: Visser Melkveeadvies, Beheren/ }).first().click();
    await staf.getByRole('list', { name: 'Geschiedenis van de machtiging' }).first().waitFor();
    await rustig(staf);
    expect(await axeFouten(staf)).toEqual([]);
    await screenshot(staf, 'mandates-geschiedenis-1366');
    for (const p of [boer, adviseur, staf]) await p.close();
  });

  it('/mandates op 390 px: passend, axe zonder ernstige fouten; een adviseur krijgt geen lijst', async () => {
    const staf = await mandatesAlsStaf(390, 'mandates');
    await staf.close();
    const adviseur = await newPage(browser, 390, 900);
    await inloggen(adviseur, 'adviseur@demo.nl');
    await adviseur.goto(`${APP_URL}/mandates`);
    // a page for another role says so, before any call (no 403, no console error)
    await adviseur.getByRole('heading', { name: 'Geen toegang', level: 1 }).waitFor();
    await rustig(adviseur);
    expect(await axeFouten(adviseur)).toEqual([]);
    await adviseur.close();
  });
});
