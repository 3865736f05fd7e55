import { z } from 'zod';
import { hoeveelheid } from './velden';
import { MAXIMA } from './maxima';

/**
 * Milk with its contents. One set of bounds and units with the Melklevering screen: the
 * spec's §5 field rules (fat 2–8 %, protein 2–6 %, urea 10–80 mg/100 ml, phosphorus
 * 75–125 mg/100 g; kg up to 15,000,000, spec §9). The contract maps the screen's data onto
 * this section in one function (`melkleveringNaarInvoer`).
 */
const melkMetGehalten = (wat: string) =>
  z
    .object({
      kg: hoeveelheid(`kg melk ${wat}`, { label: 'Melk', eenheid: 'kg', precisie: 0 }).max(15_000_000),
      vetProcent: z.number().finite().min(2).max(8).describe(`vetgehalte ${wat} in %`).meta({ label: 'Vet', eenheid: '%', precisie: 2 }),
      eiwitProcent: z.number().finite().min(2).max(6).describe(`eiwitgehalte ${wat} in %`).meta({ label: 'Eiwit', eenheid: '%', precisie: 2 }),
      ureumMgPer100ml: z.number().finite().min(10).max(80).optional().describe(`ureumgehalte ${wat} in mg/100 ml`).meta({ label: 'Ureum', eenheid: 'mg/100 ml', precisie: 0 }),
      fosforMgPer100g: z
        .number()
        .finite()
        .min(75)
        .max(125)
        .optional()
        .describe(`fosforgehalte ${wat} in mg/100 g (leeg = standaard)`)
        .meta({ label: 'Fosfor', eenheid: 'mg/100 g', precisie: 0 }),
    })
    .strict();

/** Route /melklevering: delivered milk, self-dairying, fed to calves, other production. */
export const melkleveringSchema = z
  .object({
    geleverd: melkMetGehalten('geleverd aan de fabriek'),
    zelfZuivel: melkMetGehalten('zelfzuivel').optional(),
    gevoerdAanKalverenKg: hoeveelheid('kg melk gevoerd aan kalveren', { label: 'Gevoerd aan kalveren', eenheid: 'kg', precisie: 0 }).max(MAXIMA.kgMelk).default(0),
    overigeProductieKg: hoeveelheid('kg melk overige productie (bijv. verkocht aan derden)', { label: 'Overige productie', eenheid: 'kg', precisie: 0 }).max(MAXIMA.kgMelk).default(0),
  })
  .strict();
export type Melklevering = z.infer<typeof melkleveringSchema>;
