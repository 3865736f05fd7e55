/**
 * Starts, from the production build, one real server per browser-test worker (each on its own copy of the
 * migrated and seeded PGlite template that the API tests use too, so no server migrates or seeds at start)
 * and one static server on port 3000 for the mock mode. The build itself is made by `npm test` before this
 * runs. Why one server per worker: docs/decisions/023-testsnelheid.md.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pgliteTemplate } from '../apps/server/test/helpers/testdb';
import { E2E_WERKERS, e2ePoort, MOCK_PORT, MOCK_URL } from './ports';
import { stopProces, wachtOpUrl } from './processen';

const root = resolve(import.meta.dirname, '..');
const children: ChildProcess[] = [];
const dataDirs: string[] = [];

function start(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  return child;
}

export async function setup() {
  if (!existsSync(join(root, 'apps/web/dist/index.html'))) throw new Error('apps/web/dist is missing: run `npm run build` first');
  start(['--import', 'tsx', 'e2e/static-server.ts'], { KLW_STATIC_PORT: String(MOCK_PORT) });
  const template = await pgliteTemplate();
  const klaar = [wachtOpUrl(`${MOCK_URL}/`, 20_000)];
  for (let werker = 1; werker <= E2E_WERKERS; werker++) {
    const dataDir = mkdtempSync(join(tmpdir(), `klw-e2e-${werker}-`));
    dataDirs.push(dataDir);
    cpSync(template, dataDir, { recursive: true });
    start(['--import', 'tsx', 'apps/server/src/main.ts'], {
      PORT: String(e2ePoort(werker)),
      HOST: 'localhost',
      DATABASE_URL: '',
      KLW_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      KLW_LOGIN_RATE_MAX: '1000',
    });
    // generous: on a busy 2-core machine a server has needed ~60 s to import and open its database
    klaar.push(wachtOpUrl(`http://localhost:${e2ePoort(werker)}/ready`, 180_000));
  }
  await Promise.all(klaar);
}

export async function teardown() {
  await Promise.all(children.map((c) => stopProces(c)));
  for (const dir of dataDirs) {
    rmSync(dir, { recursive: true, force: true });
    // the server's claim on its data directory (apps/server/src/db/client.ts) lies beside it
    rmSync(`${dir}.pid`, { force: true });
  }
}
