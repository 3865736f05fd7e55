/**
 * The fast path: runs the modules in the order of KLW-domeinnotities §6 and keeps every
 * intermediate result, so the dumpfile, the signals and (on request) the trace can read them.
 */
import type { BedrijfsjaarInvoer } from './invoer/bedrijfsjaar.schema';
import type { RekenParameters } from './parameters/types';
import { Standaarden } from './standaarden';
import { getalNl } from './getal-nl';
import { oppervlakten, type Oppervlakten } from './balans/oppervlakten';
import { voerposten, type Voerpost } from './voer/voerverbruik';
import { melkproductie, type Melkproductie } from './melk/melkproductie';
import { vemBehoefte, type VemBehoefte } from './voer/vem-behoefte';
import { rantsoen, versGras, weideseizoenReGPerKgDs, type Rantsoen, type VersGras } from './voer/rantsoen';
import { dierbewegingen, type Dierbewegingen } from './bex/vastlegging';
import { excretie, type Excretie } from './bex/excretie';
import { forfaitaireExcretie, type ForfaitaireExcretie } from './bex/forfait';
import { ammoniak, type Ammoniak } from './bea/ammoniak';
import { bedrijfsbalans, type Bedrijfsbalans } from './balans/bedrijfsbalans';
import { gewasopbrengst, type Gewasopbrengst } from './balans/gewasopbrengst';
import { stikstofBodem, type StikstofBodem } from './balans/stikstof';
import { kritischBodemoverschot } from './balans/kritisch-overschot';
import { gewasAfvoer } from './invoer/gewassen.schema';
import { stikstofBronnen, type StikstofBronnen } from './balans/stikstofbronnen';
import { bodemGasverliezen, type BodemGasverliezen } from './balans/gasvormig';
import { fosfaatBodem, type FosfaatBodem } from './balans/fosfaat';
import { broeikasgassen, type Broeikasgassen } from './bec/broeikasgassen';
import { omrekening } from './eenheden';
import { gebruiksnormen, type Gebruiksnormen } from './balans/gebruiksnormen';
import { kengetallen, type Kengetallen } from './kengetallen';
import { bodemproducten, type Bodemproducten } from './balans/bodemproducten';
import { vergisting, type Vergisting } from './bea/vergisting';

/** BEX outcome in the units of the BEX report. */
export interface BexUitkomst {
  /** excr_spec1: netto N excretion of the dairy herd after housing/storage losses (kg N). */
  excretieNKg: number;
  /** excr_spec2: P2O5 excretion of the dairy herd (kg P2O5). */
  excretieP2o5Kg: number;
  /** pcvoordeelspec1/2: (forfait − bedrijfsspecifiek) / forfait × 100. */
  voordeelNProcent: number;
  voordeelP2o5Procent: number;
  /** Gaseous housing/storage N losses attributed to the dairy herd (kg N). */
  stalverliesMelkveeNKg: number;
}

export interface Berekening {
  parameters: RekenParameters;
  standaarden: Standaarden;
  oppervlakten: Oppervlakten;
  voerposten: Voerpost[];
  melk: Melkproductie;
  vemBehoefte: VemBehoefte;
  versGras: VersGras;
  rantsoen: Rantsoen;
  dieren: Dierbewegingen;
  excretie: Excretie;
  forfait: ForfaitaireExcretie;
  bex: BexUitkomst;
  ammoniak: Ammoniak;
  /** Lime and compost (Bodem overig): N, P2O5, EOS, CO2. */
  bodemproducten: Bodemproducten;
  /** Digestion and separation: the installation's N/P2O5 in and out, digester N2O. */
  vergisting: Vergisting;
  /** Deposition, fixation, peat mineralisation (kg N). */
  stikstofBronnen: StikstofBronnen;
  /** N2O-N and NO-N from the soil (kg N). */
  bodemGas: BodemGasverliezen;
  balansN: Bedrijfsbalans;
  balansP2o5: Bedrijfsbalans;
  gewas: Gewasopbrengst;
  stikstof: StikstofBodem;
  fosfaat: FosfaatBodem;
  broeikasgassen: Broeikasgassen;
  gebruiksnormen: Gebruiksnormen;
  kengetallen: Kengetallen;
  /** kg product of concentrates used (krachtvoer screen only). */
  krachtvoerVerbruikKg: number;
  gve: number;
}

