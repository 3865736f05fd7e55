/**
 * buildApp: the whole server without listen(), so tests and the benchmark use it in-process
 * (app.inject or listen on a port). Thin routes → policy → service → repository.
 */
import { randomBytes } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { zetZodNederlands } from '@kw/contract';
import { WEB_DIST_DIR, tegelsBron, type KaartInstellingen, type MailInstellingen, type OidcInstellingen } from './config';
import type { Database } from './db/client';
import { databaseOpslag } from './modules/snelheidsgrens/snelheidsgrens.opslag';
import { registreerAuthRoutes } from './modules/auth/auth.routes';
import { SESSIE_OPRUIMING_MS, startSessieOpruiming } from './modules/auth/sessie-opruiming';
import { registreerContextRoutes } from './modules/context/context.routes';
import { registreerDeelnemersRoutes } from './modules/deelnemers/deelnemers.routes';
import { registreerHealthRoutes } from './modules/health/health.routes';
import { registreerIndienenRoutes } from './modules/indienen/indienen.routes';
import { registreerMelkLeveringRoutes } from './modules/melklevering/melklevering.routes';
import { werkUitkomstBij } from './modules/uitkomst/uitkomst.service';
import { registreerMailRoutes } from './modules/mail/mail.routes';
import { registreerSectorrapportageRoutes } from './modules/sectorrapportage/sectorrapportage.routes';
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
import { startVerloopTaak, VERLOOP_INTERVAL_MS } from './modules/machtigingen/machtigingen.verloop';
import { registreerKoppelingenRoutes } from './modules/koppelingen/koppelingen.routes';
import { HERSTEL_INTERVAL_MS, startHerstel } from './modules/koppelingen/koppelingen.herstel';
import { STANDAARD_TOKEN_RATE_MAX } from './modules/koppelingen/koppelingen.tokenlimiet';
import { registreerGegevensdelingRoutes } from './modules/gegevensdeling/gegevensdeling.routes';
import { startDeelnameVerloopTaak } from './modules/gegevensdeling/gegevensdeling.verloop';
import { registreerBeheerAlgemeenRoutes } from './modules/beheer-algemeen/beheer-algemeen.routes';
import { registreerSbDashboardRoutes } from './modules/sb-dashboard/sb-dashboard.routes';
import { registreerPilotRoutes } from './modules/pilot/pilot.routes';
import { registreerToestemmingenRoutes } from './modules/toestemmingen/toestemmingen.routes';
import { registreerHerberekeningRoutes } from './modules/herberekening/herberekening.routes';
import type { WerkerOpties } from './modules/herberekening/herberekening.werker';
import { bewaakCatalogus } from './aanroepen/registreer';
import { registreerAuth } from './plugins/auth';
import { registreerBeveiligingskoppen } from './plugins/beveiligingskoppen';
import { registreerCompressie } from './plugins/compressie';
import { clientFout, frameworkFout, registreerFoutafhandeling } from './plugins/errors';
import { veiligeFout } from './veilig-loggen';
import { registreerStatic } from './plugins/static';
import { registreerTrageVerzoeken } from './plugins/trage-verzoeken';
import { registreerXsrf } from './plugins/xsrf';

declare module 'fastify' {
  interface FastifyInstance {
    /** every registered API call as 'METHOD /path' */
    apiRoutes: string[];
  }
}

// Dutch validation messages for every zod schema (errorDetails of a 400).
zetZodNederlands();

export interface AppOpties {
  database: Database;
  /**
   * A read replica (KLW_LEES_DATABASE_URL, decision 031) for the reports of many farms: the sector report and the
   * staff dashboard. Sessions, policies and every farmer's screen stay on `database`. Absent: `database`.
   */
  leesDatabase?: Database;
  /** absent: random per start (tokens do not survive a restart) */
  jwtSecret?: string;
  /** login attempts per minute per IP+email (default 20) */
  loginRateMax?: number;
  /** consumer API calls per minute per client (decision 027; default STANDAARD_AFNEMER_RATE_MAX) */
  afnemerRateMax?: number;
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
  /** the expiry jobs' interval in ms, mandates and participations (KLW_VERLOOP_INTERVAL_MINUTEN; default hourly; 0: off) */
  verloopIntervalMs?: number;
  /** OpenID Connect login (KLW_OIDC_*); absent: local accounts only */
  oidc?: OidcInstellingen;
  /** interval of the sweep that processes stored but unprocessed supplier messages, after one at start (default 1 minute; 0: off) */
  herstelIntervalMs?: number;
  /** the recompute worker in this process (decision 028; main.ts: KLW_HERBEREKENING); absent: off (tests) */
  herberekening?: Omit<WerkerOpties, 'drukte'>;
  /** failed supplier and consumer token attempts per minute per IP + client id, each call its own count (default 10) */
  tokenRateMax?: number;
  /** failed supplier token attempts per minute per IP across client ids (default 1.5 × tokenRateMax) */
  tokenRateIpMax?: number;
  /**
   * The reverse proxies (addresses or CIDR ranges, KLW_VERTROUWDE_PROXY) whose X-Forwarded-For names the caller;
   * every rate limit keys on that address. Absent: X-Forwarded-For is ignored and the socket's address counts.
   */
  vertrouwdeProxy?: string[];
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
    // error messages of the database hold query parameters (session ids): never logged (decision 003)
    serializers: { err: veiligeFout },
  };
}

