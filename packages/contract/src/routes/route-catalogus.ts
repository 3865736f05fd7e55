/**
 * Every route of spec §2, written once (decision 017). One row per route: what it is, its Dutch name, its place
 * in the menu, the register screen it shows, who may open it, whether it is built and what the README says about
 * it. Derived from it: the register's routes and menu places (`schermen/register.bron.ts`), the menu
 * (`menu.structure.ts`, `menu.overzicht.ts`), the web's route table and names (`apps/web/src/lib/route-tabel.ts`,
 * `route-namen.ts`), the "nog niet gebouwd" page and menu marker, and the README status table
 * (`npm run routes:readme`; `readme-tabel.test.ts` fails when README and catalogue disagree).
 *
 * Pure data without imports (no zod): the web's first chunk reads it (`@kw/contract/route-catalogus`).
 *
 * Building a route later: set `gebouwd: true` in its row and its text in `README_STATUS` (below the rows), add the
 * screen's lazy import to `PAGINAS` in `apps/web/src/app/route-paginas.ts` (keyed by the row's `id`; an input screen
 * of the register needs none, the one renderer draws it), and run `npm run routes:readme`.
 */

/** What a route shows. */
export type RouteSoort = 'invoerscherm' | 'eigen scherm' | 'rapport' | 'beheer';

/**
 * Who may open a route. 'deelnemer': the farmer; 'volmacht': holds a proxy for the farm; 'beheren' / 'inzien': a
 * mandate to edit / to view the farm; 'organisatie': a user of an adviser, accountant or dairy organisation;
 * 'medewerker': staff (SB-medewerker); 'demo': the demo user. Recorded per route (spec §6 does not show it for the
 * admin screens; these are our choice); the server's policies decide per call.
 */
export type Rol = 'deelnemer' | 'volmacht' | 'beheren' | 'inzien' | 'organisatie' | 'medewerker' | 'demo';

/** The group of spec §2 a route is listed under (the debug page groups by it). */
export type RouteGroep = 'Voer' | 'Bodem en percelen' | 'Bedrijfsgegevens' | 'Mest en kunstmest' | 'Rapportage' | 'Overig' | 'Beheer';

/** The menu's sections (spec §2 "Menu"), in order. */
export const MENU_SECTIES = [
  { titel: 'Bedrijf', imageClass: 'bedrijf' },
  { titel: 'Dier', imageClass: 'dier' },
  { titel: 'Voer', imageClass: 'voer' },
  { titel: 'Bodem', imageClass: 'bodem' },
  { titel: 'Mest', imageClass: 'mest' },
  { titel: 'Rapportage', imageClass: 'rapportage' },
] as const;
export type MenuSectieTitel = (typeof MENU_SECTIES)[number]['titel'];

/** A menu item that opens a route. */
export interface MenuPlek {
  sectie: MenuSectieTitel;
  /** sort order within the section (10, 20, …) */
  volgorde: number;
  /** the item's title in the menu */
  titel: string;
  imageClass: string;
  /** a query the item adds to the route (Graasdieren: the herd screen for the grazing animals) */
  query?: string;
}

export interface RouteRij {
  /** short stable key, e.g. for the web's lazy page of the route */
  id: string;
  /** the exact spec §2 route, with ':klwId' */
  route: string;
  soort: RouteSoort;
  /** Dutch name of the screen (page heading of the placeholder, debug page, README) */
  naam: string;
  groep: RouteGroep;
  /** the menu items opening this route (none: reached by its route or by 'Zie ook') */
  menu?: readonly MenuPlek[];
  /**
   * the key of the input screen shown here, whose done/warning state the route has: a register key (the screen's
   * routes are its rows in this order: the first is its route and first view, `register.bron.ts`), or
   * 'melklevering' (its own module)
   */
  scherm?: string;
  rollen: readonly Rol[];
  /** the screen exists; false: the router shows "nog niet gebouwd" and so does the menu item (its README text: `README_STATUS`) */
  gebouwd: boolean;
  /** drawn outside the app frame; the router registers it itself (/login and /) */
  buitenKader?: true;
}

const IEDEREEN = ['deelnemer', 'volmacht', 'beheren', 'inzien', 'organisatie', 'medewerker', 'demo'] as const satisfies readonly Rol[];
/** the screens of one farm-year: who may open the farm (the server checks the record per call) */
const BEDRIJF = ['deelnemer', 'volmacht', 'beheren', 'inzien', 'medewerker', 'demo'] as const satisfies readonly Rol[];
const MEDEWERKER = ['medewerker'] as const satisfies readonly Rol[];
const DEELNAMES = ['deelnemer', 'volmacht', 'organisatie', 'medewerker'] as const satisfies readonly Rol[];
// purposes: staff, and organisation users (a consumer's own; decision 027 — the server refuses other organisations)
const AFNEMER_EN_MEDEWERKER = ['organisatie', 'medewerker'] as const satisfies readonly Rol[];

