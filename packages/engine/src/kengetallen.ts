/**
 * Key figures the KLW reports beside the balances (KLW-domeinnotities §3.3 "Kengetallen"):
 * young stock per 10 cows, feed efficiency, NH3 per ton of milk and from the barn per GVE, the
 * per-crop N soil surpluses, the peat-corrected surplus, and the yearly BEP/BES values.
 */
import type { BedrijfsjaarInvoer } from './invoer/bedrijfsjaar.schema';
import type { RekenParameters } from './parameters/types';
import type { Oppervlakten } from './balans/oppervlakten';
import type { Ammoniak } from './bea/ammoniak';
import type { Excretie } from './bex/excretie';
import type { Gewasopbrengst } from './balans/gewasopbrengst';
import type { StikstofBronnen } from './balans/stikstofbronnen';
import type { StikstofBodem } from './balans/stikstof';
import type { Rantsoen } from './voer/rantsoen';
import type { VemBehoefte } from './voer/vem-behoefte';
import type { Melkproductie } from './melk/melkproductie';
import type { Gebruiksnormen } from './balans/gebruiksnormen';
import { omrekening } from './eenheden';
import { eosBalans, type EosBalans } from './balans/eos';
import type { Bodemproducten } from './balans/bodemproducten';

export interface Kengetallen {
  /** jvper10mk: (jongvee <1 + ≥1 jaar) per 10 melkkoeien. */
  jongveePer10Koeien: number;
  /** kg DS eaten by the cows: the ration's DS × the cows' share of the herd's VEM requirement (AANGENOMEN split). */
  dsOpnameKoeienKg: number;
  /** voereff_melk / voereff_fpcm: kg milk (FPCM) per kg DS eaten by the cows. */
  voerefficientieMelk: number;
  voerefficientieFpcm: number;
  /** em_nh3_tonmelk: kg NH3 per 1000 kg milk. */
  nh3KgPerTonMelk: number;
  /** dzh_nh3_stalgve: kg NH3 from housing + storage per GVE. */
  nh3StalKgPerGve: number;
  /** NH3 per source (kg NH3): stal, beweiding, mest, kunstmest. */
  nh3PerBron: { stal: number; beweiding: number; mest: number; kunstmest: number };
  /** over_bod_gras1 / over_bod_mais1: N soil surplus per crop (kg N/ha). */
  overschotGraslandKgNPerHa: number;
  overschotSnijmaisKgNPerHa: number;
  /** Soil surplus without the mineralisation of peat (kg N/ha) — the peat-corrected variant. */
  bodemoverschotExclVeenKgNPerHa: number;
  /** BEP yearly value: P2O5 removed by own crops per ha of grassland + maize + arable (kg P2O5/ha). */
  bepJaarKgP2o5PerHa: number;
  /** fosfaatnorm_hageneriek: generic phosphate norm per ha (kg P2O5/ha). */
  fosfaatnormGeneriekKgPerHa: number;
  /** BES yearly value: BEP × excr_spec1 / excr_spec2 (kg N/ha). */
  besJaarKgNPerHa: number;
  /** Effective organic matter balance (fdm method as stand-in). */
  eos: EosBalans;
}

