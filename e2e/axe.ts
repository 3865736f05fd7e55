/**
 * axe-core in the browser tests: every checked page must have no serious or critical violation
 * (WCAG 2.x A/AA rules and axe's best practices). Returns one "ruleId: target" line per offending
 * element, so a failing test names what to fix.
 */
import axe from 'axe-core';
import type { Page } from 'playwright-core';

interface AxeOvertreding {
  id: string;
  impact?: string | null;
  nodes: Array<{ target: unknown[] }>;
}

export async function axeFouten(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the app's Content-Security-Policy forbids inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const overtredingen = await page.evaluate(async () => {
    const w = window as unknown as { axe: { run: (ctx: Document, opties: object) => Promise<{ violations: AxeOvertreding[] }> } };
    const r = await w.axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  });
  return overtredingen
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.map(String).join(' ')}`));
}
