// The mandate flow done through the UI against the real server, as the farmer and an organisation would
// (decision 019): Bakker asks Maatschap Jansen for "beheren" on /Deelnemers; the farmer refuses on Profiel →
// Machtigingen with a reason; Bakker asks again; the farmer confirms; Bakker opens Jansen's year; the farmer
// revokes; Bakker's very next load is refused; the farmer grants Visser "inzien" himself and revokes it; the farmer's access log
// shows Bakker's reading. No call the user did not cause is refused, no technical text on the screen, each change
// still there after a reload; axe at 1366 and 390 px on the farmer's mandates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { geenTechnischeTekst, volgFouten } from './acties';
import { newPage, staToe, startBrowser } from './browser';
import { inloggen, klikInVenster, opBreedtes, rustig } from './helpers';
import { APP_URL } from './ports';

let browser: Browser;
beforeAll(async () => {
  browser = await startBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const JANSEN_KVK = '23456789';
const VISSER_KVK = '56789012';
const BAKKER = 'Bakker Bedrijfsadvies';

async function openMachtigingen(page: Page) {
  await page.goto(`${APP_URL}/Profiel/Index?tab=machtigingen`);
  await page.getByRole('heading', { name: 'Machtigingen', level: 2 }).waitFor();
  await rustig(page);
}

/** The farmer's row of one organisation and kind, by its latest state. */
const rij = (page: Page, organisatie: string, status: string) => page.getByRole('row').filter({ hasText: organisatie }).filter({ hasText: status });

async function vraagAan(page: Page) {
  await page.goto(`${APP_URL}/Deelnemers`);
  await page.getByRole('button', { name: 'Machtiging aanvragen' }).first().click();
  const venster = page.getByRole('dialog', { name: 'Machtiging aanvragen' });
  await venster.getByLabel('KvK-nummer van het bedrijf').fill(JANSEN_KVK);
  // "beheren" is the form's first choice; the term (today, one year) too
  await klikInVenster(page, 'Aanvragen', venster);
  await page.getByText('Machtiging aangevraagd').first().waitFor();
  await venster.waitFor({ state: 'detached' });
}

describe('machtigingen door de gebruikers zelf, tegen de echte server', { timeout: 240_000 }, () => {
  it('aanvragen, weigeren, opnieuw aanvragen, bevestigen, openen, intrekken, geweigerd, verlenen, toegangslog', async () => {
    const boer = await newPage(browser, 1366, 900);
    const boerFouten = volgFouten(boer);
    await inloggen(boer, 'deelnemer2@demo.nl');
    const melkPad = await boer.locator('a[href*="/melklevering/Index/"]').first().getAttribute('href');
    expect(melkPad).toBeTruthy();

    const bakker = await newPage(browser, 1366, 900);
    const bakkerFouten = volgFouten(bakker);
    await inloggen(bakker, 'volmacht@demo.nl');
    await vraagAan(bakker);

    // the farmer refuses, with a reason, through the dialog
    await openMachtigingen(boer);
    await rij(boer, BAKKER, 'Aangevraagd').first().waitFor();
    await boer.getByRole('button', { name: `Weigeren: ${BAKKER}, Beheren` }).click();
    const weigeren = boer.getByRole('dialog', { name: 'Aanvraag weigeren' });
    await weigeren.getByLabel('Reden (niet verplicht)').fill('Wij werken al met een andere adviseur.');
    await klikInVenster(boer, 'Weigeren', weigeren);
    await boer.getByText('De aanvraag is geweigerd.').first().waitFor();
    await boer.reload();
    await rij(boer, BAKKER, 'Geweigerd').first().waitFor();

    // Bakker asks again; the farmer confirms
    await vraagAan(bakker);
    await openMachtigingen(boer);
    await boer.getByRole('button', { name: `Bevestigen: ${BAKKER}, Beheren` }).click();
    await boer.getByText('De machtiging is bevestigd.').first().waitFor();
    await boer.reload();
    await rij(boer, BAKKER, 'Actief').first().waitFor();
    await opBreedtes(boer, 'machtigingen-acties-boer', () => rij(boer, BAKKER, 'Actief').first().waitFor());
    await geenTechnischeTekst(boer);

    // Bakker opens Jansen's Melklevering
    await bakker.goto(`${APP_URL}${melkPad}`);
    await bakker.getByRole('heading', { name: /Melklevering/ }).first().waitFor();
    expect(await bakker.getByText('Geen toegang').count()).toBe(0);

    // the farmer revokes, through the dialog
    await openMachtigingen(boer);
    await boer.getByRole('button', { name: `Intrekken: ${BAKKER}, Beheren` }).click();
    const intrekken = boer.getByRole('dialog', { name: 'Machtiging intrekken' });
    await intrekken.getByLabel('Reden (niet verplicht)').fill('Samenwerking beëindigd.');
    await klikInVenster(boer, 'Intrekken', intrekken);
    await boer.getByText('De machtiging is ingetrokken.').first().waitFor();
    await boer.reload();
    await rij(boer, BAKKER, 'Ingetrokken').first().waitFor();

    // Bakker's very next load of the farm is refused
    staToe(bakker, /status of 403/);
    await bakker.reload();
    await bakker.getByText('Geen toegang').first().waitFor();

    // the farmer grants Visser "inzien" himself
    await openMachtigingen(boer);
    await boer.getByRole('button', { name: 'Machtiging verlenen' }).click();
    const verlenen = boer.getByRole('dialog', { name: 'Machtiging verlenen' });
    await verlenen.getByLabel('KvK-nummer van de organisatie').fill(VISSER_KVK);
    await verlenen.locator('.ant-select').click();
    await boer.locator('.ant-select-item-option[title="Inzien"]').click();
    await expect.poll(() => verlenen.locator('.ant-select-selection-item').innerText()).toBe('Inzien');
    await klikInVenster(boer, 'Verlenen', verlenen);
    await boer.getByText('De machtiging is verleend.').first().waitFor();
    await boer.reload();
    await boer.getByRole('row').filter({ hasText: 'Visser Melkveeadvies' }).filter({ hasText: 'Inzien' }).filter({ hasText: 'Actief' }).first().waitFor();

    // and takes it back, so the demo's pending request of Visser is again the only way Visser could get in
    // (e2e/machtigingen.e2e.test.ts runs on the same worker's server and counts on that)
    await boer.getByRole('button', { name: 'Intrekken: Visser Melkveeadvies, Inzien' }).click();
    const terug = boer.getByRole('dialog', { name: 'Machtiging intrekken' });
    await klikInVenster(boer, 'Intrekken', terug);
    await boer.getByText('De machtiging is ingetrokken.').first().waitFor();
    await boer.reload();
    await boer.getByRole('row').filter({ hasText: 'Visser Melkveeadvies' }).filter({ hasText: 'Inzien' }).filter({ hasText: 'Ingetrokken' }).first().waitFor();

    // the access log names Bakker's reading of the farm
    await boer.goto(`${APP_URL}/Profiel/Index?tab=toegangslog`);
    await boer.getByRole('row').filter({ hasText: BAKKER }).first().waitFor();
    await geenTechnischeTekst(boer);

    expect(boerFouten).toEqual([]);
    // Bakker caused one refusal himself: the load after the revocation
    expect(bakkerFouten.every((f) => f.startsWith('403 '))).toBe(true);
    expect(bakkerFouten.length).toBeGreaterThan(0);
  });
});
