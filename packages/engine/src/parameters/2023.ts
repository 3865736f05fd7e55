/**
 * 2023: Handreiking BEX 2023 (silage density < 22% DS, housing NH3 correction factors, lactation
 * and dry days — recorded in `bexHandreiking`); rekenregels KLW 2023 (doi 10.18174/643089).
 */
import { aangenomen, c } from './bronnen';
import { parameters2022 } from './2022';
import { BEX_WIJZIGINGEN_2023 } from './bex-handreiking';
import type { RekenParameters } from './types';

export const parameters2023: RekenParameters = {
  ...parameters2022,
  jaar: 2023,
  versie: 'KLW-open 2023 (rekenregels KLW 2023, doi 10.18174/643089; aangenomen waarden gemarkeerd)',
  bexHandreiking: { ...parameters2022.bexHandreiking, versie: 'Handreiking BEX 2023', wijzigingen: [...parameters2022.bexHandreiking.wijzigingen, ...BEX_WIJZIGINGEN_2023] },
  co2Elektriciteit: c(0.42, 'kg CO2-eq/kWh', aangenomen('emissiefactor grijze stroom 2023 (co2emissiefactoren.nl)')),
  gwpN2o: c(265, 'kg CO2-eq/kg N2O', aangenomen('GWP N2O 265 (IPCC AR5) ook in de rekenregels 2023; AR6 (273) mogelijk — supplement §6')),
  // Overige waarden: ongewijzigd t.o.v. 2022.
};
