import { z } from 'zod';
import { hoeveelheid, tekstVeld } from './velden';

/** Route /bedrijfsgegevens: general farm data. */
export const bedrijfsgegevensSchema = z
  .object({
    jaar: z.number().int().min(2000).max(2100).describe('rapportagejaar (bijv. 2024)').meta({ label: 'Jaar', eenheid: 'jaar', precisie: 0 }),
    naam: tekstVeld('bedrijfsnaam', { label: 'Bedrijfsnaam' }, { max: 200 }).optional(),
    biologisch: z.boolean().default(false).describe('biologisch bedrijf (ja/nee)').meta({ label: 'Biologisch bedrijf' }),
    derogatie: z.boolean().default(false).describe('derogatie aangevraagd (ja/nee)').meta({ label: 'Derogatie aangevraagd' }),
    /** WUM region for the dairy forfaits (CBS Dierlijke mest en mineralen, §3.1). */
    regio: z
      .enum(['zuid-oost', 'noord-west'])
      .default('zuid-oost')
      .describe('WUM-regio: zuid-oost of noord-west')
      .meta({ label: 'Regio (WUM)', keuzes: { 'zuid-oost': 'Zuid-Oost', 'noord-west': 'Noord-West' } }),
    depositieKgNPerHa: hoeveelheid('stikstofdepositie in kg N/ha (leeg = standaardwaarde van het jaar)', { label: 'Stikstofdepositie', eenheid: 'kg N/ha', precisie: 0 })
      .max(100)
      .optional(),
  })
  .strict();
export type Bedrijfsgegevens = z.infer<typeof bedrijfsgegevensSchema>;
