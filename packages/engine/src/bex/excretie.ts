/**
 * BEX steps 2–6: N and P intake, retention and excretion of the grazing herd.
 * excretie = opname (incl. voerverliezen) − vastlegging in melk − vastlegging in dieren
 * (Handreiking BEX; CBS "excretie = opname met voer − vastlegging in dierlijke producten").
 * The dairy herd's share (melkvee: 100/101/102) is the total minus the forfait of the other
 * grazing animals; the "netto" excretion (excr_spec1) also subtracts the gaseous N losses of
 * housing and storage (BEX step 5).
 */
import type { BedrijfsjaarInvoer } from '../invoer/bedrijfsjaar.schema';
import type { RekenParameters } from '../parameters/types';
import type { Standaarden } from '../standaarden';
import type { Melkproductie } from '../melk/melkproductie';
import type { Rantsoen } from '../voer/rantsoen';
import type { VemBehoefte } from '../voer/vem-behoefte';
import type { Dierbewegingen } from './vastlegging';
import { omrekening } from '../eenheden';

export interface Excretie {
  /** kg N taken in: Σ feed used incl. fresh grass + milk fed to calves. */
  opnameNKg: number;
  opnamePKg: number;
  vastleggingMelkNKg: number;
  vastleggingMelkPKg: number;
  vastleggingDierenNKg: number;
  vastleggingDierenPKg: number;
  /** All grazing animals. */
  excretieTotaalNKg: number;
  excretieTotaalPKg: number;
  overigeGraasdierenNKg: number;
  overigeGraasdierenPKg: number;
  /** Dairy herd (100/101/102), bruto (before gaseous losses). */
  excretieMelkveeNKg: number;
  excretieMelkveePKg: number;
  /** Fraction of the dairy herd's excretion dropped in the pasture (VEM-weighted time share). */
  weidefractie: number;
  /** Fraction of the cows' hours spent grazing (pcuren_mlk_wei / 100). */
  weidefractieKoeien: number;
  excretieWeideNKg: number;
  excretieWeidePKg: number;
  /** Dairy herd in the barn + other grazing animals (ASSUMED housed). */
  excretieStalNKg: number;
  excretieStalPKg: number;
  /** TAN share of the excretion: (opname N × VCRE − vastlegging N) / excretie N, in [0, 1]. */
  tanFractie: number;
}

export function excretie(
  invoer: BedrijfsjaarInvoer,
  p: RekenParameters,
  std: Standaarden,
  melk: Melkproductie,
  r: Rantsoen,
  vem: VemBehoefte,
  dieren: Dierbewegingen,
): Excretie {
  const kalfmelkN = melk.gevoerdAanKalverenKg * (melk.eiwitProcent / 100 / omrekening.melkeiwitPerN.waarde);
  const kalfmelkP = melk.gevoerdAanKalverenKg * (melk.fosforMgPer100g / 100_000);
  const opnameNKg = r.nKg + kalfmelkN;
  const opnamePKg = r.pKg + kalfmelkP;
  const excretieTotaalNKg = opnameNKg - melk.nMelkKg - dieren.vastleggingNKg;
  const excretieTotaalPKg = opnamePKg - melk.pMelkKg - dieren.vastleggingPKg;

  let overigeN = 0;
  let overigeP2o5 = 0;
  invoer.veestapel.overigeGraasdieren.forEach((d, i) => {
    const nPer = std.getal(`veestapel.overigeGraasdieren.${i}.excretieNKgPerDier`, d.excretieNKgPerDier, {
      waarde: p.forfaitOverigGraasdierN.waarden[d.soort],
      eenheid: p.forfaitOverigGraasdierN.eenheid,
      bron: p.forfaitOverigGraasdierN.bron,
    });
    const pPer = std.getal(`veestapel.overigeGraasdieren.${i}.excretieP2o5KgPerDier`, d.excretieP2o5KgPerDier, {
      waarde: p.forfaitOverigGraasdierP2o5.waarden[d.soort],
      eenheid: p.forfaitOverigGraasdierP2o5.eenheid,
      bron: p.forfaitOverigGraasdierP2o5.bron,
    });
    overigeN += d.gemiddeldAantal * nPer;
    overigeP2o5 += d.gemiddeldAantal * pPer;
  });
  const overigeGraasdierenPKg = overigeP2o5 / omrekening.p2o5PerP.waarde;

  const b = invoer.beweiding;
  const urenWeide = b.melkkoeien.dagenBeperkt * b.melkkoeien.urenPerDagBeperkt + b.melkkoeien.dagenOnbeperkt * b.melkkoeien.urenPerDagOnbeperkt;
  const weidefractieKoeien = Math.min(1, urenWeide / (365 * 24));
  const wj = Math.min(1, b.jongvee.weidedagenJonger1Jaar / 365);
  const wo = Math.min(1, b.jongvee.weidedagenOuder1Jaar / 365);
  const weidefractie = vem.melkvee > 0 ? (vem.melkkoeien * weidefractieKoeien + vem.jongveeJonger1Jaar * wj + vem.jongveeOuder1Jaar * wo) / vem.melkvee : 0;

  const excretieMelkveeNKg = excretieTotaalNKg - overigeN;
  const excretieMelkveePKg = excretieTotaalPKg - overigeGraasdierenPKg;
  const excretieWeideNKg = Math.max(0, excretieMelkveeNKg) * weidefractie;
  const excretieWeidePKg = Math.max(0, excretieMelkveePKg) * weidefractie;
  const vastgelegdN = melk.nMelkKg + dieren.vastleggingNKg;
  const tanRuw = excretieTotaalNKg > 0 ? (opnameNKg * p.vcre.waarde - vastgelegdN) / excretieTotaalNKg : 0;
  return {
    opnameNKg,
    opnamePKg,
    vastleggingMelkNKg: melk.nMelkKg,
    vastleggingMelkPKg: melk.pMelkKg,
    vastleggingDierenNKg: dieren.vastleggingNKg,
    vastleggingDierenPKg: dieren.vastleggingPKg,
    excretieTotaalNKg,
    excretieTotaalPKg,
    overigeGraasdierenNKg: overigeN,
    overigeGraasdierenPKg,
    excretieMelkveeNKg,
    excretieMelkveePKg,
    weidefractie,
    weidefractieKoeien,
    excretieWeideNKg,
    excretieWeidePKg,
    excretieStalNKg: excretieTotaalNKg - excretieWeideNKg,
    excretieStalPKg: excretieTotaalPKg - excretieWeidePKg,
    tanFractie: Math.min(1, Math.max(0, tanRuw)),
  };
}
