import type { Levering, Maand, Totaal } from './melklevering.schema';

/** Dutch month names, January first (used for the month rows of the automatic table). */
export const MAAND_NAMEN = ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'];

/**
 * Totals of deliveries: kg summed; fat, protein, urea and phosphorus kg-weighted
 * (a delivery of 10,000 kg weighs ten times one of 1,000 kg). Phosphorus only over
 * the deliveries that carry it.
 */
export function totaalVanLeveringen(leveringen: ReadonlyArray<Pick<Levering, 'kg' | 'vet' | 'eiwit' | 'ureum' | 'fosfor'>>): Totaal {
  if (leveringen.length === 0) return { kg: null, vet: null, eiwit: null, ureum: null, fosfor: null };
  let kg = 0, vet = 0, eiwit = 0, ureum = 0, fosfor = 0, kgFosfor = 0;
  for (const l of leveringen) {
    kg += l.kg;
    vet += l.kg * l.vet;
    eiwit += l.kg * l.eiwit;
    ureum += l.kg * l.ureum;
    if (l.fosfor !== null && l.fosfor !== undefined) {
      fosfor += l.kg * l.fosfor;
      kgFosfor += l.kg;
    }
  }
  const gem = (som: number, gewicht: number) => (gewicht > 0 ? Math.round((som / gewicht) * 100) / 100 : null);
  return { kg: Math.round(kg), vet: gem(vet, kg), eiwit: gem(eiwit, kg), ureum: gem(ureum, kg), fosfor: gem(fosfor, kgFosfor) };
}

/** Groups deliveries (ISO dates) into month rows in calendar order, each with its totals. */
export function groepeerPerMaand(leveringen: ReadonlyArray<Levering>): Maand[] {
  const perMaand = new Map<number, Levering[]>();
  for (const l of [...leveringen].sort((a, b) => (a.leverDatum + a.afleverTijd).localeCompare(b.leverDatum + b.afleverTijd))) {
    const maand = Number(l.leverDatum.slice(5, 7)) - 1;
    const lijst = perMaand.get(maand) ?? [];
    lijst.push(l);
    perMaand.set(maand, lijst);
  }
  return [...perMaand.entries()]
    .sort(([a], [b]) => a - b)
    .map(([maand, lijst]) => ({ naam: MAAND_NAMEN[maand], leveringen: lijst, totaal: totaalVanLeveringen(lijst) }));
}
