/** What the renderer needs of a register entry, looked up by its key. */
import type { SchermInfo } from './invoer-scherm';
import { ROUTES } from '../../lib/route-tabel';

// Until the register (packages/contract/src/schermen/register.ts) is merged: the route
// table's name, the call name by the spec's pattern (GET /api/Krachtvoer/GetKrachtvoerGegevens).
export function schermInfo(sleutel: string): SchermInfo | undefined {
  const route = ROUTES.find((r) => r.scherm === sleutel);
  if (!route) return undefined;
  const api = sleutel.charAt(0).toUpperCase() + sleutel.slice(1);
  return { sleutel, api, titel: route.naam, opgeslagenOmschrijving: `${route.naam} is opgeslagen` };
}
