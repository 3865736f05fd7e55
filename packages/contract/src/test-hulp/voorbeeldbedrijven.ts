/**
 * The engine's example farms, for tests that hold every screen's figures against each other: the
 * example file (packages/engine/examples), the reference farm types, the small hand-calculable farm
 * and the large farm of the engine's tests. The demo farms are checked on the server (seeded records).
 */
import { readFileSync } from 'node:fs';
import { bereken, valideerInvoer, type BedrijfsjaarInvoer } from '@kw/engine';
import { grootBedrijf } from '../../../engine/test/groot-bedrijf';
import { invoer as kleinBedrijf } from '../../../engine/test/helpers';
import { bedrijfstypen, referentieInvoer, type Bedrijfstype } from '../../../engine/test/referentie/bedrijfstypen';

export function voorbeeldInvoer(): [string, BedrijfsjaarInvoer][] {
  const v = valideerInvoer(JSON.parse(readFileSync(new URL('../../../engine/examples/zandbedrijf-melkvee.json', import.meta.url), 'utf8')));
  if (!v.ok) throw new Error('voorbeeld ongeldig');
  return [
    ['zandbedrijf-melkvee.json', v.data],
    ['klein bedrijf', kleinBedrijf()],
    ['groot bedrijf', grootBedrijf()],
    ...(Object.keys(bedrijfstypen) as Bedrijfstype[]).map((t): [string, BedrijfsjaarInvoer] => [t, referentieInvoer(t)]),
  ];
}

export const voorbeeldResultaten = () => voorbeeldInvoer().map(([naam, i]) => [naam, bereken(i, { metAfleiding: true })] as const);
