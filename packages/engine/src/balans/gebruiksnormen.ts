/**
 * Usage norms (gebruiksnormen) of the year and the use that counts against them (supplement §3, §8):
 * - fosfaat: Σ ha × norm(klasse, grasland/bouwland) over the plots (`percelen.percelen`); the class per
 *   plot from its newest valid soil analysis (bodem.analyses[].perceelId = the plot's id; valid = it has the
 *   numbers the year's classification needs: P-AL + P-CaCl2 from 2021, P-AL on grassland / Pw on arable land
 *   up to 2020), else the phosphate state registered on the plot, else the mean of the farm's valid analyses,
 *   else "hoog" (Uitvoeringsregeling Meststoffenwet art. 30 lid 2); natuur has no norm;
 * - stikstof: Σ ha × norm(gewas, grondsoort); grassland "met beweiden" when cows or young stock graze;
 *   sand is zand-zuid in WUM region zuid-oost, else zand-noord/west/centraal (AANGENOMEN mapping);
 *   akkerbouw: the crop from the plot's BRP code (balans/akkerbouwgewas.ts `gewasVanCode`), else recognised
 *   from the plot's name; a crop without an engine norm gets no N norm and is listed in `akkerbouwGewassen`;
 * - dierlijke mest: ha × 170, or the derogation value (lower value on zand/löss in region zuid-oost);
 * - werkzame N = kunstmest-N × 1,0 + N uit dierlijke mest (aanwending + weide) × werkingscoëfficiënt
 *   (0,45 with grazing, 0,60 without: RVO Tabel 9 drijfmest graasdieren eigen bedrijf, supplement §8.3)
 *   + compost-N × 0,10 (Tabel 9, compost 111/112) + N in lime × 1,0 (AANGENOMEN: as mineral fertiliser);
 * - fosfaatgebruik = mest + weidemest + kunstmest + P2O5 in lime + compost-P2O5 by the filling rule (supplement §3.3):
 *   a compost row with ≥ 20 kg P2O5/ha on the land use it was spread on counts 25%, as far as the farm stays within
 *   its phosphate norm; the part above the norm counts 100% (farm level, not per plot: AANGENOMEN, te verifiëren).
 */
import type { BedrijfsjaarInvoer } from '../invoer/bedrijfsjaar.schema';
import type { FosfaatKlasse, NormGrondsoort, RekenParameters } from '../parameters/types';
import type { Grondsoort } from '../invoer/velden';
import type { Ammoniak } from '../bea/ammoniak';
import type { Excretie } from '../bex/excretie';
import type { Standaarden } from '../standaarden';
import { klasseVanAnalyse } from './fosfaatklasse';
import type { BodemAnalyse } from '../invoer/bodem.schema';
import { gewasVanCode, herkenAkkerbouwGewas, type AkkerbouwGewas } from './akkerbouwgewas';
import { omrekening } from '../eenheden';
import type { Bodemproducten } from './bodemproducten';

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
  /** Compost: kg P2O5 applied and the part that counts against the phosphate norm; werkzame N from compost and lime. */
  compostP2o5Kg: number;
  compostP2o5MeetellendKg: number;
  werkzameNBodemproductenKg: number;
  /** Per arable plot: the crop (null = no engine norm for its code/name, no N norm) and its N norm (kg N/ha). */
  akkerbouwGewassen: { pad: string; gewas: AkkerbouwGewas | null; stikstofNormKgPerHa: number }[];
  /** Phosphate class per plot with a norm (grassland, maize, arable), in plot order. */
  klassen: { pad: string; klasse: FosfaatKlasse; bron: 'analyse' | 'perceel' | 'bedrijfsgemiddelde' | 'standaard' }[];
}

