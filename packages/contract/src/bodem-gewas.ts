/**
 * Bodem en gewas (route /bodem/overzicht, issue 9 §3): per crop group the area, the fertilisation and
 * the yields the engine back-calculates, read from the record's stored engine result. Read-only: every
 * number comes from the input screens through the engine; this overview enters nothing.
 * Served by GET /api/BodemGewas/GetBodemGewasOverzicht; the mocks answer with the same mapping.
 */
import { z } from 'zod';
import type { Resultaat } from '@kw/engine';

// The phosphate class per soil analysis, for the web: its own entry of the engine, so the register chunk
// does not take the whole engine along (bench/check-bundles.ts).
export { fosfaatklasseVoorJaar } from '@kw/engine/fosfaatklasse';


const getal = z.number().nullable();

export const bodemGewasRijSchema = z.object({
  gewas: z.enum(['grasland', 'snijmais', 'akkerbouw', 'bouwland', 'natuur']),
  naam: z.string(),
  oppervlakteHa: getal,
  kunstmestNKg: getal,
  kunstmestP2o5Kg: getal,
  /** applied manure, split over grassland and arable land by the engine's grassland share */
  dierlijkeMestNKg: getal,
  dierlijkeMestP2o5Kg: getal,
  weidemestNKg: getal,
  opbrengstKgDsPerHa: getal,
  opbrengstNKgPerHa: getal,
  opbrengstP2o5KgPerHa: getal,
});
export type BodemGewasRij = z.infer<typeof bodemGewasRijSchema>;

export const bodemGewasOverzichtSchema = z.object({
  kringloopwijzerId: z.number().int(),
  kringloopwijzerJaar: z.number().int(),
  /** false when the input is not complete enough for the engine (the screens' signals say why) */
  berekend: z.boolean(),
  rijen: z.array(bodemGewasRijSchema),
  /** fosforspoor factor: own-land P / P of the entered harvests (1 when stocks are consistent) */
  fosforspoorFactor: getal,
  toelichting: z.array(z.string()),
});
export type BodemGewasOverzicht = z.infer<typeof bodemGewasOverzichtSchema>;

const leeg = { oppervlakteHa: null, kunstmestNKg: null, kunstmestP2o5Kg: null, dierlijkeMestNKg: null, dierlijkeMestP2o5Kg: null, weidemestNKg: null, opbrengstKgDsPerHa: null, opbrengstNKgPerHa: null, opbrengstP2o5KgPerHa: null };

/** What the engine result says per crop group. */
export function bodemGewasRijen(r: Pick<Resultaat, 'oppervlakten' | 'bea' | 'gewasopbrengst' | 'bex'>): BodemGewasRij[] {
  const o = r.oppervlakten;
  const k = r.bea.kunstmest;
  const m = r.bea.mest;
  const g = r.gewasopbrengst;
  const mestN = Math.max(0, m.aanwendingNKg);
  const mestP = Math.max(0, m.aanwendingP2o5Kg);
  return [
    {
      ...leeg,
      gewas: 'grasland',
      naam: 'Grasland',
      oppervlakteHa: o.graslandHa,
      kunstmestNKg: k.nGraslandKg,
      kunstmestP2o5Kg: k.p2o5GraslandKg,
      dierlijkeMestNKg: mestN * m.aandeelGrasland,
      dierlijkeMestP2o5Kg: mestP * m.aandeelGrasland,
      weidemestNKg: r.bex.excretie.excretieWeideNKg,
      opbrengstKgDsPerHa: o.graslandHa > 0 ? g.graslandKgDsPerHa : null,
      opbrengstNKgPerHa: o.graslandHa > 0 ? g.graslandNKgPerHa : null,
      opbrengstP2o5KgPerHa: o.graslandHa > 0 ? g.graslandP2o5KgPerHa : null,
    },
    {
      ...leeg,
      gewas: 'snijmais',
      naam: 'Snijmaïs',
      oppervlakteHa: o.snijmaisHa,
      kunstmestNKg: k.nSnijmaisKg,
      kunstmestP2o5Kg: k.p2o5SnijmaisKg,
      opbrengstKgDsPerHa: o.snijmaisHa > 0 ? g.snijmaisKgDsPerHa : null,
      opbrengstNKgPerHa: o.snijmaisHa > 0 ? g.snijmaisNKgPerHa : null,
      opbrengstP2o5KgPerHa: o.snijmaisHa > 0 ? g.snijmaisP2o5KgPerHa : null,
    },
    { ...leeg, gewas: 'akkerbouw', naam: 'Akkerbouw', oppervlakteHa: o.akkerbouwHa, kunstmestNKg: k.nAkkerbouwKg, kunstmestP2o5Kg: k.p2o5AkkerbouwKg },
    {
      ...leeg,
      gewas: 'bouwland',
      naam: 'Bouwland samen (snijmaïs en akkerbouw)',
      oppervlakteHa: o.snijmaisHa + o.akkerbouwHa,
      dierlijkeMestNKg: mestN * (1 - m.aandeelGrasland),
      dierlijkeMestP2o5Kg: mestP * (1 - m.aandeelGrasland),
    },
    { ...leeg, gewas: 'natuur', naam: 'Natuur', oppervlakteHa: o.natuurHa },
  ];
}

/** The overview of a record from its stored result (null = not computed). */
export function bodemGewasOverzicht(record: { id: number; jaar: number }, r: Pick<Resultaat, 'oppervlakten' | 'bea' | 'gewasopbrengst' | 'bex'> | null): BodemGewasOverzicht {
  return {
    kringloopwijzerId: record.id,
    kringloopwijzerJaar: record.jaar,
    berekend: r !== null,
    rijen: r ? bodemGewasRijen(r) : [],
    fosforspoorFactor: r ? r.gewasopbrengst.fosforspoor.factor : null,
    toelichting: [
      'De opbrengsten zijn teruggerekend langs het fosforspoor: de fosfor die het vee opnam uit eigen voer, verdeeld over grasland, snijmaïs en overig ruwvoer naar de ingevulde oogsten.',
      'De dierlijke mest is verdeeld over grasland en bouwland met het aandeel mest-N op grasland (Organische mest: ingevuld, uit de toedieningen of naar oppervlakte); de rekenkern splitst bouwland niet verder.',
      'Kunstmest per gewas volgt de verdeling per product (leeg: naar oppervlakte).',
    ],
  };
}
