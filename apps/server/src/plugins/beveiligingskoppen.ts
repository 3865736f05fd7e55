/**
 * Security headers (Content-Security-Policy, HSTS in production, nosniff, frame and referrer
 * rules, Cache-Control: no-store) on every response, from helmet. The middleware is built once at start: the Fastify
 * wrapper rebuilt it, parsing the CSP directives again, on every request (~5 % of a
 * GetMelkLeveringGegevens call, decision 009).
 */
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export function registreerBeveiligingskoppen(app: FastifyInstance, opties: { productie: boolean; tegelsBron?: string }) {
  const zetKoppen = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd's CSS-in-JS injects <style> elements
        styleSrc: ["'self'", "'unsafe-inline'"],
        // the map's background tiles (KLW_KAART_TEGELS_URL), when set, come from their own host
        imgSrc: ["'self'", 'data:', ...(opties.tegelsBron ? [opties.tegelsBron] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    strictTransportSecurity: opties.productie ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', (request, reply, klaar) => {
    // Answers are personal (tokens, farm data): no cache may keep them. The
    // static files of the web app set their own policy (plugins/static.ts).
    reply.header('cache-control', 'no-store');
    zetKoppen(request.raw, reply.raw, (fout?: unknown) => klaar(fout instanceof Error ? fout : undefined));
  });
}
