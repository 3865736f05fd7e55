/**
 * The save's engine input from cached sections must be exactly what the full `valideerInvoer`
 * gives, and fall back to it (undefined) whenever the input does not pass.
 */
import { describe, expect, it } from 'vitest';
import { valideerSchermDocument } from '@kw/contract';
import { bereken, valideerInvoer } from '@kw/engine';
import { demoSchermen, halfGevuld } from '../../db/seed-invoer';
import { berekenUitkomst, stelInvoerSamen, valideerBron, type InvoerBron } from './uitkomst.bereken';
import { geparsteInvoer, SectieCache } from './uitkomst.secties';

const melk = { kg: 900_000, vet: 4.4, eiwit: 3.5, ureum: 22, fosfor: 98 };
const bedrijf = { naam: 'T', koeien: 95, grasHa: 40, melkKg: 900_000 };
const bron = (jaar: number, schermen: Record<string, unknown> = demoSchermen(bedrijf, jaar)): InvoerBron => ({
  jaar,
  // as the repository gives them: the stored JSON text beside the document
  rijen: Object.entries(schermen).map(([scherm, gegevens]) => ({ scherm, gegevens: gegevens as Record<string, unknown>, versie: 1, tekst: JSON.stringify(gegevens) })),
  melk: { invoer: undefined, automatisch: melk, jaar },
  melkOpgeslagen: true,
});

const volledig = (b: InvoerBron) => valideerInvoer(stelInvoerSamen(b));

function diepBevroren<T>(x: T): T {
  if (x && typeof x === 'object' && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) diepBevroren(v);
  }
  return x;
}

describe('geparsteInvoer: the cached sections give the engine the same input', () => {
  it.each([2018, 2020, 2022, 2024])('a complete year (%i): equal to valideerInvoer, from the cache on the second call', (jaar) => {
    const cache = new SectieCache();
    const b = bron(jaar);
    const v = volledig(b);
    expect(v.ok).toBe(true);
    expect(geparsteInvoer(b, cache)).toEqual(v.ok && v.data);
    const gevuld = cache.grootte;
    expect(gevuld).toBeGreaterThan(5);
    expect(geparsteInvoer(b, cache)).toEqual(v.ok && v.data);
    expect(cache.grootte).toBe(gevuld);
  });

  it('the row just saved brings its sections parsed by the register check', () => {
    const cache = new SectieCache();
    const b = bron(2024);
    const kv = b.rijen.find((r) => r.scherm === 'krachtvoer')!;
    const check = valideerSchermDocument('krachtvoer', 2024, kv.gegevens);
    expect(check.ok).toBe(true);
    const gesaved = { ...b, rijen: b.rijen.map((r) => (r === kv ? { scherm: r.scherm, gegevens: r.gegevens, versie: 2, geparst: check.ok ? check.geparst : undefined } : r)) };
    const v = volledig(gesaved);
    expect(geparsteInvoer(gesaved, cache)).toEqual(v.ok && v.data);
  });

  it('the record year wins over a year in the document, as in stelInvoerSamen', () => {
    const schermen = demoSchermen(bedrijf, 2024) as Record<string, Record<string, Record<string, unknown>>>;
    schermen.bedrijfsgegevens.bedrijfsgegevens = { ...schermen.bedrijfsgegevens.bedrijfsgegevens, jaar: 2000 };
    const invoer = geparsteInvoer(bron(2024, schermen), new SectieCache());
    expect(invoer?.bedrijfsgegevens.jaar).toBe(2024);
  });

  it('a half-filled year passes the same way', () => {
    const half = bron(2024, halfGevuld(bedrijf, 2024));
    const v = volledig(half);
    expect(geparsteInvoer(half, new SectieCache())).toEqual(v.ok ? v.data : undefined);
  });

  it('no plots (a cross-section rule), no herd (a required section), a year without rules, an invalid stored row: undefined, so the full check gives its messages', () => {
    const cache = new SectieCache();
    for (const weg of ['percelen', 'veestapel']) {
      const zonder = Object.fromEntries(Object.entries(demoSchermen(bedrijf, 2024)).filter(([k]) => k !== weg));
      const b = bron(2024, zonder);
      expect(volledig(b).ok, weg).toBe(false);
      expect(geparsteInvoer(b, cache), weg).toBeUndefined();
      expect(valideerBron(b, cache)).toEqual(volledig(b));
    }

    expect(geparsteInvoer(bron(2031), cache)).toBeUndefined();

    const schermen = demoSchermen(bedrijf, 2024) as Record<string, Record<string, Record<string, unknown>>>;
    schermen.energie = { energie: { dieselLiter: -5 } };
    const fout = bron(2024, schermen);
    expect(geparsteInvoer(fout, cache)).toBeUndefined();
    expect(valideerBron(fout, cache)).toEqual(volledig(fout));
  });

  it('the engine does not change its input, so cached sections can be shared between saves', () => {
    const v = volledig(bron(2024));
    if (!v.ok) throw new Error('demo year not valid');
    const vergelijk = structuredClone(v.data);
    expect(() => bereken(diepBevroren(v.data))).not.toThrow();
    expect(v.data).toEqual(vergelijk);
  });

  it('berekenUitkomst with or without the cache: the same outcome', () => {
    const cache = new SectieCache();
    for (const schermen of [demoSchermen(bedrijf, 2024), halfGevuld(bedrijf, 2024)]) {
      const b = bron(2024, schermen);
      const zonder = berekenUitkomst(b, 'test');
      expect(berekenUitkomst(b, 'test', cache)).toEqual(zonder);
      expect(berekenUitkomst(b, 'test', cache)).toEqual(zonder);
    }
  });

  it('the cache stays within its bound, the least recently used out first', () => {
    const c = new SectieCache(2);
    c.set('a', {});
    c.set('b', {});
    c.get('a');
    c.set('c', {});
    expect(c.grootte).toBe(2);
    expect(c.get('b')).toBeUndefined();
    expect(c.get('a')).toBeDefined();
  });

  it('keeps one version per stored row: a newer version replaces the older one, which is not found any more', () => {
    const c = new SectieCache(10);
    const oud = { krachtvoer: { producten: [] } };
    const nieuw = { krachtvoer: { producten: [{ naam: 'Brok' }] } };
    c.set('2024\n7:41:krachtvoer:3:1001', oud);
    c.set('2024\n7:41:ruwvoer:1:1001', {});
    c.set('2024\n7:41:krachtvoer:4:1002', nieuw);
    expect(c.grootte).toBe(2);
    expect(c.get('2024\n7:41:krachtvoer:3:1001')).toBeUndefined();
    expect(c.get('2024\n7:41:krachtvoer:4:1002')).toBe(nieuw);
    // the same row of another record or year is another row
    c.set('2024\n7:42:krachtvoer:4:1002', oud);
    c.set('2023\n7:41:krachtvoer:4:1002', oud);
    expect(c.grootte).toBe(4);
    expect(c.get('2024\n7:41:krachtvoer:4:1002')).toBe(nieuw);
    // a key of the text's hash is a row of its own
    c.set('krachtvoer\n2024\nq8/Zx+abc=', oud);
    expect(c.get('krachtvoer\n2024\nq8/Zx+abc=')).toBe(oud);
  });
});
