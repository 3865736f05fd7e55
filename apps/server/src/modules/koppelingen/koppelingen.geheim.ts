/**
 * Supplier credentials (decision 020): OAuth2 client credentials (RFC 6749 §4.4). The secret is
 * 32 random bytes, shown once; only its SHA-256 is stored (a random 256-bit secret cannot be
 * guessed from its hash, so no slow password hash is needed; the token call stays cheap).
 * The access token is a JWT of the app's key with the supplier and the secret's version: a
 * rotation raises the version and ends the tokens issued before.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpFout } from '../../fouten';

export const nieuwGeheim = () => randomBytes(32).toString('base64url');
export const nieuweClientId = () => `klw-${randomBytes(9).toString('base64url')}`;
export const hashVan = (geheim: string) => createHash('sha256').update(geheim, 'utf8').digest('hex');

export function klopt(geheim: string, hash: string): boolean {
  const a = Buffer.from(hashVan(geheim), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export const MELDING_CLIENT_ONLEESBAAR =
  'De client_id of het client_secret is onleesbaar: gebruik geen stuurtekens en, bij HTTP Basic, een geldige procentcodering (RFC 6749 §2.3.1).';

/** Control characters (NUL, BEL, …): never in a client id or secret we hand out, and a NUL is refused by the database. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point of this pattern
const STUURTEKEN = /[\u0000-\u001f\u007f]/;

/**
 * Client id and secret of a token call (RFC 6749 §2.3.1): from HTTP Basic (`id:secret`, each
 * percent-encoded) when present, else from the body's client_id and client_secret. Broken
 * percent-encoding or a control character: 400 (before any query), never a 500.
 */
export function clientGegevensUit(authorization: string | undefined, velden: Record<string, unknown>): { id: string; geheim: string } {
  const basic = /^Basic\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  let id = typeof velden.client_id === 'string' ? velden.client_id : '';
  let geheim = typeof velden.client_secret === 'string' ? velden.client_secret : '';
  if (basic) {
    const tekst = Buffer.from(basic, 'base64').toString('utf8');
    const i = tekst.indexOf(':');
    if (i > 0) {
      try {
        id = decodeURIComponent(tekst.slice(0, i));
        geheim = decodeURIComponent(tekst.slice(i + 1));
      } catch {
        throw new HttpFout(400, MELDING_CLIENT_ONLEESBAAR);
      }
    }
  }
  if (STUURTEKEN.test(id) || STUURTEKEN.test(geheim)) throw new HttpFout(400, MELDING_CLIENT_ONLEESBAAR);
  return { id, geheim };
}

/** Lifetime of a supplier's access token: 15 minutes, the app's token lifetime (plugins/auth.ts). */
export const LEVERANCIER_TOKEN_S = 15 * 60;

/** `sid` is required by the app's verifier; a supplier token names no session, so `sub` is not a user id (user calls answer 401). */
export const tekenLeverancierToken = (app: FastifyInstance, leverancierId: number, geheimVersie: number) =>
  app.jwt.sign({ sub: `leverancier:${leverancierId}`, sid: 'leverancier', klw: null, lev: leverancierId, gv: geheimVersie } as never, { expiresIn: LEVERANCIER_TOKEN_S });

export const MELDING_GEEN_LEVERANCIER = 'Deze aanroep is alleen voor leveranciers met een eigen toegangstoken (OAuth2 client credentials).';

/** The supplier and secret version a Bearer token names; 401 without a valid token, 403 for a user's token. */
export function leverancierVanToken(request: FastifyRequest): { leverancierId: number; geheimVersie: number } {
  const token = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!token) throw new HttpFout(401, 'Geen toegangstoken: vraag er een aan met client credentials.');
  let inhoud: { lev?: unknown; gv?: unknown };
  try {
    inhoud = request.server.jwt.verify(token);
  } catch {
    throw new HttpFout(401, 'Het toegangstoken is ongeldig of verlopen: vraag een nieuw aan.');
  }
  if (typeof inhoud.lev !== 'number' || typeof inhoud.gv !== 'number') throw new HttpFout(403, MELDING_GEEN_LEVERANCIER);
  return { leverancierId: inhoud.lev, geheimVersie: inhoud.gv };
}
