// Koppelingen against the real server (decision 020): the farmer adds a feed link; the supplier delivers through
// its inbox as a supplier would (client-credentials token, POST per message type); Koppelingen shows the link
// green with what the message changed and the raw message. Staff then reprocess the failed group whose customer
// number the new link fixed (the demo's VO-2024-FOUT-001, "Onbekend klantnummer"), after a dry run.
// axe 0 serious/critical at 1366 and 390 px, nothing wider than the screen, no console errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
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

// the demo feed supplier's credentials (apps/server/src/db/seed-koppelingen.ts, demo values like the password 'demo')
const VOER = { clientId: 'demo-veevoeders-oost', clientSecret: 'demo-geheim-veevoeders-oost', naam: 'Veevoeders Oost' };
// the customer number of the demo's failed feed message (unknown until the farmer links it)
const KLANTNUMMER = 'VO-99999';


/** As a supplier: a token with the client credentials, then one feed message to the inbox. */
async function leverAlsLeverancier(bericht: object) {
  const token = await fetch(`${APP_URL}${koppelingRoutes.token.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: VOER.clientId, client_secret: VOER.clientSecret }).toString(),
  });
  expect(token.status).toBe(200);
  const { access_token } = (await token.json()) as { access_token: string };
  const r = await fetch(`${APP_URL}${inboxPaden.voerleveringen}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` }, body: JSON.stringify(bericht) });
  return { status: r.status, json: (await r.json()) as { status: string; alOntvangen: boolean; reden: string | null } };
}

describe('koppelingen met de echte server', { timeout: 240_000 }, () => {
  it('de boer voegt een koppeling toe, de leverancier levert, Koppelingen toont hem groen met wat er veranderde', async () => {
    const page = await newPage(browser, 1366, 900);
    await inloggen(page, 'deelnemer@demo.nl');
    const pad = await page.locator('a[href*="/Koppelingen/Index/"]').first().getAttribute('href');
    expect(pad).toBeTruthy();
    await page.goto(`${APP_URL}${pad}`);
    await page.getByRole('heading', { name: 'Koppelingen', level: 1 }).waitFor({ timeout: 30_000 });
    const jaar = Number(/kringloopwijzer (\d{4})/.exec(await page.locator('main, body').first().innerText())?.[1]);
    expect(jaar).toBeGreaterThan(2000);

    // the farmer adds the feed link, by keyboard where a person would type
    await page.getByRole('button', { name: 'Koppeling toevoegen' }).first().click();
    const venster = page.getByRole('dialog', { name: 'Koppeling toevoegen' });
    await venster.getByLabel('Soort bericht').click();
    await page.locator('.ant-select-item-option[title="Voer-, kunstmest- en strooiselleveringen"]').click();
    await venster.getByLabel('Leverancier', { exact: true }).click();
    await page.locator(`.ant-select-item-option[title="${VOER.naam}"]`).click();
    await venster.getByLabel('Klantnummer bij de leverancier').fill(KLANTNUMMER);
    await rustig(page);
    expect(await axeFouten(page)).toEqual([]);
    await venster.getByRole('button', { name: 'Toevoegen' }).click();
    await page.getByText('De koppeling is toegevoegd.').waitFor({ timeout: 20_000 });

    // the supplier delivers, the same message twice (acknowledged, nothing changed the second time)
    const bericht = {
      berichtId: `VO-E2E-${jaar}-0510`,
      klantnummer: KLANTNUMMER,
      leveringen: [{ categorie: 'krachtvoer', datum: `${jaar}-05-10`, product: 'E2E Brok 21', kg: 6400, dsGPerKg: 880, vemPerKgDs: 1030, reGPerKgDs: 190, pGPerKgDs: 4.8 }],
    };
    const eerste = await leverAlsLeverancier(bericht);
    expect(eerste.status).toBe(200);
    expect(eerste.json).toMatchObject({ alOntvangen: false, status: 'verwerkt' });
    expect((await leverAlsLeverancier(bericht)).json).toMatchObject({ alOntvangen: true });

    await page.reload();
    const knop = page.getByRole('button', { name: new RegExp(`^Berichten \\(\\d+\\): .*${VOER.naam}, klant ${KLANTNUMMER}`) });
    await knop.waitFor({ timeout: 30_000 });
    const rij = page.getByRole('row').filter({ hasText: `Klantnummer ${KLANTNUMMER}` });
    await expect.poll(() => rij.locator('.ant-tag').filter({ hasText: /Op schema$/ }).count()).toBe(1);
    await opBreedtes(page, 'koppelingen', () => page.getByText(`Klantnummer ${KLANTNUMMER}`).first().waitFor());

    await knop.click();
    const lade = page.getByRole('dialog', { name: new RegExp(`van ${VOER.naam}: berichten ${jaar}`) });
    await lade.getByText(/E2E Brok 21/).first().waitFor({ timeout: 20_000 });
    expect(await lade.getByText('→').count()).toBeGreaterThan(0);
    const schermLink = lade.getByRole('link', { name: 'Krachtvoer' }).first();
    expect(await schermLink.getAttribute('href')).toMatch(/^\/voer\/krachtvoer\/Index\/\d+/);
    await rustig(page);
    expect(await axeFouten(page)).toEqual([]);
    await screenshot(page, 'koppelingen-diff-1366');
    await lade.getByRole('button', { name: `Ruw bericht ${bericht.berichtId} tonen` }).click();
    await expect.poll(() => page.getByLabel('Ruw bericht', { exact: true }).textContent(), { timeout: 20_000 }).toContain('"product": "E2E Brok 21"');
    await screenshot(page, 'koppelingen-ruw-1366');
    await page.close();
  });

  it('de servicedesk: een bericht voor een onbekend klantnummer, proefdraai, opnieuw verwerken meldt dat het opnieuw mislukte', async () => {
    // (adding the link with the right customer number reprocesses that customer's failed messages by itself: the first test)
    const mislukt = await leverAlsLeverancier({
      berichtId: 'VO-E2E-ONBEKEND-1',
      klantnummer: 'VO-E2E-ONBEKEND',
      leveringen: [{ categorie: 'strooisel', datum: '2025-02-03', product: 'E2E Stro', kg: 1200 }],
    });
    expect(mislukt.json).toMatchObject({ status: 'mislukt' });
    const page = await newPage(browser, 1366, 900);
    await inloggen(page, 'medewerker@demo.nl');
    await page.goto(`${APP_URL}/importberichten-opnieuw-verwerken`);
    await page.getByRole('heading', { name: 'Importberichten opnieuw verwerken', level: 1 }).waitFor({ timeout: 30_000 });
    const groep = page.locator('section').filter({ has: page.getByRole('heading', { name: /^Onbekend klantnummer \(\d+\)$/ }) });
    await groep.getByText(/VO-E2E-ONBEKEND-1/).first().waitFor({ timeout: 30_000 });
    await opBreedtes(page, 'importberichten', () => groep.getByText(/VO-E2E-ONBEKEND-1/).first().waitFor());

    await groep.getByRole('button', { name: /^Proefdraai bericht \d+$/ }).first().waitFor();
    const rij = groep.getByRole('row').filter({ hasText: 'VO-E2E-ONBEKEND-1' });
    await rij.getByRole('button', { name: /^Proefdraai bericht/ }).click();
    const proef = page.getByRole('dialog', { name: /^Proefdraai: bericht \d+/ });
    await proef.getByText('Proefdraai: er is nog niets geschreven.').waitFor({ timeout: 30_000 });
    await proef.getByText('1 bericht zou mislukken.').waitFor();
    await rustig(page);
    expect(await axeFouten(page)).toEqual([]);
    await screenshot(page, 'importberichten-proefdraai-1366');
    await proef.getByRole('button', { name: 'Nu verwerken' }).click();
    await page.getByText(/Let op: 1 bericht mislukte opnieuw/).waitFor({ timeout: 30_000 });
    // the attempt is counted on the message
    await expect.poll(() => rij.getByText(/^laatste \d{2}-\d{2}-\d{4}/).count(), { timeout: 30_000 }).toBe(1);
    await screenshot(page, 'importberichten-opnieuw-mislukt-1366');
    await page.close();
  });

  it('de servicedesk ziet de leveranciers met foutpercentages; axe op beide breedtes', async () => {
    const page = await newPage(browser, 1366, 900);
    await inloggen(page, 'medewerker@demo.nl');
    await page.goto(`${APP_URL}/beheer/datakoppelingen`);
    await page.getByRole('heading', { name: 'Datakoppelingen', level: 1 }).waitFor({ timeout: 30_000 });
    await opBreedtes(page, 'datakoppelingen', () => page.getByText(VOER.naam).first().waitFor({ timeout: 30_000 }));
    await page.close();
  });

  it('Brokers: de kanalen met hun leveranciers, client-id en gezondheid; axe op beide breedtes', async () => {
    const page = await newPage(browser, 1366, 900);
    await inloggen(page, 'medewerker@demo.nl');
    await page.goto(`${APP_URL}/Brokers`);
    await page.getByRole('heading', { name: 'Brokers', level: 1 }).waitFor({ timeout: 30_000 });
    for (const kanaal of ['Direct', 'JoinData', 'RVO (via ZuivelNL)']) await page.getByRole('heading', { name: kanaal, level: 2 }).waitFor();
    // the feed supplier of the demo arrives through JoinData, with its public client id
    const joindata = page.locator('section').filter({ has: page.getByRole('heading', { name: 'JoinData', level: 2 }) });
    await joindata.getByText(VOER.naam).first().waitFor();
    await joindata.getByText('Client-id demo-veevoeders-oost').first().waitFor();
    await opBreedtes(page, 'brokers', () => page.getByRole('heading', { name: 'Brokers', level: 1 }).waitFor());
    await page.close();
  });
});
