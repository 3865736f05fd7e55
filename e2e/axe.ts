/** axe-core in the page: the serious and critical violations, as "rule-id: target" lines (empty = none). */
import axe from 'axe-core';
import type { Page } from 'playwright-core';

export async function axeFouten(page: Page): Promise<string[]> {
  const geladen = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  // Evaluated through the DevTools protocol: the app's CSP (script-src 'self') refuses an inline script tag.
  if (!geladen) await page.evaluate(axe.source);
  const resultaten = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Array<{ id: string; impact?: string; nodes: Array<{ target: unknown[] }> }> }> } }).axe;
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.map(String).join(' ')}`));
  });
  return resultaten;
}
