// Tables that scroll sideways are regions a keyboard reaches (axe "scrollable-region-focusable"; components/ui/tabel),
// targets are at least 24 × 24 px (axe "target-size": old mandate links, the plot list's link buttons, help icons,
// the "Waarom dit getal?" figures), and /Deelnemers reads well for the data consumer (axe "color-contrast"). Every
// page at 390 and 1366 px through opBreedtes: axe without serious or critical violations, nothing wider than the screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
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

/** The record-specific address of a route from the menu (the farmer's own year). */
async function menuPad(page: Page, deel: string): Promise<string> {
  const link = page.locator(`a[href*="${deel}"]`).first();
  await link.waitFor({ state: 'attached' });
  const href = await link.getAttribute('href');
  if (!href) throw new Error(`geen ${deel} in het menu`);
  return href;
}

const laden = (page: Page) => page.waitForFunction(() => !document.body.innerText.includes('Laden...'));

/** Every antd table container that scrolls sideways is a named region with tabIndex 0 (the ones that do not, by name). */
async function scrollendeTabellenBereikbaar(page: Page) {
  const fout = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body')]
        .filter((el) => el.scrollWidth > el.clientWidth + 1)
        .filter((el) => el.getAttribute('tabindex') !== '0' || el.getAttribute('role') !== 'region' || !el.getAttribute('aria-label'))
        .map((el) => `${el.closest('section')?.querySelector('h2')?.textContent ?? '?'}: ${el.scrollWidth} > ${el.clientWidth}`),
    );
  await expect.poll(fout, { timeout: 5_000 }).toEqual([]);
}

describe('scrolling tables, target sizes and contrast', () => {
  it('the farmer: Profiel (sessions), Resultaten, Krachtvoer (help icons, figures), the plot map', async () => {
    const page = await newPage(browser);
    await inloggen(page, 'deelnemer@demo.nl');
    await page.goto(`${APP_URL}/Profiel/Index`);
    await page.getByRole('heading', { name: 'Actieve sessies' }).waitFor();
    await opBreedtes(page, 'regio-profiel', async () => {
      await laden(page);
      await scrollendeTabellenBereikbaar(page);
    });

    await page.goto(`${APP_URL}/Home/new`);
    // every screen is built: the start page's progress has no developer's note about screens not built yet
    await page.getByText(/onderdelen klaar/).waitFor();
    await expect(page.getByText(/schermen die al gebouwd zijn/).count()).resolves.toBe(0);
    const resultaten = await menuPad(page, '/KLWResultatenOpties/Index/');
    await page.goto(`${APP_URL}${resultaten}`);
    await page.locator('.ant-table').first().waitFor();
    await opBreedtes(page, 'regio-resultaten', async () => {
      await laden(page);
      await scrollendeTabellenBereikbaar(page);
    });

    // at 390 px the wide results tables scroll inside their region, by keyboard too: nothing is cut off out of reach
    await page.setViewportSize({ width: 390, height: 844 });
    await laden(page);
    const regios = page.locator('.ant-table-content[role="region"]');
    await expect.poll(() => regios.count()).toBeGreaterThan(0);
    const eerste = regios.first();
    await eerste.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => eerste.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    // no table is wider than a box that neither scrolls nor lets it show
    const afgesneden = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.ant-table-content')].filter((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'auto' && getComputedStyle(el).overflowX !== 'scroll').length,
    );
    expect(afgesneden).toBe(0);
    await page.screenshot({ path: '/tmp/resultaten-390.png' });

    const krachtvoer = await menuPad(page, '/voer/krachtvoer/Index/');
    await page.goto(`${APP_URL}${krachtvoer}`);
    await page.getByRole('button', { name: /^Uitleg: / }).first().waitFor();
    await opBreedtes(page, 'regio-krachtvoer', () => laden(page));
    await page.setViewportSize({ width: 390, height: 844 });
    const maat = await page.getByRole('button', { name: /^Uitleg: / }).first().boundingBox();
    expect(maat!.width).toBeGreaterThanOrEqual(24);
    expect(maat!.height).toBeGreaterThanOrEqual(24);

    const kaart = krachtvoer.replace('/voer/krachtvoer/', '/bodem/percelen-op-kaart/');
    await page.goto(`${APP_URL}${kaart}`);
    await page.getByRole('navigation', { name: 'Percelen' }).getByRole('button').first().waitFor();
    await opBreedtes(page, 'regio-percelen-kaart', () => laden(page));
    await page.close();
  });

  it('staff: Registratie relatie, Brokers, Dashboard servicebureau, Uitgaande e-mail, Machtigingen', async () => {
    const page = await newPage(browser);
    await inloggen(page, 'medewerker@demo.nl');
    for (const [pad, kop, naam] of [
      ['/registratie/relatie', 'Registratie relatie', 'regio-registratie'],
      ['/Brokers', 'Brokers', 'regio-brokers'],
      ['/sbDashboard', /Dashboard/, 'regio-sbdashboard'],
      ['/beheer/uitbak', 'Uitgaande e-mail', 'regio-uitbak'],
      ['/mandates', 'Machtigingen', 'regio-mandates'],
    ] as const) {
      await page.goto(`${APP_URL}${pad}`);
      await page.getByRole('heading', { name: kop, level: 1 }).first().waitFor({ timeout: 30_000 });
      await opBreedtes(page, naam, async () => {
        await laden(page);
        await scrollendeTabellenBereikbaar(page);
      });
    }
    await page.close();
  });

  it('the data consumer: Deelnemers and Ingetrokken deelnames', async () => {
    const page = await newPage(browser);
    await inloggen(page, 'afnemer@demo.nl');
    await page.goto(`${APP_URL}/Deelnemers`);
    await page.getByRole('heading', { name: 'Deelnemers', level: 1 }).waitFor();
    await opBreedtes(page, 'regio-deelnemers-afnemer', () => laden(page));
    await page.goto(`${APP_URL}/revoked-participations`);
    await page.getByRole('heading', { name: 'Ingetrokken deelnames', level: 1 }).waitFor();
    await opBreedtes(page, 'regio-ingetrokken', async () => {
      await laden(page);
      await scrollendeTabellenBereikbaar(page);
    });
    await page.close();
  });
});
