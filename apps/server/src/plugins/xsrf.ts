/**
 * Anti-forgery (double submit): every response but a Bearer call's sets a random XSRF-TOKEN
 * cookie when the request has none; every state-changing request that is not Bearer-authenticated
 * (Login, DemoLogin, Logout, RefreshToken) must echo it in X-XSRF-TOKEN. Fail closed:
 * a new POST route needs the check unless it declares `config: { bearer: true }`.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { XSRF_COOKIE, XSRF_HEADER } from '@kw/contract';
import { HttpFout } from '../fouten';

const WIJZIGEND = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function gelijk(a: string, b: string): boolean {
  const ba = Buffer.from(a);
  const bb = Buffer.from(b);
  return ba.length === bb.length && timingSafeEqual(ba, bb);
}

export function registreerXsrf(app: FastifyInstance, opties: { productie: boolean }) {
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[XSRF_COOKIE];
    const config = request.routeOptions.config as { bearer?: boolean } | undefined;
    // Bearer calls neither need nor hand out the cookie: the page and the cookie calls do.
    if (!cookie && !config?.bearer) {
      reply.setCookie(XSRF_COOKIE, randomBytes(32).toString('base64url'), {
        path: '/',
        sameSite: 'lax',
        httpOnly: false,
        secure: opties.productie,
      });
    }
    if (!WIJZIGEND.has(request.method) || request.is404 || config?.bearer) return;
    const header = request.headers[XSRF_HEADER.toLowerCase()];
    if (!cookie || typeof header !== 'string' || !gelijk(cookie, header)) {
      throw new HttpFout(403, 'De beveiligingscontrole (XSRF) is mislukt. Vernieuw de pagina en probeer het opnieuw.');
    }
  });
}
