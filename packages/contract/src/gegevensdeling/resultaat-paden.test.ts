import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bereken, valideerInvoer, type Resultaat } from '@kw/engine';
import { productInhoud, type ProductBron } from './inhoud';
import { gelezenPaden, RESULTAAT_PADEN, RESULTAAT_PRODUCTEN, resultaatUitPaden } from './resultaat-paden';

const v = valideerInvoer(JSON.parse(readFileSync(new URL('../../../engine/examples/zandbedrijf-melkvee.json', import.meta.url), 'utf8')));
if (!v.ok) throw new Error('voorbeeld ongeldig');
const volledig = bereken(v.data);
const bron = (resultaat: Resultaat): ProductBron => ({ jaar: 2024, invoer: {}, resultaat, status: { id: 1, omschrijving: 'Open', ingediendOp: null } });
/** what the database gives for RESULTAAT_PADEN (`#>` per path): [value], or null for an absent leaf */
const blad = (r: unknown, pad: string): [unknown] | null => {
  let o = r;
  for (const d of pad.split('.')) {
    if (o === null || typeof o !== 'object' || !(d in o)) return null;
    o = (o as Record<string, unknown>)[d];
  }
  return [o];
};

describe('de delen van het resultaat die de resultaatproducten lezen (besluit 034)', () => {
  it('het product uit alleen de gelezen bladen is gelijk aan het product uit het hele resultaat', () => {
    expect(RESULTAAT_PADEN.length).toBeGreaterThan(30);
    for (const p of RESULTAAT_PRODUCTEN) {
      const deel = resultaatUitPaden(RESULTAAT_PADEN, RESULTAAT_PADEN.map((pad) => blad(volledig, pad)));
      const uitDeel = productInhoud(p, bron(deel));
      expect(uitDeel).toEqual(productInhoud(p, bron(volledig)));
      expect(Object.values(uitDeel!.kengetallen as Record<string, unknown>).some((x) => typeof x === 'number')).toBe(true);
    }
    // far less than the whole result
    expect(JSON.stringify(RESULTAAT_PADEN.map((pad) => blad(volledig, pad))).length * 5).toBeLessThan(JSON.stringify(volledig).length);
  });

  it('een blad dat het opgeslagen resultaat mist blijft weg (geen 0 uit null), zonder TypeError', () => {
    const deel = resultaatUitPaden(['bec.totaal', 'melk.vetProcent'], [null, [4.4]]) as unknown as { bec: { totaal?: number }; melk: { vetProcent: number } };
    expect(deel.bec).toEqual({});
    expect(deel.bec.totaal).toBeUndefined();
    expect(deel.melk.vetProcent).toBe(4.4);
  });

  it('gelezenPaden geeft alleen de bladen, ook door rekenwerk heen', () => {
    expect(gelezenPaden((r) => [(r as { a: { b: number } }).a.b / 1000, (r as { a: { c: { d: unknown } } }).a.c.d]).sort()).toEqual(['a.b', 'a.c.d']);
  });
});
