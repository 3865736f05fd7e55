// `npm test`: lint, typecheck, unit + API tests (PGlite, and PostgreSQL when DATABASE_URL
// is set), then the browser tests. Ends with one plain "N passed, N failed" line.
//
// On two cores the steps overlap where one leaves a core idle (docs/decisions/023-testsnelheid.md):
// lint, typecheck and the web build (each mostly one thread) run side by side, then the unit and API
// tests on both databases in one vitest run (two workers), then the browser tests (parallel files, three workers).
import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync, mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const out = (name) => resolve('.test-results', name);

const results = [];
let passed = 0;
let failed = 0;
const begin = Date.now();
const seconden = (ms) => `${Math.round(ms / 1000)} s`;

/**
 * Runs one step. `stil`: its output goes to .test-results/<log> and is printed when it ends (steps that run
 * side by side would interleave their lines); otherwise it streams.
 */
function step(name, cmd, args, { env = {}, stil } = {}) {
  const start = Date.now();
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}${stil ? ` (output: .test-results/${stil})` : ''}`);
  return new Promise((done) => {
    const child = spawn(cmd, args, { stdio: stil ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
    if (stil) {
      const log = createWriteStream(out(stil));
      child.stdout.pipe(log);
      child.stderr.pipe(log);
    }
    child.on('close', (code) => {
      const ok = code === 0;
      const duur = Date.now() - start;
      results.push({ name, ok, duur });
      if (stil) {
        console.log(`\n=== ${name}: ${ok ? 'ok' : 'FAILED'} (${seconden(duur)})`);
        const tekst = readFileSync(out(stil), 'utf8');
        // a passing step's log stays in the file; a failing one is shown whole
        process.stdout.write(ok ? tekst.split('\n').slice(-15).join('\n') : tekst);
      }
      done(ok);
    });
  });
}

/** Tests that passed only on a retry (the browser tests retry, decision 032): passed, with the earlier attempts' errors kept. */
const herhaald = [];

function countVitest(file) {
  try {
    const j = JSON.parse(readFileSync(file, 'utf8'));
    passed += j.numPassedTests;
    failed += j.numFailedTests;
    for (const f of j.testResults) {
      for (const t of f.assertionResults) if (t.status === 'passed' && t.failureMessages.length > 0) herhaald.push({ naam: t.fullName, fout: t.failureMessages[0].split('\n')[0] });
    }
  } catch {
    failed += 1;
  }
}

rmSync('.test-results', { recursive: true, force: true });
mkdirSync('.test-results', { recursive: true });

// The build is made only when the web sources changed since the last one (scripts/build-als-nodig.mjs hashes them):
// the bundle budgets and the browser tests read that one build.
const gebouwd = step('build web', 'node', ['scripts/build-als-nodig.mjs'], { stil: 'build.log' }).then((ok) => ok && step('bundle budgets', 'npx', ['tsx', 'bench/check-bundles.ts'], { stil: 'budgets.log' }));
await Promise.all([step('lint', 'npx', ['eslint', '.'], { stil: 'lint.log' }), step('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json'], { stil: 'typecheck.log' }), gebouwd]);

// One vitest run: the server project on PGlite, and with DATABASE_URL the server-pg project on PostgreSQL.
const metPg = Boolean(process.env.DATABASE_URL);
await step(metPg ? 'unit + API (PGlite and PostgreSQL)' : 'unit + API (PGlite)', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out('unit.json')}`], { env: { KW_TEST_DB: 'pglite' } });
countVitest(out('unit.json'));

if (results.find((r) => r.name === 'build web')?.ok) {
  await step('browser tests', 'npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${out('e2e.json')}`]);
  countVitest(out('e2e.json'));
}

console.log('\n=== summary');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${seconden(r.duur)})`);
console.log(`total ${seconden(Date.now() - begin)}`);
const bad = results.filter((r) => !r.ok).length;
if (bad > 0 && failed === 0) failed = bad;
for (const h of herhaald) console.log(`passed only on a retry: ${h.naam} (first: ${h.fout})`);
console.log(`tests: ${passed} passed${herhaald.length ? ` (${herhaald.length} only on a retry)` : ''}, ${failed} failed`);
process.exit(bad > 0 ? 1 : 0);
