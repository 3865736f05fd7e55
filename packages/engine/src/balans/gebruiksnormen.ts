/**
 * Usage norms (gebruiksnormen) of the year and the use that counts against them (supplement §3, §8):
 * - fosfaat: Σ ha × norm(klasse, grasland/bouwland) over the plots (`percelen.percelen`); the class per
 *   plot from its soil analysis (bodem.analyses[].perceel = the plot's name), else the phosphate state
 *   registered on the plot, else the mean of the farm's analyses, else "hoog" (RVO rule for no valid
 *   analysis — AANGENOMEN, te verifiëren); natuur has no norm;
 * - stikstof: Σ ha × norm(gewas, grondsoort); grassland "met beweiden" when cows or young stock graze;
 *   sand is zand-zuid in WUM region zuid-oost, else zand-noord/west/centraal (AANGENOMEN mapping);
 *   arable plots get no N norm yet (the crop code is known, the RVO table per code is not in the engine: gap);
 * - dierlijke mest: ha × 170, or the derogation value (lower value on zand/löss in region zuid-oost);
 * - werkzame N = kunstmest-N × 1,0 + N uit dierlijke mest (aanwending + weide) × werkingscoëfficiënt
 *   (0,45 with grazing, 0,60 without: RVO Tabel 9 drijfmest graasdieren eigen bedrijf, supplement §8.3).
 */
import type { BedrijfsjaarInvoer } from '../invoer/bedrijfsjaar.schema';
import type { FosfaatKlasse, NormGrondsoort, RekenParameters } from '../parameters/types';
import type { Grondsoort } from '../invoer/velden';
import type { Ammoniak } from '../bea/ammoniak';
import type { Excretie } from '../bex/excretie';
import type { Standaarden } from '../standaarden';
import { fosfaatklasse } from './fosfaatklasse';
import { omrekening } from '../eenheden';

export interface Gebruiksnormen {
  /** gebrnorm1: total N norm of the farm (kg N). */
  stikstofNormKg: number;
  /** gebrnorm2: phosphate norm of the farm (kg P2O5). */
  fosfaatNormKg: number;
  dierlijkeMestNormKg: number;
  /** Werkzame N used (kg N) and the coefficient applied to animal manure. */
  werkzameNKg: number;
  werkingscoefficientDierlijkeMest: number;
  dierlijkeMestNKg: number;
  fosfaatGebruikKg: number;
  /** Phosphate class per plot with a norm (grassland, maize, arable), in plot order. */
  klassen: { pad: string; klasse: FosfaatKlasse; bron: 'analyse' | 'perceel' | 'bedrijfsgemiddelde' | 'standaard' }[];
}

