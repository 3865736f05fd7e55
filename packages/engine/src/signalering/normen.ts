/**
 * The usage norms of the Meststoffenwet (art. 8–10: gebruiksnormen dierlijke mest, stikstof en
 * fosfaat): using more than the norm is a breach, so each excess is a warning with the excess in kg
 * and in kg per ha of the land that carries a norm (every plot but nature). The norms themselves are
 * computed in balans/gebruiksnormen.ts (docs/decisions/021-plausibiliteit-en-normen.md).
 */
import type { BedrijfsjaarInvoer } from '../invoer/bedrijfsjaar.schema';
import type { Berekening } from '../berekening';
import type { SignaleringCode } from './catalogus';
import { nl } from './formaat';

type Meld = (code: SignaleringCode, pad: string, melding: string, waarde?: number) => void;

/** The Dutch sentence of one excess: "… ligt 5.136 kg N (101,9 kg N/ha) boven de … (8.568 kg N)." */
export function overschrijdingTekst(wat: string, gebruikKg: number, normKg: number, stof: string, normNaam: string, ha: number): string {
  const teVeel = gebruikKg - normKg;
  const perHa = ha > 0 ? ` (${nl(teVeel / ha, 1)} kg ${stof}/ha over ${nl(ha, 1)} ha)` : '';
  return `${wat} (${nl(gebruikKg)} kg ${stof}) ligt ${nl(teVeel)} kg ${stof}${perHa} boven de ${normNaam} (${nl(normKg)} kg ${stof}). Dat is een overtreding van de Meststoffenwet: voer meer mest af of bemest minder.`;
}

export function normOverschrijdingen(invoer: BedrijfsjaarInvoer, b: Berekening, meld: Meld): void {
  const gn = b.gebruiksnormen;
  // the land a norm is computed over (balans/gebruiksnormen.ts skips nature)
  const ha = invoer.percelen.percelen.reduce((s, x) => s + (x.grondgebruik === 'natuur' ? 0 : x.oppervlakteHa), 0);
  // Half a kilogram: the norms are whole kilograms on the RVO forms; a rounding difference is no breach.
  const boven = (gebruik: number, norm: number) => norm > 0 && gebruik - norm >= 0.5;
  if (boven(gn.dierlijkeMestNKg, gn.dierlijkeMestNormKg))
    meld('DIERLIJKE_MEST_BOVEN_NORM', 'organischeMest.afvoer', overschrijdingTekst('De N uit dierlijke mest', gn.dierlijkeMestNKg, gn.dierlijkeMestNormKg, 'N', 'gebruiksnorm dierlijke mest', ha), gn.dierlijkeMestNKg);
  if (boven(gn.fosfaatGebruikKg, gn.fosfaatNormKg))
    meld('FOSFAAT_BOVEN_NORM', 'organischeMest.afvoer', overschrijdingTekst('Het fosfaatgebruik', gn.fosfaatGebruikKg, gn.fosfaatNormKg, 'P2O5', 'fosfaatgebruiksnorm', ha), gn.fosfaatGebruikKg);
  if (boven(gn.werkzameNKg, gn.stikstofNormKg))
    meld('STIKSTOF_BOVEN_NORM', 'kunstmest.producten', overschrijdingTekst('De werkzame stikstof', gn.werkzameNKg, gn.stikstofNormKg, 'N', 'stikstofgebruiksnorm', ha), gn.werkzameNKg);
}
