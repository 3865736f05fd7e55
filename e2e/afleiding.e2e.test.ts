/**
 * "Waarom dit getal?" in the real app (PGlite, demo data): from an indicator in the results panel of a
 * register screen, node by node down to an entered field, and the link to the screen where it is
 * entered (which focuses the field). Keyboard only for the way down; axe at 1366 and 390 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { newPage, screenshot, startBrowser } from './browser';
import { axeFouten } from './axe';
import { inloggen } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await startBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openKrachtvoer(page: Page) {
  const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
  const menuKnop = page.getByRole('button', { name: 'Menu', exact: true });
  await menu.or(menuKnop).first().waitFor();
  const gevouwen = await menuKnop.isVisible();
  if (gevouwen) await menuKnop.click();
  await menu.getByRole('link', { name: /Krachtvoer/ }).click();
  if (gevouwen) await expect.poll(() => menu.isVisible(), { timeout: 15_000 }).toBe(false); // the menu slides shut; slow on a loaded machine
  await page.waitForURL(/\/voer\/krachtvoer\/Index\/\d+$/);
  await page.getByRole('complementary', { name: 'Resultaten' }).waitFor({ timeout: 20_000 });
}

const venster = (page: Page) => page.getByRole('dialog');
const titel = (page: Page) => venster(page).getByTestId('afleiding-titel');
/** A child in the trace view by its node id (its visible text is label, value, unit and kind). */
const kind = (page: Page, id: string) => venster(page).getByTestId('afleiding-kinderen').locator(`button[data-knoop="${id}"]`);

/**
 * Reached by Tab, the control shows a focus ring: the outline style it has then ('none': the keyboard user cannot see
 * where they are; these link-style buttons unset the browser's own ring).
 */
async function ringNaTab(page: Page, doel: Locator) {
  await doel.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  return doel.evaluate((el) => (el === document.activeElement && el.matches(':focus-visible') ? getComputedStyle(el).outlineStyle : 'geen toetsenbordfocus'));
}

