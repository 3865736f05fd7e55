/**
 * Conversion factors that do not change between years. Year-dependent values live in
 * `parameters/`.
 */
import type { Constante } from './afleiding';

export const omrekening = {
  /** kg RE per kg N. Bron: KLW-domeinnotities §1.3/§2.5 ("1 kg N = 6,25 kg RE", VKA toevoegenKengetallenKLW.R). */
  rePerN: { waarde: 6.25, eenheid: 'kg RE/kg N', bron: 'Bron: KLW-domeinnotities §2.5 (VKA: 1 kg N = 6,25 kg RE)' },
  /** kg P2O5 per kg P. Bron: KLW-domeinnotities §2.5 (VKA: 1 kg P2O5 = 1/2,2915 kg P; gebruikt 2,291). */
  p2o5PerP: { waarde: 2.291, eenheid: 'kg P2O5/kg P', bron: 'Bron: KLW-domeinnotities §2.5 (VKA gebruikt 2,291)' },
  /** kg NH3 per kg NH3-N. Bron: KLW-domeinnotities §1.5 (VKA factorNH3toN = 14/17). */
  nh3PerN: { waarde: 17 / 14, eenheid: 'kg NH3/kg N', bron: 'Bron: KLW-domeinnotities §1.5 (VKA factorNH3toN = 14/17)' },
  /** kg N2O per kg N2O-N (molmassa 44/28). Bron: stoichiometrie (molaire massa's). */
  n2oPerN: { waarde: 44 / 28, eenheid: 'kg N2O/kg N2O-N', bron: 'Bron: molaire massa N2O (44) / N2 (28)' },
  /** kg melkeiwit per kg N. AANGENOMEN: 6,38 (zuivelfactor) — te verifiëren tegen de officiële tabel (KLW-domeinnotities §1.3). */
  melkeiwitPerN: { waarde: 6.38, eenheid: 'kg eiwit/kg N', bron: 'AANGENOMEN: zuivel-eiwitfactor 6,38 (KLW-domeinnotities §1.3) — te verifiëren tegen de officiële tabel' },
  /** kg CH4 per m³ CH4 (0 °C, 1 atm). Bron: IPCC 2006 Vol. 4 vgl. 10.23 (0,67 kg/m³). */
  ch4KgPerM3: { waarde: 0.67, eenheid: 'kg/m³', bron: 'Bron: IPCC 2006 Guidelines Vol. 4 §10.4, vgl. 10.23 (0,67 kg CH4/m³)' },
} satisfies Record<string, Constante>;

/**
 * FPCM (meetmelk) = kg melk × (0,337 + 0,116 × vet% + 0,06 × eiwit%).
 * Bron: KLW-domeinnotities §1.4 (VKA toevoegenKengetallenKLW.R, fpcmkoejaar).
 */
export const fpcmFormule = {
  basis: { waarde: 0.337, eenheid: '-', bron: 'Bron: KLW-domeinnotities §1.4 (VKA fpcmkoejaar)' },
  vet: { waarde: 0.116, eenheid: 'per %-punt vet', bron: 'Bron: KLW-domeinnotities §1.4 (VKA fpcmkoejaar)' },
  eiwit: { waarde: 0.06, eenheid: 'per %-punt eiwit', bron: 'Bron: KLW-domeinnotities §1.4 (VKA fpcmkoejaar)' },
} satisfies Record<string, Constante>;
