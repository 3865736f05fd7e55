/**
 * Authentication: the klw_sessie cookie (server-side session row) for Login/Logout/
 * RefreshToken, and a 15-minute JWT (Bearer) for the /api data calls. A Bearer call is
 * accepted only while its session is still active, so Logout ends every token of it.
 */
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSIE_COOKIE } from '@kw/contract';
import type { Db } from '../db/client';
import type { Gebruiker, MachtigingSoort } from '../db/schema';
import { HttpFout, MELDINGEN } from '../fouten';
import { vindActieveSessie, vindActieveSessieVanToken } from '../modules/auth/auth.repository';

/**
 * One right of the caller on one farm: an active mandate of the user's organisation
 * (volmacht, beheren, inzien) or the user's running staff access (servicedesk, decision 019).
 * magBewerken: volmacht or beheren (spec `gebruikerIsAuthorized`).
 */
export interface ActorMachtiging {
  id: number;
  relatieId: number;
  soort: Exclude<MachtigingSoort, 'elektronisch_opvragen'> | 'servicedesk';
  magBewerken: boolean;
  /** staff access: the reason given (it goes into the access row of each read); null for a mandate */
  reden?: string | null;
}

/** The caller: user with their rights per farm (loaded per request, so a revocation takes effect at once). */
export type Actor = Gebruiker & { machtigingen: ActorMachtiging[] };

/** What a record's policy looks at of the caller (an Actor is one; the hot-path reads load only this). */
export type BeleidsActor = Pick<Gebruiker, 'id' | 'isDeelnemer' | 'isSBMedewerker' | 'relatieId'> & {
  machtigingen: ActorMachtiging[];
  /** the user's organisation (the access row names it); the hot-path reads load it */
  organisatieId?: number | null;
};

export interface SessieContext {
  /** the cookie value: never put it in a token, a log line or an answer */
  id: string;
  /** what access tokens carry to name this session (decision 003) */
  tokenRef: string;
  gebruiker: Actor;
  /** the record the token (or, for cookie calls, the session) is scoped to */
  klwId: number | null;
}

export interface TokenInhoud {
  sub: string;
  /** the session's token reference (sessies.token_ref), not its cookie value */
  sid: string;
  klw: number | null;
  iat?: number;
  exp?: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenInhoud;
    user: TokenInhoud;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    sessie: SessieContext | null;
    token: TokenContext | null;
  }
  interface FastifyContextConfig {
    /** the route authenticates with a Bearer token (no XSRF check needed) */
    bearer?: boolean;
  }
}

export const TOKEN_GELDIGHEID = '15m';
/** Spec §7: a token lives 15 minutes. */
const TOKEN_GELDIGHEID_S = 15 * 60;
/**
 * Clock difference allowed for `iat` (decision 003): tokens are made and checked by the
 * same server, so only a few seconds between processes behind one load balancer; 30 s is the
 * margin the issue suggests.
 */
export const KLOKMARGE_S = 30;

/** Session cookie values and token references are 32 random bytes in base64url (auth.service). */
const SESSIE_WAARDE = /^[A-Za-z0-9_-]{43}$/;
export const isSessieWaarde = (v: unknown): v is string => typeof v === 'string' && SESSIE_WAARDE.test(v);

/**
 * The klw_sessie cookie when it has the form of one we hand out; anything else (a NUL byte,
 * bad UTF-8, a forged value) counts as no cookie, so it never reaches a query (decision 003).
 */
export function leesSessieCookie(request: FastifyRequest): string | undefined {
  const waarde = request.cookies[SESSIE_COOKIE];
  return isSessieWaarde(waarde) ? waarde : undefined;
}

/** A row of `sessieKolommen` (null when the session is not active) → the caller, if it is the token's user. */
function sessieUitRij(
  rij: { sessie: { id: string; tokenRef: string; geselecteerdeKringloopwijzerId: number | null }; gebruiker: Gebruiker; machtigingen: ActorMachtiging[] } | null | undefined,
  gebruikerId?: number,
): SessieContext | null {
  if (!rij || (gebruikerId !== undefined && rij.gebruiker.id !== gebruikerId)) return null;
  return {
    id: rij.sessie.id,
    tokenRef: rij.sessie.tokenRef,
    gebruiker: { ...rij.gebruiker, machtigingen: rij.machtigingen },
    klwId: rij.sessie.geselecteerdeKringloopwijzerId,
  };
}

