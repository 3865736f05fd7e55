/**
 * The rule version of a stored outcome (decision 028): the running engine plus a short hash of
 * the year's rule parameters (`packages/engine/src/parameters/<jaar>.ts`). It changes when the
 * engine is released with another version or a year's constants change, and only then; a
 * difference with the stored one is what puts an open year in the recompute queue.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parametersPerJaar } from '@kw/engine';

/** `@kw/engine <version>`, from the engine package itself. */
export const ENGINE_VERSIE = `@kw/engine ${(JSON.parse(readFileSync(new URL('../../../../../packages/engine/package.json', import.meta.url), 'utf8')) as { version: string }).version}`;

/** JSON with the keys of every object sorted, so the hash does not depend on the order they were written in. */
function vasteJson(w: unknown): string {
  if (Array.isArray(w)) return `[${w.map(vasteJson).join(',')}]`;
  if (w && typeof w === 'object') {
    return `{${Object.keys(w)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${vasteJson((w as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(w) ?? 'null';
}

const perJaar = new Map<number, string>();

/** "@kw/engine 0.1.0; regels 2024-1a2b3c4d"; a year without parameters: "…; regels 2017-geen". */
export function regelversieVoorJaar(jaar: number): string {
  let versie = perJaar.get(jaar);
  if (versie === undefined) {
    const p = parametersPerJaar[jaar];
    versie = `${ENGINE_VERSIE}; regels ${jaar}-${p ? createHash('sha256').update(vasteJson(p)).digest('hex').slice(0, 8) : 'geen'}`;
    perJaar.set(jaar, versie);
  }
  return versie;
}

/** The current rule version of every year with parameters, for a run's record and the start check. */
export function huidigeRegelversies(): Record<string, string> {
  return Object.fromEntries(Object.keys(parametersPerJaar).map((j) => [j, regelversieVoorJaar(Number(j))]));
}
