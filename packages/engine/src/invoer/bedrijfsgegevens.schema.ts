import { z } from 'zod';
import { procent, hoeveelheid } from './velden';

/** Route /bedrijfsgegevens: general farm data. */
export const bedrijfsgegevensSchema = z
  .object({
    jaar: z.number().int().min(2000).max(2100).describe('rapportagejaar (bijv. 2024)'),
    naam: z.string().max(200).optional().describe('bedrijfsnaam'),
    biologisch: z.boolean().default(false).describe('biologisch bedrijf (ja/nee)'),
    derogatie: z.boolean().default(false).describe('derogatie aangevraagd (ja/nee)'),
    /** WUM region for the dairy forfaits (CBS Dierlijke mest en mineralen, §3.1). */
    regio: z.enum(['zuid-oost', 'noord-west']).default('zuid-oost').describe('WUM-regio: zuid-oost of noord-west'),
    grondsoortAandelenProcent: z
      .object({
        zand: procent('aandeel zandgrond in %'),
        klei: procent('aandeel kleigrond in %'),
        veen: procent('aandeel veengrond in %'),
        loss: procent('aandeel lössgrond in %'),
      })
      .describe('grondsoortaandelen in % van de oppervlakte')
      .refine((g) => Math.abs(g.zand + g.klei + g.veen + g.loss - 100) < 0.5, { message: 'De grondsoortaandelen moeten samen 100% zijn.' }),
    depositieKgNPerHa: hoeveelheid('stikstofdepositie in kg N/ha (leeg = standaardwaarde van het jaar)').max(100).optional(),
    zandklasse: z
      .enum(['zand1', 'zand2', 'zand3'])
      .optional()
      .describe('klasse van de zandgrond naar grondwatertrap: zand1 nat (Gt I–IV), zand2 matig droog (Gt V–VI), zand3 droog (Gt VII–VIII); leeg = zand2'),
  })
  .strict();
export type Bedrijfsgegevens = z.infer<typeof bedrijfsgegevensSchema>;
