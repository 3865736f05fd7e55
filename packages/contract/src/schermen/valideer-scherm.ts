/**
 * Server-side check of a screen document: the engine's zod rules plus the screen's own
 * (required fields, years, rows per table), with one Dutch message per field and per table
 * row, e.g. "Krachtvoer, regel 3: VEM per kg DS moet tussen 0 en 2.500 VEM/kg DS liggen."
 */
import type { z } from 'zod';
import { schermDocumentSchema } from './formulier-definitie';
import { bedrijfsjaarInvoerSchema } from '@kw/engine';
import { geldtInJaar, schermVan, veldUitSchema } from './register';
import { codeAfgewezen, codeMelding } from './codelijsten';
import { isArray, isObject, schemaOpPad } from './zod-lezen';
import type { Categorie, SchermDocument, SchermSleutel, VeldDefinitie } from './register.types';

export interface SchermFout {
  /** dotted path inside the screen document, e.g. 'krachtvoer.producten.2.vemPerKgDs' */
  field: string;
  message: string;
}

/**
 * `data`: the document as sent; `geparst`: zod's output of it (the engine's section defaults
 * filled in), which the server hands to the engine step instead of parsing the sections again.
 */
export type SchermValidatie = { ok: true; data: SchermDocument; geparst: Record<string, unknown> } | { ok: false; fouten: SchermFout[] };

const hoofdletter = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);
const nl = (n: number) => n.toLocaleString('nl-NL', { maximumFractionDigits: 3 });

interface Plaats {
  categorie?: Categorie;
  rij?: number;
  veld?: VeldDefinitie;
}

/** A hidden row field (a plot's id) named as the engine's schema names it, for its message. */
function verborgenVeld(c: Categorie & { soort: 'tabel' }, sleutel: string): VeldDefinitie | undefined {
  if (!(c.verborgen ?? []).includes(sleutel)) return undefined;
  const schema = schemaOpPad(bedrijfsjaarInvoerSchema as unknown as z.ZodType, `${c.pad}.0.${sleutel}`);
  return schema && !isObject(schema) && !isArray(schema) ? veldUitSchema(sleutel, schema) : undefined;
}

/** The category, row and field a document path points at. */
function plaatsVan(categorieen: Categorie[], pad: (string | number)[]): Plaats {
  const tekst = pad.map(String);
  let beste: Plaats = {};
  let lengte = -1;
  for (const c of categorieen) {
    const delen = c.pad.split('.');
    // of two tables over one array (e.g. the products and their use per crop), the one that has the field
    if (delen.length < lengte || (delen.length === lengte && beste.veld) || !delen.every((d, i) => tekst[i] === d)) continue;
    const rest = tekst.slice(delen.length);
    if (c.soort === 'tabel') {
      const rij = rest.length > 0 && /^\d+$/.test(rest[0]) ? Number(rest[0]) : undefined;
      const sleutel = rest.slice(1).join('.');
      beste = { categorie: c, rij, veld: c.kolommen.find((k) => k.sleutel === sleutel) ?? verborgenVeld(c, sleutel) };
    } else {
      beste = { categorie: c, veld: c.velden.find((v) => v.sleutel === rest.join('.')) };
    }
    lengte = delen.length;
  }
  return beste;
}

const voorvoegsel = (p: Plaats) =>
  p.categorie ? `${p.categorie.naam}${p.rij !== undefined ? `, regel ${p.rij + 1}` : ''}: ` : '';

function bereik(v: VeldDefinitie): string {
  const e = v.eenheid ? ` ${v.eenheid}` : '';
  if (v.min !== undefined && v.max !== undefined) return `moet tussen ${nl(v.min)} en ${nl(v.max)}${e} liggen`;
  if (v.min !== undefined) return `moet minstens ${nl(v.min)}${e} zijn`;
  if (v.max !== undefined) return `mag hoogstens ${nl(v.max)}${e} zijn`;
  return 'is ongeldig';
}

function waardeOp(doc: unknown, pad: (string | number)[]): unknown {
  let x = doc;
  for (const stap of pad) {
    if (x === null || typeof x !== 'object') return undefined;
    x = (x as Record<string, unknown>)[stap];
  }
  return x;
}