export async function registreerAuth(app: FastifyInstance, opties: { jwtSecret: string }) {
  await app.register(fastifyJwt, {
    secret: opties.jwtSecret,
    sign: { algorithm: 'HS256', expiresIn: TOKEN_GELDIGHEID },
    // exp and iat are required: a signed token without an expiry would never end (decision 003).
    verify: { algorithms: ['HS256'], cache: true, requiredClaims: ['exp', 'iat', 'sub', 'sid'] },
  });
  app.decorateRequest('sessie', null);
  app.decorateRequest('token', null);
}

/** What a verified Bearer token says: user, session and the record it is scoped to. */
export interface TokenContext {
  gebruikerId: number;
  /** the session's token reference: look the session up with `isActieveSessieVanToken` */
  sessieRef: string;
  klwId: number | null;
}

/**
 * The verifier checked that exp lies ahead; here: issued not in the future (beyond the clock
 * margin) and living no longer than a token we make (decision 003).
 */
function tijdenKloppen({ iat, exp }: TokenInhoud): boolean {
  const nu = Date.now() / 1000;
  return typeof iat === 'number' && typeof exp === 'number' && iat <= nu + KLOKMARGE_S && exp - iat <= TOKEN_GELDIGHEID_S + KLOKMARGE_S;
}

function leesToken(request: FastifyRequest): TokenContext {
  const token = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!token) throw new HttpFout(401, MELDINGEN.nietIngelogd);
  let inhoud: TokenInhoud;
  try {
    // The plugin's own verifier (HS256 only, results cached until the token expires): the
    // request.jwtVerify wrapper re-merged options and decoded twice per call (decision 009).
    inhoud = request.server.jwt.verify<TokenInhoud>(token);
  } catch {
    throw new HttpFout(401, MELDINGEN.nietIngelogd);
  }
  const gebruikerId = Number(inhoud.sub);
  if (!Number.isInteger(gebruikerId) || !isSessieWaarde(inhoud.sid) || !tijdenKloppen(inhoud)) throw new HttpFout(401, MELDINGEN.nietIngelogd);
  return { gebruikerId, sessieRef: inhoud.sid, klwId: typeof inhoud.klw === 'number' ? inhoud.klw : null };
}

/** preValidation hook (before the body is checked: 401 comes before 400) for the /api data calls: a valid Bearer token of a still-active session. */
export function vereisToken(db: Db) {
  return async (request: FastifyRequest) => {
    const token = leesToken(request);
    const sessie = sessieUitRij(await vindActieveSessieVanToken(db, token.sessieRef), token.gebruikerId);
    if (!sessie) throw new HttpFout(401, MELDINGEN.nietIngelogd);
    request.sessie = { ...sessie, klwId: token.klwId };
  };
}

/**
 * preValidation hook for the hot data calls whose own query checks the session in the same round
 * trip (decision 009): only the token's signature and expiry here. The route MUST pass the
 * token to a read that joins `sessieKolommenVoorRecord` and answers 401 without an active session.
 */
export function vereisGetekendToken() {
  return async (request: FastifyRequest) => {
    request.token = leesToken(request);
  };
}

/** The verified token of a route guarded by `vereisGetekendToken`. */
export function tokenVan(request: FastifyRequest): TokenContext {
  if (!request.token) throw new HttpFout(401, MELDINGEN.nietIngelogd);
  return request.token;
}

/** preValidation hook for cookie calls (RefreshToken): an active klw_sessie session. */
export function vereisSessieCookie(db: Db) {
  return async (request: FastifyRequest) => {
    const id = leesSessieCookie(request);
    const sessie = id ? sessieUitRij(await vindActieveSessie(db, id)) : null;
    if (!sessie) throw new HttpFout(401, MELDINGEN.nietIngelogd);
    request.sessie = sessie;
  };
}

/** The caller of an authenticated route (set by vereisToken / vereisSessieCookie). */
export function sessieVan(request: FastifyRequest): SessieContext {
  if (!request.sessie) throw new HttpFout(401, MELDINGEN.nietIngelogd);
  return request.sessie;
}

export const ANDER_RECORD_MELDING =
  'Deze gegevens horen bij een andere kringloopwijzer dan de geselecteerde. Laad de pagina opnieuw en probeer het nog eens.';

/**
 * A save is for the record the token is scoped to (spec §7: the token belongs to the selected
 * record; decision 003). For every save call: call it with the body's record id before any
 * query; a body for another record gets 403, whatever the caller's rights on that record.
 */
export function vereisRecordVanToken(token: Pick<TokenContext, 'klwId'>, klwId: number): void {
  if (token.klwId === null || token.klwId !== klwId) throw new HttpFout(403, ANDER_RECORD_MELDING);
}
