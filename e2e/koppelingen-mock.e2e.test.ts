// The three link screens in port-3000 mock mode (decision 020): Koppelingen for the farmer (health with words,
// this year's messages with what they changed, the raw message), Beheer datakoppelingen and Importberichten
// opnieuw verwerken for staff (a dry run before anything is written). axe 0 serious/critical at 1366 and 390 px,
// nothing wider than the screen, keyboard use; every call answered by the mocks (no network).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeFouten } from './axe';
import { newPage, screenshot, startBrowser } from './browser';
import { opBreedtes, rustig } from './helpers';
import { MOCK_URL } from './ports';

let browser: Browser;
beforeAll(async () => {
  browser = await startBrowser();
});
afterAll(async () => {
  await browser?.close();
});


/** A mock page with the debug screen's settings (role, year) and a record of 2024. */
async function mockPagina(rol: string, pad: string) {
  const page = await newPage(browser, 1366, 900);
  const netwerk: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/|RefreshToken/.test(r.url())) netwerk.push(r.url());
  });
  await page.goto(`${MOCK_URL}/`);
  await page.evaluate((rol) => localStorage.setItem('klw.mock.instellingen', JSON.stringify({ rol, jaar: 2024, statusId: 1, automatisch: true })), rol);
  await page.goto(`${MOCK_URL}${pad}`);
  return { page, netwerk };
}

// a busy machine (2 cores shared) needs more than the default minute for the staff journey
describe('koppelingen in mock mode', { timeout: 180_000 }, () => {
  it('de boer ziet het voorbeeld uit de aanroepencatalogus en voegt met het toetsenbord een koppeling toe', async () => {
    const { page, netwerk } = await mockPagina('deelnemer', '/Koppelingen/Index/5024');
    await page.getByRole('heading', { name: 'Koppelingen', level: 1 }).waitFor({ timeout: 20_000 });
    await opBreedtes(page, 'mock-koppelingen', () => page.getByText('Voerbedrijf De Hoeve').first().waitFor());
    // colour is never the only signal: the health tag carries its word
    expect(await page.locator('.ant-tag').filter({ hasText: /Op schema$/ }).count()).toBeGreaterThan(0);

    // keyboard: the add button opens the form; type, supplier and customer number; Enter submits
    await page.getByRole('button', { name: 'Koppeling toevoegen' }).first().focus();
    await page.keyboard.press('Enter');
    const venster = page.getByRole('dialog', { name: 'Koppeling toevoegen' });
    await venster.waitFor();
    await venster.getByLabel('Soort bericht').focus();
    await page.keyboard.press('Enter');
    await page.locator('.ant-select-item-option[title="Voer-, kunstmest- en strooiselleveringen"]').click();
    await venster.getByLabel('Leverancier', { exact: true }).click();
    await page.locator('.ant-select-item-option[title="Voerbedrijf De Hoeve"]').click();
    await venster.getByLabel('Klantnummer bij de leverancier').fill('DH-10299');
    await rustig(page);
    expect(await axeFouten(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await page.getByText('De koppeling is toegevoegd.').waitFor({ timeout: 30_000 });
    expect(netwerk).toEqual([]);
    await page.close();
  });

  it('inzien-achtige rollen (demo) lezen alleen: geen knoppen om te wijzigen', async () => {
    const { page } = await mockPagina('demo', '/Koppelingen/Index/5024');
    await page.getByRole('heading', { name: 'Koppelingen', level: 1 }).waitFor({ timeout: 20_000 });
    await page.getByText('Voerbedrijf De Hoeve').first().waitFor();
    const magWijzigen = await page.getByRole('button', { name: 'Koppeling toevoegen' }).count();
    const melding = await page.getByText('U kunt de koppelingen van dit bedrijf bekijken, maar niet wijzigen.').count();
    // the mocks' demo role may change (as on the server's demo farm) or not: the page follows magBeheren either way
    expect(magWijzigen + melding).toBe(1);
    await page.close();
  });

  it('de servicedesk: leveranciers met foutpercentages, een nieuw geheim één keer getoond; importberichten met proefdraai', async () => {
    const { page, netwerk } = await mockPagina('sb-medewerker', '/beheer/datakoppelingen');
    await page.getByRole('heading', { name: 'Datakoppelingen', level: 1 }).waitFor({ timeout: 20_000 });
    await opBreedtes(page, 'mock-datakoppelingen', () => page.getByText('De Heus Voeders').first().waitFor());
    await page.getByRole('button', { name: 'Nieuw geheim: ForFarmers' }).click();
    await page.getByRole('dialog', { name: 'Nieuw geheim maken' }).getByRole('button', { name: 'Nieuw geheim maken' }).click();
    const geheim = page.getByRole('dialog', { name: 'Nieuw geheim voor ForFarmers' });
    await geheim.getByText('Kopieer het geheim nu: het wordt maar één keer getoond').waitFor({ timeout: 30_000 });
    await rustig(page);
    expect(await axeFouten(page)).toEqual([]);
    await screenshot(page, 'mock-datakoppelingen-geheim-1366');
    await geheim.getByRole('button', { name: 'Ik heb het geheim bewaard' }).click();

    await page.goto(`${MOCK_URL}/importberichten-opnieuw-verwerken`);
    await page.getByRole('heading', { name: 'Importberichten opnieuw verwerken', level: 1 }).waitFor({ timeout: 20_000 });
    await opBreedtes(page, 'mock-importberichten', () => page.getByText('Onbekend klantnummer (2)').waitFor());
    await page.getByRole('button', { name: 'Proefdraai groep: Onbekend klantnummer' }).click();
    const proef = page.getByRole('dialog', { name: /Proefdraai: de groep "Onbekend klantnummer"/ });
    await proef.getByText('Proefdraai: er is nog niets geschreven.').waitFor({ timeout: 30_000 });
    await proef.getByText('2 berichten zouden mislukken.').waitFor();
    await rustig(page);
    expect(await axeFouten(page)).toEqual([]);
    await screenshot(page, 'mock-importberichten-proefdraai-1366');
    await proef.getByRole('button', { name: 'Nu verwerken' }).click();
    await page.getByText(/Let op: 2 berichten mislukten opnieuw/).waitFor({ timeout: 30_000 });
    await screenshot(page, 'mock-importberichten-opnieuw-mislukt-1366');
    expect(netwerk).toEqual([]);
    await page.close();
  });
});
