/** Login, DemoLogin, Logout (cookie session) and RefreshToken (cookie session → Bearer JWT). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginAntwoordSchema, loginInvoerSchema, refreshTokenAntwoordSchema, refreshTokenVerzoekSchema, routes, INGELOGD_COOKIE, SESSIE_COOKIE } from '@kw/contract';
import type { Db } from '../../db/client';
import { HttpFout } from '../../fouten';
import { leesSessieCookie, sessieVan, vereisSessieCookie } from '../../plugins/auth';
import { apparaatVan } from './apparaat';
import { beeindigOudsteSessies } from './auth.repository';
import { controleerWachtwoord, kiesKlwVoorToken, SESSIE_DUUR_MS, startSessie, stopSessie, vindDemoGebruiker } from './auth.service';

export interface AuthRouteOpties {
  db: Db;
  productie: boolean;
  /** Login attempts per minute per IP + e-mail address */
  loginRateMax: number;
  /** Login and DemoLogin attempts per minute per IP, across accounts (decision 003) */
  loginRateIpMax: number;
  /** live demo sessions in total; beyond it the oldest are ended (decision 003) */
  demoSessiesMax: number;
}

export const TE_VEEL_POGINGEN = 'Te veel inlogpogingen. Wacht een minuut en probeer het dan opnieuw.';

export function registreerAuthRoutes(app: FastifyInstance, { db, productie, loginRateMax, loginRateIpMax, demoSessiesMax }: AuthRouteOpties) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cookieOpties = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: productie };

  const rateLimit = (sleutel: (req: FastifyRequest) => string) => ({
    max: loginRateMax,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (req: FastifyRequest) => `${req.ip}|${sleutel(req)}`,
    errorResponseBuilder: () => new HttpFout(429, TE_VEEL_POGINGEN),
  });

  // Besides the limit per account: one per IP across accounts, so trying many accounts from
  // one address is slowed down too. Its own counter (createRateLimit), since a route runs only
  // one rate-limit hook.
  const ipLimiet = app.createRateLimit({ max: loginRateIpMax, timeWindow: '1 minute', keyGenerator: (req) => `inloggen-ip|${req.ip}` });
  const perIp = async (request: FastifyRequest) => {
    const stand = await ipLimiet(request);
    if (!stand.isAllowed && stand.isExceeded) throw new HttpFout(429, TE_VEEL_POGINGEN);
  };

  r.post(
    routes.login.path,
    {
      schema: { body: loginInvoerSchema, response: { 200: loginAntwoordSchema } },
      preHandler: perIp,
      config: { rateLimit: rateLimit((req) => String((req.body as { email?: unknown } | undefined)?.email ?? '').trim().toLowerCase()) },
    },
    async (request, reply) => {
      let gebruiker;
      try {
        gebruiker = await controleerWachtwoord(db, request.body.email, request.body.wachtwoord);
      } catch (e) {
        request.log.warn({ actie: 'inloggen', resultaat: 'mislukt' }, 'inlogpoging mislukt');
        throw e;
      }
      const sessie = await startSessie(db, gebruiker.id, leesSessieCookie(request), apparaatVan(request.headers['user-agent']));
      // the demo account is shared: its bound holds however it logs in
      if (gebruiker.isDemoGebruiker) await beeindigOudsteSessies(db, gebruiker.id, demoSessiesMax);
      request.log.info({ actie: 'inloggen', resultaat: 'gelukt', gebruikerId: gebruiker.id }, 'ingelogd');
      reply.setCookie(SESSIE_COOKIE, sessie.id, { ...cookieOpties, maxAge: SESSIE_DUUR_MS / 1000 });
      reply.setCookie(INGELOGD_COOKIE, '1', { ...cookieOpties, httpOnly: false, maxAge: SESSIE_DUUR_MS / 1000 });
      return { gebruikersnaam: gebruiker.naam };
    },
  );

  r.post(
    routes.demoLogin.path,
    {
      schema: { response: { 200: loginAntwoordSchema } },
      preHandler: perIp,
      // a quarter of the login rate per IP: a visitor needs one demo session, not twenty a minute
      config: { rateLimit: { ...rateLimit(() => 'demo'), max: Math.max(1, Math.floor(loginRateMax / 4)) } },
    },
    async (request, reply) => {
      const gebruiker = await vindDemoGebruiker(db);
      const sessie = await startSessie(db, gebruiker.id, leesSessieCookie(request), apparaatVan(request.headers['user-agent']));
      const beeindigd = await beeindigOudsteSessies(db, gebruiker.id, demoSessiesMax);
      if (beeindigd > 0) request.log.info({ actie: 'demo-sessies-begrensd', beeindigd }, 'oudste demosessies beëindigd');
      request.log.info({ actie: 'demo-inloggen', resultaat: 'gelukt', gebruikerId: gebruiker.id }, 'ingelogd als demogebruiker');
      reply.setCookie(SESSIE_COOKIE, sessie.id, { ...cookieOpties, maxAge: SESSIE_DUUR_MS / 1000 });
      reply.setCookie(INGELOGD_COOKIE, '1', { ...cookieOpties, httpOnly: false, maxAge: SESSIE_DUUR_MS / 1000 });
      return { gebruikersnaam: gebruiker.naam };
    },
  );

  r.post(routes.logout.path, { schema: { response: { 200: z.object({ uitgelogd: z.boolean() }) } } }, async (request, reply) => {
    const id = leesSessieCookie(request);
    if (id) await stopSessie(db, id);
    request.log.info({ actie: 'uitloggen' }, 'uitgelogd');
    reply.clearCookie(SESSIE_COOKIE, cookieOpties);
    reply.clearCookie(INGELOGD_COOKIE, { ...cookieOpties, httpOnly: false });
    return { uitgelogd: true };
  });

  const verversBody = z.preprocess((v) => {
    if (v === undefined || v === null) return {};
    if (typeof v === 'object' && !Array.isArray(v) && (v as Record<string, unknown>).selectedKringloopwijzerId === null) return {};
    return v;
  }, refreshTokenVerzoekSchema);

  for (const pad of [routes.refreshToken.path, `/ZuivelNL.Klw.Web${routes.refreshToken.path}`]) {
    r.post(
      pad,
      { schema: { body: verversBody, response: { 200: refreshTokenAntwoordSchema } }, preValidation: vereisSessieCookie(db) },
      async (request) => {
        const sessie = sessieVan(request);
        const klw = await kiesKlwVoorToken(db, sessie, request.body.selectedKringloopwijzerId);
        const access_token = await app.jwt.sign({ sub: String(sessie.gebruiker.id), sid: sessie.tokenRef, klw });
        return { access_token };
      },
    );
  }
}
