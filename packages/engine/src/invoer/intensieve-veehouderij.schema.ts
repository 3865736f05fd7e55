import { z } from 'zod';
import { hoeveelheid } from './velden';
import { MAXIMA } from './maxima';

/** Housed animals with a normative TAN share (rekenregels tabel 3.12, KLW-domeinnotities §1.5). */
export const staldierSoortSchema = z
  .enum(['kraamzeugen', 'guste-dragende-zeugen', 'gespeende-biggen', 'vleesvarkens', 'leghennen', 'vleeskuikens', 'witvleeskalveren'])
  .describe('soort staldier')
  .meta({
    label: 'Diersoort',
    keuzes: {
      kraamzeugen: 'Kraamzeugen',
      'guste-dragende-zeugen': 'Guste en dragende zeugen',
      'gespeende-biggen': 'Gespeende biggen',
      vleesvarkens: 'Vleesvarkens',
      leghennen: 'Leghennen',
      vleeskuikens: 'Vleeskuikens',
      witvleeskalveren: 'Witvleeskalveren',
    },
  });

/** Route /intensieveVeehouderij: the stable balance of the housed-animal branch. */
export const intensieveVeehouderijSchema = z
  .object({
    categorieen: z.array(z.object({ soort: staldierSoortSchema, gemiddeldAantal: hoeveelheid('gemiddeld aantal dieren', { label: 'Gemiddeld aantal', eenheid: 'dieren', precisie: 0 }).max(MAXIMA.staldieren) }).strict()).default([]),
    voerAanvoerKgN: hoeveelheid('voer voor staldieren in kg N', { label: 'Voer aanvoer N', eenheid: 'kg N', precisie: 0 }).max(MAXIMA.kgNutrient).default(0),
    voerAanvoerKgP2o5: hoeveelheid('voer voor staldieren in kg P2O5', { label: 'Voer aanvoer fosfaat', eenheid: 'kg P2O5', precisie: 0 }).max(MAXIMA.kgNutrient).default(0),
    dierenAanvoerKgN: hoeveelheid('aangevoerde staldieren in kg N', { label: 'Dieren aanvoer N', eenheid: 'kg N', precisie: 0 }).max(MAXIMA.kgNutrient).default(0),
    dierenAanvoerKgP2o5: hoeveelheid('aangevoerde staldieren in kg P2O5', { label: 'Dieren aanvoer fosfaat', eenheid: 'kg P2O5', precisie: 0 }).max(MAXIMA.kgNutrient).default(0),
    dierenAfvoerKgN: hoeveelheid('afgevoerde staldieren in kg N', { label: 'Dieren afvoer N', eenheid: 'kg N', precisie: 0 }).max(MAXIMA.kgNutrient).default(0),
    dierenAfvoerKgP2o5: hoeveelheid('afgevoerde staldieren in kg P2O5', { label: 'Dieren afvoer fosfaat', eenheid: 'kg P2O5', precisie: 0 }).max(MAXIMA.kgNutrient).default(0),
  })
  .strict();
