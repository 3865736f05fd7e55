/** The call catalogue (decision 036) holds together: examples parse, paths are unique, inputs are strict, refusals are Dutch. */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { aanroepSleutel, alleAanroepen } from './catalogus';

type Def = { type?: string; catchall?: { _zod: { def: { type?: string } } }; options?: z.ZodType[]; left?: z.ZodType; right?: z.ZodType; in?: z.ZodType; innerType?: z.ZodType };
const defVan = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

/** A strict object; a union (or intersection) of strict objects; a refined or piped strict object. */
function isStrikt(s: z.ZodType): boolean {
  const def = defVan(s);
  if (def.type === 'object') return def.catchall?._zod.def.type === 'never';
  if (def.type === 'union') return (def.options ?? []).every(isStrikt);
  if (def.type === 'intersection') return isStrikt(def.left!) && isStrikt(def.right!);
  if (def.type === 'pipe') return isStrikt(def.in!);
  return false;
}

describe('de aanroepencatalogus', () => {
  it.each(alleAanroepen.filter((a) => !a.bestand).map((a) => [a.naam, a] as const))('%s: het voorbeeld past bij het antwoord', (_naam, a) => {
    const uitkomst = a.antwoord.safeParse(a.voorbeeld);
    expect(uitkomst.success, uitkomst.success ? '' : uitkomst.error.message).toBe(true);
  });

  it('een bestand antwoordt z.unknown() en heeft voorbeeld null', () => {
    for (const a of alleAanroepen.filter((x) => x.bestand)) {
      expect(defVan(a.antwoord).type, a.naam).toBe('unknown');
      expect(a.voorbeeld, a.naam).toBeNull();
    }
  });

  it('methode en pad zijn uniek', () => {
    const sleutels = alleAanroepen.map((a) => aanroepSleutel(a.methode, a.pad));
    expect(sleutels.filter((s, i) => sleutels.indexOf(s) !== i)).toEqual([]);
    expect(alleAanroepen.every((a) => a.pad.startsWith('/api/'))).toBe(true);
  });

  it.each(alleAanroepen.map((a) => [a.naam, a] as const))('%s: de invoer is een strikt object', (_naam, a) => {
    expect(isStrikt(a.invoer)).toBe(true);
  });

  it('elke weigering heeft een Nederlandse melding en een samenvatting in het Nederlands', () => {
    for (const a of alleAanroepen) {
      expect(a.samenvatting.trim().length, a.naam).toBeGreaterThan(10);
      expect(a.weigeringen.length, a.naam).toBeGreaterThan(0);
      for (const w of a.weigeringen) {
        expect(w.melding.trim().length, `${a.naam} ${w.status}`).toBeGreaterThan(5);
        // a sentence: starts with a capital (or a quote), ends with a full stop; no English error words
        expect(w.melding, `${a.naam} ${w.status}`).toMatch(/^[A-Z"'‘“<]/);
        expect(w.melding, `${a.naam} ${w.status}`).toMatch(/[.!?)]$/);
        expect(w.melding, `${a.naam} ${w.status}`).not.toMatch(/\b(error|invalid|not found|forbidden|unauthorized|required)\b/i);
      }
    }
  });
});
