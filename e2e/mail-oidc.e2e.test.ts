// Decision 018 (OIDC login and e-mail) in a real browser. A second server of its own (PGlite prepared here with the
// demo data and three outbox messages) with OpenID Connect pointed at a real oidc-provider run in
// this process: the login page shows "Inloggen met eHerkenning", the browser logs in at the
// provider and lands on the start page as the farm's participant; an unknown KvK number gets the
// Dutch message. Staff read the outbox (temporary route /beheer/uitbak); a farmer is refused.
// axe 0 serious/critical, no console errors, 390 and 1366 px.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openDatabase } from '../apps/server/src/db/client';
import { zetInUitbak } from '../apps/server/src/modules/mail/mail.service';
import { startTestProvider, vrijePoort, type TestProvider } from '../apps/server/test/helpers/oidc-provider';
import { pgliteTemplate } from '../apps/server/test/helpers/testdb';
import { axeFouten } from './axe';
import { newPage, screenshot, staToe, startBrowser } from './browser';
import { inloggen, wachtOpRust } from './helpers';
import { APP_URL } from './ports';
import { stopProces, wachtOpUrl } from './processen';

const root = resolve(import.meta.dirname, '..');
let browser: Browser;
let provider: TestProvider;
let server: ChildProcess | undefined;
let dataDir = '';
let appUrl = '';

