/**
 * In-browser answers for every call while the app runs on port 3000 (spec §7/§9):
 * 1500 ms per call, 1000 ms for RefreshToken (the local mock client time-out).
 * Loaded only by dynamic import, so production pages never carry it.
 */
import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { indienControleSchema, isAfgesloten, jaarStatusSchema, koppelingPunten, MELDINGEN, melkLeveringGegevensSchema, routes, valideerMelkLevering, zetZodNederlands, type MelkLeveringGegevens } from '@kw/contract';
import { isTweedeBedrijf, jaarVanMockKlwId, leesInstellingen, mockKlwId, mockSessie, MOCK_JAREN, schrijfInstellingen, type MockInstellingen } from './instellingen';
import { mockCallContext, mockMelkLevering, mockMenu, mockStartGegevens } from './data';
import { maakSchermenMock, type MockRecord, type SchermenMock } from './schermen';
import { MOCK_ALLEEN_SERVER, mockIndienControle, mockSignaleringen } from './rapportage';
import { mockGrafiekGegevens, mockHerberekening, mockHistorisch, mockRapportGegevens, type RapportContext } from './rapporten';
import { mockHeropenen, mockIndienen, type JaarStatusVraag } from './indienen';
import { mockUitCatalogus } from './catalogus';
import { mockDeelnemers } from './deelnemers';
import { mockMailOidc } from './mail-oidc';
import { mockHerberekeningBeheer } from './herberekening';
import { mockKoppelingen, mockKoppelingStanden } from './koppelingen';
import { mockGegevensdeling } from './gegevensdeling';
import { mockSbDashboard } from './sb-dashboard';
import { mockPilot } from './pilot';
import { mockProfiel } from './profiel';
import { mockSectorrapportage } from './sectorrapportage';
import { mockBeheerAlgemeen } from './beheer-algemeen';
import { mockToestemmingen } from './toestemmingen';

// zod's messages in Dutch, as on the server: a refusal reads the same here
zetZodNederlands();

export const MOCK_VERTRAGING_MS = 1500;
export const MOCK_REFRESH_VERTRAGING_MS = 1000;

export interface MockOpties {
  vertraging?: number;
  refreshVertraging?: number;
  instellingen?: () => MockInstellingen;
  /** keeps changed settings (Indienen/Heropenen); default localStorage, or in memory when `instellingen` is given */
  bewaarInstellingen?: (instellingen: MockInstellingen) => void;
  sessie?: { ingelogd: () => boolean; zet: (ingelogd: boolean) => void };
  /** milk data per record, to start a test from a given state */
  melk?: Map<number, MelkLeveringGegevens>;
  /** the register screens' documents, to start a test from a given state */
  schermen?: SchermenMock;
}

interface Antwoord {
  status: number;
  data: unknown;
}

const fout = (statusCode: number, message: string, extra: object = {}): Antwoord => ({ status: statusCode, data: { statusCode, message, ...extra } });
const wacht = (ms: number) => new Promise((klaar) => setTimeout(klaar, ms));

