/**
 * Ports the browser tests use: the real app, and the port-3000 mock mode of spec §7.
 *
 * Browser test files run in parallel, one vitest worker each; every worker talks to a real server of its own
 * (its own PGlite copy of the demo data), so files of different workers never see each other's saves
 * (docs/decisions/023-testsnelheid.md). Worker n (VITEST_POOL_ID, 1…E2E_WERKERS) uses port KLW_E2E_PORT + n − 1.
 * The mock server on port 3000 is stateless (mock state lives in each browser context's localStorage) and shared.
 * Three workers by default: with two the cores idled about a seventh of the browser step while pages waited on
 * servers and timers (decision 023, revision 27-11-2026 (3)).
 */
export const E2E_WERKERS = Math.max(1, Number(process.env.KLW_E2E_WERKERS ?? 3));
const BASIS_POORT = Number(process.env.KLW_E2E_PORT ?? 18080);

/** The real server's port for worker `werker` (1-based). */
export const e2ePoort = (werker: number) => BASIS_POORT + werker - 1;

export const E2E_PORT = e2ePoort(Number(process.env.VITEST_POOL_ID ?? 1));
export const APP_URL = `http://localhost:${E2E_PORT}`;
export const MOCK_PORT = 3000;
export const MOCK_URL = `http://localhost:${MOCK_PORT}`;
