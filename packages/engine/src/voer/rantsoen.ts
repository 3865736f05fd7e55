/**
 * Fresh grass as the closing item and the ration contents.
 * VEM vers gras = VEM-behoefte − Σ VEM opgenomen uit de overige voeders (verbruik × (1 − voerverlies) × VEM);
 * kg DS vers gras = VEM vers gras / VEM per kg DS vers gras (KLW-domeinnotities §1.3, "vers gras is de sluitpost").
 */
import type { RekenParameters } from '../parameters/types';
import type { Standaarden } from '../standaarden';
import type { BedrijfsjaarInvoer } from '../invoer/bedrijfsjaar.schema';
import { nUitRe, pUitGehalte, type Voerpost } from './voerverbruik';
import { omrekening } from '../eenheden';

export interface VersGras {
  vemPerKgDs: number;
  reGPerKgDs: number;
  pGPerKgDs: number;
  /** Before clamping; negative means the other feeds already exceed the requirement. */
  vemBerekend: number;
  /** max(0, VEM berekend) / VEM per kg DS. */
  kgDs: number;
  nKg: number;
  pKg: number;
}

export interface Rantsoen {
  /** Σ kg DS used incl. fresh grass (incl. feed losses). */
  kgDs: number;
  vem: number;
  nKg: number;
  pKg: number;
  /** VEM opgenomen uit de overige voeders (excl. feed losses). */
  vemOpgenomenOverig: number;
  /** rants_geh_vem: VEM per kg DS. */
  vemPerKgDs: number;
  /** rants_geh_re: g RE per kg DS. */
  reGPerKgDs: number;
  /** rants_geh_p: g P per kg DS. */
  pGPerKgDs: number;
}

export function versGras(invoer: BedrijfsjaarInvoer, p: RekenParameters, std: Standaarden, posten: Voerpost[], vemBehoefteTotaal: number): VersGras {
  const vg = invoer.beweiding.versGras;
  const vem = std.getal('beweiding.versGras.vemPerKgDs', vg.vemPerKgDs, p.versGrasVemPerKgDs);
  const re = std.getal('beweiding.versGras.reGPerKgDs', vg.reGPerKgDs, p.versGrasReGPerKgDs);
  const pg = std.getal('beweiding.versGras.pGPerKgDs', vg.pGPerKgDs, p.versGrasPGPerKgDs);
  let opgenomen = 0;
  for (const v of posten) opgenomen += v.verbruikKgDs * (1 - v.verliesFractie) * v.vemPerKgDs;
  const vemBerekend = vemBehoefteTotaal - opgenomen;
  const kgDs = vemBerekend > 0 && vem > 0 ? vemBerekend / vem : 0;
  return { vemPerKgDs: vem, reGPerKgDs: re, pGPerKgDs: pg, vemBerekend, kgDs, nKg: nUitRe(kgDs, re), pKg: pUitGehalte(kgDs, pg) };
}

export function rantsoen(posten: Voerpost[], gras: VersGras): Rantsoen {
  let kgDs = gras.kgDs;
  let vem = gras.kgDs * gras.vemPerKgDs;
  let nKg = gras.nKg;
  let pKg = gras.pKg;
  let vemOpgenomenOverig = 0;
  for (const v of posten) {
    kgDs += v.verbruikKgDs;
    vem += v.verbruikKgDs * v.vemPerKgDs;
    nKg += nUitRe(v.verbruikKgDs, v.reGPerKgDs);
    pKg += pUitGehalte(v.verbruikKgDs, v.pGPerKgDs);
    vemOpgenomenOverig += v.verbruikKgDs * (1 - v.verliesFractie) * v.vemPerKgDs;
  }
  return {
    kgDs,
    vem,
    nKg,
    pKg,
    vemOpgenomenOverig,
    vemPerKgDs: kgDs > 0 ? vem / kgDs : 0,
    reGPerKgDs: kgDs > 0 ? (nKg * omrekening.rePerN.waarde * 1000) / kgDs : 0,
    pGPerKgDs: kgDs > 0 ? (pKg * 1000) / kgDs : 0,
  };
}

/**
 * RE content (g/kg DS) of the ration in the grazing season, for the Bussink grazing factor
 * (KLW uses the grazing-season ration, KLW-domeinnotities §1.5). All fresh grass is eaten in the
 * season; the other feeds are spread evenly over the year (AANGENOMEN: their seasonal split is not
 * entered — te verifiëren). Season = days with fresh grass: grazing days + summer-feeding days
 * (beweiding.melkkoeien.dagenZomerstalvoedering; capped at 365); without them the year's ration.
 */
export function weideseizoenReGPerKgDs(posten: Voerpost[], gras: VersGras, r: Rantsoen, weidedagen: number): number {
  if (weidedagen <= 0) return r.reGPerKgDs;
  const deel = Math.min(1, weidedagen / 365);
  let kgDs = gras.kgDs;
  let nKg = gras.nKg;
  for (const v of posten) {
    kgDs += v.verbruikKgDs * deel;
    nKg += nUitRe(v.verbruikKgDs, v.reGPerKgDs) * deel;
  }
  return kgDs > 0 ? (nKg * omrekening.rePerN.waarde * 1000) / kgDs : 0;
}
