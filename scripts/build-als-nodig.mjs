// `npm start`: build the web app only when its sources changed since the last build.
// The sources are hashed (paths and contents) and compared with the stamp the last build left in
// apps/web/dist. `npm run build` always builds (and this script then writes a fresh stamp).
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What goes into the web bundle: the web app, the packages it imports, the lockfile and the build config. */
export const BRONNEN = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/web/public',
  'packages/contract/src',
  'packages/contract/package.json',
  'packages/engine/src',
  'packages/engine/package.json',
  'package-lock.json',
  'tsconfig.json',
];

export const STEMPEL = 'apps/web/dist/.bron-hash';

function bestanden(pad) {
  if (!existsSync(pad)) return [];
  if (!statSync(pad).isDirectory()) return [pad];
  return readdirSync(pad, { withFileTypes: true })
    .filter((e) => e.name !== 'node_modules')
    .flatMap((e) => bestanden(join(pad, e.name)));
}

/** One hash over the relative path and content of every source file, in a fixed order. */
export function bronHash(root, bronnen = BRONNEN) {
  const hash = createHash('sha256');
  const lijst = bronnen.flatMap((b) => bestanden(join(root, b))).map((p) => relative(root, p).split('\\').join('/'));
  for (const pad of [...new Set(lijst)].sort()) {
    hash.update(pad).update('\0').update(readFileSync(join(root, pad))).update('\0');
  }
  return hash.digest('hex');
}

/** A build is needed when there is no built app, no stamp, or the stamp differs from the sources. */
export function moetBouwen(root, bronnen = BRONNEN) {
  const stempel = join(root, STEMPEL);
  if (!existsSync(join(root, 'apps/web/dist/index.html')) || !existsSync(stempel)) return true;
  return readFileSync(stempel, 'utf8').trim() !== bronHash(root, bronnen);
}

export function schrijfStempel(root, bronnen = BRONNEN) {
  writeFileSync(join(root, STEMPEL), `${bronHash(root, bronnen)}\n`);
}

function hoofd() {
  const root = resolve(fileURLToPath(import.meta.url), '../..');
  const altijd = process.argv.includes('--altijd');
  if (!altijd && !moetBouwen(root)) {
    console.log('Web-app is al gebouwd voor deze bronnen; bouwen overgeslagen (npm run build bouwt altijd).');
    return;
  }
  const r = spawnSync('npm', ['run', 'build', '-w', '@kw/web'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (r.status !== 0) process.exit(r.status ?? 1);
  schrijfStempel(root);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) hoofd();
