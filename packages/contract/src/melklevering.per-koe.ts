import type { MelkLeveringGegevens, Totaal } from './melklevering.schema';

export interface JaarcijfersPerKoe {
  kg: number;
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
 * other-production kg) / number of dairy cows (1 if unknown). Fat, protein, urea and
 * phosphorus are kg-weighted averages of the manual and self-dairying amounts.
 */
export function jaarcijfersPerKoe(data: Bron): JaarcijfersPerKoe {
  const koeien = data.aantalMelkkoeien && data.aantalMelkkoeien > 0 ? data.aantalMelkkoeien : 1;
  const kg =
    (data.totaalZelfZuivel.kg ?? 0) + (data.totaalHandmatig.kg ?? 0) + (data.melkGevoerdAanKalveren ?? 0) + (data.totaalOverigeProductie.kg ?? 0);
  const paar = (sleutel: keyof Totaal) =>
    gewogen([
      { kg: data.totaalHandmatig.kg, waarde: data.totaalHandmatig[sleutel] },
      { kg: data.totaalZelfZuivel.kg, waarde: data.totaalZelfZuivel[sleutel] },
    ]);
  return { kg: kg / koeien, vet: paar('vet'), eiwit: paar('eiwit'), ureum: paar('ureum'), fosfor: paar('fosfor') };
}
