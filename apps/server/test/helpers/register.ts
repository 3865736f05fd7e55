/** Documents for the register suites: valid ones from the demo data, invalid ones from the register itself. */
import { codelijsten, register, type Categorie, type SchermRegistratie, type VeldDefinitie } from '@kw/contract';
import { demoSchermen } from '../../src/db/seed-invoer';

export const demoDocumenten = (jaar: number) => demoSchermen({ naam: 'Testbedrijf', koeien: 90, grasHa: 40, melkKg: 850_000 }, jaar);

/** A valid value for a field (inside its bounds, a real choice). */
export function geldigeWaarde(v: VeldDefinitie): unknown {
  // a coded field takes a code of its list (decision 025: a code outside a closed list is refused)
  if (v.codelijst) return codelijsten[v.codelijst].codes[0].code;
  if (v.soort === 'getal') return v.max !== undefined ? Math.min(v.max, Math.max(v.min ?? 0, 1)) : Math.max(v.min ?? 0, 1);
  if (v.soort === 'keuze') return v.keuzes![0].waarde;
  if (v.soort === 'janee') return false;
  if (v.soort === 'datum') return '2024-01-01';
  return 'Test';
}

function zet(doel: Record<string, unknown>, sleutel: string, waarde: unknown) {
  const delen = sleutel.split('.');
  let x = doel;
  for (const d of delen.slice(0, -1)) x = (x[d] ??= {}) as Record<string, unknown>;
  x[delen[delen.length - 1]] = waarde;
}

/**
 * Rules over several fields of a row (the engine's superRefine) that a column cannot say: an
 * arable crop needs its output as kg N and kg P2O5 or as product with contents.
 */
const regelsOverVelden: Record<string, Record<string, unknown>> = { 'akkerbouw.gewassen': { afvoerKgN: 100, afvoerKgP2o5: 40 } };

/** Row `i` of a table with every required column filled validly (nested objects whole or not at all), and its own row id. */
export function geldigeRij(t: Extract<Categorie, { soort: 'tabel' }>, i = 0): Record<string, unknown> {
  const rij: Record<string, unknown> = { ...regelsOverVelden[t.pad] };
  for (const k of t.kolommen) if (k.verplicht) zet(rij, k.sleutel, geldigeWaarde(k));
  if (t.rijId) rij[t.rijId] = `rij-${i + 1}`;
  return rij;
}

/** The first numeric field with a bound, made out of bounds. */
export function buitenBereik(v: VeldDefinitie): number | undefined {
  if (v.soort !== 'getal') return undefined;
  if (v.min !== undefined) return v.min - 1;
  if (v.max !== undefined) return v.max + 1;
  return undefined;
}

export const getalMetGrens = (velden: VeldDefinitie[]) => velden.find((v) => !v.sleutel.includes('.') && buitenBereik(v) !== undefined);

/** A copy of a document with `waarde` at a dotted path. */
export function metWaarde(doc: object, pad: string, waarde: unknown): Record<string, unknown> {
  const kopie = structuredClone(doc) as Record<string, unknown>;
  const delen = pad.split('.');
  let x: Record<string, unknown> = kopie;
  for (const d of delen.slice(0, -1)) x = (x[d] ??= /^\d+$/.test(d) ? {} : {}) as Record<string, unknown>;
  x[delen[delen.length - 1]] = waarde;
  return kopie;
}

export const tabellen = (s: SchermRegistratie) => s.categorieen.filter((c): c is Extract<Categorie, { soort: 'tabel' }> => c.soort === 'tabel');
export const veldenCategorieen = (s: SchermRegistratie) => s.categorieen.filter((c): c is Extract<Categorie, { soort: 'velden' }> => c.soort === 'velden');
export { register };
