/**
 * Configuration from the environment, validated with zod at start. An invalid value
 * stops the server with a Dutch message (see main.ts).
 */
import { isIP } from 'node:net';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';

/** <repo root>, resolved from this file (apps/server/src/config.ts), not from the cwd. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const STANDAARD_DATA_DIR = path.join(REPO_ROOT, 'data', 'pglite');
export const WEB_DIST_DIR = path.join(REPO_ROOT, 'apps', 'web', 'dist');

const leegIsAfwezig = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * A tile URL template for the map (Leaflet's {z}/{x}/{y}, optionally {s}): https only (the page is served over
 * https in production and the CSP names its host), or http://localhost for a local tile server in development.
 */
export function isTegelsUrl(waarde: string): boolean {
  if (!/\{z\}/.test(waarde) || !/\{x\}/.test(waarde) || !/\{y\}/.test(waarde)) return false;
  try {
    const url = new URL(waarde.replace(/\{s\}/g, 'a'));
    return url.protocol === 'https:' || (url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1'));
  } catch {
    return false;
  }
}

/** The CSP source of a tile URL: its origin, with a {s} subdomain as a wildcard ('https://*.tile.example'). */
export function tegelsBron(tegelsUrl: string): string {
  const url = new URL(tegelsUrl.replace(/\{s\}/g, 'subdomein-placeholder'));
  return url.origin.replace('subdomein-placeholder', '*');
}

/** An SMTP URL nodemailer understands: smtp:// (STARTTLS when offered) or smtps:// (TLS), with a host. */
export function isSmtpUrl(waarde: string): boolean {
  try {
    const url = new URL(waarde);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** https, or http on this machine only (a local test provider). */
export function isVeiligAdres(waarde: string): boolean {
  try {
    const url = new URL(waarde);
    return url.protocol === 'https:' || (url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname));
  } catch {
    return false;
  }
}

/**
 * The trusted reverse proxies (KLW_VERTROUWDE_PROXY): comma-separated IP addresses or CIDR ranges
 * ('127.0.0.1', '10.0.0.0/8, ::1'). Only a request from one of them has its X-Forwarded-For read
 * (Fastify's trustProxy); every other caller's address is its socket's.
 */
export function leesProxyLijst(waarde: string): string[] | undefined {
  const delen = waarde.split(',').map((d) => d.trim());
  const geldig = delen.every((d) => {
    const [adres, prefix, ...rest] = d.split('/');
    if (rest.length > 0 || !adres) return false;
    const soort = isIP(adres);
    if (soort === 0) return false;
    if (prefix === undefined) return true;
    return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (soort === 4 ? 32 : 128);
  });
  return geldig ? delen : undefined;
}

/** The SMTP URL without its password, for a log line (never log the password). */
export function smtpZonderWachtwoord(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  url.password = '';
  url.search = '';
  return url.toString();
}

const envSchema = z.object({
  PORT: z.preprocess(leegIsAfwezig, z.coerce.number({ error: 'PORT moet een getal zijn.' }).int().min(1).max(65535).default(8080)),
  HOST: z.preprocess(leegIsAfwezig, z.string().default('localhost')),
  DATABASE_URL: z.preprocess(
    leegIsAfwezig,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'DATABASE_URL moet beginnen met postgres:// of postgresql://.' })
      .optional(),
  ),
  // a read replica of DATABASE_URL's primary for the reports of many farms (decision 031)
  KLW_LEES_DATABASE_URL: z.preprocess(
    leegIsAfwezig,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'KLW_LEES_DATABASE_URL moet beginnen met postgres:// of postgresql://.' })
      .optional(),
  ),
  KLW_DATA_DIR: z.preprocess(leegIsAfwezig, z.string().optional()),
  KLW_JWT_SECRET: z.preprocess(
    leegIsAfwezig,
    z.string().min(32, { error: 'KLW_JWT_SECRET moet minstens 32 tekens lang zijn.' }).optional(),
  ),
  LOG_LEVEL: z.preprocess(
    leegIsAfwezig,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: 'LOG_LEVEL is ongeldig (fatal, error, warn, info, debug, trace of silent).' }).default('info'),
  ),
  NODE_ENV: z.preprocess(leegIsAfwezig, z.string().default('development')),
  KLW_LOGIN_RATE_MAX: z.preprocess(
    leegIsAfwezig,
    z.coerce.number({ error: 'KLW_LOGIN_RATE_MAX moet een getal zijn.' }).int().min(1, { error: 'KLW_LOGIN_RATE_MAX moet minstens 1 zijn.' }).default(20),
  ),
  KLW_LOGIN_RATE_IP_MAX: z.preprocess(
    leegIsAfwezig,
    z.coerce.number({ error: 'KLW_LOGIN_RATE_IP_MAX moet een getal zijn.' }).int().min(1, { error: 'KLW_LOGIN_RATE_IP_MAX moet minstens 1 zijn.' }).optional(),
  ),
  KLW_TOKEN_RATE_MAX: z.preprocess(
    leegIsAfwezig,
    z.coerce.number({ error: 'KLW_TOKEN_RATE_MAX moet een getal zijn.' }).int().min(1, { error: 'KLW_TOKEN_RATE_MAX moet minstens 1 zijn.' }).optional(),
  ),
  KLW_VERTROUWDE_PROXY: z.preprocess(
    leegIsAfwezig,
    z
      .string()
      .refine((v) => leesProxyLijst(v) !== undefined, { error: 'KLW_VERTROUWDE_PROXY moet een of meer IP-adressen of CIDR-reeksen zijn, gescheiden door komma\'s (bijvoorbeeld 127.0.0.1 of 10.0.0.0/8).' })
      .optional(),
  ),
  KLW_KAART_TEGELS_URL: z.preprocess(
    leegIsAfwezig,
    z
      .string()
      .refine(isTegelsUrl, { error: 'KLW_KAART_TEGELS_URL moet een https://-adres met {z}, {x} en {y} zijn (bijvoorbeeld de BRT-achtergrondkaart).' })
      .optional(),
  ),
  KLW_KAART_ATTRIBUTIE: z.preprocess(leegIsAfwezig, z.string().max(300, { error: 'KLW_KAART_ATTRIBUTIE mag hoogstens 300 tekens lang zijn.' }).optional()),
  KLW_SMTP_URL: z.preprocess(
    leegIsAfwezig,
    z.string().refine(isSmtpUrl, { error: 'KLW_SMTP_URL moet een smtp://- of smtps://-adres zijn, bijvoorbeeld smtps://gebruiker:wachtwoord@mail.example.nl:465.' }).optional(),
  ),
  KLW_SMTP_AFZENDER: z.preprocess(leegIsAfwezig, z.string().max(200, { error: 'KLW_SMTP_AFZENDER mag hoogstens 200 tekens lang zijn.' }).optional()),
  KLW_OIDC_ISSUER: z.preprocess(
    leegIsAfwezig,
    z.string().refine(isVeiligAdres, { error: 'KLW_OIDC_ISSUER moet een https://-adres zijn (http alleen voor localhost).' }).optional(),
  ),
  KLW_OIDC_CLIENT_ID: z.preprocess(leegIsAfwezig, z.string().max(500).optional()),
  KLW_OIDC_CLIENT_SECRET: z.preprocess(leegIsAfwezig, z.string().max(2000).optional()),
  KLW_OIDC_REDIRECT_URI: z.preprocess(
    leegIsAfwezig,
    z
      .string()
      .refine(isVeiligAdres, { error: 'KLW_OIDC_REDIRECT_URI moet een https://-adres zijn (http alleen voor localhost).' })
      .refine((v) => !isVeiligAdres(v) || new URL(v).pathname === '/api/Auth/Oidc/Terug', { error: 'KLW_OIDC_REDIRECT_URI moet eindigen op /api/Auth/Oidc/Terug (bijvoorbeeld https://klw.example.nl/api/Auth/Oidc/Terug).' })
      .optional(),
  ),
  KLW_OIDC_KVK_CLAIM: z.preprocess(leegIsAfwezig, z.string().regex(/^[A-Za-z0-9_:.\-/]{1,200}$/, { error: 'KLW_OIDC_KVK_CLAIM is geen geldige claimnaam.' }).default('kvk')),
  KLW_OIDC_SCOPE: z.preprocess(leegIsAfwezig, z.string().regex(/^openid( [\x21\x23-\x5b\x5d-\x7e]+)*$/, { error: 'KLW_OIDC_SCOPE moet met "openid" beginnen (scopes gescheiden door spaties).' }).default('openid profile email')),
  KLW_VERLOOP_INTERVAL_MINUTEN: z.preprocess(
    leegIsAfwezig,
    z.coerce
      .number({ error: 'KLW_VERLOOP_INTERVAL_MINUTEN moet een getal zijn.' })
      .int({ error: 'KLW_VERLOOP_INTERVAL_MINUTEN moet een geheel aantal minuten zijn.' })
      .min(0, { error: 'KLW_VERLOOP_INTERVAL_MINUTEN mag niet negatief zijn (0 zet de controle uit).' })
      .max(24 * 60, { error: 'KLW_VERLOOP_INTERVAL_MINUTEN mag hoogstens 1440 (een dag) zijn.' })
      .default(60),
  ),
  // the recompute after a rule change (decision 028): 'uit' stops the worker in this server (another server works the queue)
  KLW_HERBEREKENING: z.preprocess(leegIsAfwezig, z.enum(['aan', 'uit'], { error: 'KLW_HERBEREKENING moet "aan" of "uit" zijn.' }).default('aan')),
  // report PDFs rendered in worker threads (decision 012, revision 27-11-2026 (session 18)); 0: on the main thread
  KLW_PDF_WERKERS: z.preprocess(
    leegIsAfwezig,
    z.coerce
      .number({ error: 'KLW_PDF_WERKERS moet een getal zijn.' })
      .int({ error: 'KLW_PDF_WERKERS moet een geheel getal zijn.' })
      .min(0, { error: 'KLW_PDF_WERKERS mag niet negatief zijn (0 maakt de PDF\'s in de hoofdthread).' })
      .max(16, { error: 'KLW_PDF_WERKERS mag hoogstens 16 zijn.' })
      .optional(),
  ),
  KLW_DEMO_SESSIES_MAX: z.preprocess(
    leegIsAfwezig,
    z.coerce.number({ error: 'KLW_DEMO_SESSIES_MAX moet een getal zijn.' }).int().min(1, { error: 'KLW_DEMO_SESSIES_MAX moet minstens 1 zijn.' }).optional(),
  ),
});

