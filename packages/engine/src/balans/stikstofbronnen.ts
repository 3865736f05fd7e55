/**
 * N that enters the soil without being bought: deposition, biological fixation and net
 * mineralisation of peat. They are farm N inputs (BIN/CBS definition of the soil surplus,
 * staatvanlandbouwnatuurenvoedsel.nl "stikstofbodemoverschot"; KLW-domeinnotities §1.2), so the
 * farm-gate surplus equals the soil surplus plus the gaseous losses.
 */
import type { BedrijfsjaarInvoer } from '../invoer/bedrijfsjaar.schema';
import type { RekenParameters } from '../parameters/types';
import type { Standaarden } from '../standaarden';
import type { Oppervlakten } from './oppervlakten';

export interface StikstofBronnen {
  depositieKgNPerHa: number;
  depositieKg: number;
  bindingKg: number;
  mineralisatieKg: number;
}

export function stikstofBronnen(invoer: BedrijfsjaarInvoer, p: RekenParameters, std: Standaarden, opp: Oppervlakten): StikstofBronnen {
  const depositieKgNPerHa = std.getal('bedrijfsgegevens.depositieKgNPerHa', invoer.bedrijfsgegevens.depositieKgNPerHa, p.depositieKgNPerHa);
  return {
    depositieKgNPerHa,
    depositieKg: depositieKgNPerHa * opp.totaalHa,
    bindingKg: opp.klaverHaProcent * p.bindingKlaverKgNPerHaPerProcent.waarde + opp.vlinderbloemigHa * p.bindingVlinderbloemigKgNPerHa.waarde,
    mineralisatieKg: opp.perGrondsoort.veen * p.mineralisatieVeenKgNPerHa.waarde,
  };
}
