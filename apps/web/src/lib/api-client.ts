/**
 * The one HTTP client (spec §7). Small pure helpers first, so the token rules can be
 * tested without a network; the axios instance and the refresh flow use them.
 */
import axios, { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { INGELOGD_COOKIE, MELDINGEN, XSRF_COOKIE, XSRF_HEADER, routes } from '@kw/contract';
import { isMockModus } from './mock-modus';
import { huidigeBasePath } from './base-path';
import { tokenOpslag } from './session';

/** The hidden page field that carries the selected record id (read by RefreshToken). */
export const VERBORGEN_KLW_VELD = 'selectedKringloopwijzerId';

/** Spec §7: the header needs the stored token when missing, empty or only a placeholder. */
export function tokenOntbreekt(header: unknown): boolean {
  if (header === undefined || header === null) return true;
  const waarde = String(header).trim();
  return waarde === '' || waarde === 'Bearer' || waarde === 'Bearer fout';
}

/** Spec §7: a cookie read that finds no value yields the word 'fout'. */
export function leesCookie(naam: string, cookies: string = typeof document === 'undefined' ? '' : document.cookie): string {
  for (const deel of cookies.split(';')) {
    const [sleutel, ...rest] = deel.trim().split('=');
    if (sleutel !== naam) continue;
    let waarde = rest.join('=');
    try {
      waarde = decodeURIComponent(waarde);
    } catch {
      /* keep the raw value */
    }
    return waarde.trim() === '' ? 'fout' : waarde;
  }
  return 'fout';
}

const isId = (tekst: string) => /^\d+$/.test(tekst) && Number(tekst) > 0;

/**
 * Spec §7 RefreshToken: the record id comes from the hidden page field if numeric,
 * otherwise from the last URL segment if numeric, otherwise none.
 */
export function kiesKlwIdVoorVernieuwing(verborgenWaarde: string | null | undefined, pathname: string): number | undefined {
  const verborgen = (verborgenWaarde ?? '').trim();
  if (isId(verborgen)) return Number(verborgen);
  const laatste = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return isId(laatste) ? Number(laatste) : undefined;
}

export function httpStatus(fout: unknown): number | undefined {
  return axios.isAxiosError(fout) ? fout.response?.status : undefined;
}

/** Spec §7: on a 401 refresh the token and retry once; a second 401 (and every other status) is raised. */
export async function metTokenVernieuwing<T>(doe: () => Promise<T>, vernieuw: () => Promise<unknown>): Promise<T> {
  try {
    return await doe();
  } catch (fout) {
    if (httpStatus(fout) !== 401) throw fout;
    await vernieuw();
    return doe();
  }
}

export const api = axios.create({
  headers: { Accept: 'application/json' },
  xsrfCookieName: XSRF_COOKIE,
  xsrfHeaderName: XSRF_HEADER,
  timeout: 0,
  withCredentials: true,
});

// The legacy front end read its token from a cookie; without one this is 'Bearer fout',
// which the request interceptor replaces with the stored token.
api.defaults.headers.common.Authorization = `Bearer ${leesCookie('access_token')}`;

export function zetBearer(config: InternalAxiosRequestConfig, opgeslagen: () => string | null = tokenOpslag.lees): InternalAxiosRequestConfig {
  if (tokenOntbreekt(config.headers.get('Authorization'))) {
    const token = opgeslagen();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    else config.headers.delete('Authorization');
  }
  return config;
}
api.interceptors.request.use((config) => zetBearer(config));

export function zetToken(token: string): void {
  tokenOpslag.schrijf(token);
  api.defaults.headers.common.Authorization = `Bearer ${token}`;
}

export function wisToken(): void {
  tokenOpslag.wis();
  api.defaults.headers.common.Authorization = 'Bearer fout';
}

let lopend: { id: number | undefined; belofte: Promise<string> } | null = null;

/**
 * POST {base}/Menu/RefreshToken; the answer's access_token becomes the default bearer.
 * Without an id the record follows spec §7 (hidden field, then URL); `null` asks for the session's own
 * record explicitly, e.g. for the frame around a record the user may not open.
 */
export function vernieuwToken(klwId?: number | null): Promise<string> {
  // no session to refresh (never logged in, or logged out): the same 401 the server would give, without asking it
  if (!isMockModus() && leesCookie(INGELOGD_COOKIE) === 'fout') return Promise.reject(nietIngelogd());
  const veld = typeof document === 'undefined' ? null : (document.getElementById(VERBORGEN_KLW_VELD) as HTMLInputElement | null);
  const id = klwId === null ? undefined : (klwId ?? kiesKlwIdVoorVernieuwing(veld?.value, window.location.pathname));
  if (lopend && lopend.id === id) return lopend.belofte;
  const belofte = zorgVoorXsrf()
    .then(() => api.post<{ access_token: string }>(`${huidigeBasePath()}${routes.refreshToken.path}`, id ? { selectedKringloopwijzerId: id } : {}))
    .then((antwoord) => {
      zetToken(antwoord.data.access_token);
      return antwoord.data.access_token;
    })
    .finally(() => {
      if (lopend?.belofte === belofte) lopend = null;
    });
  lopend = { id, belofte };
  return belofte;
}

function nietIngelogd(): AxiosError {
  const data = { statusCode: 401, message: MELDINGEN.nietIngelogd };
  return new AxiosError(MELDINGEN.nietIngelogd, AxiosError.ERR_BAD_REQUEST, undefined, undefined, { status: 401, statusText: 'Unauthorized', data, headers: {}, config: {} } as AxiosResponse);
}

/** A data call with the spec §7 401 handling. */
export function metVernieuwing<T>(doe: () => Promise<T>): Promise<T> {
  return metTokenVernieuwing(doe, () => vernieuwToken());
}

/**
 * The server sets XSRF-TOKEN on any answer when the request has none. Before a first POST
 * (login, refresh) make sure the cookie is there, so the header can echo it.
 */
export async function zorgVoorXsrf(): Promise<void> {
  if (leesCookie(XSRF_COOKIE) !== 'fout') return;
  await api.get(routes.health.path).catch(() => undefined);
}

export async function meldAf(): Promise<void> {
  try {
    await zorgVoorXsrf();
    await api.post(routes.logout.path);
  } finally {
    wisToken();
  }
}
