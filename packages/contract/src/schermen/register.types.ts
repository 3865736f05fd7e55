/**
 * The shapes of the input register (issue "Input register", decision 010): one entry per input
 * screen, from which the server's validation, the form, the menu and the mocks are derived.
 * This file fixes the interface between server and web; the entries live in `register.ts`.
 */
import type { BedrijfsjaarInvoerRuw, Grondgebruik } from '@kw/engine';
import type { CodelijstSleutel } from './codelijsten';

/** Key of an input screen, e.g. 'krachtvoer', 'veestapel', 'bedrijfsgegevens'. */
export type SchermSleutel = string;

/** Top-level section of the engine's farm-year input (`bedrijfsjaarInvoerSchema`). */
export type EngineSectie = keyof BedrijfsjaarInvoerRuw;

/** Years a field or category applies to (inclusive bounds; absent = open). */
export interface JaarBereik {
  vanaf?: number;
  totEnMet?: number;
}

export type VeldSoort = 'getal' | 'keuze' | 'tekst' | 'janee' | 'datum';

/** One field fact, written once. Numeric facts (label, unit, precision, bounds) come from the engine's zod `.meta()`. */
export interface VeldDefinitie {
  /** key inside the category's object or table row, e.g. 'aanvoerKg' */
  sleutel: string;
  label: string;
  soort: VeldSoort;
  /** unit as shown, e.g. 'kg', 'VEM/kg DS', '%' (getal) */
  eenheid?: string;
  min?: number;
  max?: number;
  /** decimals kept on leaving the field (getal) */
  precisie?: number;
  /** a code from this list (getal): a searchable choice "14 – Drijfmest rundvee", checked by the server (`codelijsten.ts`) */
  codelijst?: CodelijstSleutel;
  verplicht: boolean;
  /** choices (keuze): stored value and Dutch label */
  keuzes?: { waarde: string; label: string }[];
  /** the choice used when the field is left empty (keuze with a schema default) */
  standaard?: string;
  /** max length (tekst) */
  maxLengte?: number;
  jaren?: JaarBereik;
  /** help text shown in an info popover */
  help?: string;
}

/** A card of fields filling one object of the screen document. */
export interface VeldenCategorie {
  soort: 'velden';
  /** dotted path of the object inside the screen document, e.g. 'veestapel.melkkoeien' */
  pad: string;
  naam: string;
  velden: VeldDefinitie[];
  jaren?: JaarBereik;
}

/** A product table (stock list) filling one array of the screen document. */
export interface TabelCategorie {
  soort: 'tabel';
  /** dotted path of the array inside the screen document, e.g. 'krachtvoer.producten' */
  pad: string;
  naam: string;
  kolommen: VeldDefinitie[];
  /** key of a product catalogue whose pick fills the contents (see `catalogi`) */
  catalogus?: string;
  /** columns for the use per row: begin + aanvoer − eind (− af) */
  voorraad?: { begin: string; aanvoer: string; eind: string; af?: string[] };
  maxRijen: number;
  jaren?: JaarBereik;
  /**
   * keys of row fields that the document carries but the table does not draw as columns
   * (e.g. a plot's `id` and `geometrie`, made by the web and the map); a row keeps them on save
   */
  verborgen?: string[];
  /** key of a stable row id (hidden) that the web makes for a new or duplicated row, e.g. 'id' */
  rijId?: string;
  /** a column whose value is picked from a code list (e.g. the BRP crop codes); a pick may fill other columns */
  codelijst?: Codelijst;
  /** column holding a crop code: each row shows the area of the plots with that code (read-only, from Percelen) */
  oppervlakteUitPercelen?: string;
  /** a column holding a plot id, picked from the record's plots (screen Percelen); the plot's name is shown */
  perceelKolom?: string;
  /** a read-only column derived from the row (not stored), e.g. the phosphate class of a soil analysis */
  afgeleid?: AfgeleideKolom;
  /**
   * a second table over the same array, shown on another route (e.g. the use per crop of each fertiliser
   * product): its key within the screen is `pad#deel` (`categorieSleutel`)
   */
  deel?: string;
  /**
   * the rows are made on another route (another category over the same array): no rows are added or
   * removed here, each row is named read-only by this field of the row (e.g. the product's name)
   */
  rijLabel?: { kolom: string; label: string };
  /**
   * amounts entered in another unit per row (bags of fertiliser): when the row's `kolom` holds
   * `waarde`, the stock columns are counts of `factor`-column units, shown beside as `naar` (e.g. kg)
   */
  omrekening?: { kolom: string; waarde: string; factor: string; naar: string };
}

/**
 * A derived column: `fosfaatklasse` = the class of a soil analysis for the year (RVO, engine `fosfaatklasseVoorJaar`);
 * `mestforfait` = the RVO forfait N and P2O5 per ton of the row's mestcode for the year, used when the row has no analysis.
 */
export interface AfgeleideKolom {
  soort: 'fosfaatklasse' | 'mestforfait';
  label: string;
  help?: string;
}

