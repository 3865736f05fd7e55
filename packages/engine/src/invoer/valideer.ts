/**
 * valideerInvoer(raw): parses one farm-year and returns Dutch messages per field, without
 * touching zod's global configuration (the library must not change the app's zod locale).
 * Besides the schema it checks that the reporting year has rule parameters (`ondersteundeJaren`),
 * so an unsupported year is a field error here instead of an exception in `bereken`.
 */
import type { z } from 'zod';
import { bedrijfsjaarInvoerSchema, type BedrijfsjaarInvoer } from './bedrijfsjaar.schema';
import { ondersteundeJaren } from '../parameters';

export interface Invoerfout {
  /** Dotted path of the field, e.g. `veestapel.melkkoeien.gemiddeldAantal`. */
  pad: string;
  melding: string;
}

export type Validatie = { ok: true; data: BedrijfsjaarInvoer } | { ok: false; fouten: Invoerfout[] };

/**
 * Thrown by `bereken` for input it cannot calculate (today: a year without rule parameters),
 * with the same per-field errors `valideerInvoer` returns. Validate first to never see it.
 */
export class OngeldigeInvoer extends Error {
  readonly code = 'ONGELDIGE_INVOER';
  constructor(readonly fouten: Invoerfout[]) {
    super(fouten.map((f) => f.melding).join(' '));
    this.name = 'OngeldigeInvoer';
  }
}

const JAAR_PAD = ['bedrijfsgegevens', 'jaar'] as const;

/** "2022, 2023, 2024 en 2025". */
function opsomming(jaren: readonly number[]): string {
  const t = [...jaren].sort((x, y) => x - y).map(String);
  return t.length > 1 ? `${t.slice(0, -1).join(', ')} en ${t[t.length - 1]}` : (t[0] ?? '');
}

/** The error for a reporting year without rule parameters; `undefined` when the year is supported. */
export function jaarFout(jaar: number): Invoerfout | undefined {
  if (ondersteundeJaren.includes(jaar)) return undefined;
  const b = beschrijving(bedrijfsjaarInvoerSchema, JAAR_PAD);
  const pad = JAAR_PAD.join('.');
  return { pad, melding: `Veld '${pad}'${b ? ` (${b})` : ''}: het jaar ${getal(jaar)} wordt niet ondersteund; er zijn rekenregels voor ${opsomming(ondersteundeJaren)}.` };
}

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
}

const def = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

/** The description (with unit) of the field at `pad`, if the schema has one. */
function beschrijving(schema: z.ZodType, pad: readonly PropertyKey[]): string | undefined {
  let s: z.ZodType | undefined = schema;
  let laatste: string | undefined;
  const uitpakken = () => {
    while (s) {
      if (s.description) laatste = s.description;
      const d = def(s);
      if (d.innerType) s = d.innerType;
      else if (d.type === 'pipe' && d.in) s = d.in;
      else break;
    }
  };
  uitpakken();
  for (const stap of pad) {
    if (!s) return undefined;
    laatste = undefined;
    const d = def(s);
    if (d.type === 'object' && d.shape && typeof stap === 'string') s = d.shape[stap];
    else if (d.type === 'array' && d.element) s = d.element;
    else return undefined;
    uitpakken();
  }
  return laatste;
}

const typeNaam: Record<string, string> = { number: 'een getal', string: 'tekst', boolean: 'ja of nee (true/false)', object: 'een groep velden', array: 'een lijst' };

function getal(x: unknown): string {
  return typeof x === 'number' || typeof x === 'bigint' ? String(x).replace('.', ',') : String(x);
}

/** The raw value at a path (zod 4 does not put the input on its issues). */
function ruweWaarde(raw: unknown, pad: readonly PropertyKey[]): unknown {
  let x = raw;
  for (const stap of pad) {
    if (x === null || typeof x !== 'object') return undefined;
    x = (x as Record<PropertyKey, unknown>)[stap];
  }
  return x;
}

function melding(issue: z.core.$ZodIssue, veld: string, raw: unknown): string {
  switch (issue.code) {
    case 'invalid_type':
      if (ruweWaarde(raw, issue.path) === undefined) return `${veld} ontbreekt; dit veld is verplicht.`;
      return `${veld} moet ${typeNaam[issue.expected] ?? issue.expected} zijn.`;
    case 'too_small':
      if (issue.origin === 'array') return `${veld} moet minstens ${getal(issue.minimum)} regel(s) bevatten.`;
      if (issue.origin === 'string') return `${veld} mag niet leeg zijn.`;
      return `${veld} moet ${issue.inclusive ? 'minstens' : 'groter zijn dan'} ${getal(issue.minimum)}${issue.inclusive ? ' zijn' : ''}.`;
    case 'too_big':
      if (issue.origin === 'string') return `${veld} is te lang (maximaal ${getal(issue.maximum)} tekens).`;
      return `${veld} mag ${issue.inclusive ? 'hoogstens' : 'niet groter zijn dan of gelijk aan'} ${getal(issue.maximum)}${issue.inclusive ? ' zijn' : ''}.`;
    case 'invalid_value':
      return `${veld} heeft een ongeldige waarde; kies uit: ${issue.values.map(String).join(', ')}.`;
    case 'unrecognized_keys':
      return `Onbekend(e) veld(en) in ${veld}: ${issue.keys.join(', ')}.`;
    case 'invalid_format':
      return `${veld} heeft een ongeldig formaat.`;
    case 'custom':
      return issue.message;
    default:
      return `${veld} is ongeldig.`;
  }
}

export function valideerInvoer(raw: unknown): Validatie {
  const r = bedrijfsjaarInvoerSchema.safeParse(raw);
  const fouten: Invoerfout[] = r.success
    ? []
    : r.error.issues.map((issue) => {
        const pad = issue.path.map(String).join('.');
        const b = beschrijving(bedrijfsjaarInvoerSchema, issue.path);
        const veld = `Veld '${pad || '(invoer)'}'${b ? ` (${b})` : ''}`;
        return { pad, melding: melding(issue, veld, raw) };
      });
  // A numeric year outside the supported ones gets one message listing them (instead of the schema's bounds).
  const jaar = ruweWaarde(raw, JAAR_PAD);
  const fout = typeof jaar === 'number' && Number.isFinite(jaar) ? jaarFout(jaar) : undefined;
  if (fout) {
    const zonderJaar = fouten.filter((f) => f.pad !== fout.pad);
    return { ok: false, fouten: [fout, ...zonderJaar] };
  }
  if (r.success) return { ok: true, data: r.data };
  return { ok: false, fouten };
}
