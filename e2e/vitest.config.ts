// Browser tests: the real server (embedded PGlite in a fresh temp dir, demo data) and
// the port-3000 mock mode, driven by playwright-core with Debian's Chromium.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['*.e2e.test.ts'],
    globalSetup: ['./global-setup.ts'],
    setupFiles: ['./console-check.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 90_000,
    fileParallelism: false,
    env: { TZ: 'Europe/Amsterdam' },
  },
});
