/**
 * The part of a stored engine result that the key figures read (`kengetallen` and the six
 * indicators): about a tenth of the ~23 KB result. The key figures of 500 farms read this part
 * in SQL instead of 11 MB of whole results (≤ 3 s for 500 farms; decision 019). A test checks
 * that the key figures of the part equal those of the whole result, so a figure added to
 * `kengetallen` without its path here fails it.
 */
import { sql, type SQL } from 'drizzle-orm';

type Boom = { [sleutel: string]: true | Boom };

/** true: the whole value under the key; an object: only those keys below it. */
export const KENGETALLEN_DEEL: Boom = {
  versie: true,
  oppervlakten: true,
  gve: true,
  melk: true,
  dashboard: true,
  gewasopbrengst: true,
  dumpfile: { nkoe: true, nkalf: true, npink: true, melkpkoe: true, melkperha: true, verl_bodbal2_ha: true },
  voer: { krachtvoerPer100KgMelk: true, rantsoen: true },
  bex: { uitkomst: true, forfaitaireExcretie: true },
  bodem: { stikstof: { benuttingBedrijfProcent: true }, fosfaat: { benuttingBedrijfProcent: true } },
  bea: { totaalKgNh3: true },
  bec: { totaal: true },
};

/** The part as one jsonb expression over the jsonb column `kolom` (keys are constants of this file, passed as parameters). */
export function deelSql(kolom: SQL, boom: Boom = KENGETALLEN_DEEL): SQL {
  const paren = Object.entries(boom).map(([k, v]) => {
    const waarde = sql`${kolom} -> ${k}::text`;
    return sql`${k}::text, ${v === true ? waarde : deelSql(waarde, v)}`;
  });
  return sql`jsonb_build_object(${sql.join(paren, sql`, `)})`;
}

/** The same part of a result in JavaScript (for the test; a missing key stays missing, as jsonb gives null). */
export function deelVan(x: unknown, boom: Boom = KENGETALLEN_DEEL): Record<string, unknown> {
  const o = (x ?? {}) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(boom).map(([k, v]) => [k, v === true ? (o[k] ?? null) : deelVan(o[k], v)]));
}
