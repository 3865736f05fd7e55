/**
 * Serves the production build on port 3000 with an SPA fallback, as `npm run dev:mock`
 * does with Vite: on port 3000 the web app answers every call from its in-browser mocks.
 */
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';

const dist = resolve(import.meta.dirname, '../apps/web/dist');
const types: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html; charset=utf-8', '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon' };
const port = Number(process.env.KLW_STATIC_PORT ?? 3000);

createServer(async (req, res) => {
  const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0])).replace(/^(\.\.[/\\])+/, '');
  const file = join(dist, path);
  try {
    if (!file.startsWith(dist) || !extname(file)) throw new Error('spa');
    const body = await readFile(file);
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    res.end(body);
  } catch {
    res.writeHead(200, { 'content-type': types['.html'] });
    res.end(await readFile(join(dist, 'index.html')));
  }
}).listen(port, 'localhost');
