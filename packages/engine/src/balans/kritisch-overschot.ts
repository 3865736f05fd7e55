/**
 * Critical (maximum) N soil surplus for the farm (KLW-domeinnotities §1.8, supplement §2.3):
 * area-weighted over grassland, maize and arable per soil type. For now the grassland norm per
 * soil type; the crop split follows in its own step.
 */
import type { RekenParameters } from '../parameters/types';
import type { Oppervlakten } from './oppervlakten';

export function kritischBodemoverschot(p: RekenParameters, opp: Oppervlakten): number {
  if (opp.graslandHa <= 0) return 0;
  const g = opp.graslandPerGrondsoort;
  const k = p.kritischBodemoverschotN.waarden;
  return (g.zand * k.zand + g.klei * k.klei + g.veen * k.veen + g.loss * k.loss) / opp.graslandHa;
}
