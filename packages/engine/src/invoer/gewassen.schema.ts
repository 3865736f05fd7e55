import { z } from 'zod';
import { grondsoortSchema, hoeveelheid, procent } from './velden';

const oppervlakte = (b: string, label = 'Oppervlakte') => hoeveelheid(b, { label, eenheid: 'ha', precisie: 2 }).max(10_000);

/** Routes /voer/grasland, /voer/snijmais, /akkerbouw and natuur: areas, crops, soil. */
export const graslandPerceelSchema = z
  .object({
    naam: z.string().max(200).optional().describe('perceelnaam').meta({ label: 'Perceelnaam' }),
    oppervlakteHa: oppervlakte('oppervlakte in ha'),
    blijvend: z.boolean().default(true).describe('blijvend grasland (ja) of tijdelijk grasland (nee)').meta({ label: 'Blijvend grasland' }),
    grondsoort: grondsoortSchema.optional(),
    klaverAandeelProcent: procent('aandeel klaver in de grasmat in %', { label: 'Aandeel klaver', precisie: 0 }).default(0),
  })
  .strict();

export const snijmaisPerceelSchema = z
  .object({
    naam: z.string().max(200).optional().describe('perceelnaam').meta({ label: 'Perceelnaam' }),
    oppervlakteHa: oppervlakte('oppervlakte in ha'),
    grondsoort: grondsoortSchema.optional(),
  })
  .strict();

export const akkerbouwGewasSchema = z
  .object({
    naam: z.string().min(1).max(200).describe('gewasnaam').meta({ label: 'Gewas' }),
    oppervlakteHa: oppervlakte('oppervlakte in ha'),
    grondsoort: grondsoortSchema.optional(),
    afvoerKgN: hoeveelheid('afgevoerd gewas in kg N', { label: 'Afvoer N', eenheid: 'kg N', precisie: 0 }),
    afvoerKgP2o5: hoeveelheid('afgevoerd gewas in kg P2O5', { label: 'Afvoer fosfaat', eenheid: 'kg P2O5', precisie: 0 }),
    vlinderbloemig: z.boolean().default(false).describe('vlinderbloemig gewas (N-binding)').meta({ label: 'Vlinderbloemig' }),
  })
  .strict();

export const graslandSchema = z.object({ percelen: z.array(graslandPerceelSchema).default([]) }).strict();
export const snijmaisSchema = z.object({ percelen: z.array(snijmaisPerceelSchema).default([]) }).strict();
export const akkerbouwSchema = z.object({ gewassen: z.array(akkerbouwGewasSchema).default([]) }).strict();
export const natuurSchema = z.object({ oppervlakteHa: oppervlakte('oppervlakte natuurterrein in ha', 'Oppervlakte natuurterrein').default(0), grondsoort: grondsoortSchema.optional() }).strict();
