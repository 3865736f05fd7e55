/**
 * Failed client-credential attempts on the supplier token call are limited (decision 020), as
 * the login is (auth.routes): per IP address + client id, and per IP address across client ids,
 * each per minute, with the app's rate limiter (@fastify/rate-limit, its createRateLimit). Only a
 * failure counts, so a supplier that asks a token now and then is never slowed down; once the
 * limit is reached every attempt answers 429, with the right secret too, before the secret is
 * checked (else guessing would go on behind the 429). The key holds the client id, never the secret.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpFout } from '../../fouten';

export const TE_VEEL_TOKENPOGINGEN = 'Te veel mislukte pogingen om een toegangstoken te krijgen. Wacht een minuut en probeer het dan opnieuw.';

/** Failed attempts per minute per IP + client id. ASSUMED (te verifiëren): a supplier's integration that fails stops well before this. */
export const STANDAARD_TOKEN_RATE_MAX = 10;

/**
 * `naam` keeps the counters of each token call apart (the limiter's store sees no route for
 * createRateLimit): the supplier's ('token') and the consumer's ('afnemer-token', decision 027).
 */
export function maakTokenLimiet(app: FastifyInstance, max: number, ipMax: number, naam = 'token') {
  // the client id of the request being counted: the limiter's key generator sees only the request
  const clientVan = new WeakMap<FastifyRequest, string>();
  const perClient = app.createRateLimit({ max, timeWindow: '1 minute', keyGenerator: (req) => `${naam}|${req.ip}|${clientVan.get(req) ?? ''}` });
  const perIp = app.createRateLimit({ max: ipMax, timeWindow: '1 minute', keyGenerator: (req) => `${naam}-ip|${req.ip}` });
  return {
    /** 429 when this IP (with this client id, or at all) used up its failed attempts; counts nothing. */
    async controleer(request: FastifyRequest, clientId: string) {
      clientVan.set(request, clientId.slice(0, 100));
      for (const limiet of [perClient, perIp]) {
        const stand = await limiet(request, { increment: false });
        if (!stand.isAllowed && stand.remaining === 0) throw new HttpFout(429, TE_VEEL_TOKENPOGINGEN);
      }
    },
    /** Counts one failed attempt of this IP and client id. */
    async telFout(request: FastifyRequest, clientId: string) {
      clientVan.set(request, clientId.slice(0, 100));
      await perClient(request);
      await perIp(request);
    },
  };
}