export async function buildApp(opties: AppOpties): Promise<FastifyInstance> {
  const { database } = opties;
  const db = database.db;
  const leesDb = opties.leesDatabase?.db ?? db;
  const productie = opties.productie ?? false;

  const app = Fastify({
    logger: opties.logger ?? false,
    // no line per request: slow ones only (plugins/trage-verzoeken.ts, decision 003 revision 28-11-2026)
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIET,
    return503OnClosing: true,
    // the framework's own 4xx answers in the Dutch error shape, the input never echoed
    frameworkErrors: frameworkFout,
    clientErrorHandler: clientFout,
    // behind a reverse proxy every caller would have its address (and share one rate limit) without this
    trustProxy: opties.vertrouwdeProxy?.length ? opties.vertrouwdeProxy : false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registreerFoutafhandeling(app);
  registreerTrageVerzoeken(app);
  // every API call as 'METHOD /path', for the policy walk (decision 019: no call without a row)
  const apiRoutes: string[] = [];
  app.decorate('apiRoutes', apiRoutes);
  bewaakCatalogus(app);
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
  // counters in the database, shared by every app node (decision 031)
  await app.register(fastifyRateLimit, { global: false, store: databaseOpslag(db) });
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
  // the engine after a milk save: handed in here, so Melklevering does not import the outcome it feeds (decision 026)
  registreerMelkLeveringRoutes(app, { db, naOpslaan: (record) => werkUitkomstBij(db, record, { resultaatBewaren: false }) });
  registreerIndienenRoutes(app, { db });
  registreerRapportageRoutes(app, { db, bron: { rapportVoorbeeld: opties.rapportVoorbeeld ?? false } });
  registreerGrafiekRoutes(app, { db, bron: { rapportVoorbeeld: opties.rapportVoorbeeld ?? false } });
  registreerSignaleringRoutes(app, { db });
  registreerInvoerRoutes(app, { db });
  registreerToegangRoutes(app, { db });
  registreerMachtigingenRoutes(app, { db });
  registreerDeelnemersRoutes(app, { db, bron: { rapportVoorbeeld: opties.rapportVoorbeeld ?? false } });
  registreerMailRoutes(app, { database, mail: opties.mail, mailIntervalMs: opties.mailIntervalMs });
  registreerSectorrapportageRoutes(app, { db, leesDb });
  registreerOidcRoutes(app, { db, productie, oidc: opties.oidc, geheim: opties.jwtSecret });
  registreerProfielRoutes(app, { db, wachtwoordRateMax: loginRateMax });
  registreerRelatieRoutes(app, { db });
  const tokenRateMax = opties.tokenRateMax ?? STANDAARD_TOKEN_RATE_MAX;
  const tokenRateIpMax = opties.tokenRateIpMax ?? Math.ceil(tokenRateMax * 1.5);
  registreerKoppelingenRoutes(app, { db, tokenRateMax, tokenRateIpMax });
  registreerGegevensdelingRoutes(app, { db, afnemerRateMax: opties.afnemerRateMax, tokenRateMax, tokenRateIpMax });
  registreerBeheerAlgemeenRoutes(app, { db });
  registreerSbDashboardRoutes(app, { db, leesDb });
  registreerPilotRoutes(app, { db });
  registreerToestemmingenRoutes(app, { db });
  registreerHerberekeningRoutes(app, { db, werker: opties.herberekening });
  registreerOpenapiRoute(app);
  registreerStatic(app, opties.webDistDir ?? WEB_DIST_DIR);

  const stopOpruiming = startSessieOpruiming(db, app.log, opties.sessieOpruimingMs ?? SESSIE_OPRUIMING_MS);
  app.addHook('onClose', async () => stopOpruiming());
  const stopVerloop = startVerloopTaak(db, app.log, opties.verloopIntervalMs ?? VERLOOP_INTERVAL_MS);
  app.addHook('onClose', async () => stopVerloop());
  // participations expire on the same timer as mandates (decision 034)
  const stopDeelnameVerloop = startDeelnameVerloopTaak(db, app.log, opties.verloopIntervalMs ?? VERLOOP_INTERVAL_MS);
  app.addHook('onClose', async () => stopDeelnameVerloop());
  const stopHerstel = startHerstel(db, app.log, opties.herstelIntervalMs ?? HERSTEL_INTERVAL_MS);
  app.addHook('onClose', stopHerstel);

  await app.ready();
  return app;
}
