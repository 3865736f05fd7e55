/**
 * The HTTP calls shared by server and web. Paths of spec §7 exactly; the API is served
 * under /api on the same host. RefreshToken lives on the front-end host (no /api).
 */
export const API_PREFIX = '/api';

export const routes = {
  login: { method: 'POST', path: '/api/Auth/Login' },
  demoLogin: { method: 'POST', path: '/api/Auth/DemoLogin' },
  logout: { method: 'POST', path: '/api/Auth/Logout' },
  callContext: { method: 'GET', path: '/api/Auth/GetCallContextModel' },
  refreshToken: { method: 'POST', path: '/Menu/RefreshToken' },
  menu: { method: 'POST', path: '/api/Menu/GetMenu' },
  startGegevens: { method: 'GET', path: '/api/Home/GetStartGegevens' },
  melkLevering: { method: 'GET', path: '/api/MelkLevering/GetMelkLeveringGegevens' },
  melkLeveringOpslaan: { method: 'POST', path: '/api/MelkLevering/SaveMelkLeveringGegevens' },
  rapportPdf: { method: 'GET', path: '/api/Rapportage/GetRapportPdf' },
  kengetallen: { method: 'GET', path: '/api/Rapportage/GetKengetallen' },
  /** the charts of the token's record (KengetallenGrafisch) */
  grafiekGegevens: { method: 'GET', path: '/api/Rapportage/GetGrafiekGegevens' },
  /** every year of the farm of the token's record (rapportage/historisch) */
  historisch: { method: 'GET', path: '/api/Rapportage/GetHistorisch' },
  /** an older year recomputed under the current rules (`?klwId=…`; decision 015) */
  herberekening: { method: 'GET', path: '/api/Rapportage/GetHerberekening' },
  /** the figures of the chosen report sections as JSON (`?secties=bex,kengetallen`), as the PDF prints them */
  rapportGegevens: { method: 'GET', path: '/api/Rapportage/GetRapportGegevens' },
  /** every signal of the token's record with screen, field, value and expected range */
  signaleringen: { method: 'GET', path: '/api/Signalering/GetSignaleringen' },
  indienen: { method: 'POST', path: '/api/Kringloopwijzer/Indienen' },
  heropenen: { method: 'POST', path: '/api/Kringloopwijzer/Heropenen' },
  /** one node of the record's trace (`?knoop=<id>`), or its roots per figure without `knoop` */
  afleiding: { method: 'GET', path: '/api/Rapportage/GetAfleiding' },
  indienControle: { method: 'GET', path: '/api/Kringloopwijzer/GetIndienControle' },
  /** the form definition of a register screen for the token's record year (`?scherm=krachtvoer`) */
  formulierDefinitie: { method: 'GET', path: '/api/Formulier/GetFormulierDefinitie' },
  /** the record's assembled engine input as a JSON attachment (`npm run bereken` on it gives the stored results) */
  downloadInvoer: { method: 'GET', path: '/api/Kringloopwijzer/DownloadInvoer' },
  /** Bodem en gewas: area, fertilisation and back-calculated yields per crop group, from the stored engine result (read-only) */
  bodemGewasOverzicht: { method: 'GET', path: '/api/BodemGewas/GetBodemGewasOverzicht' },
  /** the OpenAPI document of every call */
  openapi: { method: 'GET', path: '/api/openapi.json' },
  health: { method: 'GET', path: '/health' },
  ready: { method: 'GET', path: '/ready' },
} as const;

/** Cookie and header names (spec §7: XSRF-TOKEN echoed in X-XSRF-TOKEN). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
export const SESSIE_COOKIE = 'klw_sessie';
/**
 * Beside the httpOnly session cookie, a readable marker with the same lifetime and no secret in it: the web asks for a
 * token (RefreshToken) only when there is a session to refresh, so a visit before logging in makes no refused call.
 */
export const INGELOGD_COOKIE = 'klw_ingelogd';
