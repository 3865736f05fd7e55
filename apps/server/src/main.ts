/**
 * Start: `node --import tsx apps/server/src/main.ts [--seed-demo]`. Reads the environment,
 * opens and migrates the database, seeds the demo data when appropriate, listens, and
 * shuts down cleanly on SIGTERM/SIGINT.
 */
import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { count } from 'drizzle-orm';
import { buildApp, loggerOpties } from './app';
import { ConfigFout, leesConfig, type Config } from './config';
import { openDatabase, openLeesDatabase } from './db/client';
import { STANDAARD_PDF_WERKERS, stelPdfWerkersIn } from './modules/rapportage/pdf/pdf.werkers';
import { gebruikers } from './db/schema';
import { seedDemo } from './db/seed-demo';

let config: Config;
try {
  config = leesConfig();
} catch (e) {
  if (e instanceof ConfigFout) {
    console.error(e.message);
    process.exit(1);
  }
  throw e;
}

const log = pino(loggerOpties(config.logLevel));

const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir }).catch((err) => {
  log.fatal({ err }, 'De database kan niet worden geopend of gemigreerd.');
  process.exit(1);
});
log.info({ database: database.soort, dataDir: database.soort === 'pglite' ? config.dataDir : undefined }, 'database geopend en gemigreerd');

const leesDatabase = config.leesDatabaseUrl
  ? await openLeesDatabase(config.leesDatabaseUrl).catch((err) => {
      log.fatal({ err }, 'De leesreplica (KLW_LEES_DATABASE_URL) is niet bereikbaar.');
      process.exit(1);
    })
  : undefined;
if (leesDatabase) log.info('leesreplica geopend voor de sectorrapportage en het dashboard servicebureau');

const [{ aantal }] = await database.db.select({ aantal: count() }).from(gebruikers);
if ((database.soort === 'pglite' && aantal === 0) || config.seedDemo) {
  const gedaan = await seedDemo(database.db);
  log.info(gedaan ? 'demogegevens aangemaakt (wachtwoord: demo)' : 'demogegevens bestonden al');
}

let jwtSecret = config.jwtSecret;
if (!jwtSecret) {
  jwtSecret = randomBytes(48).toString('base64url');
  log.warn('KLW_JWT_SECRET is niet gezet: er is een willekeurig geheim gemaakt; tokens blijven na een herstart niet geldig.');
}

const app = await buildApp({
  database,
  leesDatabase,
  jwtSecret,
  loginRateMax: config.loginRateMax,
  loginRateIpMax: config.loginRateIpMax,
  demoSessiesMax: config.demoSessiesMax,
  tokenRateMax: config.tokenRateMax,
  vertrouwdeProxy: config.vertrouwdeProxy,
  productie: config.productie,
  kaart: config.kaart,
  mail: config.mail,
  oidc: config.oidc,
  verloopIntervalMs: config.verloopIntervalMs,
  herberekening: config.herberekening ? {} : undefined,
  logger: loggerOpties(config.logLevel),
});

// the report PDFs' threads started now, so the first farmer's report does not wait for them (~0.85 s)
await stelPdfWerkersIn(config.pdfWerkers ?? STANDAARD_PDF_WERKERS, { nuStarten: true });

let stoppen = false;
async function stop(signaal: string) {
  if (stoppen) return;
  stoppen = true;
  app.log.info({ signaal }, 'server stopt');
  const noodrem = setTimeout(() => process.exit(1), 10_000);
  noodrem.unref();
  try {
    await app.close();
    await leesDatabase?.close();
    await database.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'fout bij het stoppen');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (err) {
  app.log.fatal({ err }, 'De server kan niet starten.');
  await database.close();
  process.exit(1);
}
