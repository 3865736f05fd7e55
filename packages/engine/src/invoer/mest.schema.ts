import { z } from 'zod';
import { gehalte, hoeveelheid, procent } from './velden';

/** Application techniques with an NH3 emission factor (KLW-domeinnotities §1.5, NEMA tabel B18.3). */
export const aanwendingstechniekSchema = z
  .enum(['zodenbemester', 'sleufkouter', 'diepe-injectie', 'sleepvoet', 'onderwerken-1-werkgang', 'onderwerken-2-werkgangen', 'bovengronds-breedwerpig'])
  .describe('aanwendingstechniek')
  .meta({
    label: 'Aanwendingstechniek',
    keuzes: {
      zodenbemester: 'Zodenbemester',
      sleufkouter: 'Sleufkouter',
      'diepe-injectie': 'Diepe injectie',
      sleepvoet: 'Sleepvoet',
      'onderwerken-1-werkgang': 'Onderwerken in 1 werkgang',
      'onderwerken-2-werkgangen': 'Onderwerken in 2 werkgangen',
      'bovengronds-breedwerpig': 'Bovengronds breedwerpig',
    },
  });
export type Aanwendingstechniek = z.infer<typeof aanwendingstechniekSchema>;

/** A manure batch per RVO mestcode; N and P2O5 empty = forfait (Tabel 5) × ton. */
export const mestpartijSchema = z
  .object({
    mestcode: z.number().int().min(1).max(200).describe('RVO-mestcode (bijv. 14 = rundveedrijfmest)').meta({ label: 'Mestcode', eenheid: 'code', precisie: 0 }),
    ton: hoeveelheid('hoeveelheid in ton', { label: 'Hoeveelheid', eenheid: 'ton', precisie: 1 }),
    kgN: hoeveelheid('stikstof in kg N (leeg = forfait per mestcode)', { label: 'Stikstof', eenheid: 'kg N', precisie: 0 }).optional(),
    kgP2o5: hoeveelheid('fosfaat in kg P2O5 (leeg = forfait per mestcode)', { label: 'Fosfaat', eenheid: 'kg P2O5', precisie: 0 }).optional(),
  })
  .strict();
export type Mestpartij = z.infer<typeof mestpartijSchema>;

/** Routes /OrganischeMeststromen and /OrganischeMestVerbruik. */
export const organischeMestSchema = z
  .object({
    aanvoer: z.array(mestpartijSchema).default([]),
    afvoer: z.array(mestpartijSchema).default([]),
    beginvoorraad: z.array(mestpartijSchema).default([]),
    eindvoorraad: z.array(mestpartijSchema).default([]),
    verbruik: z
      .object({
        aandeelGraslandProcent: procent('aandeel van de toegediende mest-N op grasland in % (leeg = naar oppervlakte)', { label: 'Aandeel mest-N op grasland', precisie: 0 }).optional(),
        techniekGrasland: aanwendingstechniekSchema.default('zodenbemester').meta({ label: 'Techniek op grasland' }),
        techniekBouwland: aanwendingstechniekSchema.default('onderwerken-1-werkgang').meta({ label: 'Techniek op bouwland' }),
      })
      .strict()
      .prefault({}),
    vergisting: z
      .object({
        vergisteMestProcent: procent('aandeel van de eigen mest dat wordt vergist in %', { label: 'Aandeel eigen mest vergist', precisie: 0 }).default(0),
        coSubstraatAanvoer: z
          .array(
            z
              .object({
                naam: z.string().min(1).max(200).describe('naam co-substraat').meta({ label: 'Co-substraat' }),
                ton: hoeveelheid('hoeveelheid in ton', { label: 'Hoeveelheid', eenheid: 'ton', precisie: 1 }),
                kgN: hoeveelheid('stikstof in kg N', { label: 'Stikstof', eenheid: 'kg N', precisie: 0 }),
                kgP2o5: hoeveelheid('fosfaat in kg P2O5', { label: 'Fosfaat', eenheid: 'kg P2O5', precisie: 0 }),
              })
              .strict(),
          )
          .default([]),
      })
      .strict()
      .prefault({}),
    mestscheiding: z
      .boolean()
      .default(false)
      .describe('mest wordt gescheiden (dikke/dunne fractie; afvoer per mestcode invullen)')
      .meta({ label: 'Mest wordt gescheiden' }),
  })
  .strict();

/** Route /Kunstmest: products with the N split by form (needed for the NH3 factor). */
export const kunstmestProductSchema = z
  .object({
    naam: z.string().min(1).max(200).describe('productnaam').meta({ label: 'Product' }),
    beginvoorraadKg: hoeveelheid('beginvoorraad in kg product', { label: 'Beginvoorraad', eenheid: 'kg', precisie: 0 }).default(0),
    aanvoerKg: hoeveelheid('aanvoer in kg product', { label: 'Aanvoer', eenheid: 'kg', precisie: 0 }),
    eindvoorraadKg: hoeveelheid('eindvoorraad in kg product', { label: 'Eindvoorraad', eenheid: 'kg', precisie: 0 }).default(0),
    nAmmoniumGPerKg: gehalte('ammonium-N in g N/kg product', 500, { label: 'Ammonium-N', eenheid: 'g N/kg', precisie: 0 }).default(0),
    nNitraatGPerKg: gehalte('nitraat-N in g N/kg product', 500, { label: 'Nitraat-N', eenheid: 'g N/kg', precisie: 0 }).default(0),
    nUreumGPerKg: gehalte('ureum-N in g N/kg product', 500, { label: 'Ureum-N', eenheid: 'g N/kg', precisie: 0 }).default(0),
    p2o5GPerKg: gehalte('fosfaat in g P2O5/kg product', 600, { label: 'Fosfaat', eenheid: 'g P2O5/kg', precisie: 0 }).default(0),
    verdeling: z
      .object({
        graslandProcent: procent('aandeel gebruikt op grasland in %', { label: 'Deel op grasland', precisie: 0 }),
        snijmaisProcent: procent('aandeel gebruikt op snijmaïs in %', { label: 'Deel op snijmaïs', precisie: 0 }),
        akkerbouwProcent: procent('aandeel gebruikt op akkerbouw en overig in %', { label: 'Deel op akkerbouw en overig', precisie: 0 }),
      })
      .strict()
      .refine((v) => Math.abs(v.graslandProcent + v.snijmaisProcent + v.akkerbouwProcent - 100) < 0.5, {
        message: 'De verdeling over grasland, snijmaïs en akkerbouw moet samen 100% zijn.',
      })
      .optional()
      .describe('verdeling van het verbruik (leeg = naar oppervlakte)'),
  })
  .strict();
export type KunstmestProduct = z.infer<typeof kunstmestProductSchema>;
export const kunstmestSchema = z.object({ producten: z.array(kunstmestProductSchema).default([]) }).strict();
