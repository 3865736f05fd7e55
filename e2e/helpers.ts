import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { axeFouten } from './axe';
import { screenshot } from './browser';
import { APP_URL } from './ports';

export async function inloggen(page: Page, email: string, wachtwoord = 'demo') {
  await page.goto(`${APP_URL}/login`);
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill(wachtwoord);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await page.waitForURL(/\/Home\/new$/);
}

/** Opens Melklevering from the menu and waits until the screen (not 'Laden...') is shown. */
export async function openMelklevering(page: Page) {
  // Below 992 px the menu is folded away behind a 'Menu' button (the shell's responsive menu).
  // Wait until the shell has drawn one of the two before choosing: right after login it may still be loading.
  const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
  const menuKnop = page.getByRole('button', { name: 'Menu', exact: true });
  await menu.or(menuKnop).first().waitFor();
  const gevouwen = await menuKnop.isVisible();
  if (gevouwen) await menuKnop.click();
  await menu.getByRole('link', { name: /Melklevering/ }).click();
  // The folded menu closes after a choice; wait until it is gone, so a next step does not meet it half-closed.
  // 15 s, not the default 5: with two browser-test workers on a loaded 2-core machine the drawer's close took longer.
  if (gevouwen) await expect.poll(() => menu.isVisible(), { timeout: 15_000 }).toBe(false);
  await page.waitForURL(/\/melklevering\/Index\/\d+$/);
  await page.getByText('Handmatige melkleveringen').waitFor();
}

/** Chooses a year in the header's year list (in the header at every width, decision 025). */
export async function kiesJaar(page: Page, jaar: string) {
  await page.locator('header').getByRole('combobox', { name: 'Jaar' }).selectOption({ label: jaar });
}

/**
 * A call with the page's own access token, as the app makes it. It first waits for the token in sessionStorage: the
 * start page can be drawn before the app has stored it (a first try read /api/Profiel without it under load, CI
 * 27-11-2026).
 */
