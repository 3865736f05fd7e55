/**
 * Digestion and separation (route /OrganischeMestVergistingScheiding). The rule this engine uses, so
 * that nothing is counted twice (docs/rekenregels.md §4 "Vergisting en scheiding"):
 * - co-substrate crosses the farm gate: its N and P2O5 are a farm input and part of the manure the farm
 *   applies (bea/ammoniak.ts `mestaanwending`, balans/bedrijfsbalans.ts);
 * - digestion and separation happen inside the farm: their products (digestate, thick and thin fraction,
 *   mineral concentrate) hold the N and P2O5 of the manure and co-substrate that went in, so they are NOT
 *   added to the balances again. What leaves the farm is entered under Afvoer per mestcode (counted there,
 *   once); what stays is applied on the farm through the manure balance;
 * - the products are used to check the installation: N and P2O5 out (end products) against in (the digested
 *   share of the housed manure + co-substrate; all housed manure when only separating). P2O5 cannot escape as
 *   gas, so a difference beyond the tolerance is signalled; N may be lower (NH3 from storage of the products);
 * - the digester itself: CH4 leakage (bec/broeikasgassen.ts via `vergisterCh4Kg`) and direct N2O (IPCC: 0).
 */
import type { BedrijfsjaarInvoer } from '../invoer/bedrijfsjaar.schema';
import type { RekenParameters } from '../parameters/types';
import type { Excretie } from '../bex/excretie';
import type { Ammoniak } from './ammoniak';
import { omrekening } from '../eenheden';

export interface Vergisting {
  /** Share of the housed manure that is digested (0–1). */
  vergistAandeel: number;
  /** N and P2O5 into the installation: digested (or separated) housed manure + co-substrate. */
  inNKg: number;
  inP2o5Kg: number;
  /** N and P2O5 in the end products (digestate only when it is not separated further). */
  uitNKg: number;
  uitP2o5Kg: number;
  /** Whether products were recorded (otherwise there is nothing to check). */
  metProducten: boolean;
  /** Direct N2O-N from the digester (kg N). */
  n2oNKg: number;
}

export function vergisting(invoer: BedrijfsjaarInvoer, p: RekenParameters, ex: Excretie, nh3: Ammoniak): Vergisting {
  const v = invoer.organischeMest.vergisting;
  const vergistAandeel = v.vergisteMestProcent / 100;
  const producten = v.producten;
  const fracties = producten.some((x) => x.product === 'dikke-fractie' || x.product === 'dunne-fractie');
  // Separation of digestate: the fractions are the end products, the digestate was their input.
  const eind = fracties ? producten.filter((x) => x.product !== 'digestaat') : producten;
  let uitNKg = 0;
  let uitP2o5Kg = 0;
  for (const x of eind) {
    uitNKg += x.ton * x.kgNPerTon;
    uitP2o5Kg += x.ton * x.kgP2o5PerTon;
  }
  // Without digestion but with separation all housed manure is taken to pass the separator (AANGENOMEN).
  const aandeel = vergistAandeel > 0 ? vergistAandeel : invoer.organischeMest.mestscheiding ? 1 : 0;
  const stalmestN = Math.max(0, nh3.stal.nettoMestNKg);
  const stalmestP2o5 = Math.max(0, ex.excretieStalPKg) * omrekening.p2o5PerP.waarde;
  const inNKg = aandeel * stalmestN + nh3.mest.coSubstraatNKg;
  const inP2o5Kg = aandeel * stalmestP2o5 + nh3.mest.coSubstraatP2o5Kg;
  return { vergistAandeel, inNKg, inP2o5Kg, uitNKg, uitP2o5Kg, metProducten: eind.length > 0, n2oNKg: vergistAandeel * stalmestN * p.vergisterN2oNPerKgN.waarde };
}

/**
 * CH4 leaking from the digester: the CH4 potential of the digested housed manure (VS × B0 × 0,67 kg/m³)
 * × leakage fraction. The reduced storage CH4 of the digested share stays in the manure-storage model.
 */
export function vergisterCh4Kg(p: RekenParameters, vsStalKg: number, vergistAandeel: number): number {
  return vsStalKg * vergistAandeel * p.b0M3Ch4PerKgVs.waarde * omrekening.ch4KgPerM3.waarde * p.vergisterCh4Lekfractie.waarde;
}