function melding(issue: z.core.$ZodIssue, p: Plaats, doc: unknown): string {
  const v = p.veld;
  const pre = voorvoegsel(p);
  const naam = v?.label ?? (pre ? 'dit onderdeel' : 'de gegevens');
  switch (issue.code) {
    case 'invalid_type':
      if (waardeOp(doc, issue.path as (string | number)[]) === undefined) return `${pre}${naam} is verplicht.`;
      if (issue.expected === 'number') return `${pre}${naam} moet een getal zijn.`;
      if ((issue.expected as string) === 'int') return `${pre}${naam} moet een geheel getal zijn.`;
      if (issue.expected === 'boolean') return `${pre}${naam} moet ja of nee zijn.`;
      if (issue.expected === 'array') return `${pre}${naam} moet een lijst van regels zijn.`;
      if (issue.expected === 'object') return `${pre}${naam} moet een groep velden zijn.`;
      return `${pre}${naam} moet tekst zijn.`;
    case 'too_small':
    case 'too_big':
      if (issue.origin === 'string') return issue.code === 'too_small' ? `${pre}${naam} mag niet leeg zijn.` : `${pre}${naam} is te lang (maximaal ${nl(Number(issue.maximum))} tekens).`;
      if (issue.origin === 'array') return `${pre}${naam} heeft te veel regels.`;
      return `${pre}${naam} ${v ? bereik(v) : issue.code === 'too_small' ? `moet minstens ${nl(Number(issue.minimum))} zijn` : `mag hoogstens ${nl(Number(issue.maximum))} zijn`}.`;
    case 'invalid_value':
      return `${pre}${naam} heeft een ongeldige keuze; kies uit: ${(v?.keuzes ?? issue.values.map((w) => ({ label: String(w) }))).map((k) => k.label).join(', ')}.`;
    case 'unrecognized_keys':
      return `${pre || 'De gegevens: '}onbekend(e) veld(en) ${issue.keys.join(', ')}.`;
    case 'invalid_format':
      if (v?.soort === 'datum') return `${pre}${naam}: gebruik een geldige datum (DD-MM-JJJJ).`;
      // A Dutch message written with the pattern in the engine schema (e.g. the plot key) says more than the generic one.
      if (/^[A-Z][a-zë ]+ /.test(issue.message) && !issue.message.startsWith('Invalid')) return `${pre}${naam}: ${issue.message}`;
      return `${pre}${naam} heeft een ongeldig formaat.`;
    case 'custom':
      return `${pre}${issue.message}`;
    default:
      return `${pre}${naam} is ongeldig.`;
  }
}

/** A field with a rule of its own in a year: outside its years, required, or from a closed code list. */
interface VeldRegel {
  v: VeldDefinitie;
  delen: string[];
  /** false: the field does not apply in the year (a value is an error) */
  geldt: boolean;
}

/**
 * The fields of a category that have a rule in `jaar`, with their key split once. A field that applies, is not
 * required and has no code list has nothing to check, so it is left out: a table of 30 products then costs a look
 * at a few columns per row instead of every one (the save's check, decision 013 revision 27-11-2026).
 */
const regelsPerCategorie = new WeakMap<Categorie, Map<number, VeldRegel[]>>();
function veldRegels(c: Categorie, jaar: number): VeldRegel[] {
  let perJaar = regelsPerCategorie.get(c);
  if (!perJaar) regelsPerCategorie.set(c, (perJaar = new Map()));
  let regels = perJaar.get(jaar);
  if (!regels) {
    regels = (c.soort === 'tabel' ? c.kolommen : c.velden)
      .map((v) => ({ v, delen: v.sleutel.split('.'), geldt: geldtInJaar(v.jaren, jaar) }))
      .filter((r) => !r.geldt || r.v.verplicht || r.v.codelijst);
    perJaar.set(jaar, regels);
  }
  return regels;
}