export function berekenTussenresultaten(invoer: BedrijfsjaarInvoer, p: RekenParameters): Berekening {
  const std = new Standaarden();
  const opp = oppervlakten(invoer);
  const posten = voerposten(invoer, p);
  const melk = melkproductie(invoer.melklevering, p, std);
  const vem = vemBehoefte(invoer, p, melk.fpcmKg, std);
  const gras = versGras(invoer, p, std, posten, vem.totaal);
  const r = rantsoen(posten, gras);
  const dieren = dierbewegingen(invoer, p);
  const ex = excretie(invoer, p, std, melk, r, vem, dieren);
  const forfait = forfaitaireExcretie(invoer, p, melk.melkproductieKg, melk.ureumMgPer100ml, std);
  const bm = invoer.beweiding.melkkoeien;
  const nh3 = ammoniak(invoer, p, std, opp, ex, weideseizoenReGPerKgDs(posten, gras, r, bm.dagenBeperkt + bm.dagenOnbeperkt + bm.dagenZomerstalvoedering));

  const melkveeStalN = Math.max(0, ex.excretieMelkveeNKg - ex.excretieWeideNKg);
  const stalverliesMelkveeNKg = ex.excretieStalNKg > 0 ? nh3.stal.totaalNKg * Math.min(1, melkveeStalN / ex.excretieStalNKg) : 0;
  const excretieNKg = ex.excretieMelkveeNKg - stalverliesMelkveeNKg;
  const excretieP2o5Kg = ex.excretieMelkveePKg * omrekening.p2o5PerP.waarde;
  const bex: BexUitkomst = {
    excretieNKg,
    excretieP2o5Kg,
    voordeelNProcent: forfait.nKg > 0 ? ((forfait.nKg - excretieNKg) / forfait.nKg) * 100 : 0,
    voordeelP2o5Procent: forfait.p2o5Kg > 0 ? ((forfait.p2o5Kg - excretieP2o5Kg) / forfait.p2o5Kg) * 100 : 0,
    stalverliesMelkveeNKg,
  };

  const bronnen = stikstofBronnen(invoer, p, std, opp);
  const bp = bodemproducten(invoer, p, std);
  const vg = vergisting(invoer, p, ex, nh3);
  const bodemGas = bodemGasverliezen(p, nh3, ex, opp, bp);
  const balansN = bedrijfsbalans('N', invoer, p, posten, melk, dieren, nh3, bronnen, bp);
  const balansP2o5 = bedrijfsbalans('P2O5', invoer, p, posten, melk, dieren, nh3, bronnen, bp);
  let akkerN = 0;
  let akkerP = 0;
  for (const g of invoer.akkerbouw.gewassen) {
    const af = gewasAfvoer(g);
    akkerN += af.nKg;
    akkerP += af.p2o5Kg;
  }
  const gewas = gewasopbrengst(posten, gras, r, ex, opp, akkerN, akkerP);
  if (opp.zandZonderKlasseHa > 0)
    std.noteer('percelen.percelen', 'zand2', 'klasse', `Rekenkern: zand 2 (matig droog) voor ${getalNl(opp.zandZonderKlasseHa, 2)} ha zand of löss zonder zandklasse (KLW-domeinnotities §1.8) — te verifiëren`);
  const stikstof = stikstofBodem(balansN, nh3, ex, gewas, bronnen, bodemGas, kritischBodemoverschot(p, opp), bp);
  const fosfaat = fosfaatBodem(balansP2o5, nh3, ex, gewas, bp);
  const bec = broeikasgassen(invoer, p, posten, gras, ex, nh3, bodemGas, melk.fpcmKg, dieren, bp, vg);

  let krachtvoerVerbruikKg = 0;
  for (const v of posten) if (v.groep === 'krachtvoer') krachtvoerVerbruikKg += v.verbruikKgProduct;
  const gv = p.gvePerDier.waarden;
  let gve = invoer.veestapel.melkkoeien.gemiddeldAantal * gv.melkkoe + invoer.veestapel.jongveeJonger1Jaar.gemiddeldAantal * gv.jongveeJonger1Jaar + invoer.veestapel.jongveeOuder1Jaar.gemiddeldAantal * gv.jongveeOuder1Jaar;
  for (const d of invoer.veestapel.overigeGraasdieren) gve += d.gemiddeldAantal * gv[d.soort];

  const normen = gebruiksnormen(invoer, p, std, nh3, ex, bp);
  const kg = kengetallen(invoer, p, opp, melk, vem, r, nh3, ex, gewas, bronnen, stikstof, normen, gve, bex, bp);
  return {
    parameters: p,
    standaarden: std,
    oppervlakten: opp,
    voerposten: posten,
    melk,
    vemBehoefte: vem,
    versGras: gras,
    rantsoen: r,
    dieren,
    excretie: ex,
    forfait,
    bex,
    ammoniak: nh3,
    bodemproducten: bp,
    vergisting: vg,
    stikstofBronnen: bronnen,
    bodemGas,
    balansN,
    balansP2o5,
    gewas,
    stikstof,
    fosfaat,
    broeikasgassen: bec,
    gebruiksnormen: normen,
    kengetallen: kg,
    krachtvoerVerbruikKg,
    gve,
  };
}
