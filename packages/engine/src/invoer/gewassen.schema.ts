import { z } from 'zod';
import { gehalte, hoeveelheid, tekstVeld } from './velden';
import { MAXIMA } from './maxima';

/**
 * Route /akkerbouw (and /percelenAkkerbouw): what is harvested per arable crop. The
 * crop's area is not entered here: it is the area of the plots with the same crop code
 * (`percelen.percelen`). The output is entered as kg N and kg P2O5, or as harvested product with
 * its N and P2O5 contents; N and P2O5 in crop residues that leave the farm count as output too.
 */
export const akkerbouwGewasSchema = z
  .object({
    gewascode: z
      .number()
      .int('De gewascode is een geheel getal.')
      .min(1)
      .max(99_999)
      .describe('BRP-gewascode van het gewas (de percelen met deze code geven de oppervlakte)')
      .meta({ label: 'Gewas (BRP-gewascode)', eenheid: 'code', precisie: 0, codelijst: 'gewascodes' }),
    naam: tekstVeld('gewasnaam', { label: 'Gewasnaam' }, { max: 200 }).optional(),
    oogstKg: hoeveelheid('geoogst en afgevoerd product in kg', { label: 'Geoogst product', eenheid: 'kg', precisie: 0 }).max(100_000_000).optional(),
    nGPerKg: gehalte('N-gehalte van het product in g N/kg', 100, { label: 'N-gehalte', eenheid: 'g N/kg', precisie: 1 }).optional(),
    p2o5GPerKg: gehalte('P2O5-gehalte van het product in g P2O5/kg', 50, { label: 'P2O5-gehalte', eenheid: 'g P2O5/kg', precisie: 1 }).optional(),
    afvoerKgN: hoeveelheid('afgevoerd product in kg N (leeg = product × N-gehalte)', { label: 'Afvoer N', eenheid: 'kg N', precisie: 0 }).max(MAXIMA.kgNutrient).optional(),
    afvoerKgP2o5: hoeveelheid('afgevoerd product in kg P2O5 (leeg = product × P2O5-gehalte)', { label: 'Afvoer fosfaat', eenheid: 'kg P2O5', precisie: 0 }).max(MAXIMA.kgNutrient).optional(),
    gewasrestenKgN: hoeveelheid('afgevoerde gewasresten in kg N', { label: 'Gewasresten afgevoerd, N', eenheid: 'kg N', precisie: 0 }).max(MAXIMA.kgNutrient).optional(),
    gewasrestenKgP2o5: hoeveelheid('afgevoerde gewasresten in kg P2O5', { label: 'Gewasresten afgevoerd, fosfaat', eenheid: 'kg P2O5', precisie: 0 }).max(MAXIMA.kgNutrient).optional(),
    vlinderbloemig: z.boolean().default(false).describe('vlinderbloemig gewas (N-binding)').meta({ label: 'Vlinderbloemig' }),
  })
  .strict()
  .superRefine((g, ctx) => {
    if (g.afvoerKgN === undefined && (g.oogstKg === undefined || g.nGPerKg === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['afvoerKgN'], message: 'Vul de afvoer in kg N in, of het geoogste product met het N-gehalte.' });
    }
    if (g.afvoerKgP2o5 === undefined && (g.oogstKg === undefined || g.p2o5GPerKg === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['afvoerKgP2o5'], message: 'Vul de afvoer in kg P2O5 in, of het geoogste product met het P2O5-gehalte.' });
    }
  });
export type AkkerbouwGewas = z.output<typeof akkerbouwGewasSchema>;

/** kg N and kg P2O5 leaving the farm with one arable crop: the entered output, else product × content; plus removed residues. */
export function gewasAfvoer(g: AkkerbouwGewas): { nKg: number; p2o5Kg: number } {
  const product = (kg: number | undefined, gPerKg: number | undefined) => ((kg ?? 0) * (gPerKg ?? 0)) / 1000;
  return {
    nKg: (g.afvoerKgN ?? product(g.oogstKg, g.nGPerKg)) + (g.gewasrestenKgN ?? 0),
    p2o5Kg: (g.afvoerKgP2o5 ?? product(g.oogstKg, g.p2o5GPerKg)) + (g.gewasrestenKgP2o5 ?? 0),
  };
}

export const akkerbouwSchema = z.object({ gewassen: z.array(akkerbouwGewasSchema).default([]) }).strict();
