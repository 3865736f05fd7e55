// The unit and API test projects. Browser tests live in e2e/ with their own config
// because they need a built app and Chromium.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two cores; PGlite costs ~0.3-3 s and 300-700 MB per instance, so keep test processes few.
    maxWorkers: 2,
    projects: [
      { test: { name: 'engine', root: 'packages/engine', environment: 'node', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] } },
      { test: { name: 'scripts', root: 'scripts', environment: 'node', include: ['*.test.mjs'] } },
      { test: { name: 'contract', root: 'packages/contract', environment: 'node', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          pool: 'forks',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env: { TZ: 'Europe/Amsterdam' },
        },
      },
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