// A route not built yet gets `gebouwd: false` and the status text 'nog niet gebouwd (pagina zegt dit)'; none is left.
const REGISTER = 'gebouwd (invoerregister, één generieke renderer)';

export const ROUTE_CATALOGUS = [
  // outside the frame
  { id: 'login', route: '/login', soort: 'eigen scherm', naam: 'Inloggen (met demo-knop)', groep: 'Overig', rollen: IEDEREEN, gebouwd: true, buitenKader: true },
  {
    id: 'wortel',
    route: '/',
    soort: 'eigen scherm',
    naam: 'Doorverwijzing naar start; op poort 3000 het debug-keuzescherm',
    groep: 'Overig',
    rollen: IEDEREEN,
    gebouwd: true,
    buitenKader: true,
  },

  // Voer
  {
    id: 'krachtvoer',
    route: '/voer/krachtvoer/Index/:klwId',
    soort: 'invoerscherm',
    naam: 'Krachtvoer',
    groep: 'Voer',
    menu: [{ sectie: 'Voer', volgorde: 10, titel: 'Krachtvoer', imageClass: 'krachtvoer' }],
    scherm: 'krachtvoer',
    rollen: BEDRIJF,
    gebouwd: true,
  },
  {
    id: 'ruwvoer',
    route: '/voer/overig/Index/:klwId',
    soort: 'invoerscherm',
    naam: 'Ruwvoer',
    groep: 'Voer',
    menu: [{ sectie: 'Voer', volgorde: 20, titel: 'Ruwvoer', imageClass: 'ruwvoer' }],
    scherm: 'ruwvoer',
    rollen: BEDRIJF,
    gebouwd: true,
  },
  {
    id: 'melkproducten',
    route: '/voer/melkproducten/Index/:klwId',
    soort: 'invoerscherm',
    naam: 'Melk',
    groep: 'Voer',
    menu: [{ sectie: 'Voer', volgorde: 30, titel: 'Melk', imageClass: 'melkproducten' }],
    scherm: 'melkproducten',
    rollen: BEDRIJF,
    gebouwd: true,
  },
  {
    id: 'grasland',
    route: '/voer/grasland/Index/:klwId',
    soort: 'invoerscherm',
    naam: 'Grasland',
    groep: 'Voer',
    menu: [{ sectie: 'Voer', volgorde: 40, titel: 'Grasland', imageClass: 'grasland' }],
    scherm: 'grasland',
    rollen: BEDRIJF,
    gebouwd: true,
  },
  {
    id: 'snijmais',
    route: '/voer/snijmais/Index/:klwId',
    soort: 'invoerscherm',
    naam: 'Snijmaïs',
    groep: 'Voer',
    menu: [{ sectie: 'Voer', volgorde: 50, titel: 'Snijmaïs', imageClass: 'snijmais' }],
    scherm: 'snijmais',
    rollen: BEDRIJF,
    gebouwd: true,
  },
  {
    id: 'strooisel',
    route: '/voer/strooisel/Index/:klwId',
    soort: 'invoerscherm',
    naam: 'Strooisel',
    groep: 'Voer',
    menu: [{ sectie: 'Voer', volgorde: 60, titel: 'Strooisel', imageClass: 'strooisel' }],
    scherm: 'strooisel',
    rollen: BEDRIJF,
    gebouwd: true,
  },
  {
    id: 'overigeVoeders',
    route: '/voer/overige/Index/:klwId',
    soort: 'invoerscherm',
    naam: 'Overige voeders',
    groep: 'Voer',
    menu: [{ sectie: 'Voer', volgorde: 70, titel: 'Overige voeders', imageClass: 'overige' }],
    scherm: 'overigeVoeders',
    rollen: BEDRIJF,
    gebouwd: true,
  },

  // Bodem en percelen
  {
    id: 'bodemGewas',
    route: '/bodem/overzicht/Index/:klwId',
    soort: 'rapport',
    naam: 'Bodem en gewas',
    groep: 'Bodem en percelen',
    menu: [{ sectie: 'Bodem', volgorde: 30, titel: 'Bodem en gewas', imageClass: 'bodem-gewas' }],
    rollen: BEDRIJF,
    gebouwd: true,
  },
  // the screen 'bodem': its route (the analyses) first, then its second view
  {
    id: 'bodemAnalyses',
    route: '/bodem/analyses/Index/:klwId',
    soort: 'invoerscherm',
    naam: 'Bodem analyses',
    groep: 'Bodem en percelen',
    menu: [{ sectie: 'Bodem', volgorde: 20, titel: 'Bodem analyses', imageClass: 'analyses' }],
    scherm: 'bodem',
    rollen: BEDRIJF,
    gebouwd: true,
  },
  {
    id: 'bodemOverig',
    route: '/bodem/overig/Index/:klwId',
    soort: 'invoerscherm',
    naam: 'Bodem overig',
    groep: 'Bodem en percelen',
    scherm: 'bodem',
    rollen: BEDRIJF,
    gebouwd: true,
  },
  {
    id: 'percelenoverzicht',
    route: '/bodem/percelenoverzicht/Index/:klwId',
    soort: 'rapport',
    naam: 'Percelenoverzicht',
    groep: 'Bodem en percelen',
    rollen: BEDRIJF,
    gebouwd: true,
  },
  {
    id: 'percelen',
    route: '/bodem/percelen/Index/:klwId',
    soort: 'invoerscherm',
    naam: 'Percelen',
    groep: 'Bodem en percelen',
    menu: [{ sectie: 'Bodem', volgorde: 10, titel: 'Percelen', imageClass: 'percelen' }],
    scherm: 'percelen',
    rollen: BEDRIJF,
    gebouwd: true,
  },
  {
    id: 'percelenKaart',
    route: '/bodem/percelen-op-kaart/Index/:klwId',
    soort: 'eigen scherm',
    naam: 'Percelen op kaart',
    groep: 'Bodem en percelen',
    rollen: BEDRIJF,
    gebouwd: true,
  },
  // the screen 'akkerbouw': its route first, then the spec's second route to the same screen
  {
    id: 'akkerbouw',
    route: '/akkerbouw/Index/:klwId',
    soort: 'invoerscherm',
    naam: 'Akkerbouw',
    groep: 'Bodem en percelen',
    menu: [{ sectie: 'Bodem', volgorde: 40, titel: 'Akkerbouw', imageClass: 'akkerbouw' }],
    scherm: 'akkerbouw',
    rollen: BEDRIJF,
    gebouwd: true,
  },
  {
    id: 'percelenAkkerbouw',
    route: '/percelenAkkerbouw/Index/:klwId',
    soort: 'invoerscherm',
    naam: 'Akkerbouw',
    groep: 'Bodem en percelen',
    scherm: 'akkerbouw',
    rollen: BEDRIJF,
    gebouwd: true,
  },

  // Bedrijfsgegevens
  {
    id: 'bedrijfsgegevens',
    route: '/bedrijfsgegevens/Index/:klwId',
    soort: 'invoerscherm',
    naam: 'Bedrijfsgegevens',
    groep: 'Bedrijfsgegevens',
    menu: [{ sectie: 'Bedrijf', volgorde: 10, titel: 'Algemeen', imageClass: 'algemeen' }],
    scherm: 'bedrijfsgegevens',
    rollen: BEDRIJF,
    gebouwd: true,
  },
  // Melklevering: an input screen with its own module (spec §2 describes its content), not in the register
  {
    id: 'melklevering',
    route: '/melklevering/Index/:klwId',
    soort: 'invoerscherm',
    naam: 'Melklevering',
    groep: 'Bedrijfsgegevens',
    menu: [{ sectie: 'Dier', volgorde: 20, titel: 'Melklevering', imageClass: 'melklevering' }],
    scherm: 'melklevering',
    rollen: BEDRIJF,
    gebouwd: true,
  },
  {
    id: 'intensieveVeehouderij',
    route: '/intensieveVeehouderij/Index/:klwId',
    soort: 'invoerscherm',
    naam: 'Intensieve veehouderij',
    groep: 'Bedrijfsgegevens',
    menu: [{ sectie: 'Dier', volgorde: 40, titel: 'Staldieren', imageClass: 'staldieren' }],
    scherm: 'intensieveVeehouderij',
    rollen: BEDRIJF,
    gebouwd: true,
  },
  {
    id: 'veestapel',
    route: '/veestapelIenR/Index/:klwId',
    soort: 'invoerscherm',
    naam: 'Veestapel (I&R)',
    groep: 'Bedrijfsgegevens',
    menu: [
      { sectie: 'Dier', volgorde: 10, titel: 'Melk-/Jongvee', imageClass: 'melkvee' },
      { sectie: 'Dier', volgorde: 30, titel: 'Graasdieren', imageClass: 'graasdieren', query: 'diergroep=graasdieren' },
    ],
    scherm: 'veestapel',
    rollen: BEDRIJF,
    gebouwd: true,
  },
  {
    id: 'energie',
    route: '/Energie/Index/:klwId',
    soort: 'invoerscherm',
    naam: 'Energie',
    groep: 'Bedrijfsgegevens',
    menu: [{ sectie: 'Bedrijf', volgorde: 20, titel: 'Energie', imageClass: 'energie' }],
    scherm: 'energie',
    rollen: BEDRIJF,
    gebouwd: true,
  },
  {
    id: 'koppelingen',
    route: '/Koppelingen/Index/:klwId',
    soort: 'eigen scherm',
    naam: 'Koppelingen',
    groep: 'Bedrijfsgegevens',
    menu: [{ sectie: 'Bedrijf', volgorde: 30, titel: 'Koppelingen', imageClass: 'koppelingen' }],
    rollen: ['deelnemer', 'volmacht', 'beheren', 'inzien', 'medewerker'],
    gebouwd: true,
  },

  // Mest en kunstmest; the screen 'organischeMest': its route first (its other views name their rows by id)
  {
    id: 'organischeMeststromen',
    route: '/OrganischeMeststromen/Index/:klwId',
    soort: 'invoerscherm',
    naam: 'Organische meststromen',
    groep: 'Mest en kunstmest',
    menu: [{ sectie: 'Mest', volgorde: 10, titel: 'Organische mest', imageClass: 'organische-mest' }],
    scherm: 'organischeMest',
    rollen: BEDRIJF,
    gebouwd: true,
  },
  {
    id: 'organischeMestVergistingScheiding',
    route: '/OrganischeMestVergistingScheiding/Index/:klwId',
    soort: 'invoerscherm',
    naam: 'Vergisting en scheiding van organische mest',
    groep: 'Mest en kunstmest',
    scherm: 'organischeMest',
    rollen: BEDRIJF,
    gebouwd: true,
  },
  {
    id: 'organischeMestVerbruik',
    route: '/OrganischeMestVerbruik/new/Index/:klwId',
    soort: 'invoerscherm',
    naam: 'Organische mest verbruik',
    groep: 'Mest en kunstmest',
    menu: [{ sectie: 'Mest', volgorde: 20, titel: 'Org. mest verbruik', imageClass: 'mest-verbruik' }],
    scherm: 'organischeMest',
    rollen: BEDRIJF,
    gebouwd: true,
  },
  {
    id: 'mestadditief',
    route: '/mestadditief/Index/:klwId',
    soort: 'invoerscherm',
    naam: 'Mestadditief',
    groep: 'Mest en kunstmest',
    // The spec's menu (§2 Mest) has no item for this screen; it is reached by its route.
    scherm: 'mestadditief',
    rollen: BEDRIJF,
    gebouwd: true,
  },
  {
    id: 'kunstmest',
    route: '/Kunstmest/new/Index/:klwId',
    soort: 'invoerscherm',
    naam: 'Kunstmest',
    groep: 'Mest en kunstmest',
    menu: [{ sectie: 'Mest', volgorde: 30, titel: 'Kunstmest', imageClass: 'kunstmest' }],
    scherm: 'kunstmest',
    rollen: BEDRIJF,
    gebouwd: true,
  },
  {
    id: 'kunstmestVerbruik',
    route: '/KunstmestVerbruik/new/Index/:klwId',
    soort: 'invoerscherm',
    naam: 'Kunstmest verbruik',
    groep: 'Mest en kunstmest',
    scherm: 'kunstmest',
    rollen: BEDRIJF,
    gebouwd: true,
  },

  // Rapportage
  {
    id: 'signalering',
    route: '/signalering/Index/:klwId',
    soort: 'rapport',
    naam: 'Signaleringen',
    groep: 'Rapportage',
    menu: [{ sectie: 'Rapportage', volgorde: 10, titel: 'Signaleringen', imageClass: 'signalering' }],
    rollen: BEDRIJF,
    gebouwd: true,
  },
  {
    id: 'resultaten',
    route: '/KLWResultatenOpties/Index/:klwId',
    soort: 'rapport',
    naam: 'Resultaten (BEX rapportage)',
    groep: 'Rapportage',
    menu: [{ sectie: 'Rapportage', volgorde: 20, titel: 'BEX rapportage', imageClass: 'bex' }],
    rollen: BEDRIJF,
    gebouwd: true,
  },
  {
    id: 'historisch',
    route: '/rapportage/historisch/Index',
    soort: 'rapport',
    naam: 'Historische rapportage',
    groep: 'Rapportage',
    rollen: BEDRIJF,
    gebouwd: true,
  },
  {
    id: 'kengetallenGrafisch',
    route: '/KengetallenGrafisch/Index/:klwId',
    soort: 'rapport',
    naam: 'Overzicht kengetallen',
    groep: 'Rapportage',
    rollen: BEDRIJF,
    gebouwd: true,
  },

  // Overig
  { id: 'start', route: '/Home/new', soort: 'eigen scherm', naam: 'Start', groep: 'Overig', rollen: IEDEREEN, gebouwd: true },
  { id: 'profiel', route: '/Profiel/Index', soort: 'eigen scherm', naam: 'Profiel', groep: 'Overig', rollen: IEDEREEN, gebouwd: true },
  { id: 'deelnemers', route: '/Deelnemers', soort: 'eigen scherm', naam: 'Deelnemer kiezen', groep: 'Overig', rollen: ['organisatie', 'medewerker'], gebouwd: true },
  { id: 'brokers', route: '/Brokers', soort: 'eigen scherm', naam: 'Brokers', groep: 'Overig', rollen: MEDEWERKER, gebouwd: true },
  { id: 'sbDashboard', route: '/sbDashboard', soort: 'eigen scherm', naam: 'Dashboard servicebureau', groep: 'Overig', rollen: MEDEWERKER, gebouwd: true },
  { id: 'dataproducten', route: '/dataproducten', soort: 'eigen scherm', naam: 'Dataproducten', groep: 'Overig', rollen: IEDEREEN, gebouwd: true },

  // Beheer
  { id: 'approvedParticipations', route: '/approved-participations', soort: 'beheer', naam: 'Goedgekeurde deelnames', groep: 'Beheer', rollen: DEELNAMES, gebouwd: true },
  { id: 'unapprovedParticipations', route: '/unapproved-participations', soort: 'beheer', naam: 'Niet-goedgekeurde deelnames', groep: 'Beheer', rollen: DEELNAMES, gebouwd: true },
  { id: 'revokedParticipations', route: '/revoked-participations', soort: 'beheer', naam: 'Ingetrokken deelnames', groep: 'Beheer', rollen: DEELNAMES, gebouwd: true },
  { id: 'mandates', route: '/mandates', soort: 'beheer', naam: 'Machtigingen', groep: 'Beheer', rollen: MEDEWERKER, gebouwd: true },
  { id: 'manageParticipations', route: '/manage-participations', soort: 'beheer', naam: 'Deelnames beheren', groep: 'Beheer', rollen: MEDEWERKER, gebouwd: true },
  { id: 'managePurposes', route: '/manage-purposes', soort: 'beheer', naam: 'Doelen beheren', groep: 'Beheer', rollen: AFNEMER_EN_MEDEWERKER, gebouwd: true },
  { id: 'beheerRapportage', route: '/beheer/rapportage', soort: 'beheer', naam: 'Beheer rapportage', groep: 'Beheer', rollen: MEDEWERKER, gebouwd: true },
  { id: 'beheerPilot', route: '/beheer/pilot', soort: 'beheer', naam: 'Beheer pilot', groep: 'Beheer', rollen: MEDEWERKER, gebouwd: true },
  { id: 'beheerAlgemeen', route: '/beheer/algemeen', soort: 'beheer', naam: 'Beheer algemeen', groep: 'Beheer', rollen: MEDEWERKER, gebouwd: true },
  { id: 'beheerDatakoppelingen', route: '/beheer/datakoppelingen', soort: 'beheer', naam: 'Beheer datakoppelingen', groep: 'Beheer', rollen: MEDEWERKER, gebouwd: true },
  { id: 'registratieRelatie', route: '/registratie/relatie', soort: 'beheer', naam: 'Registratie relatie', groep: 'Beheer', rollen: MEDEWERKER, gebouwd: true },
  // not a spec route: the outbox of decision 018, read by staff
  { id: 'uitbak', route: '/beheer/uitbak', soort: 'beheer', naam: 'Uitgaande e-mail', groep: 'Beheer', rollen: MEDEWERKER, gebouwd: true },
  {
    id: 'importberichtenOpnieuwVerwerken',
    route: '/importberichten-opnieuw-verwerken',
    soort: 'beheer',
    naam: 'Importberichten opnieuw verwerken',
    groep: 'Beheer',
    rollen: MEDEWERKER,
    gebouwd: true,
  },
] as const satisfies readonly RouteRij[];

