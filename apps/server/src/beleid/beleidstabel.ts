/**
 * THE policy table (decision 019): for every API call, which relation to a farm may use it.
 * The code decides in the policies of each module; this table states what they must decide,
 * `docs/beleid.md` prints it, and `apps/server/test/beleid-wandeling.test.ts` walks every
 * call × relation on both databases and fails on any deviation or on a call missing here.
 *
 * Relations of a user to the farm of the record (or the farm asked for):
 * - eigen: the farm's participant (deelnemer)
 * - volmacht / beheren / inzien: a user of an organisation holding that active mandate
 * - servicedesk: staff with running access given with a reason (60 minutes)
 * - medewerker: staff without such access
 * - vreemd: a participant of another farm
 * - ingetrokken / verlopen: a user of an organisation whose mandate was revoked / has expired
 */
export { RELATIES, type Relatie, type Bereik } from '@kw/contract';
import { alleAanroepen, RELATIES, type Bereik, type Relatie } from '@kw/contract';

export interface BeleidsRegel {
  methode: 'GET' | 'POST';
  pad: string;
  wat: string;
  bereik: Bereik;
  /** the relations that pass the policy; every other relation gets 403 */
  toegestaan: readonly Relatie[];
  /**
   * the walk checks only the gate: a relation that may gets any answer but 401, 403 or 5xx (its body or the
   * state may still be refused, e.g. a second open company change: 409); one that may not gets 403
   */
  alleenPoort?: true;
}

const LEZEN = ['eigen', 'volmacht', 'beheren', 'inzien', 'servicedesk'] as const;
const WIJZIGEN = ['eigen', 'volmacht', 'beheren'] as const;
const BEHEER_BEDRIJF = ['eigen', 'volmacht', 'servicedesk'] as const;

/** Reads of a record: everyone who may see the farm (also a closed year). */
export const lezen = (pad: string, wat: string): BeleidsRegel => ({ methode: 'GET', pad, wat, bereik: 'record-open', toegestaan: LEZEN });
/** Changes of an open record: participant, volmacht, beheren; a closed year: nobody. */
export const wijzigen = (pad: string, wat: string, bereik: 'record-open' | 'record-gesloten' = 'record-open'): BeleidsRegel => ({
  methode: 'POST',
  pad,
  wat,
  bereik,
  toegestaan: bereik === 'record-open' ? WIJZIGEN : [],
});

