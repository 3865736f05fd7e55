/**
 * Critical (maximum) N soil surplus of the farm (KLW-domeinnotities §1.8; weighting as coded in VKA
 * toevoegenKengetallenKLW.R, supplement §2.3):
 *   N_max = Σ_gewas Σ_grondsoort ha(gewas, grondsoort) × norm(gewas, grondsoort) / Σ ha(grasland + snijmaïs + akkerbouw)
 * with the grassland column for grassland and the maize column for maize and arable ("overig").
 * Sand takes the farm's sand class (zand1 nat … zand3 droog; empty = zand2). Löss has no column:
 * it takes the sand class (AANGENOMEN — te verifiëren). Natuur has no norm and is left out of the
 * denominator (supplement §2.3 recommends the normed area; VKA divides by opp_totaal).
 */
import type { KritischeGrondsoort, RekenParameters } from '../parameters/types';
import type { Grondsoort } from '../invoer/velden';
import type { Oppervlakten } from './oppervlakten';

export interface KritischOverschot {
  /** kg N/ha over grassland + maize + arable; 0 without such land. */
  bedrijfKgPerHa: number;
  graslandKgPerHa: number;
  bouwlandKgPerHa: number;
  zandklasse: 'zand1' | 'zand2' | 'zand3';
}

export function kritischBodemoverschot(p: RekenParameters, opp: Oppervlakten, zandklasse: 'zand1' | 'zand2' | 'zand3' = 'zand2'): KritischOverschot {
  const klasse: Record<Grondsoort, KritischeGrondsoort> = { zand: zandklasse, loss: zandklasse, klei: 'klei', veen: 'veen' };
  const gewogen = (ha: Record<Grondsoort, number>, norm: Record<KritischeGrondsoort, number>) => {
    let som = 0;
    let totaal = 0;
    for (const g of ['zand', 'klei', 'veen', 'loss'] as const) {
      som += ha[g] * norm[klasse[g]];
      totaal += ha[g];
    }
    return { som, totaal };
  };
  const gras = gewogen(opp.graslandPerGrondsoort, p.kritischBodemoverschotNGrasland.waarden);
  const bouw = gewogen(opp.bouwlandPerGrondsoort, p.kritischBodemoverschotNBouwland.waarden);
  const ha = gras.totaal + bouw.totaal;
  return {
    bedrijfKgPerHa: ha > 0 ? (gras.som + bouw.som) / ha : 0,
    graslandKgPerHa: gras.totaal > 0 ? gras.som / gras.totaal : 0,
    bouwlandKgPerHa: bouw.totaal > 0 ? bouw.som / bouw.totaal : 0,
    zandklasse,
  };
}
