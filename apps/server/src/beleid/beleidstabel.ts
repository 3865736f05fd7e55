/**
 * THE policy table (issue 17 §7): for every API call, which relation to a farm may use it.
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
export const RELATIES = ['eigen', 'volmacht', 'beheren', 'inzien', 'servicedesk', 'medewerker', 'vreemd', 'ingetrokken', 'verlopen'] as const;
export type Relatie = (typeof RELATIES)[number];

/** What a call works on: a record (open or closed year), a farm as a whole, or nothing farm-specific. */
export type Bereik = 'record-open' | 'record-gesloten' | 'bedrijf' | 'account' | 'beheer';

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
  ...machtigingRegels(),
  // /Deelnemers: the list is for organisation users (even when a mandate ended: then without that farm) and staff
  { methode: 'GET', pad: '/api/Deelnemers', wat: 'de lijst met deelnemers', bereik: 'account', toegestaan: ['volmacht', 'beheren', 'inzien', 'servicedesk', 'medewerker', 'ingetrokken', 'verlopen'] },
  { methode: 'POST', pad: '/api/Deelnemers/Kengetallen', wat: 'kengetallen van gekozen bedrijven (XLSX/CSV)', bereik: 'bedrijf', toegestaan: ['volmacht', 'beheren', 'inzien', 'servicedesk'] },
  // Profiel (issue 17 §2): the caller's own account, for everyone; the farm's company change and data ZIP for its participant and volmacht
  ...['GET /api/Profiel', 'POST /api/Profiel/Gegevens', 'POST /api/Profiel/Wachtwoord', 'GET /api/Profiel/Sessies', 'POST /api/Profiel/Sessies/Afmelden', 'POST /api/Profiel/Voorkeuren'].map(
    (r): BeleidsRegel => ({ methode: r.split(' ')[0] as 'GET' | 'POST', pad: r.split(' ')[1], wat: 'het eigen account (Profiel)', bereik: 'account', toegestaan: RELATIES, alleenPoort: true }),
  ),
  { methode: 'POST', pad: '/api/Profiel/Bedrijfswijziging', wat: 'een bedrijfswijziging doorgeven', bereik: 'bedrijf', toegestaan: ['eigen', 'volmacht'], alleenPoort: true },
  { methode: 'GET', pad: '/api/Profiel/MijnGegevens', wat: 'alle gegevens van het bedrijf (ZIP)', bereik: 'bedrijf', toegestaan: ['eigen', 'volmacht'] },
  // Registratie relatie (staff)
  ...['GET /api/Relaties', 'POST /api/Relaties', 'POST /api/Relaties/Status', 'GET /api/Relaties/Bedrijfswijzigingen', 'POST /api/Relaties/Bedrijfswijzigingen/Verwerken', 'POST /api/Relaties/Bedrijfswijzigingen/Afwijzen'].map(
    (r): BeleidsRegel => ({ methode: r.split(' ')[0] as 'GET' | 'POST', pad: r.split(' ')[1], wat: 'registratie van relaties en bedrijfswijzigingen', bereik: 'beheer', toegestaan: ['servicedesk', 'medewerker'], alleenPoort: true }),
  ),
  { methode: 'GET', pad: '/api/Beheer/Uitbak', wat: 'de uitgaande e-mail (servicedesk)', bereik: 'account', toegestaan: ['servicedesk', 'medewerker'] },
];

/**
 * The mandate calls (issue 17 §1). Managing a farm's mandates: its participant and its
 * volmacht holder; a request: any user of an approved organisation (here the organisation
 * relations); revoking is also open to the holding organisation itself (machtigingen.test.ts).
 */
function machtigingRegels(): BeleidsRegel[] {
  const BEDRIJFSZIJDE = ['eigen', 'volmacht'] as const;
  const ORGANISATIES = ['volmacht', 'beheren', 'inzien', 'ingetrokken', 'verlopen'] as const;
  const m = (methode: 'GET' | 'POST', naam: string, wat: string, bereik: Bereik, toegestaan: readonly Relatie[]): BeleidsRegel => ({ methode, pad: `/api/Machtigingen/${naam}`, wat, bereik, toegestaan });
  return [
    m('GET', 'VanBedrijf', 'de machtigingen van het bedrijf', 'bedrijf', BEHEER_BEDRIJF),
    m('POST', 'Verlenen', 'een machtiging verlenen', 'bedrijf', BEDRIJFSZIJDE),
    m('POST', 'Bevestigen', 'een aanvraag bevestigen', 'bedrijf', BEDRIJFSZIJDE),
    m('POST', 'Weigeren', 'een aanvraag weigeren', 'bedrijf', BEDRIJFSZIJDE),
    m('POST', 'Intrekken', 'een machtiging intrekken (ook door de organisatie zelf)', 'bedrijf', BEDRIJFSZIJDE),
    m('POST', 'Aanvragen', 'een machtiging aanvragen (organisatie)', 'account', ORGANISATIES),
    m('GET', 'VanOrganisatie', 'de machtigingen van de eigen organisatie', 'account', ORGANISATIES),
    m('GET', 'Alle', 'alle machtigingen (servicedesk)', 'beheer', ['servicedesk', 'medewerker']),
  ];
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
  // OpenID Connect login (issue 17 §5): before any session, like Login
  'GET /api/Auth/Oidc/Start',
  'GET /api/Auth/Oidc/Terug',
  'GET /api/Auth/Oidc/Instellingen',
]);