export const beleidsTabel: BeleidsRegel[] = [
  lezen('/api/Auth/GetCallContextModel', 'de context van de gekozen kringloopwijzer'),
  { methode: 'POST', pad: '/api/Menu/GetMenu', wat: 'het menu van de gekozen kringloopwijzer', bereik: 'record-open', toegestaan: LEZEN },
  lezen('/api/Home/GetStartGegevens', 'de startpagina'),
  lezen('/api/MelkLevering/GetMelkLeveringGegevens', 'Melklevering'),
  wijzigen('/api/MelkLevering/SaveMelkLeveringGegevens', 'Melklevering opslaan'),
  wijzigen('/api/MelkLevering/SaveMelkLeveringGegevens', 'Melklevering opslaan in een afgesloten jaar', 'record-gesloten'),
  lezen('/api/Rapportage/GetRapportPdf', 'BEX-rapport (PDF)'),
  lezen('/api/Rapportage/GetKengetallen', 'kengetallen (XLSX/CSV)'),
  lezen('/api/Rapportage/GetGrafiekGegevens', 'kengetallen grafisch'),
  lezen('/api/Rapportage/GetHistorisch', 'historische rapportage'),
  lezen('/api/Rapportage/GetHerberekening', 'herberekening van een jaar'),
  lezen('/api/Rapportage/GetRapportGegevens', 'resultaten'),
  lezen('/api/Signalering/GetSignaleringen', 'signaleringen'),
  lezen('/api/Rapportage/GetAfleiding', 'waarom dit getal?'),
  lezen('/api/Kringloopwijzer/GetIndienControle', 'controle voor indienen'),
  lezen('/api/Formulier/GetFormulierDefinitie', 'formulierdefinitie'),
  lezen('/api/Kringloopwijzer/DownloadInvoer', 'invoer downloaden'),
  lezen('/api/BodemGewas/GetBodemGewasOverzicht', 'Bodem en gewas'),
  wijzigen('/api/Kringloopwijzer/Indienen', 'indienen'),
  { methode: 'POST', pad: '/api/Kringloopwijzer/Heropenen', wat: 'heropenen (servicedesk)', bereik: 'record-gesloten', toegestaan: ['servicedesk'] },
  { methode: 'GET', pad: '/api/Toegang/GetToegangslog', wat: 'het toegangslog van het bedrijf', bereik: 'bedrijf', toegestaan: BEHEER_BEDRIJF },
  { methode: 'POST', pad: '/api/Toegang/Servicedesk', wat: 'een bedrijf openen met een reden', bereik: 'bedrijf', toegestaan: ['servicedesk', 'medewerker'] },
  // the calls of the call catalogue (decision 036): their rows come from their entries
  ...uitCatalogus(),
  // /Deelnemers: the list is for organisation users (even when a mandate ended: then without that farm) and staff
  { methode: 'GET', pad: '/api/Deelnemers', wat: 'de lijst met deelnemers', bereik: 'account', toegestaan: ['volmacht', 'beheren', 'inzien', 'servicedesk', 'medewerker', 'ingetrokken', 'verlopen'] },
  { methode: 'POST', pad: '/api/Deelnemers/Kengetallen', wat: 'kengetallen van gekozen bedrijven (XLSX/CSV)', bereik: 'bedrijf', toegestaan: ['volmacht', 'beheren', 'inzien', 'servicedesk'] },
  // Profiel (sharing-anchors.md §2): the caller's own account, for everyone; the farm's company change and data ZIP for its participant and volmacht
  ...['GET /api/Profiel', 'POST /api/Profiel/Gegevens', 'POST /api/Profiel/Wachtwoord', 'GET /api/Profiel/Sessies', 'POST /api/Profiel/Sessies/Afmelden', 'POST /api/Profiel/Voorkeuren', 'POST /api/Profiel/Voorwaarden'].map(
    (r): BeleidsRegel => ({ methode: r.split(' ')[0] as 'GET' | 'POST', pad: r.split(' ')[1], wat: 'het eigen account (Profiel)', bereik: 'account', toegestaan: RELATIES, alleenPoort: true }),
  ),
  { methode: 'POST', pad: '/api/Profiel/Bedrijfswijziging', wat: 'een bedrijfswijziging doorgeven', bereik: 'bedrijf', toegestaan: ['eigen', 'volmacht'], alleenPoort: true },
  { methode: 'GET', pad: '/api/Profiel/MijnGegevens', wat: 'alle gegevens van het bedrijf (ZIP)', bereik: 'bedrijf', toegestaan: ['eigen', 'volmacht'] },
  // Registratie relatie (staff)
  ...['GET /api/Relaties', 'POST /api/Relaties', 'POST /api/Relaties/Status', 'GET /api/Relaties/Bedrijfswijzigingen', 'POST /api/Relaties/Bedrijfswijzigingen/Verwerken', 'POST /api/Relaties/Bedrijfswijzigingen/Afwijzen'].map(
    (r): BeleidsRegel => ({ methode: r.split(' ')[0] as 'GET' | 'POST', pad: r.split(' ')[1], wat: 'registratie van relaties en bedrijfswijzigingen', bereik: 'beheer', toegestaan: ['servicedesk', 'medewerker'], alleenPoort: true }),
  ),
  { methode: 'GET', pad: '/api/Beheer/Uitbak', wat: 'de uitgaande e-mail (servicedesk)', bereik: 'account', toegestaan: ['servicedesk', 'medewerker'] },
  // the sector report: statistics over all farms, staff only (decision 029)
  { methode: 'GET', pad: '/api/Beheer/Rapportage', wat: 'de sectorrapportage (servicedesk)', bereik: 'account', toegestaan: ['servicedesk', 'medewerker'] },
  { methode: 'GET', pad: '/api/Beheer/Rapportage/Export', wat: 'de sectorrapportage als XLSX/CSV (servicedesk)', bereik: 'account', toegestaan: ['servicedesk', 'medewerker'] },
  ...koppelingRegels(),
  ...gegevensdelingRegels(),
  ...beheerAlgemeenRegels(),
  // /sbDashboard (sharing-anchors.md §2): the service desk's dashboard, staff only
  api('GET', 'Beheer/SbDashboard', 'het dashboard van de servicedesk (voortgang, blokkades, werkvoorraad)', 'beheer', ['servicedesk', 'medewerker']),
  ...pilotRegels(),
  ...toestemmingRegels(),
  // the recompute after a rule change (decision 028): it touches every farm's open years, staff only;
  // a second start while a run is busy is 409 (the walk checks only the gate there)
  api('GET', 'Beheer/Herberekening', 'voortgang van de herberekening (medewerkers)', 'beheer', ['servicedesk', 'medewerker']),
  api('POST', 'Beheer/Herberekening/Starten', 'een herberekening van alle open jaren starten (medewerkers)', 'beheer', ['servicedesk', 'medewerker'], true),
  // stopping one (a second stop, or none busy: 409; the walk checks only the gate there)
  api('POST', 'Beheer/Herberekening/Stoppen', 'de lopende herberekening stoppen, met een reden (medewerkers)', 'beheer', ['servicedesk', 'medewerker'], true),
];

