/** Login, DemoLogin, Logout (cookie session) and RefreshToken (cookie session → Bearer JWT). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginAntwoordSchema, loginInvoerSchema, refreshTokenAntwoordSchema, refreshTokenVerzoekSchema, routes, SESSIE_COOKIE } from '@kw/contract';
import type { Db } from '../../db/client';
import { HttpFout } from '../../fouten';
import { sessieVan, vereisSessieCookie } from '../../plugins/auth';
import { controleerWachtwoord, kiesKlwVoorToken, SESSIE_DUUR_MS, startSessie, stopSessie, vindDemoGebruiker } from './auth.service';

export interface AuthRouteOpties {
  db: Db;
  productie: boolean;
  loginRateMax: number;
}

export const TE_VEEL_POGINGEN = 'Te veel inlogpogingen. Wacht een minuut en probeer het dan opnieuw.';

export function registreerAuthRoutes(app: FastifyInstance, { db, productie, loginRateMax }: AuthRouteOpties) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cookieOpties = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: productie };

  const rateLimit = (sleutel: (req: FastifyRequest) => string) => ({
    max: loginRateMax,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (req: FastifyRequest) => `${req.ip}|${sleutel(req)}`,
    errorResponseBuilder: () => new HttpFout(429, TE_VEEL_POGINGEN),
  });

  r.post(
    routes.login.path,
    {
      schema: { body: loginInvoerSchema, response: { 200: loginAntwoordSchema } },
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
      const sessie = await startSessie(db, gebruiker.id, request.cookies[SESSIE_COOKIE]);
      request.log.info({ actie: 'inloggen', resultaat: 'gelukt', gebruikerId: gebruiker.id }, 'ingelogd');
      reply.setCookie(SESSIE_COOKIE, sessie.id, { ...cookieOpties, maxAge: SESSIE_DUUR_MS / 1000 });
      return { gebruikersnaam: gebruiker.naam };
    },
  );

  r.post(
    routes.demoLogin.path,
    { schema: { response: { 200: loginAntwoordSchema } }, config: { rateLimit: rateLimit(() => 'demo') } },
    async (request, reply) => {
      const gebruiker = await vindDemoGebruiker(db);
      const sessie = await startSessie(db, gebruiker.id, request.cookies[SESSIE_COOKIE]);
      request.log.info({ actie: 'demo-inloggen', resultaat: 'gelukt', gebruikerId: gebruiker.id }, 'ingelogd als demogebruiker');
      reply.setCookie(SESSIE_COOKIE, sessie.id, { ...cookieOpties, maxAge: SESSIE_DUUR_MS / 1000 });
      return { gebruikersnaam: gebruiker.naam };
    },
  );

  r.post(routes.logout.path, { schema: { response: { 200: z.object({ uitgelogd: z.boolean() }) } } }, async (request, reply) => {
    const id = request.cookies[SESSIE_COOKIE];
    if (id) await stopSessie(db, id);
    request.log.info({ actie: 'uitloggen' }, 'uitgelogd');
    reply.clearCookie(SESSIE_COOKIE, cookieOpties);
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
      { schema: { body: verversBody, response: { 200: refreshTokenAntwoordSchema } }, preHandler: vereisSessieCookie(db) },
      async (request) => {
        const sessie = sessieVan(request);
        const klw = await kiesKlwVoorToken(db, sessie, request.body.selectedKringloopwijzerId);
        const access_token = await app.jwt.sign({ sub: String(sessie.gebruiker.id), sid: sessie.id, klw });
        return { access_token };
      },
    );
  }
}
