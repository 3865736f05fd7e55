/**
 * Starts the real server on a fresh embedded database (seeded with the demo data) and
 * a static server on port 3000 for the mock mode, both from the production build.
 * The build itself is made by `npm test` before this runs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { APP_URL, E2E_PORT, MOCK_PORT, MOCK_URL } from './ports';

const root = resolve(import.meta.dirname, '..');
const children: ChildProcess[] = [];
let dataDir = '';

async function waitFor(url: string, ms: number) {
  const end = Date.now() + ms;
  let last: unknown;
  while (Date.now() < end) {
    try {
      const r = await fetch(url);
      if (r.ok) return;
      last = r.status;
    } catch (e) {
      last = e;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up: ${String(last)}`);
}

function start(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  return child;
}

export async function setup() {
  if (!existsSync(join(root, 'apps/web/dist/index.html'))) throw new Error('apps/web/dist is missing: run `npm run build` first');
  dataDir = mkdtempSync(join(tmpdir(), 'klw-e2e-'));
  start(['--import', 'tsx', 'apps/server/src/main.ts'], {
    PORT: String(E2E_PORT),
    HOST: 'localhost',
    DATABASE_URL: '',
    KLW_DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    KLW_LOGIN_RATE_MAX: '1000',
  });
  start(['--import', 'tsx', 'e2e/static-server.ts'], { KLW_STATIC_PORT: String(MOCK_PORT) });
  await Promise.all([waitFor(`${APP_URL}/ready`, 60_000), waitFor(`${MOCK_URL}/`, 20_000)]);
}

export async function teardown() {
  for (const c of children) c.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
