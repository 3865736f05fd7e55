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
  }
  interface FastifyContextConfig {
    /** the route authenticates with a Bearer token (no XSRF check needed) */
    bearer?: boolean;
  }
}

export const TOKEN_GELDIGHEID = '15m';

async function laadSessie(db: Db, sessieId: string, gebruikerId?: number): Promise<SessieContext | null> {
  const rij = await vindActieveSessie(db, sessieId);
  if (!rij || (gebruikerId !== undefined && rij.gebruiker.id !== gebruikerId)) return null;
  return { id: rij.sessie.id, gebruiker: { ...rij.gebruiker, machtigingen: rij.machtigingen }, klwId: rij.sessie.geselecteerdeKringloopwijzerId };
}

export async function registreerAuth(app: FastifyInstance, opties: { jwtSecret: string }) {
  await app.register(fastifyJwt, { secret: opties.jwtSecret, sign: { expiresIn: TOKEN_GELDIGHEID } });
  app.decorateRequest('sessie', null);
}

/** preHandler for the /api data calls: a valid Bearer token of a still-active session. */
export function vereisToken(db: Db) {
  return async (request: FastifyRequest) => {
    const auth = request.headers.authorization;
    if (!auth || !/^Bearer\s+\S+/i.test(auth)) throw new HttpFout(401, MELDINGEN.nietIngelogd);
    let inhoud: TokenInhoud;
    try {
      inhoud = await request.jwtVerify<TokenInhoud>();
    } catch {
      throw new HttpFout(401, MELDINGEN.nietIngelogd);
    }
    const gebruikerId = Number(inhoud.sub);
    if (!Number.isInteger(gebruikerId) || typeof inhoud.sid !== 'string') throw new HttpFout(401, MELDINGEN.nietIngelogd);
    const sessie = await laadSessie(db, inhoud.sid, gebruikerId);
    if (!sessie) throw new HttpFout(401, MELDINGEN.nietIngelogd);
    request.sessie = { ...sessie, klwId: typeof inhoud.klw === 'number' ? inhoud.klw : null };
  };
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