/**
 * /beheer/algemeen (decision 030): the settings of the whole service are for staff; the changes
 * are checked at the gate only (the walk sends no body: staff get 400, everyone else 403). The
 * notices of now: every logged-in user, each for their audience.
 */
function beheerAlgemeenRegels(): BeleidsRegel[] {
  const STAF = ['servicedesk', 'medewerker'] as const;
  const b = api;
  return [
    b('GET', 'Beheer/Algemeen', 'rapportagejaren, statusteksten, voorwaarden en meldingen (servicedesk)', 'beheer', STAF),
    b('POST', 'Beheer/Algemeen/Jaar/Openen', 'een rapportagejaar openen voor alle bedrijven (servicedesk)', 'beheer', STAF, true),
    b('POST', 'Beheer/Algemeen/Jaar/Deadline', 'de deadline van een jaar zetten (servicedesk)', 'beheer', STAF, true),
    b('GET', 'Beheer/Algemeen/Jaar/SluitVoorbeeld', 'wat sluiten van een jaar zou veranderen (servicedesk)', 'beheer', STAF, true),
    b('POST', 'Beheer/Algemeen/Jaar/Sluiten', 'een rapportagejaar sluiten (servicedesk)', 'beheer', STAF, true),
    b('POST', 'Beheer/Algemeen/Statustekst', 'de tekst van een status wijzigen (servicedesk)', 'beheer', STAF, true),
    b('POST', 'Beheer/Algemeen/Voorwaarden', 'een nieuwe versie van de gebruiksvoorwaarden (servicedesk)', 'beheer', STAF, true),
    b('POST', 'Beheer/Algemeen/Melding', 'een melding toevoegen of wijzigen (servicedesk)', 'beheer', STAF, true),
    b('POST', 'Beheer/Algemeen/Melding/Verwijderen', 'een melding verwijderen (servicedesk)', 'beheer', STAF, true),
    b('GET', 'Meldingen', 'de meldingen van nu voor de eigen doelgroep', 'account', RELATIES),
  ];
}

/**
 * The data links (decision 020). The farm's links: read by who may see the farm, changed by the
 * farmer and the organisations that may fill in. The supplier inbox takes only a supplier's own
 * token (client credentials): every user's token gets 403 there. Staff screens: SB staff.
 */
/** A row for `/api/<naam>`; `alleenPoort`: the walk checks only that the policy lets the caller through. */
function api(methode: 'GET' | 'POST', naam: string, wat: string, bereik: Bereik, toegestaan: readonly Relatie[], alleenPoort?: true): BeleidsRegel {
  return { methode, pad: `/api/${naam}`, wat, bereik, toegestaan, ...(alleenPoort ? { alleenPoort } : {}) };
}

