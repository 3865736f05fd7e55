import { z } from 'zod';
import { hoeveelheid } from './velden';

/** Housed animals with a normative TAN share (rekenregels tabel 3.12, KLW-domeinnotities §1.5). */
export const staldierSoortSchema = z
  .enum(['kraamzeugen', 'guste-dragende-zeugen', 'gespeende-biggen', 'vleesvarkens', 'leghennen', 'vleeskuikens', 'witvleeskalveren'])
  .describe('soort staldier');

/** Route /intensieveVeehouderij: the stable balance of the housed-animal branch. */
export const intensieveVeehouderijSchema = z
  .object({
    categorieen: z.array(z.object({ soort: staldierSoortSchema, gemiddeldAantal: hoeveelheid('gemiddeld aantal dieren') }).strict()).default([]),
    voerAanvoerKgN: hoeveelheid('voer voor staldieren in kg N').default(0),
    voerAanvoerKgP2o5: hoeveelheid('voer voor staldieren in kg P2O5').default(0),
    dierenAanvoerKgN: hoeveelheid('aangevoerde staldieren in kg N').default(0),
    dierenAanvoerKgP2o5: hoeveelheid('aangevoerde staldieren in kg P2O5').default(0),
    dierenAfvoerKgN: hoeveelheid('afgevoerde staldieren in kg N').default(0),
    dierenAfvoerKgP2o5: hoeveelheid('afgevoerde staldieren in kg P2O5').default(0),
  })
  .strict();
