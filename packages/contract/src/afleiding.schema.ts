/**
 * "Waarom dit getal?" over HTTP (decision 016): `GET /api/Rapportage/GetAfleiding?knoop=<id>`
 * answers one node of the record's trace graph with short summaries of its children, so a screen
 * opens the trace node by node. Without `knoop` it lists the roots: one per figure that has a trace
 * (the dashboard indicators `dashboard.<indicator>` and every dumpfile variable).
 */
import { z } from 'zod';
import { bedrijfsjaarInvoerSchema } from '@kw/engine';
import { plekVanVeld } from './schermen/weergaven';
import { schermPlekUitCatalogus } from './routes/route-catalogus';
import { sectieEigenaar } from './schermen/register';
import type { EngineSectie } from './schermen/register.types';
import { pakUit, schemaOpPad } from './schermen/zod-lezen';

export const herkomstSchema = z.enum(['gemeten', 'ingevoerd', 'standaard', 'forfait']);
export type AfleidingHerkomst = z.infer<typeof herkomstSchema>;

/** The Dutch tag of each kind, as the trace view shows it. */
export const herkomstLabel: Record<AfleidingHerkomst, string> = {
  gemeten: 'Gemeten',
  ingevoerd: 'Ingevoerd',
  standaard: 'Standaardwaarde',
  forfait: 'Forfaitair',
};

/** Where an input field is entered: the screen's route (with `:klwId`) and the field's path on it. */
export const invoerPlekSchema = z.object({
  scherm: z.string(),
  schermTitel: z.string(),
  route: z.string(),
  /** the field's path in the screen's form (`krachtvoer.producten.0.aanvoerKg`); its DOM id has `_` for `.` */
  veldPad: z.string(),
});
export type InvoerPlek = z.infer<typeof invoerPlekSchema>;

export const afleidingInvoerSchema = z.object({
  /** the engine input path */
  pad: z.string(),
  label: z.string(),
  eenheid: z.string().optional(),
  waarde: z.union([z.number(), z.string(), z.boolean(), z.null()]),
  herkomst: herkomstSchema,
  /** absent for a field no screen fills (none today) */
  plek: invoerPlekSchema.optional(),
});
export type AfleidingInvoerVeld = z.infer<typeof afleidingInvoerSchema>;

/** `jaar`: the rule year whose table the value comes from (the record's year, or the rule year of a recalculation). */
export const afleidingConstanteSchema = z.object({ naam: z.string(), waarde: z.number(), eenheid: z.string().optional(), bron: z.string(), jaar: z.number().optional() });

export const knoopSamenvattingSchema = z.object({
  id: z.string(),
  label: z.string(),
  waarde: z.number(),
  eenheid: z.string(),
  herkomst: herkomstSchema,
  heeftKinderen: z.boolean(),
});
export type AfleidingSamenvatting = z.infer<typeof knoopSamenvattingSchema>;

export const afleidingKnoopSchema = z.object({
  kringloopwijzerId: z.number(),
  knoop: z.object({
    id: z.string(),
    label: z.string(),
    waarde: z.number(),
    eenheid: z.string(),
    /** the formula in words (Dutch), operands by their names */
    formule: z.string(),
    /** the same formula with every operand's value filled in, ending in "= <value> <unit>" (decision 022) */
    berekening: z.string(),
    /** the KLW (dumpfile) variables this figure is, as secondary detail; empty for an intermediate value */
    codes: z.array(z.string()),
    herkomst: herkomstSchema,
    invoer: z.array(afleidingInvoerSchema),
    constanten: z.array(afleidingConstanteSchema),
  }),
  kinderen: z.array(knoopSamenvattingSchema),
});
export type AfleidingKnoopAntwoord = z.infer<typeof afleidingKnoopSchema>;

export const afleidingWortelsSchema = z.object({
  kringloopwijzerId: z.number(),
  /** per figure (`dashboard.stikstofbodemoverschotKgNPerHa`, `verl_bodbal1_ha`, …) its root node */
  wortels: z.record(z.string(), knoopSamenvattingSchema),
});
export type AfleidingWortelsAntwoord = z.infer<typeof afleidingWortelsSchema>;

/** Node ids: letters, digits and `._~-` (engine ids); anything else is refused before a lookup. */
export const afleidingVerzoekSchema = z.object({
  knoop: z
    .string()
    .max(200, { error: 'De knoop is te lang.' })
    .regex(/^[A-Za-z0-9_.~-]+$/, { error: 'De knoop bevat tekens die niet in een knoop voorkomen.' })
    .optional(),
  /**
   * The record whose trace is asked, when it is not the token's (the history screen shows every year of the
   * farm side by side, each year's figures trace to its own record). Checked like every record: 404, 403.
   */
  klwId: z.coerce
    .number({ error: 'Geef met klwId het nummer van de kringloopwijzer op.' })
    .int({ error: 'Geef met klwId het nummer van de kringloopwijzer op.' })
    .positive({ error: 'Geef met klwId het nummer van de kringloopwijzer op.' })
    .optional(),
});

