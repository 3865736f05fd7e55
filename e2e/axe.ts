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

/** Ant Design's motion classes while an element fades in or out (a help text, a message, a modal). */
const IN_BEWEGING = '[class*="-appear-active"], [class*="-enter-active"], [class*="-leave-active"]';

export async function axeFouten(page: Page): Promise<string[]> {
  // Wait until no element is fading in or out: halfway through a fade its colours are not the ones a user reads
  // (axe once measured a help text at the start of its fade-in as too little contrast). Bounded: a page that never
  // comes to rest is still checked.
  await page.waitForFunction((kiezer) => document.querySelectorAll(kiezer).length === 0, IN_BEWEGING, { timeout: 3_000 }).catch(() => undefined);
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
