/** Where a changed field is shown: the screen route (with the record filled in) and its title. */
import { routeVan } from '../routes/route-catalogus';
import { plekVanVeld } from '../schermen/weergaven';
import type { SchermSleutel } from '../schermen/register.types';
import { veldPadZonderSleutels } from './toepassen';

export function plekVanWijziging(scherm: string, veld: string, klwId: number): { route: string | null; schermTitel: string | null } {
  if (scherm === 'melklevering') return { route: routeVan('melklevering').replace(':klwId', String(klwId)), schermTitel: 'Melklevering' };
  const p = plekVanVeld(scherm as SchermSleutel, veldPadZonderSleutels(veld));
  return p ? { route: p.route.replace(':klwId', String(klwId)), schermTitel: p.titel } : { route: null, schermTitel: null };
}