/** The id of a dashboard indicator's root node. */
export const dashboardKnoop = (indicator: string) => `dashboard.${indicator}`;

/**
 * Milk input paths → the Melklevering screen's field names (that screen has its own form, not
 * the register's). Shared by the server's signals and the trace's links.
 */
export const melkVeld: Record<string, string> = {
  'melklevering.geleverd.kg': 'totaalHandmatig.kg',
  'melklevering.geleverd.vetProcent': 'totaalHandmatig.vet',
  'melklevering.geleverd.eiwitProcent': 'totaalHandmatig.eiwit',
  'melklevering.geleverd.ureumMgPer100ml': 'totaalHandmatig.ureum',
  'melklevering.geleverd.fosforMgPer100g': 'totaalHandmatig.fosfor',
  'melklevering.gevoerdAanKalverenKg': 'melkGevoerdAanKalveren',
  'melklevering.overigeProductieKg': 'totaalOverigeProductie.kg',
};

const invoerSchema = bedrijfsjaarInvoerSchema as unknown as z.ZodType;

/** Where the engine input field `pad` is entered (screen, route, field), by the register. */
export function invoerPlek(pad: string): InvoerPlek | undefined {
  const sleutel = sectieEigenaar[pad.split('.')[0] as EngineSectie];
  if (!sleutel) return undefined;
  const plek = plekVanVeld(sleutel, pad);
  if (plek) return { scherm: sleutel, schermTitel: plek.titel, route: plek.route, veldPad: pad };
  // an input screen outside the register (Melklevering): its name and route from the route catalogue, its own field names
  const eigen = schermPlekUitCatalogus(sleutel);
  return eigen ? { scherm: sleutel, schermTitel: eigen.titel, route: eigen.route, veldPad: melkVeld[pad] ?? pad.split('.').slice(1).join('.') } : undefined;
}

const labels = new Map<string, { label: string; eenheid?: string }>();

/** The field's Dutch label and unit from the engine schema (cached per field; a table row's field names its row). */
/**
 * An input's value as a farmer reads it: a choice by its Dutch name (`blijvendGrasland` → Blijvend grasland, from
 * the field's `.meta({ keuzes })`), a group of fields (a split over land uses) as its parts with their labels.
 */
export function invoerWeergaveWaarde(pad: string, waarde: unknown): number | string | boolean | null {
  if (waarde === null || waarde === undefined) return null;
  if (typeof waarde === 'string' && waarde.startsWith('{')) {
    try {
      return invoerWeergaveWaarde(pad, JSON.parse(waarde));
    } catch {
      return waarde;
    }
  }
  if (typeof waarde === 'string') return invoerLabel(pad).keuzes?.[waarde] ?? waarde;
  if (typeof waarde === 'object') {
    return Object.entries(waarde as Record<string, unknown>)
      .map(([k, v]) => {
        const { label, eenheid } = invoerLabel(`${pad}.${k}`);
        const w = invoerWeergaveWaarde(`${pad}.${k}`, v);
        return `${label.replace(/ \(regel \d+\)$/, '')}: ${typeof w === 'number' ? `${w.toLocaleString('nl-NL')}${eenheid ? ` ${eenheid}` : ''}` : String(w ?? 'niet ingevuld')}`;
      })
      .join(', ');
  }
  return waarde as number | boolean;
}

export function invoerLabel(pad: string): { label: string; eenheid?: string; keuzes?: Record<string, string> } {
  const sleutel = pad.replace(/\.\d+(?=\.|$)/g, '.#');
  let basis = labels.get(sleutel);
  if (!basis) {
    const schema = schemaOpPad(invoerSchema, pad);
    basis = { label: pad.split('.').pop() ?? pad };
    if (schema) {
      const { kern, meta } = pakUit(schema);
      const label = typeof meta.label === 'string' ? meta.label : kern.description;
      basis = {
        label: label ?? basis.label,
        ...(typeof meta.eenheid === 'string' ? { eenheid: meta.eenheid } : {}),
        ...(meta.keuzes && typeof meta.keuzes === 'object' ? { keuzes: meta.keuzes as Record<string, string> } : {}),
      };
    }
    labels.set(sleutel, basis);
  }
  const rij = /\.(\d+)\./.exec(pad);
  return rij ? { ...basis, label: `${basis.label} (regel ${Number(rij[1]) + 1})` } : basis;
}
