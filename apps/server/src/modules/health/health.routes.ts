/**
 * Liveness (/health: the process answers) and readiness (/ready: the database answers `select 1`).
 * /health also tells the web app the map background (KLW_KAART_TEGELS_URL, decision 014): the web reads it
 * at run time, so one build serves every environment; null means a plain background.
 */
import type { FastifyInstance } from 'fastify';
import { routes } from '@kw/contract';
import type { Database } from '../../db/client';
import type { KaartInstellingen } from '../../config';

const PING_TIMEOUT_MS = 1000;

export function registreerHealthRoutes(app: FastifyInstance, { database, kaart }: { database: Database; kaart?: KaartInstellingen }) {
  const kaartAntwoord = { tegelsUrl: kaart?.tegelsUrl ?? null, attributie: kaart?.attributie ?? null };
  app.get(routes.health.path, async () => ({ status: 'ok', kaart: kaartAntwoord }));

  app.get(routes.ready.path, async (request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        database.ping(),
        new Promise((_, weiger) => {
          timer = setTimeout(() => weiger(new Error('timeout')), PING_TIMEOUT_MS);
        }),
      ]);
      return { status: 'ok', database: database.soort };
    } catch (err) {
      request.log.warn({ err }, 'database niet bereikbaar');
      return reply.code(503).send({ statusCode: 503, message: 'De database is niet bereikbaar.' });
    } finally {
      clearTimeout(timer);
    }
  });
}
