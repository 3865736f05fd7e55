/**
 * 2019: the cow forfait table before the 2020 revision (range 5.625–10.624 kg milk) was not
 * retrieved, so the 2020 line is reused and marked. Manure forfaits of mestcode 10 and 41: the
 * nearest known values are those of 2015–2017 (mestboete.nl), before the revision.
 */
import { c, hergebruikt } from './bronnen';
import { parameters2020 } from './2020';
import type { RekenParameters } from './types';

const tabel6 = (wat: string) => hergebruikt(2020, `${wat}; de tabel vóór de herziening 2020 (WOt-TR 152) is niet gevonden, supplement §10`);
const MEST_2017 = 'waarden 2015–2017 voor mestcode 10 (7,7/4,3) en 41 (1,4/0,9) van mestboete.nl/?p=402 (KLW-domeinnotities §2.1); overige codes van 2025';

export const parameters2019: RekenParameters = {
  ...parameters2020,
  jaar: 2019,
  versie: 'KLW-open 2019 (rekenregels KLW 2019; Handreiking BEX 2019; aangenomen waarden gemarkeerd)',
  bexHandreiking: { ...parameters2020.bexHandreiking, versie: 'Handreiking BEX 2019' },
  forfaitKoeNBij9500Kg: { ...parameters2020.forfaitKoeNBij9500Kg, bron: tabel6('RVO Tabel 6, N bij 9.500 kg melk') },
  forfaitKoeNPerKgMelk: { ...parameters2020.forfaitKoeNPerKgMelk, bron: tabel6('RVO Tabel 6, helling N') },
  forfaitKoeP2o5Bij9500Kg: { ...parameters2020.forfaitKoeP2o5Bij9500Kg, bron: tabel6('RVO Tabel 6, P2O5 bij 9.500 kg melk') },
  forfaitKoeP2o5PerKgMelk: { ...parameters2020.forfaitKoeP2o5PerKgMelk, bron: tabel6('RVO Tabel 6, helling P2O5') },
  mestForfaitNKgPerTon: {
    ...parameters2020.mestForfaitNKgPerTon,
    waarden: { ...parameters2020.mestForfaitNKgPerTon.waarden, 10: 7.7, 41: 1.4 },
    bron: hergebruikt(2017, MEST_2017),
  },
  mestForfaitP2o5KgPerTon: {
    ...parameters2020.mestForfaitP2o5KgPerTon,
    waarden: { ...parameters2020.mestForfaitP2o5KgPerTon.waarden, 10: 4.3, 41: 0.9 },
    bron: hergebruikt(2017, MEST_2017),
  },
  // KLW 2019: "De hoogte van de broeikasgasemissie is standaard gesteld voor mengvoer op 1.399 CO2-eq/kg" (g per kg product).
  co2KrachtvoerPerKgProduct: c(1.399, 'kg CO2-eq/kg product', 'Bron: ppp-agro.nl "Hoe groot is de CO2-footprint van uw krachtvoer dit jaar?" (KLW 2019, standaard mengvoer 1.399 g CO2-eq/kg)'),
  // Overige waarden: ongewijzigd t.o.v. 2020.
};
