/** The public result of one farm-year. */
import type { AfleidingGraaf } from './afleidingsgraaf';
import type { GebruikteStandaard } from './standaarden';
import type { Oppervlakten } from './balans/oppervlakten';
import type { Voerpost } from './voer/voerverbruik';
import type { VemBehoefte } from './voer/vem-behoefte';
import type { Rantsoen, VersGras } from './voer/rantsoen';
import type { Melkproductie } from './melk/melkproductie';
import type { Excretie } from './bex/excretie';
import type { ForfaitaireExcretie } from './bex/forfait';
import type { BexUitkomst } from './berekening';
import type { Ammoniak } from './bea/ammoniak';
import type { Bedrijfsbalans } from './balans/bedrijfsbalans';
import type { StikstofBodem } from './balans/stikstof';
import type { FosfaatBodem } from './balans/fosfaat';
import type { Gewasopbrengst } from './balans/gewasopbrengst';
import type { Broeikasgassen } from './bec/broeikasgassen';
import type { Dashboard } from './dashboard';
import type { Signalering } from './signalering/catalogus';
import type { Dumpfile } from './dumpfile';
import type { Kengetallen } from './kengetallen';
import type { Gebruiksnormen } from './balans/gebruiksnormen';
import type { GewasBemesting } from './balans/per-gewas';

export interface Resultaat {
  jaar: number;
  /** The rule version the year was calculated with. */
  versie: string;
  oppervlakten: Oppervlakten;
  voer: {
    producten: Voerpost[];
    vemBehoefte: VemBehoefte;
    versGras: VersGras;
    rantsoen: Rantsoen;
    /** kg concentrate (product) per 100 kg milk. */
    krachtvoerPer100KgMelk: number;
  };
  melk: Melkproductie & { fpcmPerKoeKg: number };
  bex: { excretie: Excretie; forfaitaireExcretie: ForfaitaireExcretie; uitkomst: BexUitkomst };
  bea: Ammoniak & { totaalKgNh3: number };
  balans: { stikstof: Bedrijfsbalans; fosfaat: Bedrijfsbalans };
  bodem: { stikstof: StikstofBodem; fosfaat: FosfaatBodem };
  gewasopbrengst: Gewasopbrengst;
  /** Per crop code of the plots: area, fertilisation and yield as the engine distributes them (Bodem en gewas). */
  perGewas: GewasBemesting[];
  bec: Broeikasgassen;
  /** Usage norms of the year and the use that counts against them. */
  gebruiksnormen: Gebruiksnormen;
  /** Key figures (young stock per 10 cows, feed efficiency, NH3 per source, per-crop surpluses, BEP/BES year values). */
  kengetallen: Kengetallen;
  gve: number;
  dashboard: Dashboard;
  signaleringen: Signalering[];
  /** Fields left empty for which the year's default (forfait) was used. */
  gebruikteStandaarden: GebruikteStandaard[];
  /** Flat output keyed by KLW variable names, in KLW units. */
  dumpfile: Dumpfile;
  /**
   * Only with `{ metAfleiding: true }`: the derivation of every dumpfile variable and dashboard
   * indicator as one graph (`wortels` → node id, `knopen` by id; see afleidingsgraaf.ts).
   */
  afleidingGraaf?: AfleidingGraaf;
}

export interface BerekenOpties {
  /** Build the "waarom dit getal?" trace (costs time; off by default). */
  metAfleiding?: boolean;
  /**
   * Skip the check of the indicators against their plausible range (signalering/indicatoren.ts); set
   * by that check itself when it reruns the engine to rank the inputs.
   */
  zonderIndicatorControle?: boolean;
  /**
   * Calculate with the rule parameters of this year instead of the input's own year (the
   * history screen recomputes an older year under the current rules; decision 015).
   */
  regelJaar?: number;
}