export function gebruiksnormen(invoer: BedrijfsjaarInvoer, p: RekenParameters, std: Standaarden, nh3: Ammoniak, ex: Excretie): Gebruiksnormen {
  const analyses = invoer.bodem.analyses.filter((x) => x.pAlMgP2o5Per100g !== undefined && x.pCaCl2MgPPerKg !== undefined);
  const gemiddeld = analyses.length
    ? { pal: analyses.reduce((s, x) => s + x.pAlMgP2o5Per100g!, 0) / analyses.length, pca: analyses.reduce((s, x) => s + x.pCaCl2MgPPerKg!, 0) / analyses.length }
    : undefined;
  const klassen: Gebruiksnormen['klassen'] = [];
  const klasseVan = (pad: string, naam: string | undefined, geregistreerd: FosfaatKlasse | undefined, grasland: boolean): FosfaatKlasse => {
    const eigen = naam ? analyses.filter((x) => x.perceel === naam).sort((a, b) => (b.datum ?? '').localeCompare(a.datum ?? ''))[0] : undefined;
    let k: Gebruiksnormen['klassen'][number];
    if (eigen) k = { pad, klasse: fosfaatklasse(eigen.pAlMgP2o5Per100g!, eigen.pCaCl2MgPPerKg!, grasland), bron: 'analyse' };
    else if (geregistreerd) k = { pad, klasse: geregistreerd, bron: 'perceel' };
    else if (gemiddeld) k = { pad, klasse: fosfaatklasse(gemiddeld.pal, gemiddeld.pca, grasland), bron: 'bedrijfsgemiddelde' };
    else {
      k = { pad, klasse: 'hoog', bron: 'standaard' };
      // One note on the input field that is missing (the analyses), not one per parcel.
      if (!std.bevat('bodem.analyses'))
        std.noteer('bodem.analyses', 'fosfaatklasse hoog', 'klasse', 'AANGENOMEN: zonder geldige bodemanalyse fosfaatklasse "hoog" (RVO-regel, supplement §3.2) — te verifiëren tegen de officiële tabel');
    }
    klassen.push(k);
    return k.klasse;
  };
  const b = invoer.bedrijfsgegevens;
  const zuid = b.regio === 'zuid-oost';
  const normGrond = (g: Grondsoort): NormGrondsoort => (g === 'zand' ? (zuid ? 'zandZuid' : 'zandNwc') : g);
  const bw = invoer.beweiding;
  const beweiden = bw.melkkoeien.dagenBeperkt + bw.melkkoeien.dagenOnbeperkt + bw.jongvee.weidedagenJonger1Jaar + bw.jongvee.weidedagenOuder1Jaar > 0;
  const grasNorm = beweiden ? p.stikstofnormGraslandBeweiden.waarden : p.stikstofnormGraslandMaaien.waarden;
  const maisNorm = b.derogatie ? p.stikstofnormSnijmaisDerogatie.waarden : p.stikstofnormSnijmais.waarden;
  const dm = p.gebruiksnormDierlijkeMestN.waarden;
  const dmNorm = (g: Grondsoort) => (!b.derogatie ? dm.standaard : zuid && (g === 'zand' || g === 'loss') ? dm.derogatieBeperkt : dm.derogatie);

  let stikstofNormKg = 0;
  let fosfaatNormKg = 0;
  let dierlijkeMestNormKg = 0;
  invoer.percelen.percelen.forEach((x, i) => {
    if (x.grondgebruik === 'natuur') return;
    const pad = `percelen.percelen.${i}`;
    const grasland = x.grondgebruik === 'blijvendGrasland' || x.grondgebruik === 'tijdelijkGrasland';
    if (grasland) stikstofNormKg += x.oppervlakteHa * grasNorm[normGrond(x.grondsoort)];
    else if (x.grondgebruik === 'mais') stikstofNormKg += x.oppervlakteHa * maisNorm[normGrond(x.grondsoort)];
    const norm = grasland ? p.fosfaatnormGrasland.waarden : p.fosfaatnormBouwland.waarden;
    fosfaatNormKg += x.oppervlakteHa * norm[klasseVan(pad, x.naam, x.fosfaatklasse, grasland)];
    dierlijkeMestNormKg += x.oppervlakteHa * dmNorm(x.grondsoort);
  });

  const wc = p.werkingscoefficientDierlijkeMest.waarden;
  const werkingscoefficientDierlijkeMest = beweiden ? wc.metBeweiden : wc.zonderBeweiden;
  const dierlijkeMestNKg = Math.max(0, nh3.mest.aanwendingNKg) + ex.excretieWeideNKg;
  return {
    stikstofNormKg,
    fosfaatNormKg,
    dierlijkeMestNormKg,
    werkzameNKg: Math.max(0, nh3.kunstmest.verbruikNKg) + dierlijkeMestNKg * werkingscoefficientDierlijkeMest,
    werkingscoefficientDierlijkeMest,
    dierlijkeMestNKg,
    fosfaatGebruikKg: Math.max(0, nh3.mest.aanwendingP2o5Kg) + ex.excretieWeidePKg * omrekening.p2o5PerP.waarde + Math.max(0, nh3.kunstmest.verbruikP2o5Kg),
    klassen,
  };
}
