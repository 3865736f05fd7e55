/**
 * buildApp: the whole server without listen(), so tests and the benchmark use it in-process
 * (app.inject or listen on a port). Thin routes → policy → service → repository.
 */
import { randomBytes } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WEB_DIST_DIR } from './config';
import type { Database } from './db/client';
import { registreerAuthRoutes } from './modules/auth/auth.routes';
import { registreerContextRoutes } from './modules/context/context.routes';
import { registreerHealthRoutes } from './modules/health/health.routes';
import { registreerInvoerRoutes } from './modules/invoer/invoer.routes';
import { registreerMelkLeveringRoutes } from './modules/melklevering/melklevering.routes';
import { registreerMenuRoutes } from './modules/menu/menu.routes';
import { registreerOpenapiRoute } from './modules/openapi/openapi';
import { registreerStartRoutes } from './modules/start/start.routes';
import { registreerAuth } from './plugins/auth';
import { registreerBeveiligingskoppen } from './plugins/beveiligingskoppen';
import { registreerFoutafhandeling } from './plugins/errors';
import { registreerStatic } from './plugins/static';
import { registreerXsrf } from './plugins/xsrf';

// Dutch validation messages for every zod schema (errorDetails of a 400).
z.config(z.locales.nl());

export interface AppOpties {
  database: Database;
  /** absent: random per start (tokens do not survive a restart) */
  jwtSecret?: string;
  /** login attempts per minute per IP+email (default 20) */
  loginRateMax?: number;
  /** Secure cookies (NODE_ENV=production) */
  productie?: boolean;
  /** pino options, true, or false (default false: silent) */
  logger?: FastifyServerOptions['logger'];
  /** the built web app (default apps/web/dist) */
  webDistDir?: string;
}

export const BODY_LIMIET = 1024 * 1024;

/** pino options with the secrets redacted. */
export function loggerOpties(level: string) {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-xsrf-token"]',
        'res.headers["set-cookie"]',
        '*.wachtwoord',
        '*.password',
        '*.wachtwoordHash',
        '*.access_token',
      ],
      censor: '[verborgen]',
    },
  };
}

export async function buildApp(opties: AppOpties): Promise<FastifyInstance> {
  const { database } = opties;
  const db = database.db;
  const productie = opties.productie ?? false;

  const app = Fastify({ logger: opties.logger ?? false, bodyLimit: BODY_LIMIET, return503OnClosing: true });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registreerFoutafhandeling(app);

  // JSON only (no text/plain parser → 415); an empty JSON body counts as "no body".
  const standaardJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: BODY_LIMIET }, (request, body, klaar) => {
    if (typeof body === 'string' && body.trim() === '') return klaar(null, undefined);
    return standaardJson(request, body as string, klaar);
  });

  registreerBeveiligingskoppen(app, { productie });
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, { global: false });
  await registreerAuth(app, { jwtSecret: opties.jwtSecret ?? randomBytes(48).toString('base64url') });
  registreerXsrf(app, { productie });

  registreerHealthRoutes(app, { database });
  registreerAuthRoutes(app, { db, productie, loginRateMax: opties.loginRateMax ?? 20 });
  registreerContextRoutes(app, { db });
  registreerMenuRoutes(app, { db });
  registreerStartRoutes(app, { db });
  registreerMelkLeveringRoutes(app, { db });
  registreerInvoerRoutes(app, { db });
  registreerOpenapiRoute(app);
  registreerStatic(app, opties.webDistDir ?? WEB_DIST_DIR);

  await app.ready();
  return app;
}
