/**
 * 2018: first year of the Handreiking BEX 2018 (body weight, energy surcharges, ≥ 5.600 kg FPCM,
 * NH3 method); otherwise as 2019.
 */
import { hergebruikt } from './bronnen';
import { parameters2019 } from './2019';
import type { RekenParameters } from './types';
import { INDELING_2018 } from './fosfaatklassen';

export const parameters2018: RekenParameters = {
  ...parameters2019,
  jaar: 2018,
  versie: 'KLW-open 2018 (rekenregels KLW 2019; Handreiking BEX 2018; aangenomen waarden gemarkeerd)',
  bexHandreiking: {
    ...parameters2019.bexHandreiking,
    versie: 'Handreiking BEX 2018',
    wijzigingen: parameters2019.bexHandreiking.wijzigingen.filter((w) => w.jaar <= 2018),
  },
  co2KrachtvoerPerKgProduct: { ...parameters2019.co2KrachtvoerPerKgProduct, bron: hergebruikt(2019, 'KLW-standaard mengvoer 1.399 g CO2-eq/kg (ppp-agro.nl)') },
  // Phosphate classes and norms: no 2018 table found; the 2019 ones ("gelden tot en met 2019", jonglaan.nl) are used.
  fosfaatklasseIndeling: INDELING_2018,
  fosfaatnormGrasland: { ...parameters2019.fosfaatnormGrasland, bron: `AANGENOMEN: gelijk aan 2019, tabel 2018 niet gevonden — te verifiëren tegen de officiële tabel. ${parameters2019.fosfaatnormGrasland.bron}` },
  fosfaatnormBouwland: { ...parameters2019.fosfaatnormBouwland, bron: `AANGENOMEN: gelijk aan 2019, tabel 2018 niet gevonden — te verifiëren tegen de officiële tabel. ${parameters2019.fosfaatnormBouwland.bron}` },
  // Overige waarden: ongewijzigd t.o.v. 2019.
};
