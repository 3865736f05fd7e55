/**
 * 2021: Handreiking BEX 2021 (VCRE table bijlage 3, RAV A 1.24 correction — both recorded, not
 * modelled); the organic excretion forfaits (Skal, 1-1-2021) and the P-CaCl2 + P-AL phosphate
 * classes start this year. Values the sources give only for 2022 or 2025 are reused and marked.
 */
import { c, hergebruikt } from './bronnen';
import { parameters2022 } from './2022';
import type { RekenParameters } from './types';

export const parameters2021: RekenParameters = {
  ...parameters2022,
  jaar: 2021,
  versie: 'KLW-open 2021 (structuur rekenregels KLW 2019; Handreiking BEX 2021; aangenomen waarden gemarkeerd)',
  bexHandreiking: { ...parameters2022.bexHandreiking, versie: 'Handreiking BEX 2021' },
  co2Elektriciteit: c(0.45, 'kg CO2-eq/kWh', hergebruikt(2022, 'emissiefactor grijze stroom, co2emissiefactoren.nl')),
  // Overige waarden: ongewijzigd t.o.v. 2022.
};
