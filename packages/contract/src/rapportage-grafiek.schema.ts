/**
 * The report screens' data (decision 015): the charts of one record (GetGrafiekGegevens),
 * every year of the farm (GetHistorisch) and an older year recomputed under the current rules
 * (GetHerberekening; the split into rule change and data change: decision 015).
 */
import { z } from 'zod';

const indicatorSleutel = z.enum([
  'stikstofbodemoverschotKgNPerHa',
  'ammoniakKgNh3PerHa',
  'ammoniakKgNh3PerGve',
  'broeikasgassenGCo2EqPerKgFpcm',
  'blijvendGraslandProcent',
  'eiwitVanEigenLandProcent',
]);
export type IndicatorSleutel = z.infer<typeof indicatorSleutel>;

export const referentieSchema = z.object({
  /** the better band's edge */
  streef: z.number(),
  /** the lower band's edge */
  grens: z.number(),
  /** 'max': lower is better; 'min': higher is better */
  richting: z.enum(['max', 'min']),
});
export type ReferentieBand = z.infer<typeof referentieSchema>;

export const grafiekIndicatorSchema = z.object({
  sleutel: indicatorSleutel,
  label: z.string(),
  eenheid: z.string(),
  waarde: z.number(),
  referentie: referentieSchema.nullable(),
  oordeel: z.enum(['streef', 'grens', 'buiten']).nullable(),
});
export type GrafiekIndicator = z.infer<typeof grafiekIndicatorSchema>;

/** A flow diagram (sankey): nodes by name, flows between them in one unit. */
export const stroomDiagramSchema = z.object({
  eenheid: z.string(),
  knopen: z.array(z.object({ naam: z.string() })),
  stromen: z.array(
    z.object({
      van: z.string(),
      naar: z.string(),
      waarde: z.number(),
      /** the trace root whose value IS this flow ('stroom.n.excretie'); absent: a difference or sum without a node of its own */
      bron: z.string().optional(),
    }),
  ),
});
export type StroomDiagram = z.infer<typeof stroomDiagramSchema>;

const deelSchema = z.object({
  label: z.string(),
  waarde: z.number(),
  /** the figure's trace root: its place in the engine's result ('dumpfile.em_nh3_stal') or a report root ('rantsoen.vers-gras'); absent: no trace of its own (a sum) */
  bron: z.string().optional(),
});
export type GrafiekDeel = z.infer<typeof deelSchema>;

export const grafiekGegevensSchema = z.object({
  kringloopwijzerId: z.number().int(),
  jaar: z.number().int(),
  bedrijfsnaam: z.string(),
  /** Resultaat.versie: the rule version this year was calculated with */
  rekenregelversie: z.string(),
  indicatoren: z.array(grafiekIndicatorSchema),
  /** where the reference bands come from (and that they are still to be verified) */
  referentieBron: z.string(),
  stikstofstromen: stroomDiagramSchema,
  fosfaatstromen: stroomDiagramSchema,
  /** kg NH3 per source */
  ammoniak: z.array(deelSchema),
  /** g CO2-eq per kg FPCM per component */
  broeikasgassen: z.array(deelSchema),
  /** kg DS per feed group */
  rantsoen: z.array(deelSchema),
});
export type GrafiekGegevens = z.infer<typeof grafiekGegevensSchema>;

const indicatorWaarden = z.record(indicatorSleutel, z.number().nullable());

export const historischJaarSchema = z.object({
  kringloopwijzerId: z.number().int(),
  jaar: z.number().int(),
  statusId: z.number().int(),
  statusOmschrijving: z.string(),
  /** the rule version the stored result was calculated with; null without a result */
  rekenregelversie: z.string().nullable(),
  /** the engine version that stored it */
  engineVersie: z.string().nullable(),
  /** DD-MM-YYYY */
  berekendOp: z.string().nullable(),
  /** the six indicators as stored; null without a result */
  indicatoren: indicatorWaarden.nullable(),
});
export type HistorischJaar = z.infer<typeof historischJaarSchema>;

export const historischSchema = z.object({
  relatieId: z.number().int(),
  bedrijfsnaam: z.string(),
  /** the rule version a recompute uses now (that of the farm's newest calculated year); null when no year has a result */
  huidigeRekenregelversie: z.string().nullable(),
  /** the running engine ("@kw/engine x.y.z"): a year stored by it has the same figures as its trace ("Waarom dit getal?") */
  huidigeEngineVersie: z.string(),
  indicatorDefinities: z.array(z.object({ sleutel: indicatorSleutel, label: z.string(), eenheid: z.string() })),
  /** oldest first */
  jaren: z.array(historischJaarSchema),
});
export type Historisch = z.infer<typeof historischSchema>;

export const herberekeningRegelSchema = z.object({
  sleutel: indicatorSleutel,
  label: z.string(),
  eenheid: z.string(),
  /** the older year as stored, under its own rules: A(Y) */
  opgeslagen: z.number(),
  /** the older year's stored input under the current rules: H(Y) */
  herberekend: z.number(),
  /** the reference year as stored: A(R) */
  referentieOpgeslagen: z.number(),
  /** the reference year's input under the current rules: H(R) */
  referentieHerberekend: z.number(),
  /** A(R) − A(Y) = regelwijziging + datawijziging */
  verschil: z.number(),
  /** (H(Y) − A(Y)) − (H(R) − A(R)) */
  regelwijziging: z.number(),
  /** H(R) − H(Y): the same rules, only the data differ */
  datawijziging: z.number(),
});
export type HerberekeningRegel = z.infer<typeof herberekeningRegelSchema>;

export const herberekeningSchema = z.object({
  kringloopwijzerId: z.number().int(),
  jaar: z.number().int(),
  /** the rule version of the year as stored */
  eigenRekenregelversie: z.string(),
  eigenEngineVersie: z.string(),
  /** the current rules: the running engine with the rule parameters of the reference year */
  huidigeRekenregelversie: z.string(),
  huidigeEngineVersie: z.string(),
  /** the year compared with: the one asked for (vergelijkMet), else the farm's newest calculated year */
  referentie: z.object({ kringloopwijzerId: z.number().int(), jaar: z.number().int() }),
  regels: z.array(herberekeningRegelSchema),
});
export type Herberekening = z.infer<typeof herberekeningSchema>;

const VERGELIJK_FOUT = 'Geef met vergelijkMet het nummer op van de kringloopwijzer waarmee u wilt vergelijken.';

export const herberekeningVraagSchema = z.object({
  klwId: z.coerce
    .number({ error: 'Geef met klwId het nummer van de kringloopwijzer op.' })
    .int({ error: 'Geef met klwId het nummer van de kringloopwijzer op.' })
    .positive({ error: 'Geef met klwId het nummer van de kringloopwijzer op.' }),
  /** the year to compare with (a record of the same farm with a result); absent: the farm's newest calculated year */
  vergelijkMet: z.coerce.number({ error: VERGELIJK_FOUT }).int({ error: VERGELIJK_FOUT }).positive({ error: VERGELIJK_FOUT }).optional(),
});