export async function api(page: Page, methode: 'GET' | 'POST', pad: string, body?: unknown) {
  await page.waitForFunction(() => sessionStorage.getItem('klw.access_token') !== null);
  return page.evaluate(
    async ({ methode, pad, body }) => {
      const token = sessionStorage.getItem('klw.access_token');
      const r = await fetch(pad, { method: methode, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: r.status, json: (await r.json()) as Record<string, unknown> };
    },
    { methode, pad, body },
  );
}

export const veld = (page: Page, label: string) => page.getByRole('spinbutton', { name: label, exact: true });

/**
 * Types like a person: click into the field, select what is there, type over it, leave. (fill('')
 * raced the field's own focus handler, which puts the unformatted text back just after focus: a
 * field that already held 15.000 then read 1500015000.)
 */
export async function vulIn(page: Page, label: string, tekst: string) {
  const input = veld(page, label);
  await input.click();
  await input.press('ControlOrMeta+a');
  if (tekst) await input.pressSequentially(tekst);
  else await input.press('Backspace');
  await input.blur();
}

export async function titelEindigtGoed(page: Page) {
  await expect.poll(() => page.title()).toMatch(/ - Kringloopwijzer$/);
}

/**
 * Staff open a farm only with a reason (decision 019): on /Deelnemers, search the farm, 'Openen',
 * give the reason; lands on the farm's start page.
 */
export async function openAlsMedewerker(page: Page, bedrijfsnaam: string, reden = 'Telefoon: vraag van de boer over de kringloopwijzer') {
  await page.goto(`${APP_URL}/Deelnemers`);
  await page.getByRole('heading', { name: 'Deelnemers', level: 1 }).waitFor();
  await page.getByRole('searchbox', { name: 'Zoek op naam, KvK-, UBN- of BRS-nummer' }).fill(bedrijfsnaam);
  const openen = page.getByRole('button', { name: `${bedrijfsnaam} openen` });
  await openen.waitFor({ timeout: 20_000 });
  await openen.click();
  const venster = page.getByRole('dialog', { name: `${bedrijfsnaam} openen` });
  await venster.getByLabel('Reden').fill(reden);
  await venster.getByRole('button', { name: 'Openen' }).click();
  await page.waitForURL(/\/Home\/new$/);
  await expect.poll(() => page.getByText(bedrijfsnaam).first().isVisible(), { timeout: 20_000 }).toBe(true);
}

/**
 * Clicks a button of the open dialog as a user does: once the dialog has opened and the page has come to rest. A click
 * during antd's zoom-in was lost in CI (27-11-2026, twice): the dialog stayed open and its action never ran.
 */
export async function klikInVenster(page: Page, knop: string, venster: Locator = page.getByRole('dialog')) {
  await venster.waitFor();
  await wachtOpRust(page);
  await venster.getByRole('button', { name: knop }).click();
}

/**
 * Waits until the page has come to rest: three animation frames in a row without a running animation or
 * transition. A transition that a pointer move or a click sets off starts a frame later, so one quiet look
 * right after the move is not enough (the tests slept 100–400 ms for that; this waits only as long as needed).
 */
// 15 s, not 5: on the CI machine with two browser files in parallel a dialog's loading spinner ran past 5 s once
// (koppelingen › proefdraai, 27-11-2026); it waits only as long as needed
export async function wachtOpRust(page: Page, timeout = 15_000) {
  await page.evaluate(() => {
    (window as unknown as { __kwStil: number }).__kwStil = 0;
  });
  try {
    await page.waitForFunction(
      () => {
        const w = window as unknown as { __kwStil: number };
        w.__kwStil = document.getAnimations().every((a) => a.playState !== 'running') ? w.__kwStil + 1 : 0;
        return w.__kwStil >= 3;
      },
      undefined,
      { polling: 'raf', timeout },
    );
  } catch (e) {
    // name what kept running, so a failure says where to look
    const lopend = await page
      .evaluate(() =>
        document
          .getAnimations()
          .filter((a) => a.playState === 'running')
          .map((a) => {
            const doel = (a.effect as KeyframeEffect | null)?.target as Element | null;
            const naam = (a as CSSAnimation).animationName ?? (a as CSSTransition).transitionProperty ?? a.constructor.name;
            // the control it spins in (a button's or field's name), so a failure says which call was still running;
            // not the spinning icon itself (antd's loading icon carries aria-label "loading")
            const plek = doel?.closest('button, [aria-label]:not(.anticon), .ant-select, .ant-input-search, .ant-modal, section');
            const bij = plek ? (plek.getAttribute('aria-label') ?? plek.querySelector('[aria-label]:not(.anticon)')?.getAttribute('aria-label') ?? plek.textContent?.trim().slice(0, 60) ?? '') : '';
            return `${naam} op ${doel ? `${doel.tagName.toLowerCase()}.${[...doel.classList].join('.')}` : '?'}${bij ? ` in "${bij}"` : ''}`;
          }),
      )
      .catch(() => []);
    throw new Error(`De pagina kwam niet tot rust; nog bezig: ${lopend.join('; ') || 'niets meer'}`, { cause: e });
  }
}

/** Colours are measured when the page is at rest: loaded, pointer parked off the buttons, antd's motion ended. */
export async function rustig(page: Page) {
  await page.waitForFunction(() => !document.body.innerText.includes('Laden...'));
  await page.mouse.move(1, 1);
  await wachtOpRust(page);
}

/** At 1366 and 390 px: axe without serious or critical violations, nothing wider than the screen, a screenshot each. */
export async function opBreedtes(page: Page, naam: string, wacht: () => Promise<unknown>) {
  for (const breedte of [1366, 390]) {
    await page.setViewportSize({ width: breedte, height: breedte > 500 ? 900 : 844 });
    await wacht();
    // a toast that starts fading out while axe runs reads as low contrast (a full run failed so on 28-11-2026): let the
    // last one go first (antd closes them after 3–4.5 s, but not while the pointer rests on one; the app has none that
    // stays)
    await page.mouse.move(1, 1);
    await page.locator('.ant-notification-notice, .ant-message-notice').last().waitFor({ state: 'detached', timeout: 15_000 });
    await rustig(page);
    expect(await axeFouten(page), `${naam} at ${breedte} px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${naam} at ${breedte} px`).toBeLessThanOrEqual(breedte);
    await screenshot(page, `${naam}-${breedte}`);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}
