/**
 * 2019: the cow forfait table before the 2020 revision (range 5.625–10.624 kg milk) was not
 * retrieved, so the 2020 line is reused and marked. Manure forfaits of mestcode 10 and 41: the
 * nearest known values are those of 2015–2017 (mestboete.nl), before the revision.
 */
import { c, hergebruikt } from './bronnen';
import { parameters2020 } from './2020';
import type { RekenParameters } from './types';
import { INDELING_2019 } from './fosfaatklassen';

const tabel6 = (wat: string) => hergebruikt(2020, `${wat}; de tabel vóór de herziening 2020 (WOt-TR 152) is niet gevonden, supplement §10`);
const NORMEN_2019 =
  'Bron: normen 2019 tussen haakjes in de tabel "Indeling fosfaatklassen en -gebruiksnormen vanaf 2020" (omnyacc.nl 24-01-2020, weanoordholland.nl, ' +
  'mijntipsenadvies.nl 27-08-2020, weanaaldwijk.nl 16-04-2020: grasland arm 120, laag 100, neutraal 90, hoog 80; bouwland 120, 75, 60, 50; jonglaan.nl noemt eenmaal 85 voor grasland hoog) — ' +
  'te verifiëren tegen de Uitvoeringsregeling Meststoffenwet 2019 art. 31';
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
  // Phosphate: four classes on P-AL / Pw, and the norms "t/m 2019" (the "(2019)" column of the 2020 tables). There is
  // no class "ruim" before 2020; its norm is set to that of "neutraal", which it was split from, so it is never lower.
  fosfaatklasseIndeling: INDELING_2019,
  fosfaatnormGrasland: { waarden: { arm: 120, laag: 100, neutraal: 90, ruim: 90, hoog: 80 }, eenheid: 'kg P2O5/ha', bron: NORMEN_2019 },
  fosfaatnormBouwland: { waarden: { arm: 120, laag: 75, neutraal: 60, ruim: 60, hoog: 50 }, eenheid: 'kg P2O5/ha', bron: NORMEN_2019 },
  // Overige waarden: ongewijzigd t.o.v. 2020.
};
