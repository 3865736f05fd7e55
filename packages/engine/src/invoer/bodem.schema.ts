/**
 * Routes /bodem/analyses and /bodem/overig (klw-domain-notes.md §3.2): soil analyses per plot and the other
 * soil inputs (lime, compost). Fields of an analysis follow the lab report columns named in
 * KLW-domeinnotities §3.2 (Eurofins columns in VKA): N-totaal, C/N, NLV, P-AL, P-CaCl2 (PAE),
 * Pw, pH, organische stof, klei.
 */
import { z } from 'zod';
import { datumVeld, hoeveelheid, procent, tekstVeld } from './velden';

/** A plot id as agreed in docs/decisions/014-kaart.md, 'Plot interface' (the key of `percelen.percelen[].id`). */
export const perceelIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, 'Kies een perceel uit de lijst.')
  .describe('het perceel van de analyse (sleutel uit Percelen)')
  .meta({ label: 'Perceel' });


export const bodemAnalyseSchema = z
  .object({
    perceelId: perceelIdSchema.optional(),
    datum: datumVeld('monsternamedatum (JJJJ-MM-DD)', 'Monsternamedatum').optional(),
    laboratorium: tekstVeld('laboratorium dat de analyse deed', { label: 'Laboratorium' }, { max: 200 }).optional(),
    nTotaalMgNPerKg: hoeveelheid('N-totaal in mg N/kg', { label: 'N-totaal', eenheid: 'mg N/kg', precisie: 0 }).max(50_000).optional(),
    cnVerhouding: hoeveelheid('C/N-verhouding (koolstof/stikstof)', { label: 'C/N-verhouding', eenheid: 'C/N', precisie: 1 }).max(100).optional(),
    nlvKgNPerHa: hoeveelheid('stikstofleverend vermogen in kg N/ha per jaar', { label: 'NLV', eenheid: 'kg N/ha', precisie: 0 }).max(500).optional(),
    pAlMgP2o5Per100g: hoeveelheid('P-AL in mg P2O5/100 g', { label: 'P-AL', eenheid: 'mg P2O5/100 g', precisie: 0 }).max(200).optional(),
    pCaCl2MgPPerKg: hoeveelheid('P-CaCl2 (PAE) in mg P/kg', { label: 'P-CaCl2 (PAE)', eenheid: 'mg P/kg', precisie: 1 }).max(50).optional(),
    pwMgP2o5PerL: hoeveelheid('Pw-getal in mg P2O5/l grond', { label: 'Pw', eenheid: 'mg P2O5/l', precisie: 0 }).max(200).optional(),
    ph: z.number().min(2).max(10).optional().describe('zuurgraad pH').meta({ label: 'pH', eenheid: 'pH', precisie: 1 }),
    organischeStofProcent: procent('organische stof in %', { label: 'Organische stof', precisie: 1 }).optional(),
    kleiProcent: procent('klei (lutum, deeltjes < 2 µm) in %', { label: 'Klei (lutum)', precisie: 1 }).optional(),
  })
  .strict();
export type BodemAnalyse = z.infer<typeof bodemAnalyseSchema>;

/** Lime products (dumpfile variables `limegras`, `dologras`…, KLW-domeinnotities §3.2). */
export const kalkSoortSchema = z
  .enum(['kalksteen', 'dolomiet', 'schuimaarde', 'overig'])
  .describe('soort kalkmeststof')
  .meta({ label: 'Soort kalk', keuzes: { kalksteen: 'Kalksteen (koolzure kalk)', dolomiet: 'Dolomiet (magnesiumkalk)', schuimaarde: 'Schuimaarde', overig: 'Overige kalkmeststof' } });

const grondgebruikBemesting = z
  .enum(['grasland', 'mais', 'akkerbouw'])
  .describe('waar het product is gebruikt: grasland, maïs of akkerbouw')
  .meta({ label: 'Gebruikt op', keuzes: { grasland: 'Grasland', mais: 'Maïs', akkerbouw: 'Akkerbouw' } });
export { grondgebruikBemesting as bemestGewasSchema };

export const kalkgiftSchema = z
  .object({
    soort: kalkSoortSchema,
    gebruiktOp: grondgebruikBemesting.default('grasland'),
    kgProduct: hoeveelheid('hoeveelheid kalkmeststof in kg product', { label: 'Hoeveelheid', eenheid: 'kg', precisie: 0 }).max(10_000_000),
    // The neutralising value (NW, kg CaO per 100 kg product) is on the delivery note of every lime product;
    // empty = the IPCC default for the kind (balans/bodemproducten.ts).
    neutraliserendeWaarde: hoeveelheid('neutraliserende waarde (NW) in kg CaO per 100 kg product (afleverbon; leeg = standaard per soort)', { label: 'Neutraliserende waarde', eenheid: 'kg CaO/100 kg', precisie: 1 }).max(70).optional(),
    kgNPerTon: hoeveelheid('stikstof in kg N per ton product (afleverbon; leeg = 0)', { label: 'Stikstof', eenheid: 'kg N/ton', precisie: 1 }).max(50).optional(),
    kgP2o5PerTon: hoeveelheid('fosfaat in kg P2O5 per ton product (afleverbon; leeg = 0)', { label: 'Fosfaat', eenheid: 'kg P2O5/ton', precisie: 1 }).max(50).optional(),
    datum: datumVeld('datum van de kalkgift (JJJJ-MM-DD)', 'Datum').optional(),
  })
  .strict();

/** Compost (GFT- or groencompost, mestcode 111): N and P2O5 per ton from the analysis on the delivery note. */
export const compostSchema = z
  .object({
    soort: z.enum(['gft', 'groen']).describe('soort compost').meta({ label: 'Soort compost', keuzes: { gft: 'GFT-compost', groen: 'Groencompost' } }),
    gebruiktOp: grondgebruikBemesting.default('grasland'),
    ton: hoeveelheid('hoeveelheid compost in ton', { label: 'Hoeveelheid', eenheid: 'ton', precisie: 1 }).max(1_000_000),
    kgNPerTon: hoeveelheid('stikstof in kg N per ton (analyse op de afleverbon)', { label: 'Stikstof', eenheid: 'kg N/ton', precisie: 1 }).max(50),
    kgP2o5PerTon: hoeveelheid('fosfaat in kg P2O5 per ton (analyse op de afleverbon)', { label: 'Fosfaat', eenheid: 'kg P2O5/ton', precisie: 1 }).max(50),
  })
  .strict();

export const bodemSchema = z
  .object({
    analyses: z.array(bodemAnalyseSchema).default([]),
    kalk: z.array(kalkgiftSchema).default([]),
    compost: z.array(compostSchema).default([]),
  })
  .strict();
