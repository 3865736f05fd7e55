/**
 * Authentication: the klw_sessie cookie (server-side session row) for Login/Logout/
 * RefreshToken, and a 15-minute JWT (Bearer) for the /api data calls. A Bearer call is
 * accepted only while its session is still active, so Logout ends every token of it.
 */
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSIE_COOKIE } from '@kw/contract';
import type { Db } from '../db/client';
import type { Gebruiker, Machtiging } from '../db/schema';
import { HttpFout, MELDINGEN } from '../fouten';
import { vindActieveSessie } from '../modules/auth/auth.repository';

/** The caller: user with their proxies/mandates (loaded per request, so a revocation takes effect at once). */
export type Actor = Gebruiker & { machtigingen: Machtiging[] };

/** What a record's policy looks at of the caller (an Actor is one; the hot-path reads load only this). */
export type BeleidsActor = Pick<Gebruiker, 'id' | 'isDeelnemer' | 'isSBMedewerker' | 'relatieId'> & {
  machtigingen: Array<Pick<Machtiging, 'id' | 'relatieId' | 'soort' | 'magBewerken'>>;
};

export interface SessieContext {
  id: string;
  gebruiker: Actor;
  /** the record the token (or, for cookie calls, the session) is scoped to */
  klwId: number | null;
}

export interface TokenInhoud {
  sub: string;
  sid: string;
  klw: number | null;
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

/** A row of `sessieKolommen` (null when the session is not active) → the caller, if it is the token's user. */
function sessieUitRij(
  rij: { sessie: { id: string; geselecteerdeKringloopwijzerId: number | null }; gebruiker: Gebruiker; machtigingen: Machtiging[] } | null | undefined,
  gebruikerId?: number,
): SessieContext | null {
  if (!rij || (gebruikerId !== undefined && rij.gebruiker.id !== gebruikerId)) return null;
  return { id: rij.sessie.id, gebruiker: { ...rij.gebruiker, machtigingen: rij.machtigingen }, klwId: rij.sessie.geselecteerdeKringloopwijzerId };
}

async function laadSessie(db: Db, sessieId: string, gebruikerId?: number): Promise<SessieContext | null> {
  return sessieUitRij(await vindActieveSessie(db, sessieId), gebruikerId);
}

export async function registreerAuth(app: FastifyInstance, opties: { jwtSecret: string }) {
  await app.register(fastifyJwt, {
    secret: opties.jwtSecret,
    sign: { algorithm: 'HS256', expiresIn: TOKEN_GELDIGHEID },
    verify: { algorithms: ['HS256'], cache: true },
  });
  app.decorateRequest('sessie', null);
  app.decorateRequest('token', null);
}

/** What a verified Bearer token says: user, session and the record it is scoped to. */
export interface TokenContext {
  gebruikerId: number;
  sessieId: string;
  klwId: number | null;
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
  if (!Number.isInteger(gebruikerId) || typeof inhoud.sid !== 'string') throw new HttpFout(401, MELDINGEN.nietIngelogd);
  return { gebruikerId, sessieId: inhoud.sid, klwId: typeof inhoud.klw === 'number' ? inhoud.klw : null };
}

/** preHandler for the /api data calls: a valid Bearer token of a still-active session. */
export function vereisToken(db: Db) {
  return async (request: FastifyRequest) => {
    const token = leesToken(request);
    const sessie = await laadSessie(db, token.sessieId, token.gebruikerId);
    if (!sessie) throw new HttpFout(401, MELDINGEN.nietIngelogd);
    request.sessie = { ...sessie, klwId: token.klwId };
  };
}

/**
 * preHandler for the hot data calls whose own query checks the session in the same round
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

/** preHandler for cookie calls (RefreshToken): an active klw_sessie session. */
export function vereisSessieCookie(db: Db) {
  return async (request: FastifyRequest) => {
    const id = request.cookies[SESSIE_COOKIE];
    const sessie = id ? await laadSessie(db, id) : null;
    if (!sessie) throw new HttpFout(401, MELDINGEN.nietIngelogd);
    request.sessie = sessie;
  };
}

/** The caller of an authenticated route (set by vereisToken / vereisSessieCookie). */
export function sessieVan(request: FastifyRequest): SessieContext {
  if (!request.sessie) throw new HttpFout(401, MELDINGEN.nietIngelogd);
  return request.sessie;
}