export function kengetallen(
  invoer: BedrijfsjaarInvoer,
  p: RekenParameters,
  opp: Oppervlakten,
  melk: Melkproductie,
  vem: VemBehoefte,
  r: Rantsoen,
  nh3: Ammoniak,
  ex: Excretie,
  gewas: Gewasopbrengst,
  bronnen: StikstofBronnen,
  stikstof: StikstofBodem,
  normen: Gebruiksnormen,
  gve: number,
  bex: { excretieNKg: number; excretieP2o5Kg: number },
  bp: Bodemproducten,
): Kengetallen {
  const v = invoer.veestapel;
  const nkoe = v.melkkoeien.gemiddeldAantal;
  const dsOpnameKoeienKg = vem.totaal > 0 ? (r.kgDs * vem.melkkoeien) / vem.totaal : 0;
  const f = omrekening.nh3PerN.waarde;
  const nh3PerBron = {
    stal: (nh3.stal.nh3NKg + nh3.staldieren.nh3NKg) * f,
    beweiding: nh3.beweidingNh3NKg * f,
    mest: (nh3.mest.nh3NGraslandKg + nh3.mest.nh3NBouwlandKg) * f,
    kunstmest: (nh3.kunstmest.nh3NGraslandKg + nh3.kunstmest.nh3NBouwlandKg) * f,
  };
  // Per-crop soil balance (same terms as the soil route, split by crop):
  // grasland: mest × aandeel grasland + weidemest + kunstmest grasland + depositie/binding/mineralisatie naar ha
  //   − NH3 (mest grasland, kunstmest grasland, beweiding) − N2O/NO naar de N-aanvoer − N-opbrengst grasland.
  const deelHa = (ha: number) => (opp.totaalHa > 0 ? ha / opp.totaalHa : 0);
  const bodemGasFractie = (aanvoer: number) => (stikstof.bodemAanvoer.totaal > 0 ? (stikstof.bodemVerliesOverigKg * aanvoer) / stikstof.bodemAanvoer.totaal : 0);
  const m = nh3.mest;
  const km = nh3.kunstmest;
  const bouwHa = opp.snijmaisHa + opp.akkerbouwHa;
  const maisDeelBouw = bouwHa > 0 ? opp.snijmaisHa / bouwHa : 0;
  const grasAanvoer = Math.max(0, m.aanwendingNKg) * m.aandeelGrasland + ex.excretieWeideNKg + km.nGraslandKg + bp.compost.nPerGebruik.grasland + bp.kalk.nPerGebruik.grasland + (bronnen.depositieKg + bronnen.mineralisatieKg) * deelHa(opp.graslandHa) + opp.klaverHaProcent * p.bindingKlaverKgNPerHaPerProcent.waarde;
  const grasNh3 = m.nh3NGraslandKg + km.nh3NGraslandKg + nh3.beweidingNh3NKg;
  const maisAanvoer = Math.max(0, m.aanwendingNKg) * (1 - m.aandeelGrasland) * maisDeelBouw + km.nSnijmaisKg + bp.compost.nPerGebruik.mais + bp.kalk.nPerGebruik.mais + (bronnen.depositieKg + bronnen.mineralisatieKg) * deelHa(opp.snijmaisHa);
  const kmBouwN = km.nSnijmaisKg + km.nAkkerbouwKg;
  const maisNh3 = m.nh3NBouwlandKg * maisDeelBouw + (kmBouwN > 0 ? (km.nh3NBouwlandKg * km.nSnijmaisKg) / kmBouwN : 0);
  const perHa = (x: number, ha: number) => (ha > 0 ? x / ha : 0);
  const teeltHa = opp.graslandHa + opp.snijmaisHa + opp.akkerbouwHa;
  const bepJaarKgP2o5PerHa = perHa(gewas.gewasP2o5Kg, teeltHa);
  return {
    jongveePer10Koeien: nkoe > 0 ? ((v.jongveeJonger1Jaar.gemiddeldAantal + v.jongveeOuder1Jaar.gemiddeldAantal) / nkoe) * 10 : 0,
    dsOpnameKoeienKg,
    voerefficientieMelk: dsOpnameKoeienKg > 0 ? melk.melkproductieKg / dsOpnameKoeienKg : 0,
    voerefficientieFpcm: dsOpnameKoeienKg > 0 ? melk.fpcmKg / dsOpnameKoeienKg : 0,
    nh3KgPerTonMelk: melk.melkproductieKg > 0 ? ((nh3PerBron.stal + nh3PerBron.beweiding + nh3PerBron.mest + nh3PerBron.kunstmest) * 1000) / melk.melkproductieKg : 0,
    nh3StalKgPerGve: gve > 0 ? nh3PerBron.stal / gve : 0,
    nh3PerBron,
    overschotGraslandKgNPerHa: perHa(grasAanvoer - grasNh3 - bodemGasFractie(grasAanvoer) - gewas.grasland.nKg, opp.graslandHa),
    overschotSnijmaisKgNPerHa: perHa(maisAanvoer - maisNh3 - bodemGasFractie(maisAanvoer) - gewas.snijmais.nKg, opp.snijmaisHa),
    bodemoverschotExclVeenKgNPerHa: perHa(stikstof.bodemoverschotKg - bronnen.mineralisatieKg, opp.totaalHa),
    bepJaarKgP2o5PerHa,
    fosfaatnormGeneriekKgPerHa: perHa(normen.fosfaatNormKg, teeltHa),
    eos: eosBalans(invoer, p, opp, normen.dierlijkeMestNKg),
    besJaarKgNPerHa: bex.excretieP2o5Kg > 0 ? (bepJaarKgP2o5PerHa * bex.excretieNKg) / bex.excretieP2o5Kg : 0,
  };
}
