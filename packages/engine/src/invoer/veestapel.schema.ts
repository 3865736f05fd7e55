import { z } from 'zod';
import { hoeveelheid, procent } from './velden';

export const rasSchema = z.enum(['holstein-friesian', 'mrij', 'jersey', 'fleckvieh', 'overig']).describe('ras van de melkkoeien');
export const staltypeSchema = z
  .enum(['ligboxenstal', 'emissiearme-stal', 'grupstal', 'potstal'])
  .describe('staltype melkvee: ligboxenstal (RAV A 1.100), emissiearme-stal, grupstal of potstal');
/** RAV code of the dairy housing (Regeling ammoniak en veehouderij, bijlage 1, cat. A 1; supplement §4.2). */
export const ravCodeMelkveeSchema = z
  .enum(['A 1.1', 'A 1.2', 'A 1.3', 'A 1.4', 'A 1.5', 'A 1.6', 'A 1.7', 'A 1.13', 'A 1.23', 'A 1.30', 'A 1.100'])
  .describe('RAV-code van de melkveestal (bijlage 1 Rav, categorie A 1); leeg = volgens staltype');
export type RavCodeMelkvee = z.infer<typeof ravCodeMelkveeSchema>;
export const diercategorieSchema = z.enum(['100', '101', '102', 'overig']).describe('RVO-diercategorie: 100 melkkoeien, 101 jongvee <1 jaar, 102 jongvee ≥1 jaar, overig');
export const overigGraasdierSoortSchema = z.enum(['schaap', 'geit', 'paard', 'pony', 'vleesvee']).describe('soort graasdier');

/** One line of animals bought or sold (or dead) in the year. */
export const dierbewegingSchema = z
  .object({
    categorie: diercategorieSchema,
    aantal: hoeveelheid('aantal dieren'),
    gewichtKgPerDier: hoeveelheid('gemiddeld levend gewicht in kg per dier').max(1500),
  })
  .strict();

export const overigGraasdierSchema = z
  .object({
    soort: overigGraasdierSoortSchema,
    gemiddeldAantal: hoeveelheid('gemiddeld aantal dieren'),
    excretieNKgPerDier: hoeveelheid('N-excretie in kg N per dier per jaar (leeg = forfait)').optional(),
    excretieP2o5KgPerDier: hoeveelheid('P2O5-excretie in kg P2O5 per dier per jaar (leeg = forfait)').optional(),
  })
  .strict();

/** Route /veestapelIenR: average numbers, movements, breed and housing. */
export const veestapelSchema = z
  .object({
    melkkoeien: z
      .object({
        gemiddeldAantal: hoeveelheid('gemiddeld aantal melkkoeien (categorie 100)').max(5000),
        ras: rasSchema.default('holstein-friesian'),
        lichaamsgewichtKg: hoeveelheid('gemiddeld lichaamsgewicht melkkoe in kg (leeg = standaard per ras)').min(250).max(1000).optional(),
        staltype: staltypeSchema.default('ligboxenstal'),
        ravCode: ravCodeMelkveeSchema.optional(),
      })
      .strict(),
    jongveeJonger1Jaar: z.object({ gemiddeldAantal: hoeveelheid('gemiddeld aantal jongvee jonger dan 1 jaar (categorie 101)') }).strict(),
    jongveeOuder1Jaar: z.object({ gemiddeldAantal: hoeveelheid('gemiddeld aantal jongvee van 1 jaar en ouder (categorie 102)') }).strict(),
    overigeGraasdieren: z.array(overigGraasdierSchema).default([]),
    aanvoer: z.array(dierbewegingSchema).default([]).describe('aangevoerde dieren'),
    afvoer: z.array(dierbewegingSchema).default([]).describe('afgevoerde dieren, inclusief sterfte'),
    mestadditiefNh3ReductieProcent: procent('emissiereductie NH3 in de stal door een mestadditief, in %').default(0),
  })
  .strict();
export type Veestapel = z.infer<typeof veestapelSchema>;
