// Before there is a session the web asks for no token: opening the app and logging in make no refused call and no
// console error (RefreshToken answered 401 three times on every visit before logging in, each a console error).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { volgFouten } from './acties';
import { newPage, startBrowser } from './browser';
import { inloggen } from './helpers';
import { APP_URL } from './ports';

let browser: Browser;
beforeAll(async () => {
  browser = await startBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('inloggen zonder geweigerde aanroepen', () => {
  it('de app openen, naar het inlogscherm en inloggen: geen 401 en geen consolefout', async () => {
    const page = await newPage(browser, 390, 844);
    const fouten = volgFouten(page);
    await page.goto(`${APP_URL}/`);
    await page.waitForURL(/\/login/);
    await page.goto(`${APP_URL}/Home/new`);
    await page.waitForURL(/\/login/);
    await inloggen(page, 'deelnemer@demo.nl');
    await page.getByRole('navigation', { name: 'Hoofdmenu' }).or(page.getByRole('button', { name: 'Menu', exact: true })).first().waitFor();
    expect(fouten).toEqual([]);
  });
});
