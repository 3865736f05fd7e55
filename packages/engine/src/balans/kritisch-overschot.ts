/**
 * Critical (maximum) N soil surplus of the farm (KLW-domeinnotities §1.8; weighting as coded in VKA
 * toevoegenKengetallenKLW.R, supplement §2.3):
 *   N_max = Σ_gewas Σ_klasse ha(gewas, klasse) × norm(gewas, klasse) / Σ ha(grasland + snijmaïs + akkerbouw)
 * with the grassland column for grassland and the maize column for maize and arable ("overig").
 * The class of a plot is its soil type; sand and löss take the plot's sand class (zand1 nat … zand3
 * droog; empty = zand2). Löss has no column: it takes the sand class (AANGENOMEN — te verifiëren).
 * Natuur has no norm and is left out of the denominator (supplement §2.3 recommends the normed
 * area; VKA divides by opp_totaal).
 */
import type { KritischeGrondsoort, RekenParameters } from '../parameters/types';
import type { Oppervlakten } from './oppervlakten';

export interface KritischOverschot {
  /** kg N/ha over grassland + maize + arable; 0 without such land. */
  bedrijfKgPerHa: number;
  graslandKgPerHa: number;
  bouwlandKgPerHa: number;
  /** ha of grassland, maize and arable per class (zand1–3, klei, veen) the norm was weighted with */
  haPerKlasse: Record<KritischeGrondsoort, number>;
}

const KLASSEN = ['zand1', 'zand2', 'zand3', 'klei', 'veen'] as const;

export function kritischBodemoverschot(p: RekenParameters, opp: Oppervlakten): KritischOverschot {
  const gewogen = (ha: Record<KritischeGrondsoort, number>, norm: Record<KritischeGrondsoort, number>) => {
    let som = 0;
    let totaal = 0;
    for (const k of KLASSEN) {
      som += ha[k] * norm[k];
      totaal += ha[k];
    }
    return { som, totaal };
  };
  const gras = gewogen(opp.graslandPerKlasse, p.kritischBodemoverschotNGrasland.waarden);
  const bouw = gewogen(opp.bouwlandPerKlasse, p.kritischBodemoverschotNBouwland.waarden);
  const ha = gras.totaal + bouw.totaal;
  const haPerKlasse = Object.fromEntries(KLASSEN.map((k) => [k, opp.graslandPerKlasse[k] + opp.bouwlandPerKlasse[k]])) as Record<KritischeGrondsoort, number>;
  return {
    bedrijfKgPerHa: ha > 0 ? (gras.som + bouw.som) / ha : 0,
    graslandKgPerHa: gras.totaal > 0 ? gras.som / gras.totaal : 0,
    bouwlandKgPerHa: bouw.totaal > 0 ? bouw.som / bouw.totaal : 0,
    haPerKlasse,
  };
}
