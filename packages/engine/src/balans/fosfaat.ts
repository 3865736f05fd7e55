/**
 * P2O5 soil surplus and efficiencies. Phosphate has no gaseous losses, deposition or
 * fixation, so the soil surplus equals the farm-gate surplus (KLW-domeinnotities §1.7).
 */
import type { Bedrijfsbalans } from './bedrijfsbalans';
import type { Ammoniak } from '../bea/ammoniak';
import type { Excretie } from '../bex/excretie';
import type { Gewasopbrengst } from './gewasopbrengst';
import { omrekening } from '../eenheden';
import type { Bodemproducten } from './bodemproducten';

export interface FosfaatBodem {
  bodemoverschotKg: number;
  bodemAanvoer: { mest: number; weidemest: number; kunstmest: number; compost: number; kalk: number; totaal: number };
  bodemoverschotViaBodembalansKg: number;
  benuttingVeeProcent: number;
  benuttingBodemProcent: number;
  benuttingBedrijfProcent: number;
}

export function fosfaatBodem(bal: Bedrijfsbalans, nh3: Ammoniak, ex: Excretie, gewas: Gewasopbrengst, bp: Bodemproducten): FosfaatBodem {
  const p2o5 = omrekening.p2o5PerP.waarde;
  const bodemAanvoer = { mest: nh3.mest.aanwendingP2o5Kg, weidemest: ex.excretieWeidePKg * p2o5, kunstmest: nh3.kunstmest.verbruikP2o5Kg, compost: bp.compost.p2o5Kg, kalk: bp.kalk.p2o5Kg, totaal: 0 };
  bodemAanvoer.totaal = bodemAanvoer.mest + bodemAanvoer.weidemest + bodemAanvoer.kunstmest + bodemAanvoer.compost + bodemAanvoer.kalk;
  const vastgelegd = ex.vastleggingMelkPKg + ex.vastleggingDierenPKg;
  return {
    bodemoverschotKg: bal.overschot,
    bodemAanvoer,
    bodemoverschotViaBodembalansKg: bodemAanvoer.totaal - gewas.gewasP2o5Kg,
    benuttingVeeProcent: ex.opnamePKg > 0 ? (vastgelegd / ex.opnamePKg) * 100 : 0,
    benuttingBodemProcent: bodemAanvoer.totaal > 0 ? (gewas.gewasP2o5Kg / bodemAanvoer.totaal) * 100 : 0,
    benuttingBedrijfProcent: bal.aanvoerTotaal > 0 ? (bal.afvoerTotaal / bal.aanvoerTotaal) * 100 : 0,
  };
}
