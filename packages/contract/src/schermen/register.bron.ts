/**
 * The input register as written: per screen only what is specific to the screen (categories
 * and their order, help, years, extra required fields, views). Every field fact (label, unit,
 * precision, bounds, required) is read from the engine's zod schema in `register.ts`; a field
 * the engine adds appears in its category without an edit here. The screen's routes and menu
 * places come from the route catalogue (decision 017): its rows with the screen's key.
 */
import { routeVan, routesVanScherm, type RouteId } from '../routes/route-catalogus';
import type { AfgeleideKolom, Codelijst, EngineSectie, JaarBereik, SchermRegistratie, Weergave } from './register.types';

export interface VeldAanvulling {
  /** required on this screen although the engine has a default for it */
  verplicht?: boolean;
  jaren?: JaarBereik;
  help?: string;
}

export interface CategorieBron {
  soort: 'velden' | 'tabel';
  /** dotted path of the object (velden) or array (tabel) inside the screen document */
  pad: string;
  naam: string;
  /** fields shown first, in this order; the other fields of the object follow in schema order */
  volgorde?: string[];
  aanvulling?: Record<string, VeldAanvulling>;
  jaren?: JaarBereik;
  catalogus?: string;
  voorraad?: { begin: string; aanvoer: string; eind: string; af?: string[] };
  maxRijen?: number;
  /** row fields kept in the document but not drawn as columns (set by the web or the map) */
  verborgen?: string[];
  /** key of the hidden stable row id the web makes for a new or duplicated row */
  rijId?: string;
  codelijst?: Codelijst;
  /** column holding a crop code: the row shows the area of the plots with that code (read-only) */
  oppervlakteUitPercelen?: string;
  perceelKolom?: string;
  afgeleid?: AfgeleideKolom;
  /** a second table over the same array, shown on another route; its key is `pad#deel` */
  deel?: string;
  /** only these fields of the row (and the fields under them) are drawn */
  alleenKolommen?: string[];
  /** fields of the row drawn by another category over the same array (its `deel`), kept here on save */
  zonderKolommen?: string[];
  /** the rows are made on another route: none added or removed here, each named read-only by this field */
  rijLabel?: { kolom: string; label: string };
  /** amounts in another unit per row (bags), converted and shown beside */
  omrekening?: { kolom: string; waarde: string; factor: string; naar: string };
}

/** A view as written: without `route` it is the view on the screen's own `route` (written once). */
export type WeergaveBron = Omit<Weergave, 'route'> & { route?: string };

export interface SchermBron extends Omit<SchermRegistratie, 'categorieen' | 'weergaven'> {
  categorieen: CategorieBron[];
  weergaven?: WeergaveBron[];
}

/**
 * A screen as written here: no routes and no menu places (the catalogue's rows with its key give them: the first
 * row is its route, the others show the same screen or, with views, one view each). A view other than the first
 * and a 'Zie ook' link name their route by its catalogue id (`op`).
 */
interface SchermGeschreven extends Omit<SchermBron, 'route' | 'extraRoutes' | 'menu' | 'weergaven' | 'zieOok'> {
  weergaven?: (Omit<Weergave, 'route'> & { op?: RouteId })[];
  zieOok?: { titel: string; op: RouteId }[];
}

/**
 * Rows per table. Our choice, not the spec's: 200 rows of a product table stay far below the
 * 1 MB body limit and above any stock list we have seen (te verifiëren met gebruikers).
 */
export const MAX_RIJEN = 200;

/**
 * Plots per farm-year. Our choice: a large Dutch dairy or arable farm has well under 200 plots
 * (BRP 2024: a few dozen at most); 500 leaves room and keeps a body with outlines below 1 MB
 * only when outlines are simple (te verifiëren met de kaart).
 */
export const MAX_PERCELEN = 500;

