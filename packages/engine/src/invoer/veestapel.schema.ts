import { z } from 'zod';
import { hoeveelheid, procent } from './velden';
import { MAXIMA } from './maxima';

export const rasSchema = z
  .enum(['holstein-friesian', 'mrij', 'jersey', 'fleckvieh', 'overig'])
  .describe('ras van de melkkoeien')
  .meta({ label: 'Ras', keuzes: { 'holstein-friesian': 'Holstein-Friesian', mrij: 'MRIJ', jersey: 'Jersey', fleckvieh: 'Fleckvieh', overig: 'Overig' } });
export const staltypeSchema = z
  .enum(['ligboxenstal', 'emissiearme-stal', 'grupstal', 'potstal'])
  .describe('staltype melkvee: ligboxenstal (RAV A 1.100), emissiearme-stal, grupstal of potstal')
  .meta({ label: 'Huisvesting', keuzes: { ligboxenstal: 'Ligboxenstal', 'emissiearme-stal': 'Emissiearme stal', grupstal: 'Grupstal', potstal: 'Potstal' } });
/** RAV code of the dairy housing (Regeling ammoniak en veehouderij, bijlage 1, cat. A 1; supplement §4.2). */
export const ravCodeMelkveeSchema = z
  .enum(['A 1.1', 'A 1.2', 'A 1.3', 'A 1.4', 'A 1.5', 'A 1.6', 'A 1.7', 'A 1.13', 'A 1.23', 'A 1.30', 'A 1.100'])
  .describe('RAV-code van de melkveestal (bijlage 1 Rav, categorie A 1); leeg = volgens staltype')
  .meta({ label: 'RAV-code stal', keuzes: {
      // names: KLW-domeinsupplement §4.2 (InfoMil, Stcrt 2017-69963 and 2019-68350)
      'A 1.1': 'A 1.1 – Grupstal met drijfmest',
      'A 1.2': 'A 1.2 – Loopstal, hellende vloer met giergoot of rooster, spoelsysteem',
      'A 1.3': 'A 1.3 – Loopstal, hellende vloer met giergoot (≤ 3 m² mestbesmeurd)',
      'A 1.4': 'A 1.4 – Loopstal, hellende vloer met spoelsysteem (≤ 3,75 m²)',
      'A 1.5': 'A 1.5 – Ligboxenstal, sleufvloer met mestschuif',
      'A 1.6': 'A 1.6 – Dichte hellende vloer met profilering, snelle gierafvoer',
      'A 1.7': 'A 1.7 – Dichte hellende vloer met rubbertoplaag, snelle gierafvoer',
      'A 1.13': 'A 1.13 – Roostervloer met cassettes in de spleten en mestschuif',
      'A 1.23': 'A 1.23 – Geprofileerde vloerplaten, urineafvoergat en emissiereductiekleppen',
      'A 1.30': 'A 1.30 – Roostervloer met bolle rubberen matten en mestschuif',
      'A 1.100': 'A 1.100 – Overige huisvestingssystemen',
    },
  });
export type RavCodeMelkvee = z.infer<typeof ravCodeMelkveeSchema>;
export const diercategorieSchema = z
  .enum(['100', '101', '102', 'overig'])
  .describe('RVO-diercategorie: 100 melkkoeien, 101 jongvee <1 jaar, 102 jongvee ≥1 jaar, overig')
  .meta({ label: 'Diercategorie', keuzes: { '100': '100 – Melkkoeien', '101': '101 – Jongvee < 1 jaar', '102': '102 – Jongvee ≥ 1 jaar', overig: 'Overig' } });
export const overigGraasdierSoortSchema = z
  .enum(['schaap', 'geit', 'paard', 'pony', 'vleesvee'])
  .describe('soort graasdier')
  .meta({ label: 'Diersoort', keuzes: { schaap: 'Schapen', geit: 'Geiten', paard: 'Paarden', pony: 'Pony’s', vleesvee: 'Vleesvee' } });

/** One line of animals bought or sold (or dead) in the year. */
export const dierbewegingSchema = z
  .object({
    categorie: diercategorieSchema,
    aantal: hoeveelheid('aantal dieren', { label: 'Aantal', eenheid: 'dieren', precisie: 0 }).max(MAXIMA.dieren),
    gewichtKgPerDier: hoeveelheid('gemiddeld levend gewicht in kg per dier', { label: 'Gewicht per dier', eenheid: 'kg', precisie: 0 }).max(1500),
  })
  .strict();

export const overigGraasdierSchema = z
  .object({
    soort: overigGraasdierSoortSchema,
    gemiddeldAantal: hoeveelheid('gemiddeld aantal dieren', { label: 'Gemiddeld aantal', eenheid: 'dieren', precisie: 1 }).max(MAXIMA.dieren),
    excretieNKgPerDier: hoeveelheid('N-excretie in kg N per dier per jaar (leeg = forfait)', { label: 'N-excretie per dier', eenheid: 'kg N/jaar', precisie: 1 }).max(MAXIMA.kgExcretiePerDier).optional(),
    excretieP2o5KgPerDier: hoeveelheid('P2O5-excretie in kg P2O5 per dier per jaar (leeg = forfait)', { label: 'Fosfaatexcretie per dier', eenheid: 'kg P2O5/jaar', precisie: 1 }).max(MAXIMA.kgExcretiePerDier).optional(),
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
        ravCode: ravCodeMelkveeSchema.optional(),
      })
      .strict(),
    jongveeJonger1Jaar: z
      .object({ gemiddeldAantal: hoeveelheid('gemiddeld aantal jongvee jonger dan 1 jaar (categorie 101)', { label: 'Gemiddeld aantal jongvee < 1 jaar', eenheid: 'dieren', precisie: 1 }).max(MAXIMA.dieren) })
      .strict(),
    jongveeOuder1Jaar: z
      .object({ gemiddeldAantal: hoeveelheid('gemiddeld aantal jongvee van 1 jaar en ouder (categorie 102)', { label: 'Gemiddeld aantal jongvee ≥ 1 jaar', eenheid: 'dieren', precisie: 1 }).max(MAXIMA.dieren) })
      .strict(),
    overigeGraasdieren: z.array(overigGraasdierSchema).default([]),
    aanvoer: z.array(dierbewegingSchema).default([]).describe('aangevoerde dieren'),
    afvoer: z.array(dierbewegingSchema).default([]).describe('afgevoerde dieren, inclusief sterfte'),
    mestadditiefNh3ReductieProcent: procent('emissiereductie NH3 in de stal door een mestadditief, in %', { label: 'NH3-reductie door mestadditief', precisie: 0 }).default(0),
  })
  .strict();
export type Veestapel = z.infer<typeof veestapelSchema>;