/** The key of a row of the catalogue. */
export type RouteId = (typeof ROUTE_CATALOGUS)[number]['id'];

/**
 * The README status text of every row (`npm run routes:readme`), by row id: part of the catalogue, kept in its own
 * object so that the web's chunks leave it out (nothing in the browser reads it; it would cost every page ~1.3 KB
 * brotli, decision 017). It starts with 'gebouwd' exactly when the row is built (`readme-tabel.test.ts`).
 */
export const README_STATUS = {
  login: 'gebouwd',
  wortel: 'gebouwd',
  krachtvoer: REGISTER,
  ruwvoer: REGISTER,
  melkproducten: REGISTER,
  grasland: 'gebouwd (alleen lezen: de graslandpercelen en hun oppervlakte uit Percelen)',
  snijmais: 'gebouwd (alleen lezen: de maïspercelen en hun oppervlakte uit Percelen)',
  strooisel: REGISTER,
  overigeVoeders: REGISTER,
  bodemGewas: 'gebouwd: alleen lezen, per gewas oppervlakte, bemesting en teruggerekende opbrengst uit de opgeslagen uitkomst (`GET /api/BodemGewas/GetBodemGewasOverzicht`)',
  bodemAnalyses: "gebouwd (invoerregister, eigen weergave van scherm `bodem`: alleen de analyses; 'Zie ook' Bodem overig): per perceel (`perceelId`, naam uit Percelen), lab, N-totaal, C/N, NLV, P-AL, P-CaCl2, Pw, pH, OS, klei; fosfaatklasse per regel (RVO vanaf 2021; vóór 2021 niet bepaald)",
  bodemOverig: "gebouwd (invoerregister, eigen weergave van scherm `bodem`: Kalk en Compost; 'Zie ook' Bodemanalyses): kalk (CO2, N en P2O5) en compost (N, P2O5, opvulregel, EOS) tellen mee in de rekenkern",
  percelenoverzicht: 'gebouwd (alleen lezen: totalen per gewas, grondsoort en grondgebruik, afgeleid van Percelen)',
  percelen: 'gebouwd (invoerregister, één generieke renderer; BRP-gewascode vult het grondgebruik; de enige plek voor oppervlakte en grondsoort)',
  percelenKaart: 'gebouwd (Leaflet-kaart, tekenen/bewerken, GeoJSON- en RVO-shapefile-import; slaat op via Percelen; decision 014)',
  akkerbouw: 'gebouwd (invoerregister; oogst, gehalten en gewasresten per gewas, oppervlakte uit Percelen)',
  percelenAkkerbouw: 'gebouwd (invoerregister; zelfde scherm als `/akkerbouw`)',
  bedrijfsgegevens: REGISTER,
  melklevering: 'gebouwd',
  intensieveVeehouderij: REGISTER,
  veestapel: REGISTER,
  energie: REGISTER,
  koppelingen:
    "gebouwd: per koppeling leverancier, soort bericht, klantnummer, machtiging, sinds, laatste bericht, berichten en periode van dit jaar en gezondheid tegen het gepubliceerde ritme (groen/oranje/rood/grijs, met tekst); toevoegen, verzoek accepteren of weigeren, intrekken; per bericht wat het veranderde (voor → na, met link naar het scherm) en het ruwe bericht; 'Nu ophalen' voor percelen; RVO-uitleg stap voor stap",
  organischeMeststromen: 'gebouwd (invoerregister, eigen weergave van scherm `organischeMest`: aanvoer, afvoer, begin- en eindvoorraad): per mestcode hoeveelheid in ton of m³ (drijfmest 1 m³ = 1 t, RVO; vaste mest alleen ton), N en P2O5 per ton (leeg = forfait), datum, tegenpartij',
  organischeMestVergistingScheiding: "gebouwd (invoerregister, eigen weergave: vergisting, co-substraat, producten en de schakelaar mestscheiding; geen eigen menu-item in de spec, de status telt bij 'Organische mest'): producten (dikke/dunne fractie, digestaat) vastgelegd; wat het bedrijf verlaat telt via Afvoer",
  organischeMestVerbruik: "gebouwd (invoerregister, eigen weergave: verbruik en toedieningen; menu 'Org. mest verbruik' met eigen status): per gewas en mestcode in m³ of t met techniek; bepaalt aandeel grasland en emissiefactor",
  mestadditief: 'gebouwd (invoerregister, geen menu-item in de spec): product, toepassing, periode; vastgelegd en gemarkeerd, geen effect (geen bron, te verifiëren)',
  kunstmest: 'gebouwd (invoerregister, eigen weergave van scherm `kunstmest`: producten met voorraden en aanvoer): catalogus met N-vormen, P2O5, K2O en soort (supplement §7, fdm baat); hoeveelheden in kg of in zakken met het zakgewicht van de boer (de app toont de kg ernaast; geen catalogus met zakgewichten); hoeveelheden in liter kunnen nog niet',
  kunstmestVerbruik: "gebouwd (invoerregister, eigen weergave van scherm `kunstmest`: per product het deel op grasland, snijmaïs en akkerbouw; producten worden op Kunstmest ingevoerd; status telt bij menu-item 'Kunstmest')",
  signalering: 'gebouwd (alle signaleringen per scherm, filter op soort, waarde en verwacht bereik, link naar het veld; aantal in het menu)',
  resultaten: "gebouwd (onderdelen kiezen, dezelfde tabellen als de PDF, download PDF/XLSX/CSV, indienen; 'waarom dit getal?' op elk getal met een afleiding; de grafieken staan op /KengetallenGrafisch)",
  historisch: 'gebouwd: alle jaren van het bedrijf (tabel, trendlijnen, rekenregels per jaar), herberekenen met de huidige rekenregels met regel-/datawijziging (besluit 015)',
  kengetallenGrafisch: 'gebouwd: zes indicatoren tegen referentiebanden (te verifiëren), N- en P2O5-stromen (sankey), NH3, broeikasgassen, rantsoen; ECharts lui geladen',
  start: 'gebouwd',
  profiel:
    'gebouwd: eigen gegevens, wachtwoord, actieve sessies met afmelden per sessie, de geaccepteerde gebruiksvoorwaarden (een blokkerend venster vraagt een nieuwe versie te accepteren); voor een bedrijf bedrijfsgegevens (KvK alleen lezen), e-mailvoorkeuren (voor organisaties en medewerkers onder Mijn gegevens), bedrijfswijziging doorgeven, "Wie heeft mijn gegevens bekeken" (toegangslog) en "Mijn gegevens downloaden" (één ZIP); het tabblad Machtigingen: de machtigingen van het bedrijf verlenen, bevestigen, weigeren en intrekken met geschiedenis; het tabblad Toestemmingen (besluit 033): alle machtigingen, koppelingen, deelnames en pilots in één lijst met doel, gegevens, termijn en laatst gebruikt, 12 maanden ongebruikt gemarkeerd met een voorstel, intrekken of verlaten na bevestiging en per toestemming een bewijs (PDF)',
  deelnemers: "gebouwd: de bedrijven van de organisatie (medewerkers: alle), zoeken op naam, KvK, UBN, BRS; machtiging en geldig tot, status en volledigheid van het jaar, waarschuwingen, laatste wijziging; filters 'niet ingediend' en 'met waarschuwingen'; kengetallen van gekozen bedrijven als XLSX/CSV; 'Machtiging aanvragen'; openen zet de context (medewerkers eerst met een reden)",
  brokers: 'gebouwd (medewerkers): de kanalen waarlangs gegevens binnenkomen (direct, JoinData, RVO via ZuivelNL) met uitleg, per kanaal de leveranciers met client-id, gegevens, status, laatste bericht, mislukt 7/30 dagen en gekoppelde bedrijven, en een gezondheidslabel (drempel te verifiëren)',
  sbDashboard:
    "gebouwd (servicedesk): voortgang van een gekozen jaar (ingediend, open, niet gestart) per dag tegen de deadline en per zuivelonderneming; open kringloopwijzers die nog niet indienbaar zijn met de meest voorkomende blokkades; werkvoorraad met aantallen en links (machtigingsaanvragen, registraties, bedrijfswijzigingen, deelnames, doelen, mislukte importberichten per oorzaak); bedrijf zoeken en openen met een reden",
  dataproducten:
    'gebouwd (besluit 027): acht producten (kengetallen, BEX, invoer per menudeel, indienstatus) met veldenlijst uit het register en de rapportage, verversing, licentiegever, actieve doelen en aantal bedrijven; de boer ziet wat van zijn bedrijf naar wie gaat',
  approvedParticipations: 'gebouwd (besluit 027): één tabel, drie filters; aantallen per doel, CSV, geschiedenis per deelname; intrekken met reden (boer, volmacht, servicedesk)',
  unapprovedParticipations: 'gebouwd (besluit 027): de boer (of volmacht) ziet eerst zijn eigen waarden die zouden gaan, dan goedkeuren of afwijzen met reden',
  revokedParticipations: 'gebouwd (besluit 027): ingetrokken, afgewezen en verlopen deelnames met de reden',
  mandates: 'gebouwd (medewerkers: elke machtiging van elk bedrijf, filter op soort, status, organisatie en bedrijf, geschiedenis per machtiging; één volmacht per bedrijf; alleen in het menu waar oudeMachtigingMenuItemsZichtbaar gezet is)',
  manageParticipations: "gebouwd (besluit 027; servicedesk): namens een boer aanmelden met reden (de boer beslist zelf), verzoeken uit een lijst KvK-nummers (CSV) met verslag per regel, lopende deelnames opnieuw versturen of beperken tot UBN's",
  managePurposes:
    'gebouwd (besluit 027; servicedesk en afnemers): doelen concept → actief → gesloten; actief alleen met tekst voor de boer, einddatum, dataproducten, grondslag, bewaartermijn en akkoord van de licentiegever',
  beheerRapportage:
    "gebouwd (besluit 029; medewerkers): indiening tegen de deadline per zuivelonderneming en provincie, p10/p50/p90 van de zes dashboardindicatoren per grondsoort en intensiteit, aandeel bedrijven per koppelingssoort, datakwaliteit (standaardwaarden, uit koppeling, met de hand), open na de deadline; XLSX en CSV; groepen onder 10 bedrijven zonder cijfers ('< 10 bedrijven')",
  beheerPilot:
    'gebouwd (medewerkers): pilots met naam, doel, periode, rekenregels van een ander jaar en bedrijven (KvK-lijst of CSV, elke foute regel met regelnummer); het bedrijf ziet een label, beide uitkomsten naast elkaar op Historisch en kan de pilot verlaten',
  beheerAlgemeen: 'gebouwd (medewerkers): rapportagejaren openen voor alle bedrijven, deadline per jaar (standaard 15 mei), sluiten na een voorbeeld; statusteksten van het menu; gebruiksvoorwaarden als versies (acceptatie bij de volgende keer inloggen); meldingen per doelgroep en periode als banner bovenaan elke pagina; recente wijzigingen',
  beheerDatakoppelingen: 'gebouwd (medewerkers): leveranciers met KvK, soorten bericht, kanaal, ritme, actief, laatste bericht, foutpercentage 7 en 30 dagen, bedrijven met koppeling; leverancier aanmelden en nieuw geheim (één keer getoond, met kopieerknop)',
  registratieRelatie: 'gebouwd (servicedesk): organisaties en bedrijven registreren (KvK 8 cijfers, dubbel geweigerd), aanvragen goedkeuren of blokkeren met reden, bedrijfswijzigingen verwerken (machtigingen opnieuw bevestigen) of afwijzen',
  uitbak: 'gebouwd (geen spec-route; medewerkers: de uitgaande e-mail met status, zoeken op adres, tekst per bericht; verzonden via KLW_SMTP_URL of bewaard in de uitbak)',
  importberichtenOpnieuwVerwerken: "gebouwd (medewerkers): mislukte en wachtende berichten per oorzaak met aantallen; proefdraai (per bericht wat er in welk jaar zou veranderen), opnieuw verwerken per bericht, groep of bedrijf, pogingen en laatste poging, 'afhandelen zonder verwerken' met reden; meldt nieuwe mislukkingen",
} as const satisfies Record<RouteId, string>;

