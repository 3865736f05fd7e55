// The unit and API test projects. Browser tests live in e2e/ with their own config
// because they need a built app and Chromium.
import { relative } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The slowest files, measured 26-11-2026 (docs/decisions/023-testsnelheid.md): the fuzz files alone held 78 % of the
 * server project's time. Vitest orders files without cached timings (every run after `npm ci`, which empties
 * node_modules/.vite) by size, which put these small files last: one core then worked through them alone.
 */
const ZWAAR = [/-fuzz\.test\.ts$/, /invoer-scherm\.test\.tsx$/, /herstart\.test\.ts$/, /koppelingen-herstel\.test\.ts$/];

/** Longest first over all projects: the known-slow files, then files never timed, then the rest by their last time. */
class ZwaarsteEerst extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    const basis = await super.sort(files);
    const duur = (f: TestSpecification) => this.ctx.cache.getFileTestResults(`${f.project.name}:${relative(this.ctx.config.root, f.moduleId)}`)?.duration;
    const gewicht = (f: TestSpecification) => (ZWAAR.some((p) => p.test(f.moduleId)) ? 2e9 : (duur(f) ?? 1e9));
    return basis.map((f) => ({ f, g: gewicht(f) })).sort((a, b) => b.g - a.g).map(({ f }) => f);
  }
}

const server = {
  root: 'apps/server',
  environment: 'node',
  include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  pool: 'forks' as const,
  // The files of one worker share its process: the server's modules are imported once per worker instead of once per
  // file (vitest summed 433 s of importing over the files of one 1,044 s run, 27-11-2026). Every file still gets its
  // own database, and what a module remembers of one file's data is forgotten before the next
  // (test/helpers/per-bestand.ts; decision 023, revision 27-11-2026 (2)). Each project keeps its own workers, so
  // KW_TEST_DB holds per process.
  isolate: false,
  setupFiles: ['test/helpers/per-bestand.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    // Two cores; PGlite costs ~0.3-3 s and 300-700 MB per instance, so keep test processes few.
    maxWorkers: 2,
    sequence: { sequencer: ZwaarsteEerst },
    projects: [
      { test: { name: 'engine', root: 'packages/engine', environment: 'node', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] } },
      { test: { name: 'scripts', root: 'scripts', environment: 'node', include: ['*.test.mjs'] } },
      { test: { name: 'contract', root: 'packages/contract', environment: 'node', include: ['src/**/*.test.ts'] } },
      // The API tests on the database KW_TEST_DB names (PGlite unless 'postgres').
      { test: { name: 'server', ...server, env: { TZ: 'Europe/Amsterdam' } } },
      // With DATABASE_URL: the same API tests on PostgreSQL, in the same run as the rest, so both cores stay busy
      // and every file is transformed once (`npm test`; docs/decisions/023-testsnelheid.md).
      ...(process.env.DATABASE_URL ? [{ test: { name: 'server-pg', ...server, env: { TZ: 'Europe/Amsterdam', KW_TEST_DB: 'postgres' } } }] : []),
      {
        test: {
          name: 'web',
          root: 'apps/web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          env: { TZ: 'Europe/Amsterdam' },
          setupFiles: ['src/test-setup.ts'],
        },
      },
    ],
  },
});
