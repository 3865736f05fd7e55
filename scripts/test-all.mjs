// `npm test`: lint, typecheck, unit + API tests (PGlite, and PostgreSQL when DATABASE_URL
// is set), then the browser tests. Ends with one plain "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { readFileSync, mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const out = (name) => resolve('.test-results', name);

const results = [];
let passed = 0;
let failed = 0;

function step(name, cmd, args, env = {}) {
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  results.push({ name, ok: r.status === 0 });
  return r.status === 0;
}

function countVitest(file) {
  try {
    const j = JSON.parse(readFileSync(file, 'utf8'));
    passed += j.numPassedTests;
    failed += j.numFailedTests;
  } catch {
    failed += 1;
  }
}

rmSync('.test-results', { recursive: true, force: true });
mkdirSync('.test-results', { recursive: true });

step('lint', 'npx', ['eslint', '.']);
step('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json']);
step('unit + API (PGlite)', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out('unit.json')}`], { DATABASE_URL: '' , KW_TEST_DB: 'pglite' });
countVitest(out('unit.json'));
if (process.env.DATABASE_URL) {
  step('API (PostgreSQL)', 'npx', ['vitest', 'run', '--project', 'server', '--reporter=default', '--reporter=json', `--outputFile.json=${out('api-pg.json')}`], { KW_TEST_DB: 'postgres' });
  countVitest(out('api-pg.json'));
}
step('build web', 'npm', ['run', 'build']);
step('bundle budgets', 'npx', ['tsx', 'bench/check-bundles.ts']);
step('browser tests', 'npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${out('e2e.json')}`]);
countVitest(out('e2e.json'));

console.log('\n=== summary');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name}`);
const bad = results.filter((r) => !r.ok).length;
if (bad > 0 && failed === 0) failed = bad;
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(bad > 0 ? 1 : 0);