const voorraadKg = { begin: 'beginvoorraadKg', aanvoer: 'aanvoerKg', eind: 'eindvoorraadKg' };
const mestForfaitKolom = {
  soort: 'mestforfait',
  label: 'Forfait RVO',
  help: 'Het forfait van RVO (Tabel 5) voor deze mestcode in dit jaar, in kg N en kg P2O5 per ton. De rekenkern gebruikt het als u geen analyse invult.',
} as const;
const mestHulp = {
  hoeveelheid: { help: 'In de eenheid van uw papier (vervoersbewijs): m³ of ton. Drijfmest: 1 m³ = 1 ton (RVO); vaste mest alleen in ton.' },
  kgNPerTon: { help: 'Uit de analyse van de vracht. Leeg laten: het forfait van RVO voor deze mestcode in dit jaar.' },
};
const productHulp = {
  aanvoerKg: { help: 'Aankoop in het jaar, in kg product (zoals op de facturen).' },
  dsGPerKg: { help: 'Drogestofgehalte in gram per kg product; te vinden op de voeranalyse of de leverbon.' },
  co2KgPerKgProduct: {
    help: 'De CO2-voetafdruk die uw leverancier voor dit product opgeeft, in kg CO2-eq per kg product (bijvoorbeeld 0,850). Ingevuld telt deze voor de broeikasgassen in plaats van de standaard (krachtvoer 1,399 kg CO2-eq per kg).',
  },
  co2Bron: { help: 'Leverancier en document van de voetafdruk, zodat een adviseur hem kan nagaan.' },
};

/** Paths of the engine input that the server fills from the record, not from a screen. */
export const doorServerGevuld: Record<string, string> = {
  'bedrijfsgegevens.jaar': 'het jaar van de kringloopwijzer',
};

/**
 * Engine sections collected outside the register: the milk section comes from Melklevering's
 * own screen and calls (spec §3; mapped by `melkleveringNaarInvoer`).
 */
export const sectiesBuitenRegister: Partial<Record<EngineSectie, 'melklevering'>> = { melklevering: 'melklevering' };

