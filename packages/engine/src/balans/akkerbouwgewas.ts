/**
 * Arable crops that have an N-gebruiksnorm in the engine (RVO Tabel 2 via nmi-agro/fdm, supplement §8.1).
 * A plot's crop comes from its BRP crop code (`gewasVanCode`); only when the code has no normed crop
 * here is it recognised from the plot's name. Neither (or an ambiguous name, e.g. "tarwe"): no N norm.
 */
import type { NormGrondsoort } from '../parameters/types';

export const akkerbouwGewassen = [
  'wintertarwe', 'zomertarwe', 'wintergerst', 'zomergerst', 'haver', 'triticale',
  'consumptieaardappel', 'zetmeelaardappel', 'suikerbiet', 'voederbiet', 'luzerne', 'koolzaad',
] as const;
export type AkkerbouwGewas = (typeof akkerbouwGewassen)[number];
export type AkkerbouwNormSleutel = `${AkkerbouwGewas}.${NormGrondsoort}`;

// Name fragments per crop, most specific first ("zetmeelaardappel" before the generic "aardappel").
const herkenning: [string, AkkerbouwGewas][] = [
  ['wintertarwe', 'wintertarwe'], ['zomertarwe', 'zomertarwe'], ['wintergerst', 'wintergerst'], ['zomergerst', 'zomergerst'],
  ['haver', 'haver'], ['triticale', 'triticale'], ['zetmeelaardappel', 'zetmeelaardappel'], ['fabrieksaardappel', 'zetmeelaardappel'],
  ['consumptieaardappel', 'consumptieaardappel'], ['suikerbiet', 'suikerbiet'], ['voederbiet', 'voederbiet'],
  ['luzerne', 'luzerne'], ['lucerne', 'luzerne'], ['koolzaad', 'koolzaad'],
];

/**
 * BRP crop codes of the normed crops (supplement §1, nmi-agro/fdm `brp.json`). Seed potatoes (2015/2016)
 * have their own RVO norm, not in the engine: no entry, so no N norm (gap, listed per plot).
 */
const perCode: Record<number, AkkerbouwGewas> = {
  233: 'wintertarwe', 234: 'zomertarwe', 235: 'wintergerst', 236: 'zomergerst', 238: 'haver', 314: 'triticale',
  2014: 'consumptieaardappel', 2017: 'zetmeelaardappel', 256: 'suikerbiet', 257: 'voederbiet', 2651: 'voederbiet',
  258: 'luzerne', 1922: 'koolzaad', 1923: 'koolzaad',
};

/** The normed crop of a BRP crop code, or null. */
export function gewasVanCode(code: number): AkkerbouwGewas | null {
  return perCode[code] ?? null;
}

/** The crop a free-text name stands for, or null when it is not one of the normed crops. */
export function herkenAkkerbouwGewas(naam: string): AkkerbouwGewas | null {
  const n = naam.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z]/g, '');
  for (const [deel, gewas] of herkenning) if (n.includes(deel)) return gewas;
  return null;
}

/** Flat table rows (klei, veen, zand noord/west/centraal, zand zuid, löss) in kg N/ha. */
export function normRijen(rijen: Record<AkkerbouwGewas, [number, number, number, number, number]>): Record<AkkerbouwNormSleutel, number> {
  const uit = {} as Record<AkkerbouwNormSleutel, number>;
  for (const g of akkerbouwGewassen) {
    const [klei, veen, zandNwc, zandZuid, loss] = rijen[g];
    Object.assign(uit, { [`${g}.klei`]: klei, [`${g}.veen`]: veen, [`${g}.zandNwc`]: zandNwc, [`${g}.zandZuid`]: zandZuid, [`${g}.loss`]: loss });
  }
  return uit;
}
