import type { MelkLeveringGegevens, Totaal } from './melklevering.schema';

export interface JaarcijfersPerKoe {
  /** null without dairy cows (Veestapel unknown or 0): nothing is divided */
  kg: number | null;
  vet: number | null;
  eiwit: number | null;
  ureum: number | null;
  fosfor: number | null;
}

type Bron = Pick<MelkLeveringGegevens, 'aantalMelkkoeien' | 'melkGevoerdAanKalveren' | 'totaalHandmatig' | 'totaalOverigeProductie' | 'totaalZelfZuivel'>;

function gewogen(delen: Array<{ kg: number | null; waarde: number | null }>): number | null {
  let som = 0;
  let gewicht = 0;
  for (const { kg, waarde } of delen) {
    if (kg === null || waarde === null || kg <= 0) continue;
    som += kg * waarde;
    gewicht += kg;
  }
  return gewicht > 0 ? som / gewicht : null;
}

/**
 * Spec §9 "Per-cow annual figure": (self-dairying kg + manual kg + fed-to-calves kg +
 * other-production kg) / number of dairy cows, the Veestapel screen's (one number per year,
 * the one the results use). Without cows (unknown or 0) there is no per-cow kg: the spec's
 * "1 if unknown" would show the farm's milk as a cow's. Fat, protein, urea and
 * phosphorus are kg-weighted averages of the manual and self-dairying amounts.
 */
export function jaarcijfersPerKoe(data: Bron): JaarcijfersPerKoe {
  const koeien = data.aantalMelkkoeien && data.aantalMelkkoeien > 0 ? data.aantalMelkkoeien : null;
  const kg =
    (data.totaalZelfZuivel.kg ?? 0) + (data.totaalHandmatig.kg ?? 0) + (data.melkGevoerdAanKalveren ?? 0) + (data.totaalOverigeProductie.kg ?? 0);
  const paar = (sleutel: keyof Totaal) =>
    gewogen([
      { kg: data.totaalHandmatig.kg, waarde: data.totaalHandmatig[sleutel] },
      { kg: data.totaalZelfZuivel.kg, waarde: data.totaalZelfZuivel[sleutel] },
    ]);
  return { kg: koeien === null ? null : kg / koeien, vet: paar('vet'), eiwit: paar('eiwit'), ureum: paar('ureum'), fosfor: paar('fosfor') };
}
