/**
 * Login with OpenID Connect (decision 018): Start redirects to the provider, Terug verifies the
 * answer, maps the KvK number to a user and starts the same server-side session as the password
 * login (klw_sessie cookie; the web then fetches its Bearer token with RefreshToken). A refused
 * login redirects to /login?oidc=<code>; the login page shows the contract's Dutch message.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { OIDC_KNOP_TEKST, oidcInstellingenSchema, oidcRoutes, INGELOGD_COOKIE, SESSIE_COOKIE, type OidcFoutCode } from '@kw/contract';
import type { OidcInstellingen } from '../../config';
import type { Db } from '../../db/client';
import { leesSessieCookie } from '../../plugins/auth';
import { SESSIE_DUUR_MS, startSessie } from '../auth/auth.service';
import { maakOidcClient } from './oidc.client';
import { leesStaatCookie, maakStaatCookie, OIDC_COOKIE, OIDC_COOKIE_S, oidcSleutel } from './oidc.cookie';
import { gebruikerVoorIdentiteit, OidcWeigering } from './oidc.koppeling';

/** Starts and callbacks per IP per minute. ASSUMED (te verifiëren): a person needs a few; more is a script. */
const OIDC_RATE_MAX = 30;

export function registreerOidcRoutes(app: FastifyInstance, opties: { db: Db; productie: boolean; oidc?: OidcInstellingen; geheim?: string }) {
  const { db, productie, oidc } = opties;
  const sessieCookie = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: productie };
  // only sent back to the callback; lax: the provider's redirect is a top-level GET navigation
  const staatCookie = { path: oidcRoutes.terug.path, httpOnly: true, sameSite: 'lax' as const, secure: productie };
  const rateLimit = { rateLimit: { max: OIDC_RATE_MAX, timeWindow: '1 minute', keyGenerator: (req: { ip: string }) => `oidc|${req.ip}` } };

  app.get(oidcRoutes.instellingen.path, { schema: { response: { 200: oidcInstellingenSchema } } }, async () => ({ beschikbaar: oidc !== undefined, knopTekst: OIDC_KNOP_TEKST }));

  const weiger = (reply: FastifyReply, code: OidcFoutCode) => reply.redirect(`/login?oidc=${code}`, 302);

  if (!oidc) {
    for (const route of [oidcRoutes.start, oidcRoutes.terug]) app.get(route.path, { config: rateLimit }, async (_request, reply) => weiger(reply, 'niet-ingesteld'));
    return;
  }

  const client = maakOidcClient(oidc);
  const sleutel = oidcSleutel(opties.geheim);

  app.get(oidcRoutes.start.path, { config: rateLimit }, async (request, reply) => {
    let start;
    try {
      start = await client.startUrl();
    } catch (err) {
      request.log.error({ err, actie: 'oidc-start' }, 'de OIDC-provider is niet bereikbaar');
      return weiger(reply, 'mislukt');
    }
    reply.setCookie(OIDC_COOKIE, maakStaatCookie(sleutel, start.staat), { ...staatCookie, maxAge: OIDC_COOKIE_S });
    return reply.redirect(start.url.href, 302);
  });

  app.get(oidcRoutes.terug.path, { config: rateLimit }, async (request, reply) => {
    const staat = leesStaatCookie(sleutel, request.cookies[OIDC_COOKIE]);
    // one use only: whatever happens next, the state is gone
    reply.clearCookie(OIDC_COOKIE, staatCookie);
    if (!staat) {
      request.log.warn({ actie: 'oidc-inloggen', resultaat: 'geweigerd', reden: 'verlopen' }, 'OIDC-terugkeer zonder geldige staat');
      return weiger(reply, 'verlopen');
    }
    const zoek = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    try {
      const identiteit = await client.verwerkTerugkeer(zoek, staat);
      const gebruiker = await gebruikerVoorIdentiteit(db, identiteit);
      const sessie = await startSessie(db, gebruiker.id, leesSessieCookie(request));
      request.log.info({ actie: 'oidc-inloggen', resultaat: 'gelukt', gebruikerId: gebruiker.id }, 'ingelogd via OIDC');
      reply.setCookie(SESSIE_COOKIE, sessie.id, { ...sessieCookie, maxAge: SESSIE_DUUR_MS / 1000 });
      reply.setCookie(INGELOGD_COOKIE, '1', { ...sessieCookie, httpOnly: false, maxAge: SESSIE_DUUR_MS / 1000 });
      return reply.redirect('/Home/new', 302);
    } catch (err) {
      if (err instanceof OidcWeigering) {
        request.log.warn({ actie: 'oidc-inloggen', resultaat: 'geweigerd', reden: err.code }, 'OIDC-inloggen geweigerd');
        return weiger(reply, err.code);
      }
      // a wrong state, a replayed or forged code, a bad ID token: the library's message names no secret, the name suffices
      request.log.warn({ actie: 'oidc-inloggen', resultaat: 'mislukt', fout: err instanceof Error ? err.name : 'onbekend', code: (err as { code?: unknown }).code }, 'OIDC-terugkeer afgewezen');
      return weiger(reply, 'mislukt');
    }
  });
}
