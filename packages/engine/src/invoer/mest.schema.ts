import { z } from 'zod';
import { datumVeld, gehalte, hoeveelheid, procent, tekstVeld } from './velden';
import { MAXIMA } from './maxima';

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

/** Unit the farmer's paper uses for a manure amount; the engine converts m³ to ton (bea/mest.ts `mestTonVan`). */
export const mestEenheidSchema = z
  .enum(['ton', 'm3'])
  .describe('eenheid van de hoeveelheid: ton of m³ (m³ alleen voor drijfmest, gier en dunne fractie)')
  .meta({ label: 'Eenheid', keuzes: { ton: 'Ton', m3: 'm³' } });


/**
 * Solid manure codes (names from KLW-domeinnotities §2.1, RVO Tabel 5): their density is not 1 t/m³,
 * RVO says to weigh it ("vaste mest: bepaal het soortelijk gewicht door te wegen"), so they are
 * entered in ton only. Which codes are solid is read from their names (te verifiëren tegen Tabel 5).
 */
export const VASTE_MESTCODES: ReadonlySet<number> = new Set([10, 13, 23, 25, 31, 32, 33, 35, 39, 40, 43, 56, 61, 110, 111]);

const geenM3VoorVasteMest = (r: { mestcode: number; eenheid: 'ton' | 'm3' }, ctx: z.RefinementCtx) => {
  if (r.eenheid === 'm3' && VASTE_MESTCODES.has(r.mestcode))
    ctx.addIssue({ code: 'custom', path: ['eenheid'], message: `Mestcode ${r.mestcode} is vaste mest: vul de hoeveelheid in ton in (weeg de mest; 1 m³ is hier geen 1 ton).` });
};

const mestcode = () => z.number().int().min(1).max(200).describe('RVO-mestcode (bijv. 14 = rundveedrijfmest)').meta({ label: 'Mestcode', eenheid: 'code', precisie: 0, codelijst: 'mestcodes' });
const mestHoeveelheid = () => hoeveelheid('hoeveelheid in de gekozen eenheid (ton of m³)', { label: 'Hoeveelheid', eenheid: 'ton of m³', precisie: 1 }).max(10_000_000);
const perTon = (stof: 'N' | 'P2O5', leeg: string) =>
  hoeveelheid(`${stof === 'N' ? 'stikstof in kg N' : 'fosfaat in kg P2O5'} per ton ${leeg}`, { label: stof === 'N' ? 'Stikstof per ton' : 'Fosfaat per ton', eenheid: stof === 'N' ? 'kg N/ton' : 'kg P2O5/ton', precisie: 2 }).max(100);

/**
 * A manure flow per RVO mestcode, as on the VDM (vervoersbewijs dierlijke meststoffen): amount in the
 * unit of the paper, N and P2O5 per ton from the analysis; empty = the RVO forfait (Tabel 5) of the year.
 */
export const mestpartijSchema = z
  .object({
    mestcode: mestcode(),
    hoeveelheid: mestHoeveelheid(),
    eenheid: mestEenheidSchema.default('ton'),
    kgNPerTon: perTon('N', '(analyse; leeg = forfait per mestcode)').optional(),
    kgP2o5PerTon: perTon('P2O5', '(analyse; leeg = forfait per mestcode)').optional(),
    datum: datumVeld('datum van het transport (JJJJ-MM-DD)', 'Datum').optional(),
    tegenpartij: tekstVeld('leverancier of afnemer (naam of relatienummer)', { label: 'Leverancier of afnemer' }, { max: 200 }).optional(),
  })
  .strict()
  .superRefine(geenM3VoorVasteMest);
export type Mestpartij = z.infer<typeof mestpartijSchema>;

/** Products of digestion and separation (KLW-domeinnotities §3.2 "Mestvergisting & -scheiding"). */
export const mestverwerkingProductSchema = z
  .object({
    product: z
      .enum(['dikke-fractie', 'dunne-fractie', 'digestaat', 'mineralenconcentraat'])
      .describe('product van vergisting of scheiding')
      .meta({ label: 'Product', keuzes: { 'dikke-fractie': 'Dikke fractie', 'dunne-fractie': 'Dunne fractie', digestaat: 'Digestaat', mineralenconcentraat: 'Mineralenconcentraat' } }),
    ton: hoeveelheid('geproduceerde hoeveelheid in ton', { label: 'Hoeveelheid', eenheid: 'ton', precisie: 1 }).max(10_000_000),
    kgNPerTon: perTon('N', '(analyse)'),
    kgP2o5PerTon: perTon('P2O5', '(analyse)'),
  })
  .strict();

