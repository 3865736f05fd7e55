/**
 * Bodem en gewas per crop (docs/rekenregels.md): per BRP crop code of the plots, the area, the fertilisation
 * and the yield, as the engine distributes them. Nothing is recalculated: each figure is a share of a
 * figure the engine already has.
 * - Per plot, exact: area, deposition (per ha × ha), clover fixation (ha × clover % × fixation per %),
 *   fixation by arable legumes (ha × fixation per ha), peat mineralisation (ha on peat × per ha).
 * - Per land use only, distributed by area over the crops of that land use (`naarOppervlakte`):
 *   fertiliser per grassland / maize / arable (the product's split, else by area: bea/ammoniak.ts),
 *   applied manure per grassland / arable land (the grassland share), excretion in the pasture
 *   (grassland), and the yield of grass and maize back-calculated along the phosphorus trail.
 * - Arable crops: the entered harvest of the crop code (route /akkerbouw), kg N and kg P2O5; no kg DS.
 */
import type { BedrijfsjaarInvoer } from '../invoer/bedrijfsjaar.schema';
import { gewasAfvoer } from '../invoer/gewassen.schema';
import type { Berekening } from '../berekening';
import { omrekening } from '../eenheden';

export type GewasGroep = 'grasland' | 'snijmais' | 'akkerbouw' | 'natuur';

/** A figure that the engine knows only per land use and that is split here by the crop's share of that land use's area. */
export type NaarOppervlakte = 'kunstmest' | 'dierlijkeMest' | 'weidemest' | 'opbrengst';

export interface GewasBemesting {
  groep: GewasGroep;
  gewascode: number;
  oppervlakteHa: number;
  /** number of plots with this crop code and land use */
  percelen: number;
  kunstmestNKg: number;
  kunstmestP2o5Kg: number;
  dierlijkeMestNKg: number;
  dierlijkeMestP2o5Kg: number;
  weidemestNKg: number;
  weidemestP2o5Kg: number;
  depositieNKg: number;
  bindingNKg: number;
  mineralisatieNKg: number;
  /** yield on the crop's area (kg); null = not known (arable crop without an entered harvest, nature, kg DS of arable crops) */
  opbrengstKgDs: number | null;
  opbrengstNKg: number | null;
  opbrengstP2o5Kg: number | null;
  /** where the yield comes from */
  opbrengstBron: 'fosforspoor' | 'ingevuld' | 'geen';
  naarOppervlakte: NaarOppervlakte[];
}

const groepVan = (g: BedrijfsjaarInvoer['percelen']['percelen'][number]['grondgebruik']): GewasGroep =>
  g === 'blijvendGrasland' || g === 'tijdelijkGrasland' ? 'grasland' : g === 'mais' ? 'snijmais' : g;

const VOLGORDE: GewasGroep[] = ['grasland', 'snijmais', 'akkerbouw', 'natuur'];

