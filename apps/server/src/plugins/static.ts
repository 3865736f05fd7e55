/**
 * The built web app (apps/web/dist) under '/' and '/ZuivelNL.Klw.Web/', with SPA fallback:
 * an unknown GET that is not /api and not a file gets index.html. When the app is not
 * built, a plain Dutch page says how to build it. Files go out precompressed (brotli or gzip)
 * when the browser accepts it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX } from '@kw/contract';

export const BASIS_PADEN = ['/', '/ZuivelNL.Klw.Web/'] as const;

export const NIET_GEBOUWD_HTML = `<!doctype html>
<html lang="nl">
<head><meta charset="utf-8"><title>Kringloopwijzer</title></head>
<body>
<h1>Kringloopwijzer</h1>
<p>De webapplicatie is nog niet gebouwd. Voer <code>npm run build</code> uit in de hoofdmap van het project en start de server opnieuw.</p>
<p>De API is wel beschikbaar onder <code>/api/</code>.</p>
</body>
</html>
`;

const isApi = (pad: string) => pad === API_PREFIX || pad.startsWith(`${API_PREFIX}/`);
const isBestand = (pad: string) => /\/[^/]+\.[a-z0-9]+$/i.test(pad);

export function registreerStatic(app: FastifyInstance, webDistDir: string) {
  const gebouwd = existsSync(path.join(webDistDir, 'index.html'));
  const geenCache = (reply: FastifyReply) => reply.header('cache-control', 'no-cache');

  if (gebouwd) {
    for (const [i, prefix] of BASIS_PADEN.entries()) {
      app.register(fastifyStatic, {
        root: webDistDir,
        prefix,
        decorateReply: i === 0,
        index: ['index.html'],
        // the .br and .gz copies made at build time (vite.config.ts), with Content-Encoding and
        // Vary: Accept-Encoding when the browser accepts them (decision 011)
        preCompressed: true,
        setHeaders: (res, bestand) => {
          if (bestand.endsWith('index.html')) res.header('cache-control', 'no-cache');
          else if (bestand.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
          else res.header('cache-control', 'no-cache');
        },
      });
    }
  } else {
    for (const prefix of BASIS_PADEN) {
      app.get(prefix, async (_request, reply) => geenCache(reply).type('text/html; charset=utf-8').send(NIET_GEBOUWD_HTML));
    }
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pad = request.url.split('?')[0];
    if ((request.method === 'GET' || request.method === 'HEAD') && !isApi(pad) && !isBestand(pad)) {
      geenCache(reply);
      if (gebouwd) return reply.sendFile('index.html', webDistDir);
      return reply.type('text/html; charset=utf-8').send(NIET_GEBOUWD_HTML);
    }
    return reply.code(404).type('application/json; charset=utf-8').send({ statusCode: 404, message: 'Deze pagina of functie bestaat niet.' });
  });
}
