/**
 * 2024: BEX 2024 computes silage density by formula incl. height (bijlage 2); the engine takes
 * kg DS as entered, so only the grid electricity factor differs from 2023.
 */
import { aangenomen, c } from './bronnen';
import { parameters2023 } from './2023';
import type { RekenParameters } from './types';

export const parameters2024: RekenParameters = {
  ...parameters2023,
  jaar: 2024,
  versie: 'KLW-open 2024 (rekenregels KLW 2023 + Handreiking BEX 2024; aangenomen waarden gemarkeerd)',
  co2Elektriciteit: c(0.38, 'kg CO2-eq/kWh', aangenomen('emissiefactor grijze stroom 2024 (co2emissiefactoren.nl)')),
  // Overige waarden: ongewijzigd t.o.v. 2023.
};
