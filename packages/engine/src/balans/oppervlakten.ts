/** Areas (ha) per land use and soil type. */
import type { BedrijfsjaarInvoer } from '../invoer/bedrijfsjaar.schema';
import type { Grondsoort } from '../invoer/velden';

export interface Oppervlakten {
  graslandHa: number;
  blijvendGraslandHa: number;
  snijmaisHa: number;
  akkerbouwHa: number;
  natuurHa: number;
  totaalHa: number;
  /** ha per soil type (perceel soil type, or the farm's soil shares when empty). */
  perGrondsoort: Record<Grondsoort, number>;
  /** ha grassland per soil type (for the critical surplus). */
  graslandPerGrondsoort: Record<Grondsoort, number>;
  /** ha maize + arable per soil type (for the critical surplus). */
  bouwlandPerGrondsoort: Record<Grondsoort, number>;
  /** Σ ha × klaver% (for N fixation). */
  klaverHaProcent: number;
  vlinderbloemigHa: number;
}

export function oppervlakten(invoer: BedrijfsjaarInvoer): Oppervlakten {
  const aandelen = invoer.bedrijfsgegevens.grondsoortAandelenProcent;
  const perGrondsoort: Record<Grondsoort, number> = { zand: 0, klei: 0, veen: 0, loss: 0 };
  const graslandPerGrondsoort: Record<Grondsoort, number> = { zand: 0, klei: 0, veen: 0, loss: 0 };
  const bouwlandPerGrondsoort: Record<Grondsoort, number> = { zand: 0, klei: 0, veen: 0, loss: 0 };
  const verdeel = (ha: number, g: Grondsoort | undefined, doel: Record<Grondsoort, number>) => {
    if (g) doel[g] += ha;
    else {
      doel.zand += (ha * aandelen.zand) / 100;
      doel.klei += (ha * aandelen.klei) / 100;
      doel.veen += (ha * aandelen.veen) / 100;
      doel.loss += (ha * aandelen.loss) / 100;
    }
  };
  let graslandHa = 0;
  let blijvendGraslandHa = 0;
  let klaverHaProcent = 0;
  for (const p of invoer.grasland.percelen) {
    graslandHa += p.oppervlakteHa;
    if (p.blijvend) blijvendGraslandHa += p.oppervlakteHa;
    klaverHaProcent += p.oppervlakteHa * p.klaverAandeelProcent;
    verdeel(p.oppervlakteHa, p.grondsoort, perGrondsoort);
    verdeel(p.oppervlakteHa, p.grondsoort, graslandPerGrondsoort);
  }
  let snijmaisHa = 0;
  for (const p of invoer.snijmais.percelen) {
    snijmaisHa += p.oppervlakteHa;
    verdeel(p.oppervlakteHa, p.grondsoort, perGrondsoort);
    verdeel(p.oppervlakteHa, p.grondsoort, bouwlandPerGrondsoort);
  }
  let akkerbouwHa = 0;
  let vlinderbloemigHa = 0;
  for (const g of invoer.akkerbouw.gewassen) {
    akkerbouwHa += g.oppervlakteHa;
    if (g.vlinderbloemig) vlinderbloemigHa += g.oppervlakteHa;
    verdeel(g.oppervlakteHa, g.grondsoort, perGrondsoort);
    verdeel(g.oppervlakteHa, g.grondsoort, bouwlandPerGrondsoort);
  }
  const natuurHa = invoer.natuur.oppervlakteHa;
  verdeel(natuurHa, invoer.natuur.grondsoort, perGrondsoort);
  return {
    graslandHa,
    blijvendGraslandHa,
    snijmaisHa,
    akkerbouwHa,
    natuurHa,
    totaalHa: graslandHa + snijmaisHa + akkerbouwHa + natuurHa,
    perGrondsoort,
    graslandPerGrondsoort,
    bouwlandPerGrondsoort,
    klaverHaProcent,
    vlinderbloemigHa,
  };
}
