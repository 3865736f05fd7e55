/**
 * Provenance of trace inputs and nodes (decision 016: every node says whether its value was
 * measured, entered, defaulted or forfaitair). The rules are ours (rekenkern), documented in
 * docs/rekenregels.md, "Afleiding als graaf".
 */
import type { Herkomst } from './afleiding';

/**
 * Fields whose value is measured by a third party rather than estimated by the farmer:
 * the dairy's milk records (kg, fat, protein, urea, phosphorus per delivery), the soil
 * analyses, the laboratory analyses of roughage (kuilanalyse) and the sampled analyses of
 * manure that crosses the farm gate (VDM with bemonstering).
 */
const GEMETEN: readonly RegExp[] = [
  /^melklevering\.geleverd\./,
  /^bodem\.analyses\./,
  /^ruwvoer\.producten\.\d+\.(vemPerKgDs|reGPerKgDs|pGPerKgDs)$/,
  /^organischeMest\.(aanvoer|afvoer)\.\d+\.(kgNPerTon|kgP2o5PerTon)$/,
  // compost is sampled per batch; the analysis is on the delivery note
  /^bodem\.compost\.\d+\.(kgNPerTon|kgP2o5PerTon)$/,
];

/** Empty fields whose default is a forfait table (RVO Tabel 5 per mestcode, forfaits of other grazing animals). */
const FORFAIT_ALS_LEEG: readonly RegExp[] = [/^organischeMest\.\w+\.\d+\.(kgNPerTon|kgP2o5PerTon)$/, /^veestapel\.overigeGraasdieren\.\d+\.excretie\w+$/];

/** Provenance of one input field; `standaard` = the calculation used a default because it was empty. */
export function invoerHerkomst(pad: string, standaard: boolean): Herkomst {
  if (standaard) return FORFAIT_ALS_LEEG.some((r) => r.test(pad)) ? 'forfait' : 'standaard';
  return GEMETEN.some((r) => r.test(pad)) ? 'gemeten' : 'ingevoerd';
}

/** Ranks from most to least farm-specific; a node is as specific as its least specific source. */
export const herkomstRang: Readonly<Record<Herkomst, number>> = { gemeten: 0, ingevoerd: 1, standaard: 2, forfait: 3 };
export const herkomstVolgorde: readonly Herkomst[] = ['gemeten', 'ingevoerd', 'standaard', 'forfait'];
