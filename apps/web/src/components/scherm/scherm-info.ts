/**
 * What the renderer needs of a register entry, looked up by its key. Read from the register
 * as written (`registerBron`, pure data), so this chunk does not carry zod and the engine's
 * schemas: the categories come with the form definition from the server.
 */
import { registerBron } from '@kw/contract';
import type { SchermInfo } from './invoer-scherm';

export function schermInfo(sleutel: string): SchermInfo | undefined {
  const bron = registerBron.find((s) => s.sleutel === sleutel);
  return bron && { sleutel: bron.sleutel, api: bron.api, titel: bron.titel, opgeslagenOmschrijving: bron.opgeslagenOmschrijving, landUitPercelen: bron.landUitPercelen, zieOok: bron.zieOok };
}