beforeAll(async () => {
  // a copy of the migrated and seeded template the other servers start from: no seeding here
  dataDir = mkdtempSync(join(tmpdir(), 'klw-e2e-oidc-'));
  cpSync(await pgliteTemplate(), dataDir, { recursive: true });
  const database = await openDatabase({ dataDir });
  await zetInUitbak(database.db, [
    { aan: 'deelnemer@demo.nl', onderwerp: 'Machtiging aangevraagd door Visser Melkveeadvies', tekst: 'Beste Jan de Vries,\n\nVisser Melkveeadvies vraagt een machtiging "beheren" voor uw bedrijf tot 31-12-2027.\n\nMet vriendelijke groet,\nKringloopwijzer', soort: 'machtiging' },
    { aan: 'adviseur@demo.nl', onderwerp: 'Machtiging ingetrokken', tekst: 'Beste Kees Visser,\n\nDe machtiging "inzien" is ingetrokken.', soort: 'machtiging' },
    { aan: 'volmacht@demo.nl', onderwerp: 'Volmacht verleend', tekst: 'Beste Anna Bakker,\n\nU heeft een volmacht gekregen.', soort: 'machtiging' },
  ]);
  await database.close();

  const poort = await vrijePoort();
  appUrl = `http://localhost:${poort}`;
  provider = await startTestProvider(`${appUrl}/api/Auth/Oidc/Terug`);
  provider.accounts.set('boer-oidc', { kvk: '12345678', email: 'jan.oidc@voorbeeld.nl', email_verified: true, name: 'Jan de Vries' });
  provider.accounts.set('onbekend', { kvk: '99999999', email: 'iemand@nergens.nl', email_verified: true });
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(poort),
      HOST: 'localhost',
      DATABASE_URL: '',
      KLW_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      KLW_LOGIN_RATE_MAX: '1000',
      KLW_OIDC_ISSUER: provider.issuer,
      KLW_OIDC_CLIENT_ID: provider.clientId,
      KLW_OIDC_CLIENT_SECRET: provider.clientSecret,
      KLW_OIDC_REDIRECT_URI: `${appUrl}/api/Auth/Oidc/Terug`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await wachtOpUrl(`${appUrl}/ready`, 180_000);
  browser = await startBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  if (server) await stopProces(server);
  await provider?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function rustig(page: Page) {
  await page.waitForFunction(() => !document.body.innerText.includes('Laden...'));
  await page.mouse.move(1, 1);
  await wachtOpRust(page);
}

/**
 * A page that will visit the provider: its development pages ask for a favicon it does not have
 * and for web fonts on the internet, which this machine cannot reach. Errors of the provider's
 * pages, not of the app; allowed from the start, since the requests go out while the page loads.
 */
async function paginaMetProvider(breedte: number) {
  const page = await newPage(browser, breedte, 900);
  staToe(page, /status of 404/);
  staToe(page, /ERR_NAME_NOT_RESOLVED/);
  // the same requests inside a network namespace of its own (how browser tests run beside others' on this machine)
  staToe(page, /ERR_INTERNET_DISCONNECTED/);
  return page;
}

/** At the provider (its own development pages, in English): log in as `login` and agree. */
async function bijDeProvider(page: Page, login: string) {
  await page.waitForURL((url) => url.origin === provider.issuer);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('wat-dan-ook');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

describe.each([390, 1366] as const)('OIDC en uitgaande e-mail op %i px', (breedte) => {
  it('inloggen met eHerkenning: KvK van het bedrijf → de startpagina van de deelnemer', async () => {
    const page = await paginaMetProvider(breedte);
    await page.goto(`${appUrl}/login`);
    const knop = page.getByRole('link', { name: 'Inloggen met eHerkenning' });
    await knop.waitFor();
    await rustig(page);
    expect(await axeFouten(page)).toEqual([]);
    await screenshot(page, `oidc-login-${breedte}`);
    await knop.click();
    await bijDeProvider(page, 'boer-oidc');
    await page.waitForURL(`${appUrl}/Home/new`);
    await page.getByText('Voortgang').waitFor();
    await rustig(page);
    await page.getByRole('heading', { name: 'Welkom, Jan de Vries' }).waitFor();
    expect(await axeFouten(page)).toEqual([]);
    await screenshot(page, `oidc-start-${breedte}`);
    await page.close();
  });

  it('onbekend KvK-nummer → terug op de inlogpagina met de Nederlandse melding, niet ingelogd', async () => {
    const page = await paginaMetProvider(breedte);
    await page.goto(`${appUrl}/login`);
    await page.getByRole('link', { name: 'Inloggen met eHerkenning' }).click();
    await bijDeProvider(page, 'onbekend');
    await page.waitForURL(`${appUrl}/login?oidc=onbekende-kvk`);
    await page.getByRole('alert').filter({ hasText: 'Uw KvK-nummer is nog niet bekend; vraag registratie aan bij de servicedesk.' }).waitFor();
    await rustig(page);
    expect(await axeFouten(page)).toEqual([]);
    await screenshot(page, `oidc-onbekend-${breedte}`);
    const sessie = (await page.context().cookies(appUrl)).find((c) => c.name === 'klw_sessie');
    expect(sessie).toBeUndefined();
    await page.close();
  });

  it('de servicedesk leest de uitgaande e-mail: tabel, tekst in de uitgeklapte rij, zoeken op ontvanger', async () => {
    const page = await newPage(browser, breedte, 900);
    await page.goto(`${appUrl}/login`);
    await page.getByLabel('E-mailadres').fill('medewerker@demo.nl');
    await page.getByLabel('Wachtwoord').fill('demo');
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await page.waitForURL(/\/Home\/new$/);
    await page.goto(`${appUrl}/beheer/uitbak`);
    await page.getByRole('heading', { name: 'Uitgaande e-mail' }).waitFor();
    await page.getByRole('cell', { name: 'Machtiging ingetrokken' }).waitFor();
    await expect(page.getByText('Er is geen mailserver ingesteld').isVisible()).resolves.toBe(true);
    await expect(page.getByText('Wacht op verzending').count()).resolves.toBe(3);
    await expect.poll(() => page.title()).toBe('Uitgaande e-mail - Kringloopwijzer');
    // the text opens in the row
    const rij = page.getByRole('row').filter({ hasText: 'Machtiging aangevraagd door Visser Melkveeadvies' });
    await rij.getByRole('button', { name: /uitklappen|uitvouwen|expand/i }).click();
    await page.getByText('vraagt een machtiging "beheren" voor uw bedrijf tot 31-12-2027').waitFor();
    await rustig(page);
    expect(await axeFouten(page)).toEqual([]);
    await screenshot(page, `uitbak-${breedte}`);
    await page.getByRole('searchbox', { name: 'Zoek op ontvanger' }).fill('adviseur');
    await page.getByRole('searchbox', { name: 'Zoek op ontvanger' }).press('Enter');
    await expect.poll(() => page.getByText('Wacht op verzending').count()).toBe(1);
    await expect(page.getByRole('cell', { name: 'adviseur@demo.nl' }).isVisible()).resolves.toBe(true);
    await page.close();
  });
});

describe('wie de uitbak niet mag lezen, en een server zonder OIDC', () => {
  it('een deelnemer krijgt één Nederlandse pagina "Geen toegang"', async () => {
    const page = await newPage(browser, 1366, 900);
    await inloggen(page, 'deelnemer@demo.nl');
    await page.goto(`${APP_URL}/beheer/uitbak`);
    // a page for another role says so, before any call (no 403, no console error)
    await page.getByRole('heading', { name: 'Geen toegang', level: 1 }).waitFor();
    await rustig(page);
    expect(await axeFouten(page)).toEqual([]);
    await page.close();
  });

  it('zonder KLW_OIDC_* toont de inlogpagina geen eHerkenning-knop', async () => {
    const page = await newPage(browser, 390, 900);
    await page.goto(`${APP_URL}/login`);
    await page.getByRole('button', { name: 'Probeer de demo' }).waitFor();
    // the settings call has answered once the page is idle
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('Inloggen met eHerkenning').count()).resolves.toBe(0);
    await page.close();
  });
});
