/**
 * The example farm's report input: `packages/engine/examples/zandbedrijf-melkvee.json` through the engine, with the
 * metadata of "Melkveebedrijf De Vries". Shared by the report tests and `bench/rapport.bench.ts`; `meta` overrides
 * fields of the metadata (a test of a closed year, the bench's date).
 */
import { readFileSync } from 'node:fs';
import { bedrijfsjaarInvoerSchema, bereken } from '@kw/engine';
import type { RapportInvoer, RapportMeta } from './rapportage.types';

const VOORBEELD = new URL('../../../../../packages/engine/examples/zandbedrijf-melkvee.json', import.meta.url);

export function voorbeeldRapportInvoer(meta: Partial<RapportMeta> = {}): RapportInvoer {
  const resultaat = bereken(bedrijfsjaarInvoerSchema.parse(JSON.parse(readFileSync(VOORBEELD, 'utf8'))));
  return {
    resultaat,
    meta: {
      bedrijfsnaam: 'Melkveebedrijf De Vries',
      relatieId: 4711,
      jaar: resultaat.jaar,
      statusOmschrijving: 'Open',
      rekenregelversie: resultaat.versie,
      datum: new Date('2026-03-05T12:00:00Z'),
      ...meta,
    },
  };
}
