/** Ports the browser tests use: the real app, and the port-3000 mock mode of spec §7. */
export const E2E_PORT = Number(process.env.KLW_E2E_PORT ?? 18080);
export const APP_URL = `http://localhost:${E2E_PORT}`;
export const MOCK_PORT = 3000;
export const MOCK_URL = `http://localhost:${MOCK_PORT}`;
