/**
 * Pure rules of the generic input screen (decision 010): field ids from document paths, the
 * use per stock row, totals, cleaning the form values into a screen document, and the
 * change of an indicator. No React here, so the rules are tested without rendering.
 */
import { codeMelding, type SchermDocument, type TabelCategorie, type VeldDefinitie } from '@kw/contract';
import { controleerGetal } from '../form/veld-regels';
import type { GetalRegel } from '../form/getal-tekst';

/** antd names a field by its path joined with '_' (no form name): 'a.b.2.c' → 'a_b_2_c'. */
export const veldId = (veldPad: string): string => veldPad.split('.').join('_');

/** The antd form path of a dotted document path; numeric segments become list indexes. */
export const formPad = (pad: string): (string | number)[] => pad.split('.').map((deel) => (/^\d+$/.test(deel) ? Number(deel) : deel));

/** A register field as the rule of the shared number field (label, unit, bounds, precision; absent bounds are open). */
export function getalRegel(veld: VeldDefinitie, label = veld.label): GetalRegel {
  return { label, eenheid: veld.eenheid, min: veld.min, max: veld.max, precisie: veld.precisie };
}

/** The Dutch message of one value of a field, or null when it is acceptable (also empty and optional). */
export function controleerWaarde(veld: VeldDefinitie, waarde: unknown): string | null {
  const leeg = waarde === null || waarde === undefined || waarde === '';
  if (leeg) return veld.verplicht ? `${veld.label} is verplicht.` : null;
  // a code outside a closed list, worded as the server words it (decision 025)
  if (veld.codelijst) {
    const melding = codeMelding(veld.codelijst, veld.label, waarde);
    if (melding) return melding;
  }
  if (veld.soort === 'getal') return controleerGetal(getalRegel(veld), typeof waarde === 'number' ? waarde : Number(waarde));
  if (veld.soort === 'tekst' && veld.maxLengte !== undefined && String(waarde).length > veld.maxLengte) {
    return `${veld.label} mag hoogstens ${veld.maxLengte} tekens lang zijn.`;
  }
  if (veld.soort === 'keuze' && veld.keuzes && !veld.keuzes.some((k) => k.waarde === waarde)) return `Kies een geldige waarde bij ${veld.label}.`;
  if (veld.soort === 'datum' && !isIsoDatum(String(waarde))) return `${veld.label}: gebruik een geldige datum (DD-MM-JJJJ).`;
  return null;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date as JJJJ-MM-DD (31-02 is not). */
export function isIsoDatum(tekst: string): boolean {
  const m = ISO.exec(tekst);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** JJJJ-MM-DD → DD-MM-JJJJ for display; other text unchanged (what was typed stays visible). */
export function isoNaarDatum(waarde: string): string {
  const m = ISO.exec(waarde);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : waarde;
}

/** Typed D-M-JJJJ (also with / or .) → JJJJ-MM-DD when it is a real date; otherwise the text as typed. */
export function datumNaarIso(tekst: string): string {
  const m = /^\s*(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})\s*$/.exec(tekst);
  if (!m) return tekst;
  const iso = `${m[3]}-${m[2].padStart(2, '0')}-${m[1].padStart(2, '0')}`;
  return isIsoDatum(iso) ? iso : tekst;
}

const getal = (waarde: unknown): number => (typeof waarde === 'number' && Number.isFinite(waarde) ? waarde : 0);

/**
 * The use of one stock row: begin + aanvoer − eind − every other outflow (verkoop …).
 * Empty cells count as 0, as the engine's defaults do (KLW-domeinnotities §1.3).
 */
export function verbruikVanRij(rij: Record<string, unknown> | undefined, voorraad: NonNullable<TabelCategorie['voorraad']>): number {
  if (!rij) return 0;
  const af = (voorraad.af ?? []).reduce((som, sleutel) => som + getal(rij[sleutel]), 0);
  return getal(rij[voorraad.begin]) + getal(rij[voorraad.aanvoer]) - getal(rij[voorraad.eind]) - af;
}

/** The sum of one column over the rows (empty cells count as 0), each row times its factor (bags → kg). */
export const kolomTotaal = (rijen: ReadonlyArray<Record<string, unknown> | undefined>, sleutel: string, factor: (rij: Record<string, unknown> | undefined) => number | null = () => 1) =>
  rijen.reduce((som, rij) => som + getal(rij?.[sleutel]) * (factor(rij) ?? 0), 0);

/**
 * From a row's unit to the table's (fertiliser in bags): the bag weight when the row is in bags,
 * 1 when it is in kg, null when it is in bags without a weight (then no kg can be shown).
 */
export function omrekenFactor(rij: Record<string, unknown> | undefined, categorie: Pick<TabelCategorie, 'omrekening'>): number | null {
  const o = categorie.omrekening;
  if (!o || rij?.[o.kolom] !== o.waarde) return 1;
  const f = rij?.[o.factor];
  return typeof f === 'number' && Number.isFinite(f) && f > 0 ? f : null;
}

/** The stock columns of a table: the ones whose total means something (quantities, not contents). */
export function voorraadKolommen(categorie: TabelCategorie): string[] {
  const v = categorie.voorraad;
  return v ? [v.begin, v.aanvoer, v.eind, ...(v.af ?? [])] : [];
}

/**
 * A new stable row id (a plot's `id`, [A-Za-z0-9_-], ≤ 40 characters): random, so two people
 * adding a plot at once never make the same one. crypto.randomUUID needs a secure context.
 */
export function nieuwRijId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return `p-${c.randomUUID()}`;
  const bytes = new Uint8Array(16);
  if (c && typeof c.getRandomValues === 'function') c.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return `p-${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** An empty row with only the keuze fields on their first choice (so a new row is never half-typed), and its own id. */
export function legeRij(categorie: TabelCategorie): Record<string, unknown> {
  const rij: Record<string, unknown> = {};
  if (categorie.rijId) rij[categorie.rijId] = nieuwRijId();
  for (const kolom of categorie.kolommen) {
    if (kolom.soort === 'keuze' && kolom.keuzes?.length && kolom.verplicht) zetPad(rij, kolom.sleutel, kolom.keuzes[0].waarde);
    if (kolom.soort === 'janee') zetPad(rij, kolom.sleutel, false);
  }
  return rij;
}

/**
 * A copy of a row placed under it; the name says it is a copy so two rows never look the same.
 * A row with an id gets a new one; a plot's outline stays with the original (a copy is another plot).
 */
export function kopieVanRij(rij: Record<string, unknown> | undefined, categorie?: Pick<TabelCategorie, 'rijId' | 'verborgen'>): Record<string, unknown> {
  const kopie = structuredClone(rij ?? {});
  if (typeof kopie.naam === 'string' && kopie.naam !== '') kopie.naam = `${kopie.naam} (kopie)`;
  if (categorie?.rijId) {
    kopie[categorie.rijId] = nieuwRijId();
    for (const k of categorie.verborgen ?? []) if (k !== categorie.rijId) delete kopie[k];
  }
  return kopie;
}

/**
 * Form values → screen document: empty values (null, undefined, '') are left out, so the
 * engine's schema defaults apply and optional fields stay optional; rows stay rows.
 */
export function schoonDocument(waarde: unknown): unknown {
  if (Array.isArray(waarde)) return waarde.map((rij) => schoonDocument(rij) ?? {});
  if (waarde && typeof waarde === 'object') {
    const uit: Record<string, unknown> = {};
    for (const [sleutel, w] of Object.entries(waarde)) {
      const schoon = schoonDocument(w);
      if (schoon !== undefined) uit[sleutel] = schoon;
    }
    return uit;
  }
  if (waarde === null || waarde === undefined || waarde === '') return undefined;
  return waarde;
}

/** Merges the form values over the loaded document (spec §4 "Saving"). */
export function samenvoegenDocument(geladen: SchermDocument, waarden: unknown): SchermDocument {
  return { ...geladen, ...((schoonDocument(waarden) as SchermDocument | undefined) ?? {}) };
}

/** Writes a dotted path inside an object, creating the objects on the way. */
export function zetPad(doel: Record<string, unknown>, pad: string, waarde: unknown): void {
  const delen = pad.split('.');
  let hier = doel;
  for (const deel of delen.slice(0, -1)) {
    if (!hier[deel] || typeof hier[deel] !== 'object') hier[deel] = {};
    hier = hier[deel] as Record<string, unknown>;
  }
  hier[delen[delen.length - 1]] = waarde;
}

/** Reads a dotted path inside an object. */
export function leesPad(bron: unknown, pad: string): unknown {
  let hier: unknown = bron;
  for (const deel of pad.split('.')) {
    if (hier === null || hier === undefined || typeof hier !== 'object') return undefined;
    hier = (hier as Record<string, unknown>)[deel];
  }
  return hier;
}

/** Decimals shown for an indicator: whole numbers from 100 up, one decimal below. */
export const indicatorPrecisie = (waarde: number | null | undefined) => (waarde !== null && waarde !== undefined && Math.abs(waarde) >= 100 ? 0 : 1);

export type Richting = 'omhoog' | 'omlaag' | 'gelijk' | 'nieuw' | 'onbekend';

/** How an indicator changed with the last save. */
export function verandering(waarde: number | null, vorige: number | null): { richting: Richting; verschil: number | null } {
  if (waarde === null) return { richting: 'onbekend', verschil: null };
  if (vorige === null) return { richting: 'nieuw', verschil: null };
  const verschil = waarde - vorige;
  const precisie = indicatorPrecisie(waarde);
  if (Math.abs(verschil) < 0.5 * 10 ** -precisie) return { richting: 'gelijk', verschil: 0 };
  return { richting: verschil > 0 ? 'omhoog' : 'omlaag', verschil };
}

/** Maps an errorDetails field of the server ('krachtvoer.producten.2.vemPerKgDs' or with [2]) to a document path. */
export const foutVeldPad = (veld: string) => veld.replace(/\[(\d+)\]/g, '.$1').replace(/^\./, '');
