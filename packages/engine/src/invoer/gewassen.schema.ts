import { z } from 'zod';
import { grondsoortSchema, hoeveelheid, procent } from './velden';

const oppervlakte = (b: string) => hoeveelheid(b).max(10_000);

/** Routes /voer/grasland, /voer/snijmais, /akkerbouw and natuur: areas, crops, soil. */
export const graslandPerceelSchema = z
  .object({
    naam: z.string().max(200).optional().describe('perceelnaam'),
    oppervlakteHa: oppervlakte('oppervlakte in ha'),
    blijvend: z.boolean().default(true).describe('blijvend grasland (ja) of tijdelijk grasland (nee)'),
    grondsoort: grondsoortSchema.optional(),
    klaverAandeelProcent: procent('aandeel klaver in de grasmat in %').default(0),
  })
  .strict();

export const snijmaisPerceelSchema = z
  .object({
    naam: z.string().max(200).optional().describe('perceelnaam'),
    oppervlakteHa: oppervlakte('oppervlakte in ha'),
    grondsoort: grondsoortSchema.optional(),
  })
  .strict();

export const akkerbouwGewasSchema = z
  .object({
    naam: z.string().min(1).max(200).describe('gewasnaam'),
    oppervlakteHa: oppervlakte('oppervlakte in ha'),
    grondsoort: grondsoortSchema.optional(),
    afvoerKgN: hoeveelheid('afgevoerd gewas in kg N'),
    afvoerKgP2o5: hoeveelheid('afgevoerd gewas in kg P2O5'),
    vlinderbloemig: z.boolean().default(false).describe('vlinderbloemig gewas (N-binding)'),
  })
  .strict();

export const graslandSchema = z.object({ percelen: z.array(graslandPerceelSchema).default([]) }).strict();
export const snijmaisSchema = z.object({ percelen: z.array(snijmaisPerceelSchema).default([]) }).strict();
export const akkerbouwSchema = z.object({ gewassen: z.array(akkerbouwGewasSchema).default([]) }).strict();
export const natuurSchema = z.object({ oppervlakteHa: oppervlakte('oppervlakte natuurterrein in ha').default(0), grondsoort: grondsoortSchema.optional() }).strict();

/** Route /bodem/analyses: soil analyses (kept for signalling and the report). */
export const bodemAnalyseSchema = z
  .object({
    perceel: z.string().max(200).optional().describe('perceelnaam'),
    datum: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Gebruik de datumnotatie JJJJ-MM-DD.').optional().describe('monsternamedatum (JJJJ-MM-DD)'),
    pAlMgP2o5Per100g: hoeveelheid('P-AL in mg P2O5/100 g').max(200).optional(),
    pCaCl2MgPPerKg: hoeveelheid('P-CaCl2 (PAE) in mg P/kg').max(50).optional(),
    nTotaalMgNPerKg: hoeveelheid('N-totaal in mg N/kg').max(50_000).optional(),
    organischeStofProcent: procent('organische stof in %').optional(),
    ph: z.number().min(2).max(10).optional().describe('zuurgraad pH'),
  })
  .strict();
export const bodemSchema = z.object({ analyses: z.array(bodemAnalyseSchema).default([]) }).strict();