export function gebruiksnormen(invoer: BedrijfsjaarInvoer, p: RekenParameters, std: Standaarden, nh3: Ammoniak, ex: Excretie, bp: Bodemproducten): Gebruiksnormen {
  // The year's classification decides which numbers make an analysis valid: P-AL + P-CaCl2 (2021+), or
  // P-AL for grassland and Pw for arable land (≤ 2020, parameters/fosfaatklassen.ts).
  const indeling = p.fosfaatklasseIndeling;
  const geldig = (grasland: boolean) => invoer.bodem.analyses.filter((x) => klasseVanAnalyse(indeling, x, grasland) !== undefined);
  const gemiddelde = (lijst: BodemAnalyse[]): BodemAnalyse | undefined => {
    if (!lijst.length) return undefined;
    const gem = (f: (x: BodemAnalyse) => number | undefined) => {
      const w = lijst.map(f).filter((v): v is number => v !== undefined);
      return w.length ? w.reduce((s, v) => s + v, 0) / w.length : undefined;
    };
    return { pAlMgP2o5Per100g: gem((x) => x.pAlMgP2o5Per100g), pCaCl2MgPPerKg: gem((x) => x.pCaCl2MgPPerKg), pwMgP2o5PerL: gem((x) => x.pwMgP2o5PerL) };
  };
  const perSoort = { gras: geldig(true), bouw: geldig(false) };
  const gemiddeld = { gras: gemiddelde(perSoort.gras), bouw: gemiddelde(perSoort.bouw) };
  const klassen: Gebruiksnormen['klassen'] = [];
  const klasseVan = (pad: string, perceelId: string, geregistreerd: FosfaatKlasse | undefined, grasland: boolean): FosfaatKlasse => {
    const eigen = (grasland ? perSoort.gras : perSoort.bouw).filter((x) => x.perceelId === perceelId).sort((a, b) => (b.datum ?? '').localeCompare(a.datum ?? ''))[0];
    const gem = grasland ? gemiddeld.gras : gemiddeld.bouw;
    let k: Gebruiksnormen['klassen'][number];
    if (eigen) k = { pad, klasse: klasseVanAnalyse(indeling, eigen, grasland)!, bron: 'analyse' };
    else if (geregistreerd) k = { pad, klasse: geregistreerd, bron: 'perceel' };
    else if (gem) k = { pad, klasse: klasseVanAnalyse(indeling, gem, grasland)!, bron: 'bedrijfsgemiddelde' };
    else {
      k = { pad, klasse: 'hoog', bron: 'standaard' };
      // One note on the input field that is missing (the analyses), not one per parcel.
      if (!std.bevat('bodem.analyses'))
        std.noteer('bodem.analyses', 'fosfaatklasse hoog', 'klasse', 'Bron: zonder gemelde fosfaattoestand geldt "hoog" (Uitvoeringsregeling Meststoffenwet art. 30 lid 2, Stcrt. 2019, 70977; supplement §3.2)');
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
  const akkerbouwGewassen: Gebruiksnormen['akkerbouwGewassen'] = [];
  const haPerGebruik = { grasland: 0, mais: 0, akkerbouw: 0 };
  invoer.percelen.percelen.forEach((x, i) => {
    if (x.grondgebruik === 'natuur') return;
    haPerGebruik[x.grondgebruik === 'mais' ? 'mais' : x.grondgebruik === 'akkerbouw' ? 'akkerbouw' : 'grasland'] += x.oppervlakteHa;
    const pad = `percelen.percelen.${i}`;
    const grasland = x.grondgebruik === 'blijvendGrasland' || x.grondgebruik === 'tijdelijkGrasland';
    if (grasland) stikstofNormKg += x.oppervlakteHa * grasNorm[normGrond(x.grondsoort)];
    else if (x.grondgebruik === 'mais') stikstofNormKg += x.oppervlakteHa * maisNorm[normGrond(x.grondsoort)];
    else if (x.grondgebruik === 'akkerbouw') {
      const gewas = gewasVanCode(x.gewascode) ?? (x.naam ? herkenAkkerbouwGewas(x.naam) : null);
      const normHa = gewas ? p.stikstofnormAkkerbouw.waarden[`${gewas}.${normGrond(x.grondsoort)}`] : 0;
      akkerbouwGewassen.push({ pad, gewas, stikstofNormKgPerHa: normHa });
      stikstofNormKg += x.oppervlakteHa * normHa;
    }
    const norm = grasland ? p.fosfaatnormGrasland.waarden : p.fosfaatnormBouwland.waarden;
    fosfaatNormKg += x.oppervlakteHa * norm[klasseVan(pad, x.id, x.fosfaatklasse, grasland)];
    dierlijkeMestNormKg += x.oppervlakteHa * dmNorm(x.grondsoort);
  });

  const wc = p.werkingscoefficientDierlijkeMest.waarden;
  const werkingscoefficientDierlijkeMest = beweiden ? wc.metBeweiden : wc.zonderBeweiden;
  const dierlijkeMestNKg = Math.max(0, nh3.mest.aanwendingNKg) + ex.excretieWeideNKg;
  const werkzameNBodemproductenKg = bp.compost.nKg * p.werkingscoefficientCompost.waarde + bp.kalk.nKg;
  // Compost P2O5 by the filling rule: rows with at least the minimum dose per ha may count at the reduced share.
  let compostKorting = 0;
  let compostVol = 0;
  for (const c of invoer.bodem.compost) {
    const kg = c.ton * c.kgP2o5PerTon;
    const ha = haPerGebruik[c.gebruiktOp];
    if (ha > 0 && kg / ha >= p.compostP2o5MinimumKgPerHa.waarde) compostKorting += kg;
    else compostVol += kg;
  }
  const f = p.compostP2o5MeetelFractie.waarde;
  const overigP2o5 = Math.max(0, nh3.mest.aanwendingP2o5Kg) + ex.excretieWeidePKg * omrekening.p2o5PerP.waarde + Math.max(0, nh3.kunstmest.verbruikP2o5Kg) + bp.kalk.p2o5Kg + compostVol;
  // kg compost P2O5 that fits under the norm at the reduced share; the rest counts in full.
  const binnenNorm = f > 0 ? Math.min(compostKorting, Math.max(0, fosfaatNormKg - overigP2o5) / f) : compostKorting;
  const compostP2o5MeetellendKg = compostVol + f * binnenNorm + (compostKorting - binnenNorm);
  return {
    stikstofNormKg,
    fosfaatNormKg,
    dierlijkeMestNormKg,
    werkzameNKg: Math.max(0, nh3.kunstmest.verbruikNKg) + dierlijkeMestNKg * werkingscoefficientDierlijkeMest + werkzameNBodemproductenKg,
    werkingscoefficientDierlijkeMest,
    dierlijkeMestNKg,
    fosfaatGebruikKg: overigP2o5 - compostVol + compostP2o5MeetellendKg,
    compostP2o5Kg: bp.compost.p2o5Kg,
    compostP2o5MeetellendKg,
    werkzameNBodemproductenKg,
    akkerbouwGewassen,
    klassen,
  };
}
