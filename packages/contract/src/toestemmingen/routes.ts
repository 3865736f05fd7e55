/**
 * The calls of the farmer's consent ledger ("Toestemmingen", decision 033): one list of every grant
 * that lets data leave or enter the farm, revoking one through its owner, and a receipt per grant.
 * Zod-free, so the web can import the paths alone.
 */
export const toestemmingRoutes = {
  /** every grant of the farm (`?relatieId=&weergave=lopend|alle`) */
  grootboek: { method: 'GET', path: '/api/Toestemmingen' },
  /** end one grant: the owner's own revoke, end or leave (one write path per table, decision 026) */
  intrekken: { method: 'POST', path: '/api/Toestemmingen/Intrekken' },
  /** the receipt of one grant as a PDF (`?relatieId=&soort=&id=`) */
  bewijs: { method: 'GET', path: '/api/Toestemmingen/Bewijs' },
} as const;
