import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { newPage, screenshot, staToe, startBrowser } from './browser';
import { inloggen, openAlsMedewerker, openMelklevering, titelEindigtGoed, veld, vulIn } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await startBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('Melklevering in the real app (PGlite, demo data)', () => {
  it('log in → menu → Melklevering → edit → save → reload shows the saved values', async () => {
    const page = await newPage(browser);
    await inloggen(page, 'deelnemer@demo.nl');
    await titelEindigtGoed(page);
    const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await menu.getByRole('link', { name: /Melklevering/ }).waitFor();
    for (const sectie of ['Bedrijf', 'Dier', 'Voer', 'Bodem', 'Mest', 'Rapportage']) await expect(menu.getByText(sectie, { exact: true }).count()).resolves.toBeGreaterThan(0);
    await openMelklevering(page);
    expect(await page.title()).toBe('Melklevering - Kringloopwijzer');
    await expect(page.getByText(/^Automatische melkleveringen \[Laatste levering: \d{2}-\d{2}-2024\]$/).count()).resolves.toBe(1);
    await expect(page.getByRole('columnheader', { name: /Fosfor \[mg \/ 100 g\]/ }).count()).resolves.toBeGreaterThan(0);

    // Switch on, whatever an earlier browser test saved for De Vries 2024 (the files share one database).
    const schakelaar = page.getByRole('switch', { name: 'Handmatige melkregistratie gebruiken' });
    if ((await schakelaar.getAttribute('aria-checked')) !== 'true') await schakelaar.click();
    await expect.poll(() => schakelaar.getAttribute('aria-checked')).toBe('true');
    await vulIn(page, 'Geleverd aan fabriek', '987654');
    await vulIn(page, 'Vet geleverd aan fabriek', '4,456');
    await vulIn(page, 'Eiwit geleverd aan fabriek', '3,61');
    await vulIn(page, 'Ureum geleverd aan fabriek', '23');
    await vulIn(page, 'Fosfor geleverd aan fabriek', '99');
    await vulIn(page, 'Gevoerd aan kalveren', '15000');
    await vulIn(page, 'Overige productie', '1200');
    // On leaving a field the value is rounded to its precision with a decimal comma (spec §5).
    expect(await veld(page, 'Vet geleverd aan fabriek').inputValue()).toBe('4,46');
    await screenshot(page, 'melklevering-ingevuld');

    await page.getByRole('button', { name: /Alles opslaan/ }).click();
    await page.getByText('Succesvol opgeslagen').waitFor();
    await page.getByText('Melk leveringen zijn opgeslagen').waitFor();

    await page.reload();
    await page.getByText('Handmatige melkleveringen').waitFor();
    await expect.poll(() => veld(page, 'Vet geleverd aan fabriek').inputValue()).toBe('4,46');
    expect(await veld(page, 'Gevoerd aan kalveren').inputValue()).toMatch(/^15\.?000$/);
    expect(await page.getByRole('switch', { name: 'Handmatige melkregistratie gebruiken' }).getAttribute('aria-checked')).toBe('true');
    await screenshot(page, 'melklevering-na-herladen');
    await page.close();
  });

  it('clamps to the bounds on leaving a field and blocks the e key', async () => {
    const page = await newPage(browser);
    await inloggen(page, 'deelnemer2@demo.nl');
    await openMelklevering(page);
    // Maatschap Jansen has no automatic deliveries: the switch is forced on and disabled, no table.
    const schakelaar = page.getByRole('switch', { name: 'Handmatige melkregistratie gebruiken' });
    expect(await schakelaar.getAttribute('aria-checked')).toBe('true');
    expect(await schakelaar.isDisabled()).toBe(true);
    expect(await page.getByText(/Automatische melkleveringen/).count()).toBe(0);
    await vulIn(page, 'Vet geleverd aan fabriek', '9,456');
    expect(await veld(page, 'Vet geleverd aan fabriek').inputValue()).toBe('8,00');
    await vulIn(page, 'Eiwit geleverd aan fabriek', '1,5');
    expect(await veld(page, 'Eiwit geleverd aan fabriek').inputValue()).toBe('2,00');
    await vulIn(page, 'Ureum geleverd aan fabriek', '2e1');
    expect(await veld(page, 'Ureum geleverd aan fabriek').inputValue()).toBe('21');
    await screenshot(page, 'melklevering-zonder-automatisch');
    await page.close();
  });

  it('shows a closed year read-only: no save button, fields read-only', async () => {
    const page = await newPage(browser);
    await inloggen(page, 'deelnemer@demo.nl');
    await openMelklevering(page);
    await page.getByRole('combobox').first().selectOption({ label: '2022' });
    await page.waitForURL(/\/melklevering\/Index\/\d+$/);
    await page.getByText(/Laatste levering: \d{2}-\d{2}-2022/).waitFor();
    expect(await page.getByRole('button', { name: /Alles opslaan/ }).count()).toBe(0);
    expect(await page.getByText('Alleen lezen').count()).toBeGreaterThan(0);
    // Decision 006: read-only inputs (readable), not grey disabled ones.
    expect(await veld(page, 'Zelfzuivel').isEditable()).toBe(false);
    await screenshot(page, 'melklevering-gesloten-jaar');
    await page.close();
  });

  it('lets staff open any farm read-only: the web hides what the server refuses', async () => {
    const page = await newPage(browser);
    await inloggen(page, 'medewerker@demo.nl');
    // staff open a farm only with a reason (decision 019): the newest year, 2024, opens
    await openAlsMedewerker(page, 'Melkveebedrijf De Vries');
    await openMelklevering(page);
    await page.getByText(/Laatste levering: \d{2}-\d{2}-2024/).waitFor();
    expect(await page.getByRole('button', { name: /Alles opslaan/ }).count()).toBe(0);
    expect(await page.getByText('Alleen lezen').count()).toBeGreaterThan(0);
    await screenshot(page, 'melklevering-medewerker');
    await page.close();
  });

  it('refreshes the token once on a 401 and retries the call', async () => {
    const page = await newPage(browser);
    staToe(page, /status of 401/); // the provoked 401
    await inloggen(page, 'deelnemer@demo.nl');
    let eerste = true;
    let refreshes = 0;
    let melkCalls = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/Menu/RefreshToken')) refreshes++;
      if (r.url().includes('GetMelkLeveringGegevens')) melkCalls++;
    });
    await page.route('**/api/MelkLevering/GetMelkLeveringGegevens', async (route) => {
      if (eerste) {
        eerste = false;
        await route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ statusCode: 401, message: 'Sessie verlopen.' }) });
      } else {
        await route.continue();
      }
    });
    const voor = refreshes;
    await openMelklevering(page);
    expect(melkCalls).toBe(2);
    expect(refreshes - voor).toBeGreaterThanOrEqual(1);
    await page.close();
  });

  it('logging out ends the session on the server', async () => {
    const page = await newPage(browser);
    staToe(page, /status of 401/); // the old token, refused after logging out
    await inloggen(page, 'adviseur@demo.nl');
    await page.getByText('Bedrijven die u mag openen').waitFor();
    await screenshot(page, 'start-adviseur');
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('klw.access_token'))).toBeTruthy();
    const token = await page.evaluate(() => sessionStorage.getItem('klw.access_token'));
    await page.getByRole('button', { name: /Uitloggen/ }).click();
    await page.waitForURL(/\/login$/);
    const status = await page.evaluate(
      async (t) => (await fetch('/api/Auth/GetCallContextModel', { headers: { authorization: `Bearer ${t}` } })).status,
      token,
    );
    expect(status).toBe(401);
    await page.close();
  });

  it('tries the demo without an account and serves the app under /ZuivelNL.Klw.Web', async () => {
    const page = await newPage(browser);
    await page.goto(`${(await import('./ports')).APP_URL}/ZuivelNL.Klw.Web/login`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('nl');
    await page.getByRole('button', { name: /Probeer de demo/ }).click();
    await page.waitForURL(/\/ZuivelNL\.Klw\.Web\/Home\/new$/);
    await page.getByText('Demobedrijf').first().waitFor();
    await page.getByText('Voortgang').waitFor();
    await screenshot(page, 'start-demo');
    await openMelklevering(page);
    expect(page.url()).toMatch(/\/ZuivelNL\.Klw\.Web\/melklevering\/Index\/\d+$/);
    await page.close();
  });

  it('a staff page opens from the menu with its own title (every spec route is built; the marker for one that is not is tested in app-shell.test.tsx)', async () => {
    const page = await newPage(browser);
    await inloggen(page, 'medewerker@demo.nl');
    await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: /Brokers/ }).click();
    await page.getByRole('heading', { name: 'Brokers', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'JoinData', level: 2 }).waitFor();
    expect(await page.getByText(/nog niet gebouwd/).count()).toBe(0);
    await titelEindigtGoed(page);
    await page.close();
  });
});
