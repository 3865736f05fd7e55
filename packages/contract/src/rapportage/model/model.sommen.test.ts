/** Every balance table of the report adds up: the signed terms reproduce the total as shown (engine example farms; the demo farms: server test getallen-kloppen). */
import { describe, expect, it } from 'vitest';
import { voorbeeldResultaten } from '../../test-hulp/voorbeeldbedrijven';
import { balansSomAfwijkingen } from './model.cel';
import { SECTIE_MODELLEN } from './model.secties';

/** The tables that are a balance (section, table title): each must declare its sums. */
const BALANSTABELLEN: [string, string | null][] = [
  ['balansen', null],
  ['balansen', 'Van bedrijfsoverschot naar bodemoverschot (stikstof)'],
  ['bex', 'Berekening: opname min vastlegging'],
  ['ammoniak', null],
  ['broeikasgassen', null],
];

describe('balanstabellen tellen op', () => {
  for (const [naam, r] of voorbeeldResultaten()) {
    it(naam, () => {
      for (const [sectie, titel] of BALANSTABELLEN) {
        const t = SECTIE_MODELLEN[sectie as keyof typeof SECTIE_MODELLEN](r).tabellen.find((x) => x.titel === titel);
        expect(t?.sommen?.length, `${sectie} ${titel}`).toBeGreaterThan(0);
      }
      for (const [sectie, model] of Object.entries(SECTIE_MODELLEN)) for (const t of model(r).tabellen) expect(balansSomAfwijkingen(t), sectie).toEqual([]);
    });
  }
  it('de bodemoverschot-tabel telt depositie, binding en mineralisatie niet nog eens op (die zitten in de aanvoer)', () => {
    const [, r] = voorbeeldResultaten()[0];
    const t = SECTIE_MODELLEN.balansen(r).tabellen[1];
    expect(t.rijen.map((x) => x.cellen[0].tekst).join(' | ')).not.toMatch(/depositie|binding|mineralisatie/i);
  });
});
