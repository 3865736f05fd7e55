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
import { WEB_DIST_DIR, tegelsBron, type KaartInstellingen, type MailInstellingen, type OidcInstellingen } from './config';
import type { Database } from './db/client';
import { registreerAuthRoutes } from './modules/auth/auth.routes';
import { SESSIE_OPRUIMING_MS, startSessieOpruiming } from './modules/auth/sessie-opruiming';
import { registreerContextRoutes } from './modules/context/context.routes';
import { registreerDeelnemersRoutes } from './modules/deelnemers/deelnemers.routes';
import { registreerHealthRoutes } from './modules/health/health.routes';
import { registreerKringloopwijzerRoutes } from './modules/kringloopwijzer/kringloopwijzer.routes';
import { registreerMelkLeveringRoutes } from './modules/melklevering/melklevering.routes';
import { registreerMailRoutes } from './modules/mail/mail.routes';
import { registreerMenuRoutes } from './modules/menu/menu.routes';
import { registreerOidcRoutes } from './modules/oidc/oidc.routes';
import { registreerRapportageRoutes } from './modules/rapportage/rapportage.routes';
import { registreerGrafiekRoutes } from './modules/rapportage/rapportage.grafiek.routes';
import { registreerSignaleringRoutes } from './modules/signalering/signalering.routes';
import { registreerInvoerRoutes } from './modules/invoer/invoer.routes';
import { registreerOpenapiRoute } from './modules/openapi/openapi';
import { registreerProfielRoutes } from './modules/profiel/profiel.routes';
import { registreerRelatieRoutes } from './modules/relaties/relaties.routes';
import { registreerStartRoutes } from './modules/start/start.routes';
import { registreerToegangRoutes, registreerToegangslogHook } from './modules/toegang/toegang.routes';
import { registreerMachtigingenRoutes } from './modules/machtigingen/machtigingen.routes';
import { registreerAuth } from './plugins/auth';
import { registreerBeveiligingskoppen } from './plugins/beveiligingskoppen';
import { registreerCompressie } from './plugins/compressie';
import { clientFout, frameworkFout, registreerFoutafhandeling } from './plugins/errors';
import { veiligeFout } from './veilig-loggen';
import { registreerStatic } from './plugins/static';
import { registreerXsrf } from './plugins/xsrf';

declare module 'fastify' {
  interface FastifyInstance {
    /** every registered API call as 'METHOD /path' */
    apiRoutes: string[];
  }
}

// Dutch validation messages for every zod schema (errorDetails of a 400).
z.config(z.locales.nl());

export interface AppOpties {
  database: Database;
  /** absent: random per start (tokens do not survive a restart) */
  jwtSecret?: string;
  /** login attempts per minute per IP+email (default 20) */
  loginRateMax?: number;
  /** login attempts per minute per IP across accounts (default 1.5 × loginRateMax) */
  loginRateIpMax?: number;
  /** live demo sessions in total, oldest ended first (default 100) */
  demoSessiesMax?: number;
  /** interval of the clean-up of expired sessions in ms (default 10 minutes; 0: off) */
  sessieOpruimingMs?: number;
  /** Secure cookies (NODE_ENV=production) */
  productie?: boolean;
  /** pino options, true, or false (default false: silent) */
  logger?: FastifyServerOptions['logger'];
  /**
   * Reports of a record without a stored result use the engine's demo example (tests and
   * bench only, default false; see modules/rapportage/rapportage.resultaat.ts).
   */
  rapportVoorbeeld?: boolean;
  /** the map background (KLW_KAART_TEGELS_URL); absent: plain background */
  kaart?: KaartInstellingen;
  /** the built web app (default apps/web/dist) */
  webDistDir?: string;
  /** e-mail delivery (KLW_SMTP_URL); absent or without smtpUrl: every message stays in the outbox */
  mail?: MailInstellingen;
  /** the sender's timer in ms (default 5 s; 0: only nudges and explicit rounds, for tests) */
  mailIntervalMs?: number;
  /** OpenID Connect login (KLW_OIDC_*); absent: local accounts only */
  oidc?: OidcInstellingen;
}

