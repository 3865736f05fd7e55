/**
 * Phosphate class (fosfaattoestand) from P-CaCl2 (mg P/kg) and P-AL (mg P2O5/100 g), RVO tables
 * "Tabel 1 Grasland / Tabel 2 Bouwland" (2021–2026), as coded in nmi-agro/fdm fosfaatgebruiksnorm
 * (supplement §3.1). P-AL is rounded to an integer and P-CaCl2 to one decimal before comparing.
 * Up to 2020 RVO classified grassland on P-AL and arable land on Pw, with the boundaries of the year
 * (parameters/fosfaatklassen.ts, Uitvoeringsregeling Meststoffenwet art. 30 Tabel I).
 */
import type { FosfaatKlasse } from '../parameters/types';
import { fosfaatIndelingVoorJaar, type FosfaatGrens, type FosfaatIndeling } from '../parameters/fosfaatklassen';

const KOLOMMEN = [20, 30, 45, 55]; // P-AL upper bounds of the first four columns (< 21, 21–30, 31–45, 46–55, > 55)
const RIJEN = [0.7, 1.4, 2.4, 3.4]; // P-CaCl2 upper bounds (< 0.8, 0.8–1.4, 1.5–2.4, 2.5–3.4, > 3.4)

const GRASLAND: FosfaatKlasse[][] = [
  ['arm', 'laag', 'laag', 'neutraal', 'ruim'],
  ['arm', 'laag', 'neutraal', 'ruim', 'ruim'],
  ['laag', 'neutraal', 'ruim', 'ruim', 'hoog'],
  ['neutraal', 'ruim', 'ruim', 'hoog', 'hoog'],
  ['ruim', 'ruim', 'hoog', 'hoog', 'hoog'],
];
const BOUWLAND: FosfaatKlasse[][] = [
  ['arm', 'arm', 'arm', 'laag', 'laag'],
  ['arm', 'arm', 'arm', 'laag', 'neutraal'],
  ['arm', 'arm', 'laag', 'neutraal', 'ruim'],
  ['arm', 'laag', 'neutraal', 'ruim', 'hoog'],
  ['laag', 'laag', 'neutraal', 'ruim', 'hoog'],
];

const index = (waarde: number, grenzen: number[]) => {
  const i = grenzen.findIndex((g) => waarde <= g);
  return i === -1 ? grenzen.length : i;
};

export function fosfaatklasse(pAlMgP2o5Per100g: number, pCaCl2MgPPerKg: number, grasland: boolean): FosfaatKlasse {
  const pal = Math.round(pAlMgP2o5Per100g);
  const pcacl2 = Math.round(pCaCl2MgPPerKg * 10) / 10;
  return (grasland ? GRASLAND : BOUWLAND)[index(pcacl2, RIJEN)][index(pal, KOLOMMEN)];
}

/** First year of the P-CaCl2 + P-AL classification (supplement §3.1: introduced per 2021). */
export const FOSFAATKLASSE_VANAF = 2021;

/** The class of a value on a one-indicator table (P-AL or Pw), compared as a rounded integer (art. 30 lid 1). */
export function klasseUitGrenzen(waarde: number, grenzen: FosfaatGrens[]): FosfaatKlasse {
  const afgerond = Math.round(waarde);
  return (grenzen.find((g) => g.totEnMet === null || afgerond <= g.totEnMet) ?? grenzen[grenzen.length - 1]).klasse;
}

export interface AnalyseFosfaat {
  pAlMgP2o5Per100g?: number;
  pCaCl2MgPPerKg?: number;
  pwMgP2o5PerL?: number;
}

/** What an analysis needs for the class under a classification, in words for the screen. */
export const nodigVoorKlasse = (indeling: FosfaatIndeling, grasland: boolean): string =>
  indeling.methode === 'pcacl2-pal' ? 'P-AL en P-CaCl2' : grasland ? 'P-AL' : 'Pw';

/** The class of one analysis under a classification; undefined when the analysis lacks the number(s) it needs. */
export function klasseVanAnalyse(indeling: FosfaatIndeling, analyse: AnalyseFosfaat, grasland: boolean): FosfaatKlasse | undefined {
  if (indeling.methode === 'pcacl2-pal') {
    if (analyse.pAlMgP2o5Per100g === undefined || analyse.pCaCl2MgPPerKg === undefined) return undefined;
    return fosfaatklasse(analyse.pAlMgP2o5Per100g, analyse.pCaCl2MgPPerKg, grasland);
  }
  const waarde = grasland ? analyse.pAlMgP2o5Per100g : analyse.pwMgP2o5PerL;
  return waarde === undefined ? undefined : klasseUitGrenzen(waarde, grasland ? indeling.grasland : indeling.bouwland);
}

/**
 * The class of one analysis as the screen shows it, for the record's year: from 2021 from P-AL and
 * P-CaCl2; up to 2020 from P-AL (grassland) or Pw (arable land) with that year's boundaries.
 */
export function fosfaatklasseVoorJaar(
  jaar: number,
  analyse: AnalyseFosfaat,
  grasland: boolean,
): { klasse: FosfaatKlasse; indicator: string } | { klasse: undefined; reden: 'onvolledig'; nodig: string } {
  const indeling = fosfaatIndelingVoorJaar(jaar);
  const nodig = nodigVoorKlasse(indeling, grasland);
  const klasse = klasseVanAnalyse(indeling, analyse, grasland);
  return klasse ? { klasse, indicator: nodig } : { klasse: undefined, reden: 'onvolledig', nodig };
}