/** Use of manure per crop group and manure type, with the application technique (route /OrganischeMestVerbruik). */
export const mesttoedieningSchema = z
  .object({
    gebruiktOp: z
      .enum(['grasland', 'mais', 'akkerbouw'])
      .describe('waar de mest is uitgereden: grasland, maïs of akkerbouw')
      .meta({ label: 'Uitgereden op', keuzes: { grasland: 'Grasland', mais: 'Maïs', akkerbouw: 'Akkerbouw' } }),
    mestcode: mestcode(),
    hoeveelheid: mestHoeveelheid(),
    eenheid: mestEenheidSchema.default('m3'),
    techniek: aanwendingstechniekSchema,
  })
  .strict()
  .superRefine(geenM3VoorVasteMest);

/** Routes /OrganischeMeststromen, /OrganischeMestVergistingScheiding and /OrganischeMestVerbruik. */
export const organischeMestSchema = z
  .object({
    aanvoer: z.array(mestpartijSchema).default([]),
    afvoer: z.array(mestpartijSchema).default([]),
    beginvoorraad: z.array(mestpartijSchema).default([]),
    eindvoorraad: z.array(mestpartijSchema).default([]),
    verbruik: z
      .object({
        aandeelGraslandProcent: procent('aandeel van de toegediende mest-N op grasland in % (leeg = uit de toedieningen of naar oppervlakte)', { label: 'Aandeel mest-N op grasland', precisie: 0 }).optional(),
        techniekGrasland: aanwendingstechniekSchema.default('zodenbemester').meta({ label: 'Techniek op grasland' }),
        techniekBouwland: aanwendingstechniekSchema.default('onderwerken-1-werkgang').meta({ label: 'Techniek op bouwland' }),
        toedieningen: z.array(mesttoedieningSchema).default([]),
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
                naam: tekstVeld('naam co-substraat', { label: 'Co-substraat' }, { max: 200, min: 1 }),
                ton: hoeveelheid('hoeveelheid in ton', { label: 'Hoeveelheid', eenheid: 'ton', precisie: 1 }).max(MAXIMA.tonCoSubstraat),
                kgN: hoeveelheid('stikstof in kg N', { label: 'Stikstof', eenheid: 'kg N', precisie: 0 }).max(MAXIMA.kgNutrient),
                kgP2o5: hoeveelheid('fosfaat in kg P2O5', { label: 'Fosfaat', eenheid: 'kg P2O5', precisie: 0 }).max(MAXIMA.kgNutrient),
              })
              .strict(),
          )
          .default([]),
        producten: z.array(mestverwerkingProductSchema).default([]).describe('eindproducten van vergisting en scheiding (controle van de fosfaat; afvoer telt via Afvoer per mestcode)'),
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

/** Fertiliser type for the NH3 emission factor per product (fdm baat.json, KLW-domeinnotities §1.5, supplement §7). */
export const kunstmestSoortSchema = z
  .enum(['kas', 'ammoniumnitraat', 'ammoniumsulfaat', 'ammoniumsulfaatsalpeter', 'ureum', 'ureum-vloeibaar', 'ureum-zwavelgecoat', 'uan', 'dap-map', 'np-npk', 'nitraat'])
  .describe('soort kunstmest voor de NH3-emissiefactor (kas, ammoniumnitraat, ammoniumsulfaat, …); leeg = naar de N-vormen')
  .meta({
    label: 'Soort kunstmest',
    keuzes: {
      kas: 'KAS (kalkammonsalpeter)', ammoniumnitraat: 'Ammoniumnitraat', ammoniumsulfaat: 'Ammoniumsulfaat', ammoniumsulfaatsalpeter: 'Ammoniumsulfaatsalpeter',
      ureum: 'Ureum', 'ureum-vloeibaar': 'Ureum vloeibaar', 'ureum-zwavelgecoat': 'Ureum zwavelgecoat', uan: 'UAN (ureum-ammoniumnitraat)',
      'dap-map': 'DAP/MAP', 'np-npk': 'NP/NPK', nitraat: 'Nitraatmeststof',
    },
  });
export type KunstmestSoort = z.infer<typeof kunstmestSoortSchema>;

/**
 * Unit of a fertiliser row's three amounts (the unit on the farmer's paper): kg, or bags of
 * `kgPerZak` kg each. The bag weight is the farmer's, from the bag or the invoice: no catalogue we have
 * read gives bag sizes per product (supplement §7 / fdm baat.json give contents only).
 */
export const kunstmestEenheidSchema = z
  .enum(['kg', 'zak'])
  .describe('eenheid van begin-, aanvoer- en eindvoorraad: kg of zakken')
  .meta({ label: 'Eenheid', keuzes: { kg: 'Kilogram (kg)', zak: 'Zakken' } });

const kunstmestHoeveelheid = (wat: string, label: string) => hoeveelheid(`${wat} in kg product of in zakken (zie eenheid)`, { label, eenheid: 'kg of zakken', precisie: 0 }).max(MAXIMA.kgKunstmest);

/** Route /Kunstmest: products with the N split by form (needed for the NH3 factor). */
export const kunstmestProductSchema = z
  .object({
    naam: tekstVeld('productnaam', { label: 'Product' }, { max: 200, min: 1 }),
    beginvoorraadKg: kunstmestHoeveelheid('beginvoorraad', 'Beginvoorraad').default(0),
    aanvoerKg: kunstmestHoeveelheid('aanvoer', 'Aanvoer'),
    eindvoorraadKg: kunstmestHoeveelheid('eindvoorraad', 'Eindvoorraad').default(0),
    eenheid: kunstmestEenheidSchema.default('kg'),
    kgPerZak: hoeveelheid('gewicht van één zak in kg (op de zak of de factuur)', { label: 'Kg per zak', eenheid: 'kg', precisie: 1 }).min(1).max(2000).optional(),
    nAmmoniumGPerKg: gehalte('ammonium-N in g N/kg product', 500, { label: 'Ammonium-N', eenheid: 'g N/kg', precisie: 0 }).default(0),
    nNitraatGPerKg: gehalte('nitraat-N in g N/kg product', 500, { label: 'Nitraat-N', eenheid: 'g N/kg', precisie: 0 }).default(0),
    nUreumGPerKg: gehalte('ureum-N in g N/kg product', 500, { label: 'Ureum-N', eenheid: 'g N/kg', precisie: 0 }).default(0),
    p2o5GPerKg: gehalte('fosfaat in g P2O5/kg product', 600, { label: 'Fosfaat', eenheid: 'g P2O5/kg', precisie: 0 }).default(0),
    k2oGPerKg: gehalte('kali in g K2O/kg product (vastgelegd; de rekenkern gebruikt K niet)', 700, { label: 'Kali', eenheid: 'g K2O/kg', precisie: 0 }).default(0),
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
    soort: kunstmestSoortSchema.optional(),
  })
  .strict()
  .superRefine((p, ctx) => {
    if (p.eenheid === 'zak' && p.kgPerZak === undefined) ctx.addIssue({ code: 'custom', path: ['kgPerZak'], message: 'Vul bij zakken het gewicht van één zak in (het staat op de zak en op de factuur).' });
  })
  // The engine counts in kg: amounts in bags become kg here; the stored row keeps what was typed.
  .transform((p) =>
    p.eenheid === 'zak' && p.kgPerZak !== undefined
      ? { ...p, beginvoorraadKg: p.beginvoorraadKg * p.kgPerZak, aanvoerKg: p.aanvoerKg * p.kgPerZak, eindvoorraadKg: p.eindvoorraadKg * p.kgPerZak }
      : p,
  );
export type KunstmestProduct = z.infer<typeof kunstmestProductSchema>;
export const kunstmestSchema = z.object({ producten: z.array(kunstmestProductSchema).default([]) }).strict();