/**
 * One field's rule on its object (row `rij` of a table, or the category's group of fields when `rij` is undefined).
 * A plain function, not a closure made per call: the server runs under tsx, whose esbuild keeps function names by
 * wrapping every named closure at its creation (`__name`, a defineProperty each time). With the rule-less columns
 * left out (`veldRegels`) the check of Krachtvoer with 30 products went from ~75 to ~30 µs (docs/metingen.md,
 * 27-11-2026). The field's path and the message's prefix are made only for an error: made for every row and rule,
 * they were an eighth of all the memory a save allocated (an allocation profile, docs/metingen.md "Session 16").
 */
function controleerVeld(fouten: SchermFout[], jaar: number, r: VeldRegel, object: unknown, basis: string[], categorie: Categorie, rij?: number): void {
  const w = waardeOp(object, r.delen);
  const leeg = w === undefined || w === null;
  const geldtNiet = !r.geldt && !leeg;
  const verplicht = !geldtNiet && r.v.verplicht && r.geldt && leeg;
  // a code outside a closed list (decision 025), e.g. mestcode 99
  const code = !geldtNiet && !verplicht && r.v.codelijst !== undefined && codeAfgewezen(r.v.codelijst, w);
  if (!geldtNiet && !verplicht && !code) return;
  const label = `${voorvoegsel({ categorie, rij })}${r.v.label}`;
  const message = geldtNiet ? `${label} geldt niet in ${jaar}; laat dit veld leeg.` : verplicht ? `${label} is verplicht.` : codeMelding(r.v.codelijst!, label, w)!;
  fouten.push({ field: (rij === undefined ? [...basis, ...r.delen] : [...basis, rij, ...r.delen]).join('.'), message });
}

/** Rows per table, required fields of the screen and fields outside their years (exported for its test). */
export function schermRegels(categorieen: Categorie[], doc: unknown, jaar: number): SchermFout[] {
  const fouten: SchermFout[] = [];
  for (const c of categorieen) {
    const basis = c.pad.split('.');
    const waarde = waardeOp(doc, basis);
    if (waarde === undefined) continue;
    const regels = veldRegels(c, jaar);
    if (c.soort === 'tabel') {
      if (!Array.isArray(waarde)) continue;
      if (waarde.length > c.maxRijen) fouten.push({ field: c.pad, message: `${c.naam}: maximaal ${nl(c.maxRijen)} regels.` });
      if (regels.length === 0) continue;
      for (let i = 0; i < waarde.length; i++) {
        const rij: unknown = waarde[i];
        if (rij && typeof rij === 'object') for (const r of regels) controleerVeld(fouten, jaar, r, rij, basis, c, i);
      }
    } else if (typeof waarde === 'object') {
      for (const r of regels) controleerVeld(fouten, jaar, r, waarde, basis, c);
    }
  }
  return fouten;
}

/**
 * Validates a screen document for a year. One message per field (the first zod issue of a
 * path wins); nothing partial: `ok` only when every rule holds.
 */
export function valideerSchermDocument(scherm: SchermSleutel, jaar: number, doc: unknown): SchermValidatie {
  const s = schermVan(scherm);
  const schema = schermDocumentSchema(scherm);
  if (!s || !schema) return { ok: false, fouten: [{ field: '', message: `Onbekend scherm '${scherm}'.` }] };
  if (doc === null || typeof doc !== 'object' || Array.isArray(doc)) {
    return { ok: false, fouten: [{ field: 'gegevens', message: 'De gegevens moeten een groep velden zijn.' }] };
  }
  const r = schema.safeParse(doc);
  const fouten = new Map<string, string>();
  if (!r.success) {
    for (const issue of r.error.issues) {
      const pad = issue.path.map(String).join('.');
      if (!fouten.has(pad)) fouten.set(pad, melding(issue, plaatsVan(s.categorieen, issue.path as (string | number)[]), doc));
    }
  }
  for (const f of schermRegels(s.categorieen, doc, jaar)) if (!fouten.has(f.field)) fouten.set(f.field, f.message);
  if (fouten.size > 0) return { ok: false, fouten: [...fouten].map(([field, message]) => ({ field, message: hoofdletter(message) })) };
  return { ok: true, data: doc as SchermDocument, geparst: (r.data ?? {}) as Record<string, unknown> };
}
