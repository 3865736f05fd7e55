import type { FosfaatIndeling } from './fosfaatklassen';
import type { AkkerbouwNormSleutel } from '../balans/akkerbouwgewas';
import type { Constante } from '../afleiding';
import type { Aanwendingstechniek, KunstmestSoort } from '../invoer/mest.schema';
import type { RavCodeMelkvee } from '../invoer/veestapel.schema';

export type Ras = 'holstein-friesian' | 'mrij' | 'jersey' | 'fleckvieh' | 'overig';
export type Staltype = 'ligboxenstal' | 'emissiearme-stal' | 'grupstal' | 'potstal';
export type OverigGraasdierSoort = 'schaap' | 'geit' | 'paard' | 'pony' | 'vleesvee';
export type StaldierSoort = 'kraamzeugen' | 'guste-dragende-zeugen' | 'gespeende-biggen' | 'vleesvarkens' | 'leghennen' | 'vleeskuikens' | 'witvleeskalveren';
/** Soil classes of the critical N soil surplus (KLW bodem*_pc{veen,klei,zand1,zand2,zand3}). */
export type KritischeGrondsoort = 'veen' | 'klei' | 'zand1' | 'zand2' | 'zand3';
export type FosfaatKlasse = 'arm' | 'laag' | 'neutraal' | 'ruim' | 'hoog';
/** Soil regions of the RVO N-gebruiksnorm (supplement §2.1): zand is split in noord/west/centraal and zuid. */
export type NormGrondsoort = 'klei' | 'veen' | 'zandNwc' | 'zandZuid' | 'loss';
export type Voergroep = 'versGras' | 'graskuil' | 'hooi' | 'snijmais' | 'overigRuwvoer' | 'krachtvoer' | 'overigeVoeders' | 'melkproducten';

/** A table of numbers with one source for the whole table. */
export interface Tabel<K extends string | number, V = number> {
  waarden: Record<K, V>;
  eenheid: string;
  bron: string;
}

/**
 * The rule parameters of one reporting year. Every value carries its source; values marked
 * AANGENOMEN are placeholders to verify against the official table (see docs/rekenregels.md).
 */
export interface RekenParameters {
  jaar: number;
  /** Name of the rule version, e.g. "KLW-open 2024 (rekenregels 2023 + aannames)". */
  versie: string;

  // --- VEM-behoefte (BEX stap 1) ---
  /** Which CVB energy system the year's BEX uses. */
  vemStelsel: { naam: 'CVB-1977' | 'VEM-2022'; bron: string };
  vemOnderhoudPerKgMetabolischGewicht: Constante;
  /** Surcharge on maintenance for lactating and dry cows (VEM-2022: +15% / +26%). */
  vemOnderhoudToeslagLacterend: Constante;
  vemOnderhoudToeslagDroog: Constante;
  /** Movement surcharge in a loose-housing barn, lactating cows (VEM-2022: +10% of maintenance). */
  vemBewegingToeslagLoopstal: Constante;
  /** Feeding-level correction per kg FPCM/day above the threshold (old CVB 0,00165; VEM-2022: none). */
  vemVoederniveauCorrectie: Constante;
  vemVoederniveauDrempelKgFpcmPerDag: Constante;
  lactatieDagenPerJaar: Constante;
  droogstandDagenPerJaar: Constante;
  /** Youth-growth surcharge of first- and second-lactation cows, averaged over the herd, per lactation day. */
  vemJeugdgroeiPerKoePerLactatieDag: Constante;
  /** Breed factor on the maintenance requirement (Handreiking BEX rasfactor). */
  rasfactorVem: Tabel<Ras>;
  vemPerKgFpcm: Constante;
  vemDrachtPerKoePerJaar: Constante;
  weidetoeslagOnbeperktFractieOnderhoud: Constante;
  weidetoeslagBeperktFractieOnderhoud: Constante;
  lichaamsgewichtPerRas: Tabel<Ras>;
  vemJongveeJonger1JaarPerDierPerJaar: Constante;
  vemJongveeOuder1JaarPerDierPerJaar: Constante;
  vemOverigGraasdierPerDierPerJaar: Tabel<OverigGraasdierSoort>;

  // --- Voer ---
  voerverliesKrachtvoer: Constante;
  voerverliesRuwvoer: Constante;
  versGrasVemPerKgDs: Constante;
  versGrasReGPerKgDs: Constante;
  versGrasPGPerKgDs: Constante;
  melkFosforMgPer100g: Constante;
  strooiselNGPerKg: Constante;
  strooiselP2o5GPerKg: Constante;

