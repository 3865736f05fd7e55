/** Debian's Chromium through playwright-core (no browser download; see docs/decisions). */
import { chromium, type Browser, type Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

function lanceer(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/**
 * The file's browser. One that has crashed is started again at the next new context or page: in a full run on
 * 27-11-2026 Chromium crashed in one test, and every later test of that file and every retry then failed on "Target
 * page, context or browser has been closed". The test in which it crashed still fails; its retry gets a live browser.
 */
export async function startBrowser(): Promise<Browser> {
  let huidig = await lanceer();
  return new Proxy(huidig, {
    get(_doel, naam) {
      if (naam === 'newContext' || naam === 'newPage') {
        return async (...args: unknown[]) => {
          if (!huidig.isConnected()) huidig = await lanceer();
          return (huidig[naam] as (...a: unknown[]) => unknown)(...args);
        };
      }
      const waarde: unknown = Reflect.get(huidig, naam);
      return typeof waarde === 'function' ? waarde.bind(huidig) : waarde;
    },
  });
}

/**
 * Console errors and uncaught page errors of every page a test opened; console-check.ts asserts
 * after each test that there were none. A test that provokes an HTTP error on purpose (Chromium
 * logs "Failed to load resource: ... status of 403") names that one with `staToe`.
 */
const consoleFouten: string[] = [];
const toegestaan = new WeakMap<Page, RegExp[]>();

export function staToe(page: Page, patroon: RegExp): void {
  toegestaan.set(page, [...(toegestaan.get(page) ?? []), patroon]);
}

/** The errors collected since the last call (and forgets them). */
export function neemConsoleFoutenAf(): string[] {
  return consoleFouten.splice(0, consoleFouten.length);
}

function volgFouten(page: Page) {
  const meld = (tekst: string) => {
    if ((toegestaan.get(page) ?? []).some((p) => p.test(tekst))) return;
    consoleFouten.push(`${page.url()}: ${tekst}`);
  };
  page.on('console', (bericht) => {
    if (bericht.type() === 'error') meld(bericht.text());
  });
  page.on('pageerror', (fout) => meld(`pageerror: ${fout.message}`));
}

export async function newPage(browser: Browser, width = 1400, height = 1000): Promise<Page> {
  const context = await browser.newContext({ locale: 'nl-NL', timezoneId: 'Europe/Amsterdam', viewport: { width, height } });
  const page = await context.newPage();
  volgFouten(page);
  return page;
}

const shots = join(import.meta.dirname, 'screenshots');
export async function screenshot(page: Page, name: string) {
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });
}
