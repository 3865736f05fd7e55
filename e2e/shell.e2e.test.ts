// The frame's edges in a real browser: refused and unknown records, unknown addresses, the menu at
// phone width, the skip link, and axe (0 serious/critical) on every kind of page at 390 and 1366 px.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { newPage, screenshot, staToe, startBrowser } from './browser';
import { axeFouten } from './axe';
import { inloggen, wachtOpRust } from './helpers';
import { APP_URL, MOCK_URL } from './ports';

let browser: Browser;
beforeAll(async () => {
  browser = await startBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const BREEDTES = [390, 1366] as const;

/** The record id of the user's own Melklevering, from the menu. */
async function eigenMelkleveringPad(page: Page): Promise<string> {
  const href = await page.locator('a[href*="/melklevering/Index/"]').first().getAttribute('href');
  if (!href) throw new Error('geen Melklevering in het menu');
  return href;
}

async function rustig(page: Page) {
  await page.waitForFunction(() => !document.body.innerText.includes('Laden...'));
  // The pointer stays where the last click was (e.g. 'Inloggen'); park it on the header's title so a
  // hover colour under it is not what axe measures.
  await page.mouse.move(1, 1);
  // Contrast is measured on the final colours: wait until antd's motion (buttons, tags, drawers) has ended.
  await wachtOpRust(page);
}

describe.each(BREEDTES)('axe and layout at %i px', (breedte) => {
  const pagina = () => newPage(browser, breedte, 900);
  const horizontaalPassend = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  it('login page and start page', async () => {
    const page = await pagina();
    await page.goto(`${APP_URL}/login`);
    await page.getByLabel('E-mailadres').waitFor();
    expect(await axeFouten(page)).toEqual([]);
    await inloggen(page, 'deelnemer@demo.nl');
    await page.getByText('Voortgang').waitFor();
    await rustig(page);
    expect(await axeFouten(page)).toEqual([]);
    expect(await horizontaalPassend(page)).toBe(true);
    await expect(page.getByRole('progressbar', { name: /Voortgang/ }).count()).resolves.toBe(1);
    await screenshot(page, `start-${breedte}`);
    await page.close();
  });

  it('Melklevering, open year and closed year', async () => {
    const page = await pagina();
    await inloggen(page, 'deelnemer@demo.nl');
    const pad = await eigenMelkleveringPad(page);
    await page.goto(`${APP_URL}${pad}`);
    await page.getByText('Handmatige melkleveringen').waitFor();
    await rustig(page);
    expect(await axeFouten(page)).toEqual([]);
    expect(await horizontaalPassend(page)).toBe(true);
    // 'Alles opslaan' and 'Uitloggen' are on screen, also at phone width.
    for (const knop of [/Alles opslaan/, /Uitloggen/]) {
      const vak = await page.getByRole('button', { name: knop }).boundingBox();
      expect(vak, String(knop)).not.toBeNull();
      expect(vak!.x >= 0 && vak!.x + vak!.width <= breedte, String(knop)).toBe(true);
    }
    await screenshot(page, `melklevering-${breedte}`);

    // The year list is in the header at every width: one tap from every screen, no menu to open first (decision 025).
    const jaarLijst = page.locator('header').getByRole('combobox', { name: 'Jaar' });
    const jaarVak = await jaarLijst.boundingBox();
    expect(jaarVak).not.toBeNull();
    expect(jaarVak!.x >= 0 && jaarVak!.x + jaarVak!.width <= breedte).toBe(true);
    await jaarLijst.selectOption({ label: '2022' });
    await page.getByText(/Laatste levering: \d{2}-\d{2}-2022/).waitFor();
    await rustig(page);
    expect(await axeFouten(page)).toEqual([]);
    await expect(page.getByText('Afgesloten', { exact: true }).count()).resolves.toBeGreaterThan(0);
    await page.close();
  });

  // Every spec route is built now: no menu item may still say so (the menu's marker for a route that is not is
  // tested in app-shell.test.tsx); a staff page opens from the menu.
  it('the staff menu has no page marked "nog niet gebouwd"; Brokers opens from it', async () => {
    const page = await pagina();
    await inloggen(page, 'medewerker@demo.nl');
    if (breedte < 992) await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
    const link = menu.getByRole('link', { name: /^.*Brokers/ });
    await link.waitFor();
    expect(await menu.getByText('nog niet gebouwd').count()).toBe(0);
    await link.click();
    await page.getByRole('heading', { name: 'Brokers' }).waitFor();
    await rustig(page);
    expect(await axeFouten(page)).toEqual([]);
    expect(await horizontaalPassend(page)).toBe(true);
    await page.close();
  });

  it('a record the user may not see: a no-access page in the frame, not endless loading', async () => {
    const page = await pagina();
    staToe(page, /status of 403/);
    await inloggen(page, 'deelnemer@demo.nl');
    // Record 6 is one of Maatschap Jansen's years (demo data), not De Vries'.
    await page.goto(`${APP_URL}/melklevering/Index/6`);
    await page.getByRole('heading', { name: 'Geen toegang' }).waitFor({ timeout: 10_000 });
    await rustig(page);
    expect(await page.getByRole('link', { name: 'Naar de startpagina' }).getAttribute('href')).toBe('/Home/new');
    expect(await page.getByRole('button', { name: /Uitloggen/ }).isVisible()).toBe(true);
    expect(await axeFouten(page)).toEqual([]);
    await screenshot(page, `geen-toegang-${breedte}`);
    await page.getByRole('link', { name: 'Naar de startpagina' }).click();
    await page.getByText('Voortgang').waitFor();
    await page.close();
  });

  it('an unknown address: in the frame when logged in, a plain page with the way to login when not', async () => {
    const page = await pagina();
    staToe(page, /status of 401/); // RefreshToken says "not logged in" before the login
    await page.goto(`${APP_URL}/bestaat/niet`);
    await page.getByRole('link', { name: 'Naar inloggen' }).waitFor();
    expect(await axeFouten(page)).toEqual([]);
    await inloggen(page, 'deelnemer@demo.nl');
    await page.goto(`${APP_URL}/bestaat/niet`);
    await page.getByRole('heading', { name: 'Pagina niet gevonden' }).waitFor();
    await rustig(page);
    expect(await page.getByRole('button', { name: /Uitloggen/ }).isVisible()).toBe(true);
    expect(await axeFouten(page)).toEqual([]);
    await screenshot(page, `niet-gevonden-${breedte}`);
    await page.close();
  });

  it('the port-3000 debug page', async () => {
    const page = await pagina();
    await page.goto(`${MOCK_URL}/`);
    await page.getByRole('link', { name: /Melklevering/ }).first().waitFor();
    await rustig(page);
    expect(await axeFouten(page)).toEqual([]);
    expect(await horizontaalPassend(page)).toBe(true);
    await page.close();
  });
});

describe('the frame by keyboard and at phone width', () => {
  it('starts with a skip link that jumps past the menu to the content', async () => {
    const page = await newPage(browser, 1366, 900);
    await inloggen(page, 'deelnemer@demo.nl');
    await page.getByText('Voortgang').waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Naar de inhoud');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('inhoud');
    await page.keyboard.press('Tab');
    // The next stop is inside the content, not one of the menu's links.
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
    await page.close();
  });

  it('opens the menu from a button at 390 px and closes it after choosing', async () => {
    const page = await newPage(browser, 390, 800);
    await inloggen(page, 'deelnemer@demo.nl');
    await page.getByText('Voortgang').waitFor();
    expect(await page.getByRole('navigation', { name: 'Hoofdmenu' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await menu.getByRole('link', { name: /Melklevering/ }).click();
    await page.getByText('Handmatige melkleveringen').waitFor();
    await expect.poll(() => menu.isVisible()).toBe(false);
    await page.close();
  });

  it('tells a staff member with no farm chosen what to do first', async () => {
    const page = await newPage(browser, 1366, 900);
    await inloggen(page, 'medewerker@demo.nl');
    const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await menu.getByText('Kies eerst een deelnemer').waitFor();
    // the hint and, since decision 017, the staff items outside the farm-year both lead there
    expect(await menu.getByRole('link', { name: /Deelnemer kiezen/ }).first().getAttribute('href')).toBe('/Deelnemers');
    expect(await menu.getByRole('link', { name: /Krachtvoer/ }).count()).toBe(0);
    await rustig(page);
    expect(await axeFouten(page)).toEqual([]);
    await page.close();
  });
});