const geschreven: SchermGeschreven[] = [
  {
    sleutel: 'bedrijfsgegevens',
    titel: 'Bedrijfsgegevens',
    api: 'Bedrijfsgegevens',
    secties: ['bedrijfsgegevens'],
    opgeslagenOmschrijving: 'De bedrijfsgegevens zijn opgeslagen.',
    categorieen: [
      {
        soort: 'velden',
        pad: 'bedrijfsgegevens',
        naam: 'Algemeen',
        aanvulling: {
          derogatie: { help: 'Alleen als u voor dit jaar derogatie heeft aangevraagd bij RVO.' },
          depositieKgNPerHa: { help: 'Leeg laten: de standaarddepositie van het jaar wordt gebruikt.' },
        },
      },
    ],
  },
  {
    sleutel: 'energie',
    titel: 'Energie',
    api: 'Energie',
    secties: ['energie'],
    opgeslagenOmschrijving: 'Het energieverbruik is opgeslagen.',
    categorieen: [
      {
        soort: 'velden',
        pad: 'energie',
        naam: 'Energieverbruik',
        aanvulling: { elektriciteitKwh: { help: 'Volgens de jaarafrekening van uw energieleverancier.' } },
      },
    ],
  },
  {
    sleutel: 'veestapel',
    titel: 'Veestapel',
    api: 'Veestapel',
    secties: ['veestapel', 'beweiding'],
    opgeslagenOmschrijving: 'De gegevens van de veestapel zijn opgeslagen.',
    categorieen: [
      {
        soort: 'velden',
        pad: 'veestapel.melkkoeien',
        naam: 'Melkkoeien',
        aanvulling: { gemiddeldAantal: { help: 'Het gemiddeld aantal aanwezige melk- en kalfkoeien (RVO-categorie 100) over het jaar, uit I&R.' } },
      },
      { soort: 'velden', pad: 'veestapel.jongveeJonger1Jaar', naam: 'Jongvee jonger dan 1 jaar' },
      { soort: 'velden', pad: 'veestapel.jongveeOuder1Jaar', naam: 'Jongvee van 1 jaar en ouder' },
      { soort: 'tabel', pad: 'veestapel.overigeGraasdieren', naam: 'Overige graasdieren', maxRijen: MAX_RIJEN },
      { soort: 'tabel', pad: 'veestapel.aanvoer', naam: 'Aangevoerde dieren', maxRijen: MAX_RIJEN },
      { soort: 'tabel', pad: 'veestapel.afvoer', naam: 'Afgevoerde dieren (incl. sterfte)', maxRijen: MAX_RIJEN },
      { soort: 'velden', pad: 'veestapel', naam: 'Stal' },
      { soort: 'velden', pad: 'beweiding.melkkoeien', naam: 'Beweiding melkkoeien' },
      { soort: 'velden', pad: 'beweiding.jongvee', naam: 'Beweiding jongvee' },
      {
        soort: 'velden',
        pad: 'beweiding.versGras',
        naam: 'Kwaliteit vers gras',
        aanvulling: { vemPerKgDs: { help: 'Leeg laten: de standaardwaarde van het jaar wordt gebruikt.' } },
      },
    ],
  },
  {
    sleutel: 'intensieveVeehouderij',
    titel: 'Intensieve veehouderij',
    api: 'IntensieveVeehouderij',
    secties: ['intensieveVeehouderij'],
    opgeslagenOmschrijving: 'De gegevens van de staldieren zijn opgeslagen.',
    categorieen: [
      { soort: 'tabel', pad: 'intensieveVeehouderij.categorieen', naam: 'Staldieren', maxRijen: MAX_RIJEN },
      { soort: 'velden', pad: 'intensieveVeehouderij', naam: 'Aan- en afvoer van de tak staldieren' },
    ],
  },
  {
    sleutel: 'krachtvoer',
    titel: 'Krachtvoer',
    api: 'Krachtvoer',
    secties: ['krachtvoer'],
    opgeslagenOmschrijving: 'Het krachtvoer is opgeslagen.',
    categorieen: [
      { soort: 'tabel', pad: 'krachtvoer.producten', naam: 'Krachtvoer', catalogus: 'krachtvoer', voorraad: voorraadKg, maxRijen: MAX_RIJEN, aanvulling: productHulp },
    ],
  },
  {
    sleutel: 'ruwvoer',
    titel: 'Ruwvoer',
    api: 'Ruwvoer',
    secties: ['ruwvoer'],
    opgeslagenOmschrijving: 'Het ruwvoer is opgeslagen.',
    categorieen: [
      {
        soort: 'tabel',
        pad: 'ruwvoer.producten',
        naam: 'Ruwvoer',
        catalogus: 'ruwvoer',
        voorraad: { begin: 'beginvoorraadKgDs', aanvoer: 'aanlegKgDs', eind: 'eindvoorraadKgDs', af: ['verkoopKgDs'] },
        maxRijen: MAX_RIJEN,
        aanvulling: { aanlegKgDs: { help: 'Eigen oogst (aanleg van de kuil) of aankoop, in kg droge stof.' } },
      },
    ],
  },
  {
    sleutel: 'melkproducten',
    titel: 'Melk(producten)',
    api: 'Melkproducten',
    secties: ['melkproducten'],
    opgeslagenOmschrijving: 'De melkproducten zijn opgeslagen.',
    categorieen: [
      { soort: 'tabel', pad: 'melkproducten.producten', naam: 'Melkproducten', catalogus: 'melkproducten', voorraad: voorraadKg, maxRijen: MAX_RIJEN, aanvulling: productHulp },
    ],
  },
  {
    sleutel: 'grasland',
    titel: 'Grasland',
    api: 'Grasland',
    secties: [],
    landUitPercelen: ['blijvendGrasland', 'tijdelijkGrasland'],
    opgeslagenOmschrijving: 'Het grasland is opgeslagen.',
    categorieen: [],
  },
  {
    sleutel: 'snijmais',
    titel: 'Snijmaïs',
    api: 'Snijmais',
    secties: [],
    landUitPercelen: ['mais'],
    opgeslagenOmschrijving: 'De snijmaïs is opgeslagen.',
    categorieen: [],
  },
  {
    sleutel: 'strooisel',
    titel: 'Strooisel',
    api: 'Strooisel',
    secties: ['strooisel'],
    opgeslagenOmschrijving: 'Het strooisel is opgeslagen.',
    categorieen: [{ soort: 'tabel', pad: 'strooisel.producten', naam: 'Strooisel', voorraad: voorraadKg, maxRijen: MAX_RIJEN }],
  },
  {
    sleutel: 'overigeVoeders',
    titel: 'Overige voeders',
    api: 'OverigeVoeders',
    secties: ['overigeVoeders'],
    opgeslagenOmschrijving: 'De overige voeders zijn opgeslagen.',
    categorieen: [
      { soort: 'tabel', pad: 'overigeVoeders.producten', naam: 'Overige voeders en bijproducten', catalogus: 'overigeVoeders', voorraad: voorraadKg, maxRijen: MAX_RIJEN, aanvulling: productHulp },
    ],
  },
  {
    sleutel: 'akkerbouw',
    titel: 'Akkerbouw',
    api: 'Akkerbouw',
    secties: ['akkerbouw'],
    opgeslagenOmschrijving: 'De akkerbouwgewassen zijn opgeslagen.',
    landUitPercelen: ['akkerbouw'],
    categorieen: [
      {
        soort: 'tabel',
        pad: 'akkerbouw.gewassen',
        naam: 'Akkerbouwgewassen',
        maxRijen: MAX_RIJEN,
        codelijst: { kolom: 'gewascode', lijst: 'gewascodes', vult: ['naam', 'vlinderbloemig'] },
        oppervlakteUitPercelen: 'gewascode',
        volgorde: ['gewascode', 'naam', 'oogstKg', 'nGPerKg', 'p2o5GPerKg', 'afvoerKgN', 'afvoerKgP2o5', 'gewasrestenKgN', 'gewasrestenKgP2o5', 'vlinderbloemig'],
        aanvulling: {
          gewascode: { help: 'De BRP-gewascode van het gewas. De oppervlakte komt uit de percelen met deze code (Percelen).' },
          afvoerKgN: { help: 'Leeg laten als u het geoogste product met het N-gehalte invult: dan wordt het berekend.' },
          afvoerKgP2o5: { help: 'Leeg laten als u het geoogste product met het P2O5-gehalte invult: dan wordt het berekend.' },
          gewasrestenKgN: { help: 'Alleen als de gewasresten (stro, loof) van het bedrijf worden afgevoerd.' },
        },
      },
    ],
  },
  {
    sleutel: 'bodem',
    titel: 'Bodem',
    api: 'Bodem',
    secties: ['bodem'],
    opgeslagenOmschrijving: 'De bodemgegevens zijn opgeslagen.',
    // the analyses per plot on /bodem/analyses, the other soil inputs (lime, compost) on /bodem/overig
    weergaven: [
      { titel: 'Bodemanalyses', categorieen: ['bodem.analyses'] },
      { op: 'bodemOverig', titel: 'Bodem overig', categorieen: ['bodem.kalk', 'bodem.compost'] },
    ],
    categorieen: [
      {
        soort: 'tabel',
        pad: 'bodem.analyses',
        naam: 'Bodemanalyses',
        maxRijen: MAX_RIJEN,
        perceelKolom: 'perceelId',
        afgeleid: {
          soort: 'fosfaatklasse',
          label: 'Fosfaatklasse',
          help: 'Afgeleid volgens de RVO-indeling van het jaar, grasland of bouwland naar het grondgebruik van het perceel: vanaf 2021 uit P-AL en P-CaCl2; tot en met 2020 uit het P-AL-getal (grasland) of het Pw-getal (bouwland), in 2020 met vijf klassen en in 2018–2019 met vier (de grenzen van 2019 zijn afgeleid van die van 2020, die van 2018 zijn gelijk aan 2019 genomen).',
        },
        aanvulling: {
          perceelId: { help: 'Kies het perceel uit uw percelen (scherm Percelen).' },
          pAlMgP2o5Per100g: { help: 'Vanaf 2021 bepaalt dit samen met P-CaCl2 de fosfaatklasse voor de fosfaatgebruiksnorm; tot en met 2020 alleen, voor grasland.' },
          pwMgP2o5PerL: { help: 'Het Pw-getal; tot en met 2020 bepaalt dit de fosfaatklasse van bouwland (maïs en akkerbouw).' },
        },
      },
      {
        soort: 'tabel',
        pad: 'bodem.kalk',
        naam: 'Kalk',
        maxRijen: MAX_RIJEN,
        aanvulling: {
          kgProduct: { help: 'Telt mee in de broeikasgassen: het koolzuur in kalk komt als CO2 vrij (kalksteen 0,44, dolomiet 0,48 kg CO2 per kg product, tenzij u de neutraliserende waarde invult).' },
          neutraliserendeWaarde: { help: 'De neutraliserende waarde (NW) van de afleverbon, in kg CaO per 100 kg product. Ingevuld rekent de kern de CO2 hieruit; leeg: de standaard van de soort kalk.' },
          kgNPerTon: { help: 'Alleen als de afleverbon stikstof noemt (bijvoorbeeld schuimaarde). Telt mee in de stikstofbalans.' },
          kgP2o5PerTon: { help: 'Alleen als de afleverbon fosfaat noemt (bijvoorbeeld schuimaarde). Telt mee in de fosfaatbalans en het fosfaatgebruik.' },
        },
      },
      {
        soort: 'tabel',
        pad: 'bodem.compost',
        naam: 'Compost',
        maxRijen: MAX_RIJEN,
        aanvulling: {
          ton: {
            help: 'Telt mee in de stikstof- en fosfaatbalans, de organischestofbalans en de gebruiksnormen (van GFT- en groencompost telt 25% van de fosfaat mee bij ten minste 20 kg P2O5 per ha). Vul compost hier in en niet ook bij Organische mest (mestcode 111).',
          },
        },
      },
    ],
  },
  {
    sleutel: 'organischeMest',
    titel: 'Organische mest',
    api: 'OrganischeMest',
    secties: ['organischeMest'],
    opgeslagenOmschrijving: 'De organische mest is opgeslagen.',
    // klw-domain-notes.md §3.2: the flows and stocks per mestcode; the use per crop with its technique; digestion and
    // separation with their inputs and products (the separation switch belongs to the route named after it)
    weergaven: [
      {
        titel: 'Organische meststromen',
        categorieen: ['organischeMest.aanvoer', 'organischeMest.afvoer', 'organischeMest.beginvoorraad', 'organischeMest.eindvoorraad'],
      },
      { op: 'organischeMestVerbruik', titel: 'Organische mest verbruik', categorieen: ['organischeMest.verbruik', 'organischeMest.verbruik.toedieningen'] },
      {
        op: 'organischeMestVergistingScheiding',
        titel: 'Vergisting en scheiding',
        categorieen: ['organischeMest.vergisting', 'organischeMest.vergisting.coSubstraatAanvoer', 'organischeMest.vergisting.producten', 'organischeMest'],
      },
    ],
    categorieen: [
      { soort: 'tabel', pad: 'organischeMest.aanvoer', naam: 'Aanvoer', maxRijen: MAX_RIJEN, aanvulling: mestHulp, afgeleid: mestForfaitKolom },
      { soort: 'tabel', pad: 'organischeMest.afvoer', naam: 'Afvoer', maxRijen: MAX_RIJEN, aanvulling: mestHulp, afgeleid: mestForfaitKolom },
      { soort: 'tabel', pad: 'organischeMest.beginvoorraad', naam: 'Beginvoorraad', maxRijen: MAX_RIJEN, aanvulling: mestHulp, afgeleid: mestForfaitKolom },
      { soort: 'tabel', pad: 'organischeMest.eindvoorraad', naam: 'Eindvoorraad', maxRijen: MAX_RIJEN, aanvulling: mestHulp, afgeleid: mestForfaitKolom },
      { soort: 'velden', pad: 'organischeMest.verbruik', naam: 'Verbruik' },
      {
        soort: 'tabel',
        pad: 'organischeMest.verbruik.toedieningen',
        naam: 'Verbruik per gewas en mestsoort',
        maxRijen: MAX_RIJEN,
        aanvulling: { techniek: { help: 'Ingevuld: het aandeel op grasland en de emissiefactor per grondgebruik volgen uit deze regels (N naar het forfait van de mestcode).' } },
      },
      { soort: 'velden', pad: 'organischeMest.vergisting', naam: 'Vergisting' },
      {
        soort: 'tabel',
        pad: 'organischeMest.vergisting.coSubstraatAanvoer',
        naam: 'Aanvoer co-substraat',
        maxRijen: MAX_RIJEN,
        aanvulling: { kgN: { help: 'Telt mee als aanvoer van het bedrijf en in de mest die op het bedrijf wordt uitgereden.' } },
      },
      {
        soort: 'tabel',
        pad: 'organischeMest.vergisting.producten',
        naam: 'Producten van vergisting en scheiding',
        maxRijen: MAX_RIJEN,
        aanvulling: {
          ton: {
            help: 'Vul de eindproducten in. Ze tellen niet nog eens mee in de balansen (het zijn de eigen mest en het co-substraat); wat het bedrijf verlaat vult u in bij Afvoer (per mestcode). De rekenkern vergelijkt de fosfaat in de producten met wat erin ging.',
          },
        },
      },
      { soort: 'velden', pad: 'organischeMest', naam: 'Mestscheiding' },
    ],
  },
  {
    sleutel: 'kunstmest',
    titel: 'Kunstmest',
    api: 'Kunstmest',
    secties: ['kunstmest'],
    opgeslagenOmschrijving: 'De kunstmest is opgeslagen.',
    // klw-domain-notes.md §3.2: the products (N split, P2O5, K2O, stocks, purchase) on /Kunstmest, their use per crop on /KunstmestVerbruik
    weergaven: [
      { titel: 'Kunstmest', categorieen: ['kunstmest.producten'] },
      { op: 'kunstmestVerbruik', titel: 'Kunstmest verbruik', categorieen: ['kunstmest.producten#verbruik'] },
    ],
    categorieen: [
      {
        soort: 'tabel',
        pad: 'kunstmest.producten',
        naam: 'Kunstmest',
        catalogus: 'kunstmest',
        voorraad: voorraadKg,
        maxRijen: MAX_RIJEN,
        zonderKolommen: ['verdeling'],
        // in kg or in bags as on the invoice; the bag weight is the farmer's (no catalogue gives it)
        omrekening: { kolom: 'eenheid', waarde: 'zak', factor: 'kgPerZak', naar: 'kg' },
        volgorde: ['naam', 'eenheid', 'kgPerZak', 'beginvoorraadKg', 'aanvoerKg', 'eindvoorraadKg'],
        aanvulling: {
          eenheid: { help: 'Zoals op de factuur: kg (ook als u dit leeg laat), of zakken (ook big bags). Bij zakken vult u begin, aanvoer en eind in zakken in; de app rekent ze om naar kg en zet dat getal eronder.' },
          kgPerZak: {
            help: 'Het gewicht van één zak zoals op de zak of de factuur staat, bijvoorbeeld 25 of 50 kg, of 500 of 600 kg voor een big bag. De catalogus kent geen zakgewichten per product.',
          },
        },
      },
      {
        soort: 'tabel',
        pad: 'kunstmest.producten',
        deel: 'verbruik',
        naam: 'Verbruik per gewas',
        alleenKolommen: ['verdeling'],
        rijLabel: { kolom: 'naam', label: 'Product' },
        maxRijen: MAX_RIJEN,
        aanvulling: { 'verdeling.graslandProcent': { help: 'Leeg laten: verdeeld naar oppervlakte. Ingevuld: de drie aandelen samen 100%.' } },
      },
    ],
  },
  {
    sleutel: 'percelen',
    titel: 'Percelen',
    api: 'Percelen',
    secties: ['percelen'],
    zieOok: [
      { titel: 'Percelenoverzicht: totalen per gewas, grondsoort en grondgebruik', op: 'percelenoverzicht' },
      // the map draws, edits and imports the plots' outlines (decision 014)
      { titel: 'Percelen op kaart: tekenen, bewerken en importeren', op: 'percelenKaart' },
    ],
    opgeslagenOmschrijving: 'De percelen zijn opgeslagen.',
    categorieen: [
      {
        soort: 'tabel',
        pad: 'percelen.percelen',
        naam: 'Percelen',
        codelijst: { kolom: 'gewascode', lijst: 'gewascodes', vult: ['grondgebruik'] },
        maxRijen: MAX_PERCELEN,
        // id: made by the web for a new row; geometrie: drawn on the map (decision 014, 'Plot interface')
        verborgen: ['id', 'geometrie'],
        rijId: 'id',
        volgorde: ['nummer', 'naam', 'oppervlakteHa', 'gewascode', 'grondgebruik', 'grondsoort', 'zandklasse', 'fosfaatklasse', 'klaverAandeelProcent'],
        aanvulling: {
          nummer: { help: 'Het perceel- of sectornummer uit de gecombineerde opgave bij RVO.' },
          gewascode: { help: 'De BRP-gewascode van het hoofdgewas van dit jaar (RVO-gewascodelijst). Een gekozen code vult het grondgebruik in waar dat bekend is; u kunt het aanpassen.' },
          zandklasse: { help: 'Alleen bij zand en löss. Leeg laten: zand 2 (matig droog) wordt gebruikt.' },
          fosfaatklasse: { help: 'Zoals geregistreerd bij RVO. Een bodemanalyse van het perceel gaat voor.' },
          klaverAandeelProcent: { help: 'Alleen bij grasland: het aandeel klaver in de grasmat.' },
        },
      },
    ],
  },
  {
    sleutel: 'mestadditief',
    titel: 'Mestadditief',
    api: 'Mestadditief',
    secties: ['mestadditief'],
    opgeslagenOmschrijving: 'De mestadditieven zijn opgeslagen.',
    categorieen: [
      {
        soort: 'tabel',
        pad: 'mestadditief.additieven',
        naam: 'Mestadditieven',
        maxRijen: MAX_RIJEN,
        aanvulling: {
          naam: { help: 'Vastgelegd en gemarkeerd: de rekenregels geven geen effect per additief. Een bewezen NH3-reductie vult u in bij Veestapel.' },
        },
      },
    ],
  },
];

