/**
 * Milk production, FPCM and the N and P leaving the herd in milk.
 * FPCM = kg melk × (0,337 + 0,116 × vet% + 0,06 × eiwit%) (KLW-domeinnotities §1.4).
 */
import type { Melklevering } from '../invoer/melklevering.schema';
import type { RekenParameters } from '../parameters/types';
import { fpcmFormule, omrekening } from '../eenheden';
import type { Standaarden } from '../standaarden';

export interface Melkproductie {
  /** kg milk produced: delivered + self-dairying + fed to calves + other production (melkprod). */
  melkproductieKg: number;
  /** kg milk that leaves the farm (delivered + self-dairying + other production). */
  melkAfgevoerdKg: number;
  gevoerdAanKalverenKg: number;
  /** kg-weighted over delivered and self-dairying milk. */
  vetProcent: number;
  eiwitProcent: number;
  ureumMgPer100ml: number | null;
  fosforMgPer100g: number;
  fpcmKg: number;
  /** kg N in all milk produced: kg × eiwit% / 100 / 6,38. */
  nMelkKg: number;
  /** kg P in all milk produced: kg × fosfor mg/100 g / 100 000. */
  pMelkKg: number;
  nAfgevoerdKg: number;
  pAfgevoerdKg: number;
}

/** FPCM in kg for `kg` milk with `vet` % fat and `eiwit` % protein. */
export const fpcm = (kg: number, vet: number, eiwit: number) =>
  kg * (fpcmFormule.basis.waarde + fpcmFormule.vet.waarde * vet + fpcmFormule.eiwit.waarde * eiwit);

export function melkproductie(m: Melklevering, p: RekenParameters, std: Standaarden): Melkproductie {
  const zz = m.zelfZuivel;
  const kgGewogen = m.geleverd.kg + (zz?.kg ?? 0);
  const gewogen = (a: number, b: number | undefined) => (kgGewogen > 0 ? (m.geleverd.kg * a + (zz?.kg ?? 0) * (b ?? a)) / kgGewogen : a);
  const vet = gewogen(m.geleverd.vetProcent, zz?.vetProcent);
  const eiwit = gewogen(m.geleverd.eiwitProcent, zz?.eiwitProcent);
  const ureum = m.geleverd.ureumMgPer100ml === undefined ? null : gewogen(m.geleverd.ureumMgPer100ml, zz?.ureumMgPer100ml);
  const fosfor = std.getal('melklevering.geleverd.fosforMgPer100g', m.geleverd.fosforMgPer100g, p.melkFosforMgPer100g);
  const melkproductieKg = kgGewogen + m.gevoerdAanKalverenKg + m.overigeProductieKg;
  const melkAfgevoerdKg = kgGewogen + m.overigeProductieKg;
  const nPerKg = eiwit / 100 / omrekening.melkeiwitPerN.waarde;
  const pPerKg = fosfor / 100_000;
  return {
    melkproductieKg,
    melkAfgevoerdKg,
    gevoerdAanKalverenKg: m.gevoerdAanKalverenKg,
    vetProcent: vet,
    eiwitProcent: eiwit,
    ureumMgPer100ml: ureum,
    fosforMgPer100g: fosfor,
    fpcmKg: fpcm(melkproductieKg, vet, eiwit),
    nMelkKg: melkproductieKg * nPerKg,
    pMelkKg: melkproductieKg * pPerKg,
    nAfgevoerdKg: melkAfgevoerdKg * nPerKg,
    pAfgevoerdKg: melkAfgevoerdKg * pPerKg,
  };
}
