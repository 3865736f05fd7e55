import { z } from 'zod';
import { hoeveelheid, procent } from './velden';

export const rasSchema = z
  .enum(['holstein-friesian', 'mrij', 'jersey', 'fleckvieh', 'overig'])
  .describe('ras van de melkkoeien')
  .meta({ label: 'Ras', keuzes: { 'holstein-friesian': 'Holstein-Friesian', mrij: 'MRIJ', jersey: 'Jersey', fleckvieh: 'Fleckvieh', overig: 'Overig' } });
export const staltypeSchema = z
  .enum(['ligboxenstal', 'emissiearme-stal', 'grupstal', 'potstal'])
  .describe('staltype melkvee: ligboxenstal (RAV A 1.100), emissiearme-stal, grupstal of potstal')
  .meta({ label: 'Huisvesting', keuzes: { ligboxenstal: 'Ligboxenstal', 'emissiearme-stal': 'Emissiearme stal', grupstal: 'Grupstal', potstal: 'Potstal' } });
export const diercategorieSchema = z
  .enum(['100', '101', '102', 'overig'])
  .describe('RVO-diercategorie: 100 melkkoeien, 101 jongvee <1 jaar, 102 jongvee ≥1 jaar, overig')
  .meta({ label: 'Diercategorie', keuzes: { '100': '100 Melkkoeien', '101': '101 Jongvee < 1 jaar', '102': '102 Jongvee ≥ 1 jaar', overig: 'Overig' } });
export const overigGraasdierSoortSchema = z
  .enum(['schaap', 'geit', 'paard', 'pony', 'vleesvee'])
  .describe('soort graasdier')
  .meta({ label: 'Diersoort', keuzes: { schaap: 'Schapen', geit: 'Geiten', paard: 'Paarden', pony: 'Pony’s', vleesvee: 'Vleesvee' } });

/** One line of animals bought or sold (or dead) in the year. */
export const dierbewegingSchema = z
  .object({
    categorie: diercategorieSchema,
    aantal: hoeveelheid('aantal dieren', { label: 'Aantal', eenheid: 'dieren', precisie: 0 }),
    gewichtKgPerDier: hoeveelheid('gemiddeld levend gewicht in kg per dier', { label: 'Gewicht per dier', eenheid: 'kg', precisie: 0 }).max(1500),
  })
  .strict();

export const overigGraasdierSchema = z
  .object({
    soort: overigGraasdierSoortSchema,
    gemiddeldAantal: hoeveelheid('gemiddeld aantal dieren', { label: 'Gemiddeld aantal', eenheid: 'dieren', precisie: 1 }),
    excretieNKgPerDier: hoeveelheid('N-excretie in kg N per dier per jaar (leeg = forfait)', { label: 'N-excretie per dier', eenheid: 'kg N/jaar', precisie: 1 }).optional(),
    excretieP2o5KgPerDier: hoeveelheid('P2O5-excretie in kg P2O5 per dier per jaar (leeg = forfait)', { label: 'Fosfaatexcretie per dier', eenheid: 'kg P2O5/jaar', precisie: 1 }).optional(),
  })
  .strict();

/** Route /veestapelIenR: average numbers, movements, breed and housing. */
export const veestapelSchema = z
  .object({
    melkkoeien: z
      .object({
        gemiddeldAantal: hoeveelheid('gemiddeld aantal melkkoeien (categorie 100)', { label: 'Gemiddeld aantal melkkoeien', eenheid: 'dieren', precisie: 1 }).max(5000),
        ras: rasSchema.default('holstein-friesian'),
        lichaamsgewichtKg: hoeveelheid('gemiddeld lichaamsgewicht melkkoe in kg (leeg = standaard per ras)', { label: 'Lichaamsgewicht melkkoe', eenheid: 'kg', precisie: 0 }).min(250).max(1000).optional(),
        staltype: staltypeSchema.default('ligboxenstal'),
      })
      .strict(),
    jongveeJonger1Jaar: z
      .object({ gemiddeldAantal: hoeveelheid('gemiddeld aantal jongvee jonger dan 1 jaar (categorie 101)', { label: 'Gemiddeld aantal jongvee < 1 jaar', eenheid: 'dieren', precisie: 1 }) })
      .strict(),
    jongveeOuder1Jaar: z
      .object({ gemiddeldAantal: hoeveelheid('gemiddeld aantal jongvee van 1 jaar en ouder (categorie 102)', { label: 'Gemiddeld aantal jongvee ≥ 1 jaar', eenheid: 'dieren', precisie: 1 }) })
      .strict(),
    overigeGraasdieren: z.array(overigGraasdierSchema).default([]),
    aanvoer: z.array(dierbewegingSchema).default([]).describe('aangevoerde dieren'),
    afvoer: z.array(dierbewegingSchema).default([]).describe('afgevoerde dieren, inclusief sterfte'),
    mestadditiefNh3ReductieProcent: procent('emissiereductie NH3 in de stal door een mestadditief, in %', { label: 'NH3-reductie door mestadditief', precisie: 0 }).default(0),
  })
  .strict();
export type Veestapel = z.infer<typeof veestapelSchema>;
