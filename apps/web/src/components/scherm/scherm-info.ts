/**
 * What the renderer needs of a register entry, looked up by its key and route. Read from the register
 * as written (`registerBron`, pure data), so this chunk does not carry zod and the engine's
 * schemas: the categories come with the form definition from the server.
 */
import { registerBron, weergavenVan } from '@kw/contract';
import type { SchermInfo } from './invoer-scherm';

export function schermInfo(sleutel: string, route?: string): SchermInfo | undefined {
  const bron = registerBron.find((s) => s.sleutel === sleutel);
  if (!bron) return undefined;
  const weergaven = weergavenVan(bron);
  // a screen spread over several routes (decision 010): this route's view, its title, and its sibling routes under 'Zie ook'
  const weergave = weergaven.find((w) => w.route === route) ?? weergaven[0];
  const broers = weergaven.filter((w) => w !== weergave).map((w) => ({ titel: w.titel, route: w.route }));
  const zieOok = [...broers, ...(bron.zieOok ?? [])];
  return {
    sleutel: bron.sleutel,
    api: bron.api,
    titel: weergave?.titel ?? bron.titel,
    opgeslagenOmschrijving: bron.opgeslagenOmschrijving,
    landUitPercelen: bron.landUitPercelen,
    ...(zieOok.length > 0 ? { zieOok } : {}),
    ...(weergave ? { weergave } : {}),
  };
}