function koppelingRegels(): BeleidsRegel[] {
  const k = api;
  const STAF = ['servicedesk', 'medewerker'] as const;
  const inbox = ['Melkleveringen', 'Voerleveringen', 'Analyses', 'Diertellingen', 'Mesttransporten', 'Percelen', 'Verzoek'].map((n) =>
    k('POST', `Koppelingen/Inbox/${n}`, `leveranciersinbox: ${n.toLowerCase()} (alleen met een leverancierstoken)`, 'account', []),
  );
  return [
    ...inbox,
    k('GET', 'Koppelingen/Inbox/Ophaalverzoeken', 'leveranciersinbox: open ophaalverzoeken (alleen met een leverancierstoken)', 'account', []),
    k('GET', 'Beheer/Datakoppelingen', 'leveranciers met cijfers (servicedesk)', 'beheer', STAF),
    k('POST', 'Beheer/Datakoppelingen/Aanmelden', 'een leverancier aanmelden (servicedesk)', 'beheer', STAF),
    k('POST', 'Beheer/Datakoppelingen/NieuwGeheim', 'een nieuw geheim voor een leverancier (servicedesk)', 'beheer', STAF),
    k('GET', 'Beheer/Importberichten', 'mislukte en wachtende berichten (servicedesk)', 'beheer', STAF),
    k('POST', 'Beheer/Importberichten/OpnieuwVerwerken', 'berichten opnieuw verwerken (servicedesk)', 'beheer', STAF),
    k('POST', 'Beheer/Importberichten/Afhandelen', 'berichten afhandelen zonder verwerken (servicedesk)', 'beheer', STAF, true),
  ];
}

/**
 * Data sharing (decision 027). The catalogue and the lists: everyone (each sees what concerns them).
 * Purposes: staff, and users of an organisation registered as consumer (none among the walk's
 * relations). A participation is decided on the farm side (participant, volmacht holder); staff
 * file requests on a farmer's behalf and may revoke; the consumer API takes only a consumer's token.
 */
function gegevensdelingRegels(): BeleidsRegel[] {
  const STAF = ['servicedesk', 'medewerker'] as const;
  const BEDRIJFSZIJDE = ['eigen', 'volmacht'] as const;
  const d = api;
  return [
    d('GET', 'Dataproducten', 'de dataproducten met hun doelen (en wat van het eigen bedrijf gaat)', 'account', RELATIES),
    d('GET', 'Doelen', 'de doelen (servicedesk: alle; een afnemer: de eigen)', 'account', RELATIES),
    d('POST', 'Doelen/Opslaan', 'een doel vastleggen of wijzigen (servicedesk, afnemer)', 'beheer', STAF),
    d('POST', 'Doelen/Activeren', 'een doel actief maken (servicedesk, afnemer)', 'beheer', STAF, true),
    d('POST', 'Doelen/Sluiten', 'een doel sluiten (servicedesk, afnemer)', 'beheer', STAF),
    d('POST', 'Doelen/Licentiegever', 'het akkoord van de licentiegever vastleggen (servicedesk)', 'beheer', STAF),
    d('GET', 'Deelnames', 'de deelnames die de gebruiker mag zien (één lijst, drie filters)', 'account', RELATIES),
    d('POST', 'Deelnames/Aanvragen', 'een bedrijf vragen deel te nemen (alleen de afnemer van het doel)', 'account', []),
    d('POST', 'Deelnames/Namens', 'een deelname aanvragen namens een boer (servicedesk)', 'beheer', STAF),
    d('POST', 'Deelnames/Bulk', 'deelnames aanvragen uit een CSV (servicedesk)', 'beheer', STAF),
    d('POST', 'Deelnames/Goedkeuren', 'een deelname goedkeuren', 'bedrijf', BEDRIJFSZIJDE),
    d('POST', 'Deelnames/Afwijzen', 'een deelname afwijzen', 'bedrijf', BEDRIJFSZIJDE),
    d('POST', 'Deelnames/Intrekken', 'een deelname intrekken (ook de servicedesk, met reden)', 'bedrijf', [...BEDRIJFSZIJDE, ...STAF]),
    d('POST', 'Deelnames/OpnieuwVersturen', 'een verzoek opnieuw sturen (servicedesk)', 'beheer', STAF),
    d('POST', 'Deelnames/UbnBeperking', 'een deelname tot UBN’s beperken (servicedesk)', 'beheer', STAF),
    d('GET', 'Deelnames/Voorbeeld', 'de eigen waarden die onder een deelname zouden gaan', 'bedrijf', BEDRIJFSZIJDE),
    d('POST', 'Beheer/Afnemers/Geheim', 'client credentials voor een afnemer (servicedesk)', 'beheer', STAF),
    d('GET', 'Afnemer/v1/Dataproducten/:product', 'afnemers-API: een dataproduct (alleen met een afnemerstoken)', 'account', []),
  ];
}