export function bemestingPerGewas(invoer: BedrijfsjaarInvoer, b: Berekening): GewasBemesting[] {
  const p = b.parameters;
  const opp = b.oppervlakten;
  const km = b.ammoniak.kunstmest;
  const m = b.ammoniak.mest;
  const ex = b.excretie;
  const g = b.gewas;
  const p2o5 = omrekening.p2o5PerP.waarde;
  const vlinderbloemig = new Set(invoer.akkerbouw.gewassen.filter((x) => x.vlinderbloemig).map((x) => x.gewascode));

  const rijen = new Map<string, GewasBemesting>();
  for (const x of invoer.percelen.percelen) {
    const groep = groepVan(x.grondgebruik);
    const sleutel = `${groep}:${x.gewascode}`;
    let r = rijen.get(sleutel);
    if (!r) {
      r = {
        groep, gewascode: x.gewascode, oppervlakteHa: 0, percelen: 0,
        kunstmestNKg: 0, kunstmestP2o5Kg: 0, dierlijkeMestNKg: 0, dierlijkeMestP2o5Kg: 0, weidemestNKg: 0, weidemestP2o5Kg: 0,
        depositieNKg: 0, bindingNKg: 0, mineralisatieNKg: 0,
        opbrengstKgDs: null, opbrengstNKg: null, opbrengstP2o5Kg: null, opbrengstBron: 'geen', naarOppervlakte: [],
      };
      rijen.set(sleutel, r);
    }
    const ha = x.oppervlakteHa;
    r.oppervlakteHa += ha;
    r.percelen += 1;
    // The same terms as balans/stikstofbronnen.ts, plot by plot.
    r.depositieNKg += ha * b.stikstofBronnen.depositieKgNPerHa;
    if (groep === 'grasland') r.bindingNKg += ha * (x.klaverAandeelProcent ?? 0) * p.bindingKlaverKgNPerHaPerProcent.waarde;
    if (groep === 'akkerbouw' && vlinderbloemig.has(x.gewascode)) r.bindingNKg += ha * p.bindingVlinderbloemigKgNPerHa.waarde;
    if (x.grondsoort === 'veen') r.mineralisatieNKg += ha * p.mineralisatieVeenKgNPerHa.waarde;
  }

  const bouwHa = opp.snijmaisHa + opp.akkerbouwHa;
  const mestN = Math.max(0, m.aanwendingNKg);
  const mestP = Math.max(0, m.aanwendingP2o5Kg);
  const deel = (ha: number, totaal: number) => (totaal > 0 ? ha / totaal : 0);
  for (const r of rijen.values()) {
    if (r.groep === 'natuur') continue;
    const ha = r.oppervlakteHa;
    if (r.groep === 'grasland') {
      const f = deel(ha, opp.graslandHa);
      r.kunstmestNKg = km.nGraslandKg * f;
      r.kunstmestP2o5Kg = km.p2o5GraslandKg * f;
      r.dierlijkeMestNKg = mestN * m.aandeelGrasland * f;
      r.dierlijkeMestP2o5Kg = mestP * m.aandeelGrasland * f;
      r.weidemestNKg = ex.excretieWeideNKg * f;
      r.weidemestP2o5Kg = ex.excretieWeidePKg * p2o5 * f;
      r.opbrengstKgDs = g.grasland.kgDs * f;
      r.opbrengstNKg = g.grasland.nKg * f;
      r.opbrengstP2o5Kg = g.grasland.pKg * p2o5 * f;
      r.opbrengstBron = 'fosforspoor';
      r.naarOppervlakte = ['kunstmest', 'dierlijkeMest', 'weidemest', 'opbrengst'];
      continue;
    }
    const fBouw = deel(ha, bouwHa);
    r.dierlijkeMestNKg = mestN * (1 - m.aandeelGrasland) * fBouw;
    r.dierlijkeMestP2o5Kg = mestP * (1 - m.aandeelGrasland) * fBouw;
    if (r.groep === 'snijmais') {
      const f = deel(ha, opp.snijmaisHa);
      r.kunstmestNKg = km.nSnijmaisKg * f;
      r.kunstmestP2o5Kg = km.p2o5SnijmaisKg * f;
      r.opbrengstKgDs = g.snijmais.kgDs * f;
      r.opbrengstNKg = g.snijmais.nKg * f;
      r.opbrengstP2o5Kg = g.snijmais.pKg * p2o5 * f;
      r.opbrengstBron = 'fosforspoor';
      r.naarOppervlakte = ['kunstmest', 'dierlijkeMest', 'opbrengst'];
    } else {
      const f = deel(ha, opp.akkerbouwHa);
      r.kunstmestNKg = km.nAkkerbouwKg * f;
      r.kunstmestP2o5Kg = km.p2o5AkkerbouwKg * f;
      r.naarOppervlakte = ['kunstmest', 'dierlijkeMest'];
      const oogst = invoer.akkerbouw.gewassen.filter((x) => x.gewascode === r.gewascode);
      if (oogst.length) {
        r.opbrengstNKg = 0;
        r.opbrengstP2o5Kg = 0;
        for (const x of oogst) {
          const af = gewasAfvoer(x);
          r.opbrengstNKg += af.nKg;
          r.opbrengstP2o5Kg += af.p2o5Kg;
        }
        r.opbrengstBron = 'ingevuld';
      }
    }
  }
  return [...rijen.values()].sort((a, b2) => VOLGORDE.indexOf(a.groep) - VOLGORDE.indexOf(b2.groep) || b2.oppervlakteHa - a.oppervlakteHa || a.gewascode - b2.gewascode);
}
