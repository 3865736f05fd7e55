/**
 * 2024: Handreiking BEX 2024 (silage density by formula incl. height — the engine takes kg DS as
 * entered); derogation 220 / 190 (NV-gebied) kg N/ha.
 */
import { aangenomen, c } from './bronnen';
import { parameters2023 } from './2023';
import { BEX_WIJZIGINGEN_2024 } from './bex-handreiking';
import type { RekenParameters } from './types';

export const parameters2024: RekenParameters = {
  ...parameters2023,
  jaar: 2024,
  versie: 'KLW-open 2024 (rekenregels KLW 2023 + Handreiking BEX 2024; aangenomen waarden gemarkeerd)',
  bexHandreiking: { ...parameters2023.bexHandreiking, versie: 'Handreiking BEX 2024', wijzigingen: [...parameters2023.bexHandreiking.wijzigingen, ...BEX_WIJZIGINGEN_2024] },
  co2Elektriciteit: c(0.38, 'kg CO2-eq/kWh', aangenomen('emissiefactor grijze stroom 2024 (co2emissiefactoren.nl)')),
  gebruiksnormDierlijkeMestN: {
    waarden: { standaard: 170, derogatie: 220, derogatieBeperkt: 190 },
    eenheid: 'kg N/ha',
    bron: aangenomen('170; derogatie 220, 190 in NV-gebied (supplement §8.2, 2024)'),
  },
  // Overige waarden: ongewijzigd t.o.v. 2023.
};