export const BODY_LIMIET = 1024 * 1024;
/** Login attempts per IP + e-mail per minute. ASSUMED (te verifiëren): a person retyping a password stays far below it. */
export const STANDAARD_LOGIN_RATE_MAX = 20;
/**
 * Live demo sessions in total. ASSUMED (te verifiëren): the demo is for a look around; 100
 * visitors at once is far above what the login page has seen, and bounds the table.
 */
export const STANDAARD_DEMO_SESSIES_MAX = 100;

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
    // error messages of the database hold query parameters (session ids): never logged (issue 7 §3.3)
    serializers: { err: veiligeFout },
  };
}

export async function buildApp(opties: AppOpties): Promise<FastifyInstance> {
  const { database } = opties;
  const db = database.db;
  const productie = opties.productie ?? false;

  const app = Fastify({
    logger: opties.logger ?? false,
    bodyLimit: BODY_LIMIET,
    return503OnClosing: true,
    // the framework's own 4xx answers in the Dutch error shape (issue 7 §3.4)
    frameworkErrors: frameworkFout,
    clientErrorHandler: clientFout,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registreerFoutafhandeling(app);
  // every API call as 'METHOD /path', for the policy walk (issue 17 §7: no call without a row)
  const apiRoutes: string[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    const methoden = Array.isArray(route.method) ? route.method : [route.method];
    for (const m of methoden) if (route.url.startsWith('/api/') && (m === 'GET' || m === 'POST')) apiRoutes.push(`${m} ${route.url}`);
  });

  // JSON only (no text/plain parser → 415); an empty JSON body counts as "no body".
  const standaardJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: BODY_LIMIET }, (request, body, klaar) => {
    if (typeof body === 'string' && body.trim() === '') return klaar(null, undefined);
    return standaardJson(request, body as string, klaar);
  });

  registreerBeveiligingskoppen(app, { productie, tegelsBron: opties.kaart?.tegelsUrl ? tegelsBron(opties.kaart.tegelsUrl) : undefined });
  await app.register(fastifyCookie);
  await registreerCompressie(app);
  await app.register(fastifyRateLimit, { global: false });
  await registreerAuth(app, { jwtSecret: opties.jwtSecret ?? randomBytes(48).toString('base64url') });
  registreerXsrf(app, { productie });

  registreerHealthRoutes(app, { database, kaart: opties.kaart });
  const loginRateMax = opties.loginRateMax ?? STANDAARD_LOGIN_RATE_MAX;
  registreerAuthRoutes(app, {
    db,
    productie,
    loginRateMax,
    loginRateIpMax: opties.loginRateIpMax ?? Math.ceil(loginRateMax * 1.5),
    demoSessiesMax: opties.demoSessiesMax ?? STANDAARD_DEMO_SESSIES_MAX,
  });
  registreerToegangslogHook(app, { db });
  registreerContextRoutes(app, { db });
  registreerMenuRoutes(app, { db });
  registreerStartRoutes(app, { db });
  registreerMelkLeveringRoutes(app, { db });
  registreerKringloopwijzerRoutes(app, { db });
  registreerRapportageRoutes(app, { db, bron: { rapportVoorbeeld: opties.rapportVoorbeeld ?? false } });
  registreerGrafiekRoutes(app, { db, bron: { rapportVoorbeeld: opties.rapportVoorbeeld ?? false } });
  registreerSignaleringRoutes(app, { db });
  registreerInvoerRoutes(app, { db });
  registreerToegangRoutes(app, { db });
  registreerMachtigingenRoutes(app, { db });
  registreerDeelnemersRoutes(app, { db, bron: { rapportVoorbeeld: opties.rapportVoorbeeld ?? false } });
  registreerMailRoutes(app, { database, mail: opties.mail, mailIntervalMs: opties.mailIntervalMs });
  registreerOidcRoutes(app, { db, productie, oidc: opties.oidc, geheim: opties.jwtSecret });
  registreerProfielRoutes(app, { db });
  registreerRelatieRoutes(app, { db });
  registreerOpenapiRoute(app);
  registreerStatic(app, opties.webDistDir ?? WEB_DIST_DIR);

  const stopOpruiming = startSessieOpruiming(db, app.log, opties.sessieOpruimingMs ?? SESSIE_OPRUIMING_MS);
  app.addHook('onClose', async () => stopOpruiming());

  await app.ready();
  return app;
}
