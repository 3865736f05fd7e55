// What every action test asserts beside its own steps: no 4xx/5xx the user did not cause, no English or technical
// text on the screen.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** Every API answer of 400 or more the page got, as 'STATUS METHOD /path'. */
export function volgFouten(page: Page): string[] {
  const fouten: string[] = [];
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (r.status() >= 400 && (url.pathname.startsWith('/api/') || url.pathname.startsWith('/Menu/'))) fouten.push(`${r.status()} ${r.request().method()} ${url.pathname}`);
  });
  return fouten;
}

/** Words a Dutch user should never read: a developer's key, an empty value written out, a broken number. */
const TECHNISCH = [/\bkey\b/i, /\bundefined\b/, /\bnull\b/, /\bNaN\b/, /\[object/];

export async function geenTechnischeTekst(page: Page): Promise<void> {
  const tekst = await page.locator('body').innerText();
  for (const patroon of TECHNISCH) expect(tekst, `${patroon} op ${page.url()}`).not.toMatch(patroon);
}