describe('Waarom dit getal?', () => {
  it('van een indicator knoop voor knoop naar een ingevoerd veld, en via de link naar dat veld op zijn scherm (1366 px, toetsenbord)', async () => {
    const page = await newPage(browser, 1366, 900);
    await inloggen(page, 'deelnemer@demo.nl');
    await openKrachtvoer(page);
    const paneelWaarde = await page.getByTestId('indicator-stikstofbodemoverschotKgNPerHa').locator('strong').innerText();

    const knop = page.getByRole('button', { name: 'Waarom dit getal? Stikstofbodemoverschot' });
    expect(await ringNaTab(page, knop)).toBe('solid');
    await page.keyboard.press('Enter');
    await venster(page).getByTestId('afleiding-formule').waitFor();
    expect(await ringNaTab(page, kind(page, 'kring1_bedbal_ovrtot'))).toBe('solid');
    expect(await titel(page).innerText()).toBe('Stikstofbodemoverschot');
    // the same figure as the panel (rounded there to whole kg), with its unit and kind
    const waarde = await venster(page).getByTestId('afleiding-waarde').innerText();
    expect(waarde).toContain('kg N/ha');
    expect(waarde.replace(/\s*kg N\/ha/, '').split(',')[0]).toBe(paneelWaarde.split(',')[0]);
    // the first answer is the formula in words with this farm's values, not "gelijk aan verl_bodbal1_ha"; the codes only as detail
    expect(await venster(page).getByTestId('afleiding-formule').innerText()).toBe(
      'Bedrijfsoverschot stikstof per ha − ammoniakverlies (N) per ha − lachgasverlies (N) per ha − overige gasvormige stikstofverliezen per ha',
    );
    expect(await venster(page).getByTestId('afleiding-berekening').innerText()).toMatch(/bedrijfsoverschot stikstof per ha \([\d.,]+ kg N\/ha\) − .* = [\d.,]+ kg N\/ha$/);
    expect(await venster(page).getByTestId('afleiding-codes').innerText()).toBe('Variabele in de Kringloopwijzer: verl_bodbal1_ha = kring1_bedbal_ovrbod');
    expect(await venster(page).getByTestId('afleiding-kinderen').innerText()).not.toMatch(/[a-z]+_[a-z]+/);
    await expect.poll(async () => (await axeFouten(page)).join('\n')).toBe('');
    await screenshot(page, 'afleiding-wortel-1366');

    // down by keyboard: focus a child, Enter
    await kind(page, 'kring1_bedbal_ovrtot').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => titel(page).innerText()).toBe('Bedrijfsoverschot stikstof per ha');
    // focus follows to the new node's heading
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('afleiding-titel');
    await kind(page, 'kring1_bedbal_aantot').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => titel(page).innerText()).toBe('Aanvoer stikstof per ha');
    await kind(page, 'kring1.aanvoer.depositie').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => titel(page).innerText()).toBe('Aanvoer depositie');
    // the demo farm leaves the deposition empty: the year's default, tagged as such, with a link to fill it in
    const depositie = venster(page).getByTestId('afleiding-invoer');
    await depositie.waitFor();
    expect(await depositie.innerText()).toContain('Standaardwaarde');
    expect(await venster(page).getByRole('link', { name: 'Invullen op Bedrijfsgegevens' }).getAttribute('href')).toMatch(/\/bedrijfsgegevens\/Index\/\d+#bedrijfsgegevens\.depositieKgNPerHa$/);
    await screenshot(page, 'afleiding-depositie-1366');

    const kruimels = venster(page).getByTestId('afleiding-kruimels');
    expect(await ringNaTab(page, kruimels.getByRole('button', { name: 'Aanvoer stikstof per ha' }))).toBe('solid');
    // a link inside the drawer (antd's own link style took its ring away too)
    expect(await ringNaTab(page, venster(page).getByRole('link', { name: 'Invullen op Bedrijfsgegevens' }))).toBe('solid');
    await kruimels.getByRole('button', { name: 'Aanvoer stikstof per ha' }).click();
    await expect.poll(() => titel(page).innerText()).toBe('Aanvoer stikstof per ha');
    await kind(page, 'opp_totaal').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => titel(page).innerText()).toBe('Totale oppervlakte');
    expect(await kruimels.locator('li').count()).toBe(4);
    const link = venster(page).getByRole('link', { name: 'Wijzigen op Percelen' }).first();
    expect(await link.getAttribute('href')).toMatch(/\/bodem\/percelen\/Index\/\d+#percelen\.percelen\.0\.oppervlakteHa$/);
    expect(await venster(page).getByTestId('afleiding-invoer').innerText()).toContain('Ingevoerd');
    expect(await venster(page).getByTestId('afleiding-berekening').innerText()).toMatch(/oppervlakte \(regel 1\) \([\d,]+ ha\)/);
    await expect.poll(async () => (await axeFouten(page)).join('\n')).toBe('');
    await screenshot(page, 'afleiding-oppervlakte-1366');

    // back up by a breadcrumb, then down again
    await kruimels.getByRole('button', { name: 'Bedrijfsoverschot stikstof per ha' }).click();
    await expect.poll(() => titel(page).innerText()).toBe('Bedrijfsoverschot stikstof per ha');
    await kind(page, 'kring1_bedbal_aantot').click();
    await kind(page, 'opp_totaal').click();
    await expect.poll(() => titel(page).innerText()).toBe('Totale oppervlakte');

    // follow the link: the Percelen screen with the plot's area field focused
    await venster(page).getByRole('link', { name: 'Wijzigen op Percelen' }).first().focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/bodem\/percelen\/Index\/\d+#percelen\.percelen\.0\.oppervlakteHa$/);
    await page.getByRole('complementary', { name: 'Resultaten' }).waitFor({ timeout: 20_000 });
    await expect.poll(() => venster(page).isVisible()).toBe(false);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id), { timeout: 10_000 }).toBe('percelen_percelen_0_oppervlakteHa');
    await screenshot(page, 'afleiding-naar-veld-1366');
    await page.close();
  }, 120_000);

  it('op een telefoon (390 px): volle breedte, axe schoon, Escape sluit en de focus keert terug naar de knop', async () => {
    const page = await newPage(browser, 390, 844);
    await inloggen(page, 'deelnemer@demo.nl');
    await openKrachtvoer(page);
    const knop = page.getByRole('button', { name: 'Waarom dit getal? Ammoniakemissie per ha' });
    await knop.scrollIntoViewIfNeeded();
    // the panel with its six buttons, before the drawer opens
    expect(await axeFouten(page)).toEqual([]);
    await screenshot(page, 'afleiding-paneel-390');
    await knop.click();
    await venster(page).getByTestId('afleiding-formule').waitFor();
    // the indicator only equals dzh_nh3_bedrha: its formula at once, in words
    expect(await titel(page).innerText()).toBe('Ammoniakemissie per ha');
    expect(await venster(page).getByTestId('afleiding-formule').innerText()).toBe('Ammoniakemissie totaal / totale oppervlakte');
    // the drawer has slid in completely before the picture
    await expect.poll(() => venster(page).evaluate((el) => Math.round(el.getBoundingClientRect().left))).toBeLessThanOrEqual(0);
    await screenshot(page, 'afleiding-wortel-390');
    await kind(page, 'nh3-totaal').click();
    await expect.poll(() => titel(page).innerText()).toBe('Ammoniakemissie totaal');
    await venster(page).getByTestId('afleiding-kinderen').waitFor();
    const breedte = await venster(page).evaluate((el) => el.getBoundingClientRect().width);
    expect(breedte).toBeGreaterThanOrEqual(389);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect.poll(async () => (await axeFouten(page)).join('\n')).toBe('');
    await screenshot(page, 'afleiding-390');
    await page.keyboard.press('Escape');
    await expect.poll(() => venster(page).isVisible()).toBe(false);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Waarom dit getal? Ammoniakemissie per ha');
    await page.close();
  }, 120_000);
});