export function maakMockAdapter(opties: MockOpties = {}): AxiosAdapter {
  const vertraging = opties.vertraging ?? MOCK_VERTRAGING_MS;
  const refreshVertraging = opties.refreshVertraging ?? MOCK_REFRESH_VERTRAGING_MS;
  // Indienen and Heropenen change a record's status in the settings: a test that hands in its own settings keeps the change in memory
  let gewijzigd: MockInstellingen | null = null;
  const instellingen = () => gewijzigd ?? (opties.instellingen ?? leesInstellingen)();
  const bewaar = opties.bewaarInstellingen ?? (opties.instellingen ? (i: MockInstellingen) => void (gewijzigd = i) : schrijfInstellingen);
  const sessie = opties.sessie ?? mockSessie;
  const melk = opties.melk ?? new Map<number, MelkLeveringGegevens>();
  const schermen = opties.schermen ?? maakSchermenMock();
  let geselecteerd: number | null = null;

  const geldigId = (id: number) => MOCK_JAREN.includes(jaarVanMockKlwId(id)) && (Math.floor(id / 1000) === 5 || Math.floor(id / 1000) === 6);
  const melkVan = (id: number) => {
    let data = melk.get(id);
    if (!data) {
      data = mockMelkLevering(id, instellingen());
      melk.set(id, data);
    }
    return data;
  };

  function behandel(methode: string, pad: string, body: unknown, autorisatie: string, zoek: URLSearchParams): Antwoord {
    const sleutel = `${methode} ${pad}`;
    const mailOidc = mockMailOidc(methode, pad, zoek, sessie.ingelogd() && /^Bearer mock\.\d+$/.test(autorisatie.trim()), instellingen());
    if (mailOidc) return mailOidc;
    const herberekening = mockHerberekeningBeheer(methode, pad, body, sessie.ingelogd() && /^Bearer mock\.\d+$/.test(autorisatie.trim()), instellingen());
    if (herberekening) return herberekening;
    if (sleutel === `POST ${routes.login.path}`) {
      const { email, wachtwoord } = (body ?? {}) as { email?: string; wachtwoord?: string };
      if (!email || !wachtwoord) return fout(400, 'Vul uw e-mailadres en wachtwoord in.');
      if (wachtwoord !== 'demo') return fout(401, 'Onbekend e-mailadres of onjuist wachtwoord.');
      sessie.zet(true);
      return { status: 200, data: { gebruikersnaam: email } };
    }
    if (sleutel === `POST ${routes.demoLogin.path}`) {
      sessie.zet(true);
      return { status: 200, data: { gebruikersnaam: 'Demogebruiker' } };
    }
    if (sleutel === `POST ${routes.logout.path}`) {
      sessie.zet(false);
      geselecteerd = null;
      return { status: 204, data: '' };
    }
    if (sleutel === `POST ${routes.refreshToken.path}`) {
      if (!sessie.ingelogd()) return fout(401, MELDINGEN.nietIngelogd);
      const gevraagd = (body as { selectedKringloopwijzerId?: number } | null)?.selectedKringloopwijzerId;
      if (gevraagd !== undefined) {
        if (!geldigId(gevraagd)) return fout(404, MELDINGEN.onbekendeKlw);
        geselecteerd = gevraagd;
      }
      geselecteerd ??= mockKlwId(instellingen().jaar);
      return { status: 200, data: { access_token: `mock.${geselecteerd}` } };
    }

    const token = /^Bearer mock\.(\d+)$/.exec(autorisatie.trim());
    if (!token || !sessie.ingelogd()) return fout(401, MELDINGEN.nietIngelogd);
    const klwId = Number(token[1]);
    const inst = instellingen();
    const record = (id: number): MockRecord => ({ klwId: id, jaar: jaarVanMockKlwId(id), statusId: mockCallContext(id, inst).kringloopwijzerStatusId ?? 1 });
    const schermStatus = (id: number) => (scherm: string) => schermen.status(record(id), scherm);
    const rapport: RapportContext = { schermen, instellingen: inst, record };
    const magWijzigen = (id: number) => {
      const c = mockCallContext(id, inst);
      return c.gebruikerIsDeelnemer || c.volmacht || c.gebruikerIsAuthorized;
    };
    const controle = (id: number) => {
      const c = mockIndienControle(id, record(id).statusId, magWijzigen(id), schermStatus(id), schermen.signaleringen(record(id)));
      // the mocked links belong to the first farm (mocks/koppelingen.ts); a closed year has no pre-flight
      const j = record(id).jaar;
      return { ...c, koppelingPunten: isTweedeBedrijf(id) || isAfgesloten(record(id).statusId) ? [] : koppelingPunten(mockKoppelingStanden(j), j, id) };
    };
    const jaarStatusVraag = (id: number): JaarStatusVraag => ({
      klwId: id,
      statusId: record(id).statusId,
      magWijzigen: magWijzigen(id),
      isMedewerker: mockCallContext(id, inst).gebruikerIsSBMedewerker,
      controle: () => controle(id),
      zet: (statusId) => bewaar({ ...inst, statussen: { ...inst.statussen, [id]: statusId } }),
    });

    const profiel = mockProfiel(methode, pad, body, zoek, inst);
    if (profiel) return profiel;
    if (sleutel === `GET ${routes.callContext.path}`) return { status: 200, data: mockCallContext(klwId, inst) };
    if (sleutel === `POST ${routes.menu.path}`) {
      const id = (body as { kringloopwijzerId?: number } | null)?.kringloopwijzerId ?? klwId;
      return { status: 200, data: mockMenu(id, inst, melk.get(id) ?? melkVan(id), schermStatus(id), schermen.signaleringen(record(id))) };
    }
    if (sleutel === `GET ${routes.startGegevens.path}`) return { status: 200, data: mockStartGegevens(klwId, inst, mockMenu(klwId, inst, melkVan(klwId), schermStatus(klwId)), schermen.signaleringen(record(klwId))) };
    if (sleutel === `GET ${routes.afleiding.path}`) {
      // another year of the same farm may be asked for (the history's cells), as on the server
      const gevraagd = Number(zoek.get('klwId') ?? klwId);
      if (!Number.isInteger(gevraagd) || gevraagd <= 0 || !MOCK_JAREN.includes(jaarVanMockKlwId(gevraagd))) return fout(404, 'Deze kringloopwijzer bestaat niet.');
      if (isTweedeBedrijf(gevraagd) !== isTweedeBedrijf(klwId)) return fout(403, 'U heeft geen toegang tot deze kringloopwijzer.');
      return schermen.afleiding(record(gevraagd), zoek.get('knoop'));
    }
    if (sleutel === `GET ${routes.downloadInvoer.path}`) return { status: 200, data: schermen.invoer(record(klwId)) };
    if (sleutel === `GET ${routes.bodemGewasOverzicht.path}`) return { status: 200, data: schermen.bodemGewas(record(klwId)) };
    if (sleutel === `GET ${routes.formulierDefinitie.path}`) {
      const definitie = schermen.definitie(zoek.get('scherm') ?? '', jaarVanMockKlwId(klwId));
      return definitie ? { status: 200, data: definitie } : fout(404, 'Dit invoerscherm bestaat niet.');
    }
    const registerScherm = schermen.schermVoorPad(pad);
    if (registerScherm && methode === (registerScherm.opslaan ? 'POST' : 'GET')) {
      if (!registerScherm.opslaan) return { status: 200, data: schermen.gegevens(record(klwId), registerScherm.scherm, magWijzigen(klwId) && record(klwId).statusId <= 1) };
      const context = mockCallContext(klwId, inst);
      if ((context.kringloopwijzerStatusId ?? 0) > 1) return fout(403, 'Dit jaar is afgesloten; wijzigen is niet meer mogelijk.');
      if (!(context.gebruikerIsDeelnemer || context.volmacht || context.gebruikerIsAuthorized)) return fout(403, 'U mag de gegevens van dit bedrijf niet wijzigen.');
      const antwoord = schermen.opslaan(record(klwId), registerScherm.scherm, body);
      return antwoord.status === 200 ? { status: 200, data: antwoord.data } : { status: antwoord.status, data: antwoord.data };
    }
    if (sleutel === `GET ${routes.signaleringen.path}`) return { status: 200, data: mockSignaleringen(klwId, jaarVanMockKlwId(klwId), schermen.signaleringen(record(klwId))) };
    if (sleutel === `GET ${routes.indienControle.path}`) return { status: 200, data: indienControleSchema.parse(controle(klwId)) };
    if (sleutel === `POST ${routes.indienen.path}` || sleutel === `POST ${routes.heropenen.path}`) {
      const a = (sleutel === `POST ${routes.indienen.path}` ? mockIndienen : mockHeropenen)(jaarStatusVraag(klwId));
      return a.status === 200 ? { status: 200, data: jaarStatusSchema.parse(a.data) } : a;
    }
    if (sleutel === `GET ${routes.rapportGegevens.path}`) return mockRapportGegevens(rapport, klwId, zoek.get('secties'));
    if (sleutel === `GET ${routes.grafiekGegevens.path}`) return mockGrafiekGegevens(rapport, klwId);
    if (sleutel === `GET ${routes.historisch.path}`) return mockHistorisch(rapport, klwId);
    if (sleutel === `GET ${routes.herberekening.path}`) return mockHerberekening(rapport, zoek, geldigId);
    // the PDF and the XLSX/CSV are drawn by server libraries
    if ([routes.rapportPdf, routes.kengetallen].some((r) => sleutel === `${r.method} ${r.path}`)) return fout(404, MOCK_ALLEEN_SERVER);
    // the status may have changed since the sample data was made (Indienen/Heropenen)
    if (sleutel === `GET ${routes.melkLevering.path}`) return { status: 200, data: { ...melkVan(klwId), kringloopwijzerStatus: record(klwId).statusId } };
    if (sleutel === `POST ${routes.melkLeveringOpslaan.path}`) {
      const ontleed = melkLeveringGegevensSchema.safeParse(body);
      if (!ontleed.success) return fout(400, 'De verzonden gegevens zijn ongeldig.');
      const nieuw = ontleed.data;
      const huidig = melkVan(nieuw.kringloopwijzerId);
      const context = mockCallContext(nieuw.kringloopwijzerId, inst);
      if ((context.kringloopwijzerStatusId ?? 0) > 1) return fout(403, 'Dit jaar is afgesloten; wijzigen is niet meer mogelijk.');
      if (!(context.gebruikerIsDeelnemer || context.volmacht || context.gebruikerIsAuthorized)) return fout(403, 'U mag de gegevens van dit bedrijf niet wijzigen.');
      if (nieuw.versie !== huidig.versie) {
        return fout(409, 'De melkleveringen zijn intussen door iemand anders gewijzigd. Laad de pagina opnieuw om de nieuwste gegevens te zien.');
      }
      const fouten = valideerMelkLevering(nieuw, huidig.kringloopwijzerJaar);
      if (fouten.length > 0) {
        return fout(400, 'Niet alle velden zijn juist ingevuld.', { errorDetails: fouten.map((f) => ({ field: f.veld, message: f.message })) });
      }
      // Only the farmer's fields are taken over; the factory data stays the server's.
      const bewaard: MelkLeveringGegevens = {
        ...huidig,
        gebruikHandmatigeMelkRegistratie: nieuw.gebruikHandmatigeMelkRegistratie,
        melkGevoerdAanKalveren: nieuw.melkGevoerdAanKalveren,
        totaalHandmatig: nieuw.gebruikHandmatigeMelkRegistratie ? nieuw.totaalHandmatig : { ...huidig.totaal },
        totaalOverigeProductie: nieuw.totaalOverigeProductie,
        totaalZelfZuivel: nieuw.totaalZelfZuivel,
        versie: huidig.versie + 1,
      };
      melk.set(nieuw.kringloopwijzerId, bewaard);
      return { status: 200, data: bewaard };
    }
    const koppelingen = mockKoppelingen(methode, pad, body, zoek, { klwId, jaar: jaarVanMockKlwId(klwId), magBeheren: magWijzigen(klwId), isMedewerker: mockCallContext(klwId, inst).gebruikerIsSBMedewerker });
    if (koppelingen) return koppelingen;
    const deling = mockGegevensdeling(methode, pad, body, zoek, { isMedewerker: mockCallContext(klwId, inst).gebruikerIsSBMedewerker });
    if (deling) return deling;
    const sector = mockSectorrapportage(methode, pad, zoek, inst);
    if (sector) return sector;
    const algemeen = mockBeheerAlgemeen(methode, pad, body, zoek, inst.rol);
    if (algemeen) return algemeen;
    const ctxPilot = mockCallContext(klwId, inst);
    const pilot = mockPilot(methode, pad, body, zoek, { klwId, isMedewerker: ctxPilot.gebruikerIsSBMedewerker, magVerlaten: ctxPilot.gebruikerIsDeelnemer || ctxPilot.volmacht, rapport });
    if (pilot) return pilot;
    const toestemmingen = mockToestemmingen(methode, pad, body, zoek, inst.rol);
    if (toestemmingen) return toestemmingen;
    // a catalogued call whose hand-written mock is gone answers from the catalogue (decision 036)
    return mockDeelnemers(sleutel, body, zoek, inst) ?? mockSbDashboard(sleutel, zoek, inst) ?? mockUitCatalogus(methode, pad, body, zoek, true) ?? fout(404, 'Onbekende route.');
  }

  return async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const url = new URL(config.url ?? '/', 'http://mock.local');
    const pad = url.pathname.replace(/^\/ZuivelNL\.Klw\.Web/i, '');
    for (const [naam, waarde] of Object.entries((config.params ?? {}) as Record<string, unknown>)) url.searchParams.set(naam, String(waarde));
    const methode = (config.method ?? 'get').toUpperCase();
    await wacht(pad === routes.refreshToken.path ? refreshVertraging : vertraging);
    let body: unknown = config.data;
    if (typeof body === 'string' && body !== '') {
      try {
        body = JSON.parse(body);
      } catch {
        body = null;
      }
    }
    const { status, data } = behandel(methode, pad, body, String(config.headers?.get?.('Authorization') ?? ''), url.searchParams);
    // A deep copy, as if it went over the wire.
    const antwoord: AxiosResponse = { data: data === '' ? '' : JSON.parse(JSON.stringify(data)), status, statusText: String(status), headers: {}, config, request: {} };
    if (status >= 400) {
      throw new AxiosError(`Request failed with status code ${status}`, status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST, config, {}, antwoord);
    }
    return antwoord;
  };
}

/** Point the app's axios instance at the mocks. */
export function installeerMocks(instantie: { defaults: { adapter?: unknown } }, opties?: MockOpties): void {
  instantie.defaults.adapter = maakMockAdapter(opties);
}

