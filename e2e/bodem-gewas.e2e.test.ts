/**
 * Bodem en gewas per crop in the real app (PGlite, demo De Vries): crop rows with the
 * subtotal per land use and the farm total, figures split by area marked ≈, a yield that opens its
 * trace with the same number; and the phosphate class of an analysis before 2021 (P-AL / Pw).
 * Axe at 390 and 1366 px; screenshots. Only reads: it does not depend on what another file saves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { newPage, screenshot, startBrowser } from './browser';
import { axeFouten } from './axe';
import { inloggen, kiesJaar } from './helpers';
import { APP_URL } from './ports';

let browser: Browser;
beforeAll(async () => {
  browser = await startBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const klwIdUitUrl = (url: string) => Number(/\/(\d+)$/.exec(new URL(url).pathname)?.[1]);
const rij = (page: Page, sleutel: string) => page.getByTestId(`bodem-gewas-${sleutel}`);

describe('Bodem en gewas per gewas', () => {
  it('De Vries: gewassen met subtotaal per grondgebruik, ≈ bij verdeling naar oppervlakte, opbrengst opent zijn spoor; axe op 1366 en 390 px', async () => {
    const page = await newPage(browser, 1366, 900);
    await inloggen(page, 'deelnemer@demo.nl');
    await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: /Bodem en gewas/ }).click();
    await page.waitForURL(/\/bodem\/overzicht\/Index\/\d+$/);
    const klwId = klwIdUitUrl(page.url());
    await rij(page, 'grasland').waitFor({ timeout: 20_000 });

    // The seed's crops: permanent grassland (2 plots), temporary grassland, maize, a wooded bank (nature).
    const sleutels = await page.locator('[data-testid^="bodem-gewas-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.replace('bodem-gewas-', '')));
    expect(sleutels).toEqual(['gewas-grasland-265', 'gewas-grasland-266', 'grasland', 'gewas-snijmais-259', 'snijmais', 'gewas-natuur-335', 'natuur', 'totaal']);
    // the seed has 2 such plots; the map's browser test may have drawn another one on this shared database
    expect(await rij(page, 'gewas-grasland-265').getByRole('rowheader').innerText()).toMatch(/Grasland, blijvend \(265\)\s*[2-9] percelen/);
    expect(await rij(page, 'gewas-grasland-266').innerText()).toContain('≈');
    expect(await rij(page, 'grasland').innerText()).not.toContain('≈');
    await expect.poll(async () => (await axeFouten(page)).join('\n')).toBe('');
    await screenshot(page, 'bodem-gewas-per-gewas-1366');

    // The grassland yield: the figure in the table is the trace's value.
    const knop = page.getByTestId('bodem-opbrengst-grasland').getByRole('button', { name: /Grasland samen, opbrengst drogestof in kg DS\/ha/ });
    const getoond = (await knop.innerText()).trim();
    await knop.click();
    const venster = page.getByRole('dialog');
    await venster.getByTestId('afleiding-formule').waitFor({ timeout: 20_000 });
    expect(await venster.getByTestId('afleiding-titel').innerText()).toBe('Grasopbrengst per ha (droge stof)');
    expect((await venster.getByTestId('afleiding-waarde').innerText()).split(',')[0].replace(/\D/g, '')).toBe(getoond.replace(/\D/g, ''));
    await expect.poll(async () => (await axeFouten(page)).join('\n')).toBe('');
    await page.keyboard.press('Escape');
    await expect.poll(() => venster.isVisible()).toBe(false);

    // 390 px: the table scrolls inside its region, the page does not.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${APP_URL}/bodem/overzicht/Index/${klwId}`);
    await rij(page, 'totaal').waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect.poll(async () => (await axeFouten(page)).join('\n')).toBe('');
    await screenshot(page, 'bodem-gewas-per-gewas-390');
    await page.close();
  }, 180_000);

  it('2020: de fosfaatklasse van een analyse uit P-AL (grasland) of Pw (bouwland), met de grenzen van dat jaar', async () => {
    const page = await newPage(browser, 1366, 900);
    await inloggen(page, 'deelnemer@demo.nl');
    await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: /Bodem en gewas/ }).click();
    await page.waitForURL(/\/bodem\/overzicht\/Index\/\d+$/);
    const eerder = klwIdUitUrl(page.url());
    await page.goto(`${APP_URL}/bodem/analyses/Index/${eerder}`);
    await page.getByTestId('afgeleid-1').waitFor({ timeout: 20_000 });
    await kiesJaar(page, '2020');
    await page.waitForURL((u) => /\/bodem\/analyses\/Index\/\d+$/.test(u.pathname) && klwIdUitUrl(u.toString()) !== eerder);
    await expect.poll(() => page.getByTestId('afgeleid-1').innerText(), { timeout: 20_000 }).toBe('Ruim (grasland, P-AL)');
    // the seed: Huiskavel (grassland) P-AL 45 → ruim (41–50 in 2020); Esakker (maize) Pw 45 → neutraal (36–45)
    expect(await page.getByTestId('afgeleid-2').innerText()).toBe('Neutraal (bouwland, Pw)');
    await page.close();
  }, 120_000);
});
