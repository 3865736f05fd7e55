/**
 * What a farmer reads in a signal: the rule and its source in words, never an internal note, a file name or a
 * "te verifiëren" mark (those stay in code comments); a range with its unit; neutral wording; the right article.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { signaleringCatalogus } from '../src/signalering/catalogus';
import { INDICATOR_BEREIK, indicatorSignalering } from '../src/signalering/indicatoren';

const VERBODEN = [/§/, /te verifiëren/i, /domeinnotities/i, /\.md\b/, /haalt geen melkveebedrijf/, /\bHet ammoniakemissie/, /\bhet broeikasgas\b/i];

/** The texts of every `meld(...)` call in the signal source: its template literal or string, without its code lines. */
function meldTeksten(): string[] {
  const bron = readFileSync(new URL('../src/signalering/signaleringen.ts', import.meta.url), 'utf8');
  return [...bron.matchAll(/meld\(\s*'[A-Z_]+',\s*[^,]+,\s*(`[^`]*`|'[^']*')/g)].map((m) => m[1]);
}

describe('signaaltekst', () => {
  const teksten = [
    ...meldTeksten(),
    ...Object.values(signaleringCatalogus).map((c) => c.omschrijving),
    ...(Object.keys(INDICATOR_BEREIK) as (keyof typeof INDICATOR_BEREIK)[]).map((k) => indicatorSignalering(k, 1_234_567, []).melding),
  ];
  it('leest de signalen', () => expect(meldTeksten().length).toBeGreaterThan(20));
  for (const v of VERBODEN) it(`zonder ${v}`, () => expect(teksten.filter((t) => v.test(t))).toEqual([]));
  it('een bereik of maximum noemt zijn eenheid', () => {
    expect(teksten.filter((t) => /\(verwacht \$\{nl\([^)]*\)\}–\$\{nl\([^)]*\)\}\)|\(maximaal \$\{nl\([^)]*\)\}\)/.test(t))).toEqual([]);
  });
  it('de ammoniakemissie, het stikstofbodemoverschot', () => {
    expect(indicatorSignalering('ammoniakKgNh3PerHa', 600, []).melding).toMatch(/^De ammoniakemissie per ha is 600 kg NH3\/ha; /);
    expect(indicatorSignalering('stikstofbodemoverschotKgNPerHa', 1200, []).melding).toMatch(/^Het stikstofbodemoverschot is 1\.200 kg N\/ha; dat ligt buiten het verwachte bereik van −?200 tot 1\.000 kg N\/ha/);
  });
});