/** A column picked from a code list: `gewascodes` (BRP crop codes, `gewascodes.ts`). */
export interface Codelijst {
  kolom: string;
  lijst: 'gewascodes';
  /** fields of the picked entry that fill the row's columns of the same key (still editable), e.g. 'grondgebruik' */
  vult?: ('naam' | 'grondgebruik' | 'vlinderbloemig')[];
}

export type Categorie = VeldenCategorie | TabelCategorie;

export interface MenuPlaats {
  /** section title as in `menuStructuur` (Bedrijf, Dier, Voer, Bodem, Mest) */
  sectie: string;
  /** the item's title in the menu */
  titel: string;
}

/**
 * One spec route of a screen and what it shows (decision 010): its own title and the categories it draws,
 * named by `categorieSleutel`. The screen's document and its save stay one section, all-or-nothing.
 */
export interface Weergave {
  route: string;
  titel: string;
  /** keys of the categories shown on this route (`pad`, or `pad#deel`), each on exactly one route */
  categorieen: string[];
}

export interface SchermRegistratie {
  sleutel: SchermSleutel;
  /** the spec §2 route, with ':klwId' */
  route: string;
  /** other spec routes that show the same screen */
  extraRoutes?: string[];
  /** page heading and title (Dutch) */
  titel: string;
  /** menu items that open this screen (usually one) */
  menu: MenuPlaats[];
  /** call name: GET /api/{api}/Get{api}Gegevens, POST /api/{api}/Save{api}Gegevens */
  api: string;
  /** engine input sections this screen fills; every section is filled by exactly one screen */
  secties: EngineSectie[];
  categorieen: Categorie[];
  /** description of the spec §8 success notification, e.g. 'Krachtvoer is opgeslagen' */
  opgeslagenOmschrijving: string;
  /**
   * land uses whose plots this screen shows read-only (the area comes from Percelen,
   * no second place to enter it); a screen without sections takes the status of Percelen
   */
  landUitPercelen?: Grondgebruik[];
  /**
   * one view per spec route when the screen's categories are spread over several routes (the first
   * view is on `route`); absent: every route of the screen shows every category
   */
  weergaven?: Weergave[];
  /** related read-only pages linked from the screen, e.g. the Percelenoverzicht from Percelen */
  zieOok?: { titel: string; route: string }[];
}

/** What the server serves for one screen and year (`GET /api/Formulier/GetFormulierDefinitie?scherm=…`). */
export interface FormulierDefinitie {
  scherm: SchermSleutel;
  titel: string;
  jaar: number;
  /** only the categories and fields that apply in `jaar` */
  categorieen: Categorie[];
}

/** The screen document: the engine input sections of this screen, as entered. */
export type SchermDocument = Partial<BedrijfsjaarInvoerRuw>;

/** State of a screen in the menu (done, warning, not done). */
export type SchermStatus = 'klaar' | 'waarschuwing' | 'niet-klaar';

/** A plausibility signal or validation error that points at a field of a screen. */
export interface SchermSignalering {
  code: string;
  ernst: 'fout' | 'waarschuwing' | 'info';
  bericht: string;
  scherm: SchermSleutel;
  /** dotted path inside the screen document, e.g. 'krachtvoer.producten.2.vemPerKgDs' */
  veldPad: string;
  /** the value that triggered an engine signal, when the engine names it */
  waarde?: number;
  /** INDICATOR_BUITEN_BEREIK: the dashboard indicator (`Dashboard` key) outside its plausible range */
  indicator?: string;
  /** INDICATOR_BUITEN_BEREIK: the inputs that move the indicator most, largest first */
  bijdragen?: InvoerVerwijzing[];
}

/** An input field a warning links to: its screen, route (with `:klwId`), path on the form and Dutch label. */
export interface InvoerVerwijzing {
  scherm: string;
  schermTitel: string;
  route: string;
  veldPad: string;
  label: string;
}

/** One of the six dashboard indicators, with its value before the last save. */
export interface Indicator {
  sleutel: string;
  label: string;
  eenheid: string;
  waarde: number | null;
  vorigeWaarde: number | null;
}

/** GET answer and save answer of every register screen. */
export interface SchermGegevens {
  kringloopwijzerId: number;
  kringloopwijzerJaar: number;
  kringloopwijzerStatus: number;
  scherm: SchermSleutel;
  /** 0 when nothing was saved yet */
  versie: number;
  gegevens: SchermDocument;
  status: SchermStatus;
  /** the signals of this screen */
  signaleringen: SchermSignalering[];
  indicatoren: Indicator[];
  /** the caller may save this screen (open year and an editing role); the web hides the save button otherwise */
  isAuthorized?: boolean;
}

/** Body of a save call. */
export interface SchermOpslaan {
  versie: number;
  gegevens: SchermDocument;
  /** optional; when sent it must be the token's record (else 400, nothing saved) */
  kringloopwijzerId?: number;
}