/** The rows as the plain row type (optional fields readable on every row). */
export const ROUTE_RIJEN: readonly RouteRij[] = ROUTE_CATALOGUS;

const perId = new Map(ROUTE_RIJEN.map((r) => [r.id, r]));

/** The row of a key. */
export const routeRij = (id: RouteId): RouteRij => perId.get(id)!;

/** The route of a key, e.g. routeVan('melklevering') = '/melklevering/Index/:klwId'. */
export const routeVan = (id: RouteId): string => routeRij(id).route;

/** The routes that show an input screen (register key or 'melklevering'), in catalogue order. */
export const routesVanScherm = (scherm: string): RouteRij[] => ROUTE_RIJEN.filter((r) => r.scherm === scherm);

/** Every input screen key with a done/warning state (the register's screens and Melklevering), in catalogue order. */
export const STATUS_SCHERMEN: readonly string[] = [...new Set(ROUTE_RIJEN.flatMap((r) => (r.scherm ? [r.scherm] : [])))];

/**
 * The name and first route of an input screen by its key, from the catalogue: for Melklevering (outside the
 * register) the links of signals and submission blocks; a register screen's own title is in the register.
 */
export function schermPlekUitCatalogus(scherm: string): { titel: string; route: string } | undefined {
  const rij = routesVanScherm(scherm)[0];
  return rij ? { titel: rij.naam, route: rij.route } : undefined;
}
