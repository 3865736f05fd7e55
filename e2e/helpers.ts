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
  const menuKnop = page.getByRole('button', { name: 'Menu', exact: true });
  if (await menuKnop.isVisible()) await menuKnop.click();
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: /Melklevering/ }).click();
  await page.waitForURL(/\/melklevering\/Index\/\d+$/);
  await page.getByText('Handmatige melkleveringen').waitFor();
}

export const veld = (page: Page, label: string) => page.getByRole('spinbutton', { name: label, exact: true });

export async function vulIn(page: Page, label: string, tekst: string) {
  const input = veld(page, label);
  await input.fill('');
  await input.pressSequentially(tekst);
  await input.blur();
}

export async function titelEindigtGoed(page: Page) {
  await expect.poll(() => page.title()).toMatch(/ - Kringloopwijzer$/);
}