export const GEHEIM_VERPLICHT =
  'KLW_JWT_SECRET ontbreekt: in productie (NODE_ENV=production) is een vast geheim van minstens 32 tekens verplicht, ' +
  'anders zijn alle tokens na een herstart ongeldig en kan niemand ze controleren tussen servers. ' +
  'Maak er een met: node -e "console.log(require(\'node:crypto\').randomBytes(48).toString(\'base64url\'))"';

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL when set, else PGlite in dataDir */
  databaseUrl: string | undefined;
  /** a read replica for the sector report and the staff dashboard (decision 031); undefined: the primary */
  leesDatabaseUrl: string | undefined;
  dataDir: string;
  /** undefined: a random secret is generated at start */
  jwtSecret: string | undefined;
  logLevel: string;
  productie: boolean;
  loginRateMax: number;
  /** undefined: 1.5 × loginRateMax */
  loginRateIpMax: number | undefined;
  /** undefined: the app's default */
  demoSessiesMax: number | undefined;
  /** failed supplier token attempts per minute per IP + client id; undefined: the app's default */
  tokenRateMax: number | undefined;
  /** the reverse proxies whose X-Forwarded-For names the caller (Fastify trustProxy); undefined: none, the socket's address counts */
  vertrouwdeProxy: string[] | undefined;
  /** map background (decision 014): tile URL template and its attribution; undefined: plain background */
  kaart: KaartInstellingen;
  /** e-mail delivery (decision 018); undefined smtpUrl: messages stay in the outbox */
  mail: MailInstellingen;
  /** OpenID Connect login (decision 018); undefined: local accounts only */
  oidc: OidcInstellingen | undefined;
  /** the mandate expiry job's interval in ms (0: off) */
  verloopIntervalMs: number;
  /** the recompute worker in this process (decision 028) */
  herberekening: boolean;
  /** worker threads for report PDFs; undefined: one fewer than the cores, 1 to 4 */
  pdfWerkers: number | undefined;
  seedDemo: boolean;
}

