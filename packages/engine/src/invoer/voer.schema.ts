import { z } from 'zod';
import { gehalte, hoeveelheid, tekstVeld } from './velden';
import { MAXIMA } from './maxima';

/**
 * A feed bought as product (krachtvoer, overige voeders/bijproducten, melkproducten):
 * stocks and purchases in kg product, contents per kg DS.
 * Use = begin + aanvoer − eind (KLW-domeinnotities §1.3, VRDBEGIN + VRDAANLEG − VRDEIND).
 */
export const productVoerSchema = z
  .object({
    naam: tekstVeld('productnaam', { label: 'Product' }, { max: 200, min: 1 }),
    beginvoorraadKg: hoeveelheid('beginvoorraad in kg product', { label: 'Beginvoorraad', eenheid: 'kg', precisie: 0 }).max(MAXIMA.kgVoerProduct).default(0),
    aanvoerKg: hoeveelheid('aanvoer (aankoop) in kg product', { label: 'Aanvoer', eenheid: 'kg', precisie: 0 }).max(MAXIMA.kgVoerProduct),
    eindvoorraadKg: hoeveelheid('eindvoorraad in kg product', { label: 'Eindvoorraad', eenheid: 'kg', precisie: 0 }).max(MAXIMA.kgVoerProduct).default(0),
    dsGPerKg: gehalte('drogestofgehalte in g/kg product', 1000, { label: 'Droge stof', eenheid: 'g/kg', precisie: 0 }),
    vemPerKgDs: gehalte('VEM per kg DS', 2500, { label: 'VEM per kg DS', eenheid: 'VEM/kg DS', precisie: 0 }),
    reGPerKgDs: gehalte('ruw eiwit in g/kg DS', 900, { label: 'Ruw eiwit', eenheid: 'g/kg DS', precisie: 0 }),
    pGPerKgDs: gehalte('fosfor in g/kg DS', 40, { label: 'Fosfor', eenheid: 'g/kg DS', precisie: 1 }),
    // From 2020 the KLW uses the supplier's footprint per product when given (ppp-agro.nl, docs/rekenregels.md §6).
    co2KgPerKgProduct: gehalte('CO2-voetafdruk van de leverancier in kg CO2-eq per kg product (leeg = standaard)', 20, { label: 'CO2-voetafdruk leverancier', eenheid: 'kg CO2-eq/kg', precisie: 3 }).optional(),
    co2Bron: tekstVeld('leverancier en bron van de CO2-voetafdruk', { label: 'Bron voetafdruk (leverancier)' }, { max: 200 }).optional(),
  })
  .strict();
export type ProductVoer = z.infer<typeof productVoerSchema>;

export const ruwvoerSoortSchema = z
  .enum(['graskuil', 'hooi', 'snijmais', 'overig-ruwvoer'])
  .describe('soort ruwvoer')
  .meta({ label: 'Soort', keuzes: { graskuil: 'Graskuil', hooi: 'Hooi', snijmais: 'Snijmaïs', 'overig-ruwvoer': 'Overig ruwvoer' } });

/** Roughage per partij, in kg DS (partijmeting), own harvest (aanleg) or purchase. */
export const ruwvoerProductSchema = z
  .object({
    naam: tekstVeld('naam van de partij/kuil', { label: 'Partij / kuil' }, { max: 200, min: 1 }),
    soort: ruwvoerSoortSchema,
    herkomst: z
      .enum(['eigen', 'aankoop'])
      .describe('herkomst: eigen (aanleg) of aankoop')
      .meta({ label: 'Herkomst', keuzes: { eigen: 'Eigen teelt', aankoop: 'Aankoop' } }),
    beginvoorraadKgDs: hoeveelheid('beginvoorraad in kg DS', { label: 'Beginvoorraad', eenheid: 'kg DS', precisie: 0 }).max(MAXIMA.kgDsRuwvoer).default(0),
    aanlegKgDs: hoeveelheid('aanleg (eigen oogst) of aankoop in kg DS', { label: 'Aanleg of aankoop', eenheid: 'kg DS', precisie: 0 }).max(MAXIMA.kgDsRuwvoer),
    eindvoorraadKgDs: hoeveelheid('eindvoorraad in kg DS', { label: 'Eindvoorraad', eenheid: 'kg DS', precisie: 0 }).max(MAXIMA.kgDsRuwvoer).default(0),
    verkoopKgDs: hoeveelheid('verkocht in kg DS', { label: 'Verkocht', eenheid: 'kg DS', precisie: 0 }).max(MAXIMA.kgDsRuwvoer).default(0),
    vemPerKgDs: gehalte('VEM per kg DS', 1500, { label: 'VEM per kg DS', eenheid: 'VEM/kg DS', precisie: 0 }),
    reGPerKgDs: gehalte('ruw eiwit in g/kg DS', 500, { label: 'Ruw eiwit', eenheid: 'g/kg DS', precisie: 0 }),
    pGPerKgDs: gehalte('fosfor in g/kg DS', 15, { label: 'Fosfor', eenheid: 'g/kg DS', precisie: 1 }),
  })
  .strict();
export type RuwvoerProduct = z.infer<typeof ruwvoerProductSchema>;

export const krachtvoerSchema = z.object({ producten: z.array(productVoerSchema).default([]) }).strict();
export const ruwvoerSchema = z.object({ producten: z.array(ruwvoerProductSchema).default([]) }).strict();
export const melkproductenSchema = z.object({ producten: z.array(productVoerSchema).default([]) }).strict();
export const overigeVoedersSchema = z.object({ producten: z.array(productVoerSchema).default([]) }).strict();

/** Bedding (stro, zaagsel): only a nutrient input to the manure. */
export const strooiselProductSchema = z
  .object({
    naam: tekstVeld('naam strooiselproduct', { label: 'Product' }, { max: 200, min: 1 }),
    beginvoorraadKg: hoeveelheid('beginvoorraad in kg product', { label: 'Beginvoorraad', eenheid: 'kg', precisie: 0 }).max(MAXIMA.kgVoerProduct).default(0),
    aanvoerKg: hoeveelheid('aanvoer in kg product', { label: 'Aanvoer', eenheid: 'kg', precisie: 0 }).max(MAXIMA.kgVoerProduct),
    eindvoorraadKg: hoeveelheid('eindvoorraad in kg product', { label: 'Eindvoorraad', eenheid: 'kg', precisie: 0 }).max(MAXIMA.kgVoerProduct).default(0),
    nGPerKg: gehalte('stikstof in g N/kg product (leeg = standaard stro)', 50, { label: 'Stikstof', eenheid: 'g N/kg', precisie: 1 }).optional(),
    p2o5GPerKg: gehalte('fosfaat in g P2O5/kg product (leeg = standaard stro)', 50, { label: 'Fosfaat', eenheid: 'g P2O5/kg', precisie: 1 }).optional(),
  })
  .strict();
export const strooiselSchema = z.object({ producten: z.array(strooiselProductSchema).default([]) }).strict();
