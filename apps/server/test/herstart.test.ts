/**
 * The real start (src/main.ts in its own process): production refuses to start without
 * KLW_JWT_SECRET (decision 003), and a PGlite server killed with kill -9 can be started
 * again at once on the same data directory (§3.11).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config';
import { pgliteTemplate } from './helpers/testdb';

const MAIN = path.join(REPO_ROOT, 'apps', 'server', 'src', 'main.ts');
const kinderen: ChildProcess[] = [];
const mappen: string[] = [];
afterAll(() => {
  for (const k of kinderen) if (k.exitCode === null && k.signalCode === null) k.kill('SIGKILL');
  for (const m of mappen) rmSync(m, { recursive: true, force: true });
});

function start(env: Record<string, string>) {
  const { DATABASE_URL: _weg, ...basis } = process.env;
  const kind = spawn(process.execPath, ['--import', 'tsx', MAIN], { cwd: REPO_ROOT, env: { ...basis, LOG_LEVEL: 'error', HOST: '127.0.0.1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  kinderen.push(kind);
  let uitvoer = '';
  kind.stdout!.on('data', (d) => (uitvoer += d));
  kind.stderr!.on('data', (d) => (uitvoer += d));
  const einde = new Promise<number | null>((r) => kind.on('exit', (code) => r(code)));
  return { kind, einde, uitvoer: () => uitvoer };
}

async function vrijePoort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const poort = (srv.address() as net.AddressInfo).port;
  await new Promise((r) => srv.close(r));
  return poort;
}

async function wachtOpReady(poort: number, proces: { kind: ChildProcess; uitvoer(): string }, ms: number): Promise<number> {
  const begin = Date.now();
  while (Date.now() - begin < ms) {
    if (proces.kind.exitCode !== null) throw new Error(`server gestopt (${proces.kind.exitCode}): ${proces.uitvoer()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${poort}/ready`);
      if (res.status === 200) return Date.now() - begin;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`/ready niet binnen ${ms} ms: ${proces.uitvoer()}`);
}

describe('starten van de server', () => {
  it('NODE_ENV=production zonder KLW_JWT_SECRET: stopt met een Nederlandse melding en code ≠ 0', async () => {
    const p = start({ NODE_ENV: 'production', KLW_JWT_SECRET: '', PORT: String(await vrijePoort()), KLW_DATA_DIR: path.join(os.tmpdir(), 'kw-nooit-gebruikt') });
    const code = await p.einde;
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    expect(p.uitvoer()).toMatch(/KLW_JWT_SECRET ontbreekt: in productie/);
  }, 60_000);

  it('PGlite: direct na kill -9 start de server opnieuw op dezelfde map en /ready antwoordt', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'kw-herstart-'));
    mappen.push(dir);
    const dataDir = path.join(dir, 'pglite');
    cpSync(await pgliteTemplate(), dataDir, { recursive: true });
    const poort = await vrijePoort();
    // The first server runs under a shell that then becomes `sleep` and never reaps it: after
    // kill -9 it stays visible as a zombie, as a dying process is for a moment (the fault the
    // issue saw for 1-2 s). Node would reap its own child too soon to show it.
    const { DATABASE_URL: _weg, ...basis } = process.env;
    const schil = spawn('sh', ['-c', `"${process.execPath}" --import tsx "${MAIN}" & echo $!; exec sleep 600`], {
      cwd: REPO_ROOT,
      env: { ...basis, LOG_LEVEL: 'error', HOST: '127.0.0.1', KLW_DATA_DIR: dataDir, PORT: String(poort) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    kinderen.push(schil);
    const pid = await new Promise<number>((ok) => schil.stdout!.once('data', (d) => ok(Number(String(d).trim().split('\n')[0]))));
    let uitvoerEerste = '';
    schil.stdout!.on('data', (d) => (uitvoerEerste += d));
    await wachtOpReady(poort, { kind: schil, uitvoer: () => uitvoerEerste }, 60_000);
    process.kill(pid, 'SIGKILL');
    // still visible: dying (R/D) or a zombie (Z), never reaped by its `sleep` parent
    expect(readFileSync(`/proc/${pid}/stat`, 'utf8')).toMatch(/\) [RSDZX] /);

    const tweede = start({ KLW_DATA_DIR: dataDir, PORT: String(poort) });
    await wachtOpReady(poort, tweede, 60_000);
    expect(tweede.uitvoer()).not.toMatch(/al in gebruik/);
    tweede.kind.kill('SIGTERM');
    expect(await tweede.einde).toBe(0);
    schil.kill('SIGKILL');
  }, 150_000);
});
