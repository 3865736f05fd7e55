/**
 * Route /bodem/percelen: the farm's plots, the one source of land. The engine
 * reads every area per land use, per soil type and per sand class, the clover share and the
 * registered phosphate class from these plots; no other screen asks for an area or a soil type.
 * Interface agreed with the map (docs/decisions/014-kaart.md, 'Plot interface'): `geometrie` is drawn and edited by the map
 * and ignored by the engine; `id` is made by the client for a new plot and stays with the plot.
 */
import { z } from 'zod';
import { grondsoortSchema, hoeveelheid, procent, tekstVeld } from './velden';

/** Land use of a plot as the engine counts it (KLW-domeinnotities §1.8: grasland, maïs, overig/akkerbouw; plus natuur). */
export const grondgebruikSchema = z
  .enum(['blijvendGrasland', 'tijdelijkGrasland', 'mais', 'akkerbouw', 'natuur'])
  .describe('grondgebruik: blijvend of tijdelijk grasland, maïs, akkerbouw of natuur')
  .meta({
    label: 'Grondgebruik',
    keuzes: { blijvendGrasland: 'Blijvend grasland', tijdelijkGrasland: 'Tijdelijk grasland', mais: 'Maïs', akkerbouw: 'Akkerbouw', natuur: 'Natuur' },
  });
export type Grondgebruik = z.infer<typeof grondgebruikSchema>;

/** Sand classes by groundwater class (supplement §2.1; zand1 nat … zand3 droog, te verifiëren in de KLW-invoerhandleiding). */
export const zandklasseSchema = z
  .enum(['zand1', 'zand2', 'zand3'])
  .describe('klasse van de zand- of lössgrond naar grondwatertrap: zand1 nat (Gt I–IV), zand2 matig droog (Gt V–VI), zand3 droog (Gt VII–VIII); leeg = zand2')
  .meta({ label: 'Zandklasse', keuzes: { zand1: 'Zand 1: nat (Gt I–IV)', zand2: 'Zand 2: matig droog (Gt V–VI)', zand3: 'Zand 3: droog (Gt VII–VIII)' } });
export type Zandklasse = z.infer<typeof zandklasseSchema>;

/** Phosphate state of the soil as registered with RVO (supplement §3.2); a soil analysis of the plot overrides it. */
export const fosfaatklasseSchema = z
  .enum(['arm', 'laag', 'neutraal', 'ruim', 'hoog'])
  .describe('fosfaattoestand van de grond zoals geregistreerd (arm, laag, neutraal, ruim of hoog)')
  .meta({ label: 'Fosfaattoestand', keuzes: { arm: 'Arm', laag: 'Laag', neutraal: 'Neutraal', ruim: 'Ruim', hoog: 'Hoog' } });

/** GeoJSON position [lon, lat] in WGS84 (RFC 7946 §3.1.1). */
const positie = z.tuple([z.number().finite().min(-180).max(180), z.number().finite().min(-90).max(90)]);

/** A closed linear ring (RFC 7946 §3.1.6): at least 4 positions, the first equal to the last. */
const ring = z
  .array(positie)
  .min(4, 'Een perceelgrens heeft minstens 4 punten.')
  .max(5000, 'Een perceelgrens heeft hoogstens 5.000 punten.')
  .refine((r) => r.length === 0 || (r[0][0] === r[r.length - 1][0] && r[0][1] === r[r.length - 1][1]), { message: 'Een perceelgrens moet gesloten zijn (eerste punt gelijk aan het laatste).' });

/** The plot's outline as a GeoJSON Polygon (outer ring first, then holes); set by the map, ignored by the engine. */
export const perceelGeometrieSchema = z
  .object({
    type: z.literal('Polygon'),
    coordinates: z.array(ring).min(1, 'Een perceelgrens heeft minstens één ring.').max(50, 'Een perceel heeft hoogstens 50 ringen.'),
  })
  .strict()
  .describe('perceelgrens als GeoJSON-polygoon (WGS84, [lengtegraad, breedtegraad])');

export const perceelSchema = z
  .object({
    id: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,40}$/, 'Een perceel-id bestaat uit 1 tot 40 letters, cijfers, _ of -.')
      .describe('vaste sleutel van het perceel (door de invoer gemaakt)')
      .meta({ label: 'Perceel-id' }),
    nummer: tekstVeld('RVO-perceelnummer of sectornummer', { label: 'Perceelnummer (RVO)' }, { max: 40 }).optional(),
    naam: tekstVeld('perceelnaam', { label: 'Perceelnaam' }, { max: 200 }).optional(),
    oppervlakteHa: hoeveelheid('oppervlakte in ha', { label: 'Oppervlakte', eenheid: 'ha', precisie: 2 }).max(10_000),
    gewascode: z
      .number()
      .int('De gewascode is een geheel getal.')
      .min(1)
      .max(99_999)
      .describe('BRP-gewascode van het jaar (RVO)')
      .meta({ label: 'Gewas (BRP-gewascode)', eenheid: 'code', precisie: 0, codelijst: 'gewascodes' }),
    grondgebruik: grondgebruikSchema,
    grondsoort: grondsoortSchema,
    zandklasse: zandklasseSchema.optional(),
    fosfaatklasse: fosfaatklasseSchema.optional(),
    klaverAandeelProcent: procent('aandeel klaver in de grasmat in % (alleen grasland)', { label: 'Aandeel klaver', precisie: 0 }).optional(),
    geometrie: perceelGeometrieSchema.optional(),
  })
  .strict()
  .superRefine((p, ctx) => {
    if (p.zandklasse !== undefined && p.grondsoort !== 'zand' && p.grondsoort !== 'loss') {
      ctx.addIssue({ code: 'custom', path: ['zandklasse'], message: 'Een zandklasse geldt alleen voor zand- en lössgrond; laat dit veld leeg.' });
    }
    if (p.klaverAandeelProcent !== undefined && p.klaverAandeelProcent > 0 && p.grondgebruik !== 'blijvendGrasland' && p.grondgebruik !== 'tijdelijkGrasland') {
      ctx.addIssue({ code: 'custom', path: ['klaverAandeelProcent'], message: 'Een aandeel klaver geldt alleen voor grasland; laat dit veld leeg.' });
    }
  });
export type Perceel = z.infer<typeof perceelSchema>;

export const percelenSchema = z
  .object({
    percelen: z
      .array(perceelSchema)
      .default([])
      .superRefine((lijst, ctx) => {
        const gezien = new Map<string, number>();
        lijst.forEach((p, i) => {
          if (gezien.has(p.id)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `Dit perceel heeft dezelfde sleutel als perceel ${gezien.get(p.id)! + 1}; elk perceel heeft een eigen sleutel.` });
          else gezien.set(p.id, i);
        });
      }),
  })
  .strict();
