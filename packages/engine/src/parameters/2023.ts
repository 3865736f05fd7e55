/**
 * 2023: BEX 2023 changed silage density (<22% DS) and housing NH3 correction factors
 * (KLW-domeinnotities §1.3); neither is modelled separately here, so the values below are
 * those of 2022 except the grid electricity factor.
 */
import { aangenomen, c } from './bronnen';
import { parameters2022 } from './2022';
import type { RekenParameters } from './types';

export const parameters2023: RekenParameters = {
  ...parameters2022,
  jaar: 2023,
  versie: 'KLW-open 2023 (rekenregels KLW 2023, doi 10.18174/643089; aangenomen waarden gemarkeerd)',
  co2Elektriciteit: c(0.42, 'kg CO2-eq/kWh', aangenomen('emissiefactor grijze stroom 2023 (co2emissiefactoren.nl)')),
  // Overige waarden: ongewijzigd t.o.v. 2022.
};