  // --- Vastlegging en forfaits (BEX stap 3, vergelijking) ---
  nGPerKgLevendGewicht: Constante;
  pGPerKgLevendGewicht: Constante;
  forfaitKoeNBij9500Kg: Constante;
  forfaitKoeNPerKgMelk: Constante;
  /** RVO Tabel 6 is two-dimensional (milk × urea): the base urea number and kg N per cow per urea unit above/below it. */
  forfaitKoeUreumBasis: Constante;
  forfaitKoeNPerUreum: Constante;
  forfaitKoeP2o5Bij9500Kg: Constante;
  forfaitKoeP2o5PerKgMelk: Constante;
  forfaitBiologischKoeN: Constante;
  forfaitJongveeJonger1JaarN: Constante;
  forfaitJongveeJonger1JaarP2o5: Constante;
  forfaitJongveeOuder1JaarN: Constante;
  forfaitJongveeOuder1JaarP2o5: Constante;
  forfaitBiologischJongveeJonger1JaarN: Constante;
  forfaitBiologischJongveeOuder1JaarN: Constante;
  forfaitOverigGraasdierN: Tabel<OverigGraasdierSoort>;
  forfaitOverigGraasdierP2o5: Tabel<OverigGraasdierSoort>;
  gvePerDier: Tabel<'melkkoe' | 'jongveeJonger1Jaar' | 'jongveeOuder1Jaar' | OverigGraasdierSoort>;

  // --- Mest (Tabel 5) ---
  mestForfaitNKgPerTon: Tabel<number>;
  mestForfaitP2o5KgPerTon: Tabel<number>;
  mestForfaitOnbekendeCode: Constante;

  // --- Ammoniak (BEA) ---
  vcre: Constante;
  emissiefactorStalFractieTan: Tabel<Staltype>;
  /** Mineralisation of organic N in storage, as fraction of the N excreted in the barn (adds to TAN). */
  mineralisatieOpslagFractieN: Constante;
  /** RAV emission factors (kg NH3 per dierplaats per jaar) of the dairy housing systems. */
  ravEmissiefactorMelkvee: Tabel<RavCodeMelkvee>;
  n2oNStalFractieN: Constante;
  noNStalFractieN: Constante;
  n2NStalFractieN: Constante;
  beweidingBussinkA: Constante;
  beweidingBussinkB: Constante;
  emissiefactorAanwendingGrasland: Tabel<Aanwendingstechniek>;
  emissiefactorAanwendingBouwland: Tabel<Aanwendingstechniek>;
  emissiefactorKunstmestAmmonium: Constante;
  emissiefactorKunstmestNitraat: Constante;
  emissiefactorKunstmestUreum: Constante;
  /** NH3-N as fraction of total N per fertiliser type. */
  emissiefactorKunstmestPerSoort: Tabel<KunstmestSoort>;
  tanAandeelStaldieren: Tabel<StaldierSoort>;
  emissiefactorStalStaldierenFractieTan: Constante;

  // --- Bodem (BEN) ---
  depositieKgNPerHa: Constante;
  bindingKlaverKgNPerHaPerProcent: Constante;
  bindingVlinderbloemigKgNPerHa: Constante;
  mineralisatieVeenKgNPerHa: Constante;
  /** Critical N soil surplus per soil class (zand1 nat … zand3 droog), grassland and maize/arable. */
  kritischBodemoverschotNGrasland: Tabel<KritischeGrondsoort>;
  kritischBodemoverschotNBouwland: Tabel<KritischeGrondsoort>;

  // --- Broeikasgassen (BEC) ---
  gwpCh4: Constante;
  gwpN2o: Constante;
  enterischCh4GPerKgDs: Tabel<Voergroep>;
  vsFractieVanDsOpname: Constante;
  b0M3Ch4PerKgVs: Constante;
  mcfDrijfmest: Constante;
  mcfWeide: Constante;
  vergistingCh4Reductie: Constante;
  n2oNKunstmest: Constante;
  n2oNOrganischeMest: Constante;
  n2oNBeweiding: Constante;
  n2oNIndirectNh3: Constante;
  n2oNVeenKgPerHa: Constante;
  /** NO-N from N applied to and dropped on the soil (kg NO-N/kg N). */
  noNBodemFractieN: Constante;
  co2Elektriciteit: Constante;
  co2Diesel: Constante;
  co2Aardgas: Constante;
  co2AanvoerPerKgDs: Tabel<'overigeVoeders' | 'ruwvoer' | 'melkproducten'>;
  /** Purchased compound feed (krachtvoer) per kg product: KLW's standard for mengvoer without a supplier footprint. */
  co2KrachtvoerPerKgProduct: Constante;
  co2KunstmestPerKgN: Constante;
  co2KunstmestPerKgP2o5: Constante;
  co2StrooiselPerKg: Constante;
  /** Upstream factors per purchased product (FeedPrint / ecoinvent / co2emissiefactoren.nl). */
  co2AanvoerRuwvoerPerKgDs: Tabel<'graskuil' | 'hooi' | 'snijmais' | 'overigRuwvoer'>;
  co2VeePerKgLevendGewicht: Constante;
  co2MestPerTon: Constante;
  co2GewasbeschermingPerKg: Constante;
  co2WaterPerM3: Constante;
  co2KunststofPerKg: Constante;
  /** CO2 from urea hydrolysis (IPCC 2006 Vol. 4 §11.4): kg CO2 per kg urea-N. */
  co2UreumPerKgN: Constante;
  /**
   * CO2 from liming (IPCC 2006 Vol. 4 §11.3 eq. 11.12: limestone 0,12 and dolomite 0,13 t C/t, × 44/12),
   * kg CO2 per kg product per kind of lime, used when the neutralising value is empty.
   */
  co2KalkPerKgProduct: Tabel<'kalksteen' | 'dolomiet' | 'schuimaarde' | 'overig'>;
  /** kg CO2 per kg CaO of neutralising value (carbonate: one CO2 per CaO neutralised, 44/56). */
  co2KalkPerKgCaoNeutraliserend: Constante;
  /** Digester: CH4 lost as a fraction of the CH4 potential of the digested manure; direct N2O-N per kg N in the digester. */
  vergisterCh4Lekfractie: Constante;
  vergisterN2oNPerKgN: Constante;
  /** IDF allocation: AF_melk = 1 − factor × (kg levend gewicht afgevoerd netto / kg FPCM). */
  allocatieFactorVlees: Constante;

