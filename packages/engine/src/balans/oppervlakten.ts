/**
 * Areas (ha) per land use, soil type and sand class, read from the plots (decision 014: plots are
 * the one source of land; no other input holds an area or a soil type).
 */
import type { BedrijfsjaarInvoer } from '../invoer/bedrijfsjaar.schema';
import type { Perceel, Zandklasse } from '../invoer/percelen.schema';
import type { KritischeGrondsoort } from '../parameters/types';
import type { Grondsoort } from '../invoer/velden';

export interface Oppervlakten {
  graslandHa: number;
  blijvendGraslandHa: number;
  snijmaisHa: number;
  akkerbouwHa: number;
  natuurHa: number;
  totaalHa: number;
  /** ha per soil type of the plots */
  perGrondsoort: Record<Grondsoort, number>;
  /** ha grassland per soil class of the critical surplus (sand and löss by the plot's sand class) */
  graslandPerKlasse: Record<KritischeGrondsoort, number>;
  /** ha maize + arable per soil class of the critical surplus */
  bouwlandPerKlasse: Record<KritischeGrondsoort, number>;
  /** ha of sand and löss plots without a sand class (they count as zand 2) */
  zandZonderKlasseHa: number;
  /** Σ ha × klaver% of the grassland plots (for N fixation) */
  klaverHaProcent: number;
  /** ha of arable plots whose crop is entered as a legume on the arable screen */
  vlinderbloemigHa: number;
  /** ha per crop code (BRP), every plot */
  perGewascode: Record<number, number>;
}

/**
 * Sand class a plot counts in for the critical surplus. Löss has no column of its own and takes
 * the sand class (AANGENOMEN, KLW-domeinnotities §1.8 — te verifiëren); empty = zand 2.
 */
export const standaardZandklasse: Zandklasse = 'zand2';
export const kritischeKlasse = (p: Pick<Perceel, 'grondsoort' | 'zandklasse'>): KritischeGrondsoort =>
  p.grondsoort === 'zand' || p.grondsoort === 'loss' ? (p.zandklasse ?? standaardZandklasse) : p.grondsoort;

export const isGrasland = (p: Pick<Perceel, 'grondgebruik'>) => p.grondgebruik === 'blijvendGrasland' || p.grondgebruik === 'tijdelijkGrasland';
export const isBouwland = (p: Pick<Perceel, 'grondgebruik'>) => p.grondgebruik === 'mais' || p.grondgebruik === 'akkerbouw';

const leeg = <K extends string>(sleutels: readonly K[]) => Object.fromEntries(sleutels.map((k) => [k, 0])) as Record<K, number>;
const KLASSEN = ['zand1', 'zand2', 'zand3', 'klei', 'veen'] as const;

export function oppervlakten(invoer: BedrijfsjaarInvoer): Oppervlakten {
  const perGrondsoort = leeg(['zand', 'klei', 'veen', 'loss'] as const);
  const graslandPerKlasse = leeg(KLASSEN);
  const bouwlandPerKlasse = leeg(KLASSEN);
  const perGewascode: Record<number, number> = {};
  const vlinderbloemig = new Set(invoer.akkerbouw.gewassen.filter((g) => g.vlinderbloemig).map((g) => g.gewascode));
  let graslandHa = 0;
  let blijvendGraslandHa = 0;
  let snijmaisHa = 0;
  let akkerbouwHa = 0;
  let natuurHa = 0;
  let klaverHaProcent = 0;
  let vlinderbloemigHa = 0;
  let zandZonderKlasseHa = 0;
  for (const p of invoer.percelen.percelen) {
    const ha = p.oppervlakteHa;
    perGrondsoort[p.grondsoort] += ha;
    perGewascode[p.gewascode] = (perGewascode[p.gewascode] ?? 0) + ha;
    if (p.grondgebruik !== 'natuur' && (p.grondsoort === 'zand' || p.grondsoort === 'loss') && p.zandklasse === undefined) zandZonderKlasseHa += ha;
    if (isGrasland(p)) {
      graslandHa += ha;
      if (p.grondgebruik === 'blijvendGrasland') blijvendGraslandHa += ha;
      klaverHaProcent += ha * (p.klaverAandeelProcent ?? 0);
      graslandPerKlasse[kritischeKlasse(p)] += ha;
    } else if (isBouwland(p)) {
      if (p.grondgebruik === 'mais') snijmaisHa += ha;
      else {
        akkerbouwHa += ha;
        if (vlinderbloemig.has(p.gewascode)) vlinderbloemigHa += ha;
      }
      bouwlandPerKlasse[kritischeKlasse(p)] += ha;
    } else natuurHa += ha;
  }
  return {
    graslandHa,
    blijvendGraslandHa,
    snijmaisHa,
    akkerbouwHa,
    natuurHa,
    totaalHa: graslandHa + snijmaisHa + akkerbouwHa + natuurHa,
    perGrondsoort,
    graslandPerKlasse,
    bouwlandPerKlasse,
    zandZonderKlasseHa,
    klaverHaProcent,
    vlinderbloemigHa,
    perGewascode,
  };
}
