/** What a farmer reads in the report and the screens' help: the rule and its source in words, no internal notes, file names or "te verifiëren" marks. */
import { describe, expect, it } from 'vitest';
import { SECTIE_MODELLEN } from './rapportage/model/model.secties';
import { REFERENTIE_BRON } from './rapportage/rapportage.referenties';
import { register } from './schermen/register';
import { voorbeeldResultaten } from './test-hulp/voorbeeldbedrijven';

const VERBODEN = /§|te verifiëren|domeinnotities|\.md\b/i;

/** Every string anywhere in a value. */
const teksten = (x: unknown): string[] =>
  typeof x === 'string' ? [x] : Array.isArray(x) ? x.flatMap(teksten) : x && typeof x === 'object' ? Object.values(x).flatMap(teksten) : [];

describe('teksten voor de boer', () => {
  it('het rapport (elke sectie, tabel, cel en voetnoot) van de voorbeeldbedrijven', () => {
    for (const [, r] of voorbeeldResultaten()) for (const model of Object.values(SECTIE_MODELLEN)) expect(teksten(model(r)).filter((t) => VERBODEN.test(t))).toEqual([]);
    expect(VERBODEN.test(REFERENTIE_BRON)).toBe(false);
  });
  it('de hulpteksten van de invoerschermen', () => {
    const help = register.flatMap((s) => teksten(s)).filter((t) => t.length > 30);
    expect(help.filter((t) => /te verifiëren|domeinnotities|\.md\b/i.test(t))).toEqual([]);
  });
});
