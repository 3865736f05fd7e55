/**
 * The automatic part of the Melklevering answer (spec §3: datumLaatsteLevering, maanden,
 * totaal) made once from a record's delivery rows and stored as JSON text, and the whole
 * answer as JSON text around it. Stored and spliced because parsing, grouping and
 * re-serializing a year of deliveries cost ~0.5 ms of CPU per call (decision 009).
 */
import { groepeerPerMaand, jaarDrempels, totaalVanLeveringen, type Levering, type MelkLeveringGegevens } from '@kw/contract';
import type { LeveringRij, LeveringSamenvatting } from './melklevering.repository';

/** The fields the stored summary holds. */
export type AutomatischDeel = Pick<MelkLeveringGegevens, 'datumLaatsteLevering' | 'maanden' | 'totaal'>;
/** The rest of the answer: the record, the manual data and the caller's right to save. */
export type ZonderLeveringen = Omit<MelkLeveringGegevens, keyof AutomatischDeel>;

/** A delivery as shown: phosphorus only from the year the spec shows it (§5, 2019). */
const naarLevering = (l: LeveringRij, jaar: number): Levering => ({
  leverDatum: l.leverDatum,
  afleverTijd: l.afleverTijd,
  ubn: l.ubn,
  kg: l.kg,
  vet: l.vet,
  eiwit: l.eiwit,
  ureum: l.ureum,
  fosfor: jaarDrempels.fosfor(jaar) ? l.fosfor : null,
});

/** Rows in date order → months, totals and the last delivery date, for a record of `jaar`. */
export function automatischDeel(rijen: readonly LeveringRij[], jaar: number): AutomatischDeel {
  const leveringen = rijen.map((l) => naarLevering(l, jaar));
  return {
    datumLaatsteLevering: leveringen.length > 0 ? leveringen[leveringen.length - 1].leverDatum : null,
    maanden: groepeerPerMaand(leveringen),
    totaal: totaalVanLeveringen(leveringen),
  };
}

export function vatLeveringenSamen(rijen: readonly LeveringRij[], jaar: number): LeveringSamenvatting {
  const deel = automatischDeel(rijen, jaar);
  return { aantal: rijen.length, totaal: deel.totaal, gegevens: JSON.stringify(deel) };
}

/**
 * The answer as JSON text: the rest's members followed by the stored summary's. Both are
 * JSON objects with at least one member, written by JSON.stringify, so joining their
 * members gives one valid object (unit-tested against JSON.stringify of the whole).
 */
export function antwoordAlsJson(rest: ZonderLeveringen, gegevens: string): string {
  return `${JSON.stringify(rest).slice(0, -1)},${gegevens.slice(1)}`;
}