/** A screen with its routes, views and menu places from the route catalogue. */
function metRoutes(s: SchermGeschreven): SchermBron {
  const rijen = routesVanScherm(s.sleutel);
  if (rijen.length === 0) throw new Error(`register: scherm ${s.sleutel} heeft geen route in de routecatalogus`);
  const { weergaven, zieOok, ...rest } = s;
  const weergaveRoutes = new Set((weergaven ?? []).flatMap((w) => (w.op ? [routeVan(w.op)] : [])));
  const extraRoutes = rijen.slice(1).map((r) => r.route).filter((r) => !weergaveRoutes.has(r));
  return {
    ...rest,
    route: rijen[0].route,
    ...(extraRoutes.length > 0 ? { extraRoutes } : {}),
    menu: rijen.flatMap((r) => (r.menu ?? []).map((m) => ({ sectie: m.sectie, titel: m.titel }))),
    ...(weergaven ? { weergaven: weergaven.map(({ op, ...w }) => (op ? { ...w, route: routeVan(op) } : w)) } : {}),
    ...(zieOok ? { zieOok: zieOok.map((z) => ({ titel: z.titel, route: routeVan(z.op) })) } : {}),
  };
}

/** The register as written, each screen with its routes and menu places (pure data, no zod: the web reads it). */
export const registerBron: SchermBron[] = geschreven.map(metRoutes);

