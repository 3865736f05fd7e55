import { z } from 'zod';
import { procent, hoeveelheid } from './velden';

/** Route /bedrijfsgegevens: general farm data. */
export const bedrijfsgegevensSchema = z
  .object({
    jaar: z.number().int().min(2000).max(2100).describe('rapportagejaar (bijv. 2024)').meta({ label: 'Jaar', eenheid: 'jaar', precisie: 0 }),
    naam: z.string().max(200).optional().describe('bedrijfsnaam').meta({ label: 'Bedrijfsnaam' }),
    biologisch: z.boolean().default(false).describe('biologisch bedrijf (ja/nee)').meta({ label: 'Biologisch bedrijf' }),
    derogatie: z.boolean().default(false).describe('derogatie aangevraagd (ja/nee)').meta({ label: 'Derogatie aangevraagd' }),
    /** WUM region for the dairy forfaits (CBS Dierlijke mest en mineralen, §3.1). */
    regio: z
      .enum(['zuid-oost', 'noord-west'])
      .default('zuid-oost')
      .describe('WUM-regio: zuid-oost of noord-west')
      .meta({ label: 'Regio (WUM)', keuzes: { 'zuid-oost': 'Zuid-Oost', 'noord-west': 'Noord-West' } }),
    grondsoortAandelenProcent: z
      .object({
        zand: procent('aandeel zandgrond in %', { label: 'Zand', precisie: 0 }),
        klei: procent('aandeel kleigrond in %', { label: 'Klei', precisie: 0 }),
        veen: procent('aandeel veengrond in %', { label: 'Veen', precisie: 0 }),
        loss: procent('aandeel lössgrond in %', { label: 'Löss', precisie: 0 }),
      })
      .describe('grondsoortaandelen in % van de oppervlakte')
      .refine((g) => Math.abs(g.zand + g.klei + g.veen + g.loss - 100) < 0.5, { message: 'De grondsoortaandelen moeten samen 100% zijn.' }),
    depositieKgNPerHa: hoeveelheid('stikstofdepositie in kg N/ha (leeg = standaardwaarde van het jaar)', { label: 'Stikstofdepositie', eenheid: 'kg N/ha', precisie: 0 })
      .max(100)
      .optional(),
  })
  .strict();
export type Bedrijfsgegevens = z.infer<typeof bedrijfsgegevensSchema>;
