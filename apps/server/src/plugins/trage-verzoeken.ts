/**
 * The request log (decision 003, revision 28-11-2026): no line per request, one line per slow one. Fastify's own
 * request logging wrote two lines per request at the default level `info` ("incoming request", "request completed"):
 * ~0.2 ms of CPU per register GET on a 2-core machine (+15–20 %, `bench/invoer.paar.ts`, docs/metingen.md session 19),
 * and the raw URL with its query string, which on the OIDC return carries the login's authorization code. The load
 * balancer or reverse proxy in front logs requests; the app logs what only it knows: changes (e.g. "opgeslagen"),
 * refusals, errors (plugins/errors.ts) and, here, requests that took too long, with the route's pattern, never the URL.
 */
import type { FastifyInstance } from 'fastify';

/**
 * A request slower than this is logged as a warning. ASSUMED (te verifiëren against the deadline's monitoring): the
 * targets are a p99 of 50 ms for reads and saves and 1 s for a report PDF, so a request over 1 s is one operations
 * should see, while the rare slow one among thousands does not flood the log.
 */
export const TRAAG_MS = 1000;

export function registreerTrageVerzoeken(app: FastifyInstance, { traagMs = TRAAG_MS }: { traagMs?: number } = {}) {
  app.addHook('onResponse', (request, reply, klaar) => {
    const ms = reply.elapsedTime;
    if (ms >= traagMs) {
      // the route's pattern (/api/…/:id), not request.url: a query string can hold a one-time code
      request.log.warn({ methode: request.method, route: request.routeOptions.url ?? '(onbekend)', statusCode: reply.statusCode, ms: Math.round(ms) }, 'traag verzoek');
    }
    klaar();
  });
}
