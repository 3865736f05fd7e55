import { expect } from 'vitest';
import type { Page } from 'playwright-core';
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
  if (gevouwen) await expect.poll(() => menu.isVisible()).toBe(false);
  await page.waitForURL(/\/melklevering\/Index\/\d+$/);
  await page.getByText('Handmatige melkleveringen').waitFor();
}

/** Chooses a year in the header's year list; below 640 px that list sits in the folded menu. */
export async function kiesJaar(page: Page, jaar: string) {
  const jaarLijst = page.getByRole('combobox', { name: 'Jaar' }).first();
  const menuKnop = page.getByRole('button', { name: 'Menu', exact: true });
  await jaarLijst.or(menuKnop).first().waitFor();
  if (!(await jaarLijst.isVisible())) await menuKnop.click();
  await jaarLijst.selectOption({ label: jaar });
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
 * Staff open a farm only with a reason (issue 17 §4): on /Deelnemers, search the farm, 'Openen',
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