  // --- Regelgeving van het jaar (BEX-handreiking, gebruiksnormen) ---
  /** Which Handreiking BEX applies and what changed in it (modelled or not), as data. */
  bexHandreiking: BexHandreiking;
  /** BEX condition since 2018: ≥ 5.600 kg FPCM per cow (supplement §5, telt.nl). */
  bexMinimumFpcmPerKoe: Constante;
  /** Animal-manure N norm (kg N/ha): standard, derogation, and the lower derogation value (zand/löss zuid+centraal until 2023, NV-gebied 2024–2025). */
  gebruiksnormDierlijkeMestN: Tabel<'standaard' | 'derogatie' | 'derogatieBeperkt'>;
  /** N-gebruiksnorm (kg N/ha) grassland with grazing, per soil region (RVO Tabel 2). */
  stikstofnormGraslandBeweiden: Tabel<NormGrondsoort>;
  /** N-gebruiksnorm (kg N/ha) grassland mown only. */
  stikstofnormGraslandMaaien: Tabel<NormGrondsoort>;
  /** N-gebruiksnorm (kg N/ha) snijmaïs (derogation farm in 2025: see stikstofnormSnijmaisDerogatie). */
  stikstofnormSnijmais: Tabel<NormGrondsoort>;
  stikstofnormSnijmaisDerogatie: Tabel<NormGrondsoort>;
  /** N-gebruiksnorm (kg N/ha) of the main arable crops, key `gewas.grondsoort` (RVO Tabel 2, supplement §8.1). */
  stikstofnormAkkerbouw: Tabel<AkkerbouwNormSleutel>;
  /** Phosphate usage norm (kg P2O5/ha) per phosphate class. */
  /** How an analysis gives the phosphate class: P-CaCl2 + P-AL (2021+) or P-AL/Pw with the year's boundaries (≤ 2020). */
  fosfaatklasseIndeling: FosfaatIndeling;
  fosfaatnormGrasland: Tabel<FosfaatKlasse>;
  fosfaatnormBouwland: Tabel<FosfaatKlasse>;
  /** EOS (effective organic matter) supply by crops (kg EOS/ha/yr) and manure, and the degradation model. */
  eosGewasKgPerHa: Tabel<'graslandBlijvend' | 'graslandTijdelijk' | 'snijmais' | 'akkerbouw'>;
  eosPerKgNDierlijkeMest: Constante;
  eosAfbraak: Tabel<'dichtheidGPerCm3' | 'temperatuurC' | 'diepteGraslandCm' | 'diepteBouwlandCm' | 'standaardOrganischeStofProcent' | 'maximumKgPerHa'>;
  /** Compost (mestcode 111): EOS per ton product (fdm BAAT), N-werkingscoëfficiënt, P2O5 counted against the norm. */
  compostEosKgPerTon: Tabel<'gft' | 'groen'>;
  werkingscoefficientCompost: Constante;
  /** Share of compost P2O5 that counts against the phosphate usage norm, and the minimum dose for it (kg P2O5/ha). */
  compostP2o5MeetelFractie: Constante;
  compostP2o5MinimumKgPerHa: Constante;
  /** N-werkingscoëfficiënt of own grazing-animal manure, with and without grazing (RVO Tabel 9). */
  werkingscoefficientDierlijkeMest: Tabel<'metBeweiden' | 'zonderBeweiden'>;

  // --- Signalering (plausibiliteit) ---
  grenzen: Tabel<
    | 'vetMin' | 'vetMax' | 'eiwitMin' | 'eiwitMax' | 'ureumMin' | 'ureumMax'
    | 'opbMaisMax' | 'opbGrasMax' | 'melkPerKoeMin' | 'melkPerKoeMax'
    | 'rantsPMin' | 'rantsPMax' | 'rantsReMin' | 'rantsReMax' | 'rantsVemMin' | 'rantsVemMax'
    | 'opbGrasAdviesMin' | 'opbGrasAdviesMax' | 'opbMaisAdviesMin' | 'opbMaisAdviesMax'
  >;
}

/** The Handreiking BEX of the year and its changes; `gemodelleerd` says whether the engine applies each change. */
export interface BexHandreiking {
  versie: string;
  wijzigingen: readonly { jaar: number; wat: string; gemodelleerd: boolean }[];
  bron: string;
}
