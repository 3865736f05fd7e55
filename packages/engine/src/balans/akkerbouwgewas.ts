/**
 * Arable crops that have an N-gebruiksnorm in the engine (RVO Tabel 2 via nmi-agro/fdm, supplement §8.1).
 * The input has no crop code for akkerbouw yet (only a free crop name), so the crop is recognised
 * from its name; a name that is not recognised (or is ambiguous, e.g. "tarwe") gets no N norm, as before.
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