/**
 * Pilots (sharing-anchors.md §2 "/beheer/pilot"): staff run them; a farm's pilots and its
 * comparison are read by everyone who may see the farm; only the farm side (participant,
 * volmacht holder) may leave.
 */
function pilotRegels(): BeleidsRegel[] {
  const STAF = ['servicedesk', 'medewerker'] as const;
  return [
    api('GET', 'Beheer/Pilots', 'de pilots met hun bedrijven (medewerkers)', 'beheer', STAF),
    api('POST', 'Beheer/Pilots/Opslaan', 'een pilot vastleggen of wijzigen (medewerkers)', 'beheer', STAF),
    lezen('/api/Pilot/VanBedrijf', 'de pilots van het bedrijf'),
    lezen('/api/Pilot/Vergelijking', 'de uitkomst onder de eigen regels en onder die van de pilot'),
    { methode: 'POST', pad: '/api/Pilot/Verlaten', wat: 'een pilot verlaten', bereik: 'record-open', toegestaan: ['eigen', 'volmacht'] },
  ];
}

/**
 * The consent ledger (decision 033): read, with each grant's receipt, by who may read the farm's
 * access log and mandates (participant, volmacht holder, staff with a reason); a grant is ended from
 * the ledger by the farm side only (participant, volmacht holder), through the owner's own step.
 */
function toestemmingRegels(): BeleidsRegel[] {
  return [
    api('GET', 'Toestemmingen', 'de toestemmingen van het bedrijf (één lijst)', 'bedrijf', BEHEER_BEDRIJF),
    api('POST', 'Toestemmingen/Intrekken', 'een toestemming intrekken of een pilot verlaten', 'bedrijf', ['eigen', 'volmacht']),
    api('GET', 'Toestemmingen/Bewijs', 'het bewijs van een toestemming (PDF)', 'bedrijf', BEHEER_BEDRIJF),
  ];
}

/** The rows of every catalogued call, from its entry's policy (decision 036). */
function uitCatalogus(): BeleidsRegel[] {
  return alleAanroepen.flatMap((a): BeleidsRegel[] =>
    a.beleid ? [{ methode: a.methode, pad: a.pad, wat: a.samenvatting, bereik: a.beleid.bereik, toegestaan: a.beleid.toegestaan, ...(a.beleid.alleenPoort ? { alleenPoort: true as const } : {}) }] : [],
  );
}

/** The register's screens: each a read and a save (added by the caller that knows the register). */
export function registerRegels(schermen: Array<{ titel: string; lezen: string; opslaan: string }>): BeleidsRegel[] {
  return schermen.flatMap((s) => [lezen(s.lezen, s.titel), wijzigen(s.opslaan, `${s.titel} opslaan`), wijzigen(s.opslaan, `${s.titel} opslaan in een afgesloten jaar`, 'record-gesloten')]);
}

/** Calls that are not about one farm's data: login, health, the API document (checked elsewhere). */
export const BUITEN_BELEID = new Set([
  'POST /api/Auth/Login',
  'POST /api/Auth/DemoLogin',
  'POST /api/Auth/Logout',
  'GET /api/openapi.json',
  // OpenID Connect login (decision 018): before any session, like Login
  'GET /api/Auth/Oidc/Start',
  'GET /api/Auth/Oidc/Terug',
  'GET /api/Auth/Oidc/Instellingen',
  // a supplier's token call (client credentials, decision 020): before any token, like Login
  'POST /api/Koppelingen/Token',
  // a consumer's token call (client credentials, decision 027): before any token, like Login
  'POST /api/Afnemer/Token',
]);