export interface MailInstellingen {
  smtpUrl: string | undefined;
  /** the From of every message */
  afzender: string;
}

export interface OidcInstellingen {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** the ID token / userinfo claim holding the verified KvK number */
  kvkClaim: string;
  scope: string;
}

export const STANDAARD_AFZENDER = 'Kringloopwijzer <noreply@kringloopwijzer.nl>';
const OIDC_VARIABELEN = ['KLW_OIDC_ISSUER', 'KLW_OIDC_CLIENT_ID', 'KLW_OIDC_CLIENT_SECRET', 'KLW_OIDC_REDIRECT_URI'] as const;

export interface KaartInstellingen {
  tegelsUrl: string | undefined;
  attributie: string | undefined;
}

export class ConfigFout extends Error {}

export function leesConfig(env: NodeJS.ProcessEnv = process.env, argv: string[] = process.argv.slice(2)): Config {
  const r = envSchema.safeParse(env);
  if (!r.success) {
    const regels = r.error.issues.map((i) => `- ${i.path.join('.') || 'omgeving'}: ${i.message}`);
    throw new ConfigFout(`Ongeldige configuratie:\n${regels.join('\n')}`);
  }
  const onbekend = argv.filter((a) => a !== '--seed-demo');
  if (onbekend.length > 0) throw new ConfigFout(`Onbekende optie(s): ${onbekend.join(' ')}. Toegestaan: --seed-demo.`);
  const e = r.data;
  // Production without a fixed secret: refuse to start (decision 003).
  if (e.NODE_ENV === 'production' && !e.KLW_JWT_SECRET) throw new ConfigFout(GEHEIM_VERPLICHT);
  // OIDC: all four or none, so a half configuration never shows a login button that cannot work
  const gezet = OIDC_VARIABELEN.filter((n) => e[n] !== undefined);
  if (gezet.length > 0 && gezet.length < OIDC_VARIABELEN.length) {
    const ontbreekt = OIDC_VARIABELEN.filter((n) => e[n] === undefined);
    throw new ConfigFout(`Ongeldige configuratie:\n- OpenID Connect is half ingesteld: zet ${OIDC_VARIABELEN.join(', ')} allemaal of geen ervan. Ontbreekt: ${ontbreekt.join(', ')}.`);
  }
  // a replica copies a PostgreSQL primary; the embedded database has none (decision 031)
  if (e.KLW_LEES_DATABASE_URL && !e.DATABASE_URL) {
    throw new ConfigFout('Ongeldige configuratie:\n- KLW_LEES_DATABASE_URL werkt alleen naast DATABASE_URL: een leesreplica hoort bij een PostgreSQL-hoofddatabase, niet bij de ingebouwde database.');
  }
  const oidc =
    gezet.length === OIDC_VARIABELEN.length
      ? { issuer: e.KLW_OIDC_ISSUER!, clientId: e.KLW_OIDC_CLIENT_ID!, clientSecret: e.KLW_OIDC_CLIENT_SECRET!, redirectUri: e.KLW_OIDC_REDIRECT_URI!, kvkClaim: e.KLW_OIDC_KVK_CLAIM, scope: e.KLW_OIDC_SCOPE }
      : undefined;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    leesDatabaseUrl: e.KLW_LEES_DATABASE_URL,
    dataDir: e.KLW_DATA_DIR ? path.resolve(e.KLW_DATA_DIR) : STANDAARD_DATA_DIR,
    jwtSecret: e.KLW_JWT_SECRET,
    logLevel: e.LOG_LEVEL,
    productie: e.NODE_ENV === 'production',
    loginRateMax: e.KLW_LOGIN_RATE_MAX,
    loginRateIpMax: e.KLW_LOGIN_RATE_IP_MAX,
    demoSessiesMax: e.KLW_DEMO_SESSIES_MAX,
    tokenRateMax: e.KLW_TOKEN_RATE_MAX,
    vertrouwdeProxy: e.KLW_VERTROUWDE_PROXY ? leesProxyLijst(e.KLW_VERTROUWDE_PROXY) : undefined,
    kaart: { tegelsUrl: e.KLW_KAART_TEGELS_URL, attributie: e.KLW_KAART_ATTRIBUTIE },
    mail: { smtpUrl: e.KLW_SMTP_URL, afzender: e.KLW_SMTP_AFZENDER ?? STANDAARD_AFZENDER },
    oidc,
    verloopIntervalMs: e.KLW_VERLOOP_INTERVAL_MINUTEN * 60_000,
    herberekening: e.KLW_HERBEREKENING === 'aan',
    pdfWerkers: e.KLW_PDF_WERKERS,
    seedDemo: argv.includes('--seed-demo'),
  };
}
