/**
 * Farm-gate balance (kring1_bedbal for N, kring2_bedbal for P2O5):
 * overschot = aanvoer − afvoer − voorraadmutatie (eind − begin), per post and in total. For N the
 * inputs include deposition, fixation and peat mineralisation, so that
 * bedrijfsoverschot = bodemoverschot + NH3-N + overige gasvormige N (BIN/CBS definition)
 * (KLW-domeinnotities §1.2; components from VKA labels kring1_bedbal_aankv, …).
 */
import type { BedrijfsjaarInvoer } from '../invoer/bedrijfsjaar.schema';
import type { RekenParameters } from '../parameters/types';
import type { Voerpost } from '../voer/voerverbruik';
import type { Melkproductie } from '../melk/melkproductie';
import type { Dierbewegingen } from '../bex/vastlegging';
import type { Ammoniak } from '../bea/ammoniak';
import { nUitRe, pUitGehalte } from '../voer/voerverbruik';
import type { StikstofBronnen } from './stikstofbronnen';
import { omrekening } from '../eenheden';
import { gewasAfvoer } from '../invoer/gewassen.schema';
import type { Bodemproducten } from './bodemproducten';

export type AanvoerPost =
  | 'krachtvoer' | 'ruwvoer' | 'overigeVoeders' | 'melkproducten' | 'strooisel' | 'kunstmest' | 'organischeMest' | 'compost' | 'kalk' | 'vee' | 'staldierenVoer' | 'staldierenVee'
  | 'depositie' | 'binding' | 'mineralisatie';
export type AfvoerPost = 'melk' | 'vee' | 'organischeMest' | 'ruwvoer' | 'akkerbouw' | 'staldierenVee';
export type VoorraadPost = 'voer' | 'kunstmest' | 'strooisel' | 'organischeMest';

/** One element's farm-gate balance in kg (N or P2O5) for the whole farm. */
export interface Bedrijfsbalans {
  element: 'N' | 'P2O5';
  aanvoer: Record<AanvoerPost, number>;
  afvoer: Record<AfvoerPost, number>;
  voorraadmutatie: Record<VoorraadPost, number>;
  aanvoerTotaal: number;
  afvoerTotaal: number;
  voorraadmutatieTotaal: number;
  /** aanvoer − afvoer − voorraadmutatie (kg). */
  overschot: number;
}

const som = (r: Record<string, number>) => {
  let s = 0;
  for (const k in r) s += r[k];
  return s;
};

export function bedrijfsbalans(
  element: 'N' | 'P2O5',
  invoer: BedrijfsjaarInvoer,
  p: RekenParameters,
  posten: Voerpost[],
  melk: Melkproductie,
  dieren: Dierbewegingen,
  nh3: Ammoniak,
  bronnen: StikstofBronnen,
  bp: Bodemproducten,
): Bedrijfsbalans {
  const isN = element === 'N';
  const p2o5 = omrekening.p2o5PerP.waarde;
  const inVoer = (kgDs: number, v: Voerpost) => (isN ? nUitRe(kgDs, v.reGPerKgDs) : pUitGehalte(kgDs, v.pGPerKgDs) * p2o5);
  const aanvoer: Record<AanvoerPost, number> = {
    krachtvoer: 0, ruwvoer: 0, overigeVoeders: 0, melkproducten: 0, strooisel: 0, kunstmest: 0, organischeMest: 0,
    // Compost and lime are bought and spread in the year (no stocks on Bodem overig): aanvoer = use.
    compost: isN ? bp.compost.nKg : bp.compost.p2o5Kg, kalk: isN ? bp.kalk.nKg : bp.kalk.p2o5Kg,
    vee: 0, staldierenVoer: 0, staldierenVee: 0,
    // N only: deposition, fixation and peat mineralisation are farm inputs (BIN/CBS definition).
    depositie: isN ? bronnen.depositieKg : 0, binding: isN ? bronnen.bindingKg : 0, mineralisatie: isN ? bronnen.mineralisatieKg : 0,
  };
  const afvoer: Record<AfvoerPost, number> = { melk: 0, vee: 0, organischeMest: 0, ruwvoer: 0, akkerbouw: 0, staldierenVee: 0 };
  const voorraadmutatie: Record<VoorraadPost, number> = { voer: 0, kunstmest: 0, strooisel: 0, organischeMest: 0 };

  for (const v of posten) {
    if (v.herkomst === 'aankoop') {
      const post: AanvoerPost = v.groep === 'krachtvoer' ? 'krachtvoer' : v.groep === 'overigeVoeders' ? 'overigeVoeders' : v.groep === 'melkproducten' ? 'melkproducten' : 'ruwvoer';
      aanvoer[post] += inVoer(v.aanlegKgDs, v);
    }
    afvoer.ruwvoer += inVoer(v.verkoopKgDs, v);
    voorraadmutatie.voer += inVoer(v.eindKgDs - v.beginKgDs, v);
  }
  for (const s of invoer.strooisel.producten) {
    // The defaults were recorded by the manure calculation; read them again without recording twice.
    const gehalte = isN ? (s.nGPerKg ?? p.strooiselNGPerKg.waarde) : (s.p2o5GPerKg ?? p.strooiselP2o5GPerKg.waarde);
    aanvoer.strooisel += (s.aanvoerKg * gehalte) / 1000;
    voorraadmutatie.strooisel += ((s.eindvoorraadKg - s.beginvoorraadKg) * gehalte) / 1000;
  }
  const km = nh3.kunstmest;
  aanvoer.kunstmest = isN ? km.aanvoerNKg : km.aanvoerP2o5Kg;
  voorraadmutatie.kunstmest = isN ? km.voorraadMutatieNKg : km.voorraadMutatieP2o5Kg;
  const m = nh3.mest;
  aanvoer.organischeMest = isN ? m.aanvoer.nKg + m.coSubstraatNKg : m.aanvoer.p2o5Kg + m.coSubstraatP2o5Kg;
  afvoer.organischeMest = isN ? m.afvoer.nKg : m.afvoer.p2o5Kg;
  voorraadmutatie.organischeMest = isN ? m.eind.nKg - m.begin.nKg : m.eind.p2o5Kg - m.begin.p2o5Kg;
  aanvoer.vee = isN ? dieren.aanvoerNKg : dieren.aanvoerPKg * p2o5;
  afvoer.vee = isN ? dieren.afvoerNKg : dieren.afvoerPKg * p2o5;
  afvoer.melk = isN ? melk.nAfgevoerdKg : melk.pAfgevoerdKg * p2o5;
  for (const g of invoer.akkerbouw.gewassen) afvoer.akkerbouw += isN ? gewasAfvoer(g).nKg : gewasAfvoer(g).p2o5Kg;
  const iv = invoer.intensieveVeehouderij;
  aanvoer.staldierenVoer = isN ? iv.voerAanvoerKgN : iv.voerAanvoerKgP2o5;
  aanvoer.staldierenVee = isN ? iv.dierenAanvoerKgN : iv.dierenAanvoerKgP2o5;
  afvoer.staldierenVee = isN ? iv.dierenAfvoerKgN : iv.dierenAfvoerKgP2o5;

  const aanvoerTotaal = som(aanvoer);
  const afvoerTotaal = som(afvoer);
  const voorraadmutatieTotaal = som(voorraadmutatie);
  return { element, aanvoer, afvoer, voorraadmutatie, aanvoerTotaal, afvoerTotaal, voorraadmutatieTotaal, overschot: aanvoerTotaal - afvoerTotaal - voorraadmutatieTotaal };
}
