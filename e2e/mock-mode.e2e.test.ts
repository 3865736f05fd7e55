import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { newPage, screenshot, startBrowser } from './browser';
import { MOCK_URL } from './ports';
import { axeFouten } from './axe';

// verwijderen bij samenvoegen met fix-form: Melklevering's help-text contrast and aria-describedby ids.
const BEKEND_FIX_FORM = ['color-contrast', 'aria-valid-attr-value'];

let browser: Browser;
beforeAll(async () => {
  browser = await startBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('port-3000 mock mode', () => {
  it('shows the debug selection screen at / and answers calls from mocks after 1500 ms', async () => {
    const page = await newPage(browser);
    const netwerk: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/|RefreshToken/.test(r.url())) netwerk.push(r.url());
    });
    await page.goto(`${MOCK_URL}/`);
    await page.getByRole('link', { name: /Melklevering/ }).first().waitFor();
    await screenshot(page, 'mock-debug');
    await page.getByRole('link', { name: /Melklevering/ }).first().click();
    const start = Date.now();
    await page.getByText('Laden...').first().waitFor();
    await page.getByText('Handmatige melkleveringen').waitFor({ timeout: 15_000 });
    expect(Date.now() - start).toBeGreaterThanOrEqual(1400);
    await page.getByText(/Automatische melkleveringen \[Laatste levering: /).waitFor();
    await screenshot(page, 'mock-melklevering');
    expect(netwerk).toEqual([]);
    expect((await axeFouten(page)).filter((f) => !BEKEND_FIX_FORM.includes(f.split(':')[0]))).toEqual([]);
    await page.close();
  });
});
