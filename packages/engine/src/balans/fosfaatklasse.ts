/**
 * Phosphate class (fosfaattoestand) from P-CaCl2 (mg P/kg) and P-AL (mg P2O5/100 g), RVO tables
 * "Tabel 1 Grasland / Tabel 2 Bouwland" (2021–2026), as coded in nmi-agro/fdm fosfaatgebruiksnorm
 * (supplement §3.1). P-AL is rounded to an integer and P-CaCl2 to one decimal before comparing.
 * Before 2021 a 4-class system on P-AL/Pw applied whose thresholds were not found: the engine uses
 * this grid for those years too (marked in the year's parameters).
 */
import type { FosfaatKlasse } from '../parameters/types';

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

/**
 * The class of one analysis as the screen shows it: for 2021 and later from P-AL and P-CaCl2;
 * before 2021 RVO used P-AL (grasland) and Pw (bouwland) with thresholds we did not retrieve
 * (supplement §3.2), so no class is derived for those years.
 */
export function fosfaatklasseVoorJaar(
  jaar: number,
  analyse: { pAlMgP2o5Per100g?: number; pCaCl2MgPPerKg?: number },
  grasland: boolean,
): { klasse: FosfaatKlasse } | { klasse: undefined; reden: 'voor-2021' | 'onvolledig' } {
  if (jaar < FOSFAATKLASSE_VANAF) return { klasse: undefined, reden: 'voor-2021' };
  if (analyse.pAlMgP2o5Per100g === undefined || analyse.pCaCl2MgPPerKg === undefined) return { klasse: undefined, reden: 'onvolledig' };
  return { klasse: fosfaatklasse(analyse.pAlMgP2o5Per100g, analyse.pCaCl2MgPPerKg, grasland) };
}
