// Browser tests: the real server (embedded PGlite, a copy of the demo data per worker) and the port-3000
// mock mode, driven by playwright-core with Debian's Chromium. Files run in parallel, one real server per
// worker (e2e/ports.ts, docs/decisions/023-testsnelheid.md).
import { defineConfig } from 'vitest/config';
import { E2E_WERKERS } from './ports';

export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['*.e2e.test.ts'],
    globalSetup: ['./global-setup.ts'],
    setupFiles: ['./console-check.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // expect.poll waits 1 s by default: too short on a 2-core CI machine running two browsers and two
    // servers (a signal link's field focus missed it once, CI 2026-11-26). A pass still returns at once.
    expect: { poll: { timeout: 15_000 } },
    // A failing test runs up to twice more (docs/decisions/032-browsertests-herhalen.md): on the 2-core CI machine
    // two browsers and two servers share the cores, and a wait that runs out there once in tens of runs refused
    // whole sessions' work. A test that passes only on a retry is still reported by name in `npm test`'s summary.
    retry: 2,
    pool: 'forks',
    maxWorkers: E2E_WERKERS,
    env: { TZ: 'Europe/Amsterdam' },
  },
});
