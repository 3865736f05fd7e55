/**
 * 2020: excretion forfaits after the 2019 revision (WOt-TR 152) apply; the organic forfaits of
 * 1-1-2021 do not exist yet, so those values are reused from 2021 and marked. Phosphate classes
 * and norms are those of 2020 (P-AL / Pw, five classes). The BEX 2021 changes are not in this year's Handreiking.
 */
import { hergebruikt } from './bronnen';
import { parameters2021 } from './2021';
import type { RekenParameters } from './types';
import { INDELING_2020 } from './fosfaatklassen';

const vanaf2021 = (wat: string) => hergebruikt(2021, wat);
const NORMEN_2020 =
  'Bron: Uitvoeringsregeling Meststoffenwet art. 31 per 2020 (Stcrt. 2019, 70977), tabel "Indeling fosfaatklassen en -gebruiksnormen vanaf 2020" ' +
  '(omnyacc.nl 24-01-2020, weanoordholland.nl, mijntipsenadvies.nl 27-08-2020, jonglaan.nl: grasland 120/105/95/90/75, bouwland 120/80/70/60/40)';

export const parameters2020: RekenParameters = {
  ...parameters2021,
  jaar: 2020,
  versie: 'KLW-open 2020 (structuur rekenregels KLW 2019; Handreiking BEX 2020; aangenomen waarden gemarkeerd)',
  bexHandreiking: {
    ...parameters2021.bexHandreiking,
    versie: 'Handreiking BEX 2020',
    wijzigingen: parameters2021.bexHandreiking.wijzigingen.filter((w) => w.jaar <= 2020),
  },
  forfaitBiologischKoeN: { ...parameters2021.forfaitBiologischKoeN, bron: vanaf2021('Skal excretieforfaits biologisch gelden vanaf 1-1-2021') },
  forfaitBiologischJongveeJonger1JaarN: { ...parameters2021.forfaitBiologischJongveeJonger1JaarN, bron: vanaf2021('Skal excretieforfaits biologisch gelden vanaf 1-1-2021') },
  forfaitBiologischJongveeOuder1JaarN: { ...parameters2021.forfaitBiologischJongveeOuder1JaarN, bron: vanaf2021('Skal excretieforfaits biologisch gelden vanaf 1-1-2021') },
  // Phosphate classes and norms 2020 (zesde actieprogramma): five classes on P-AL / Pw (parameters/fosfaatklassen.ts).
  fosfaatklasseIndeling: INDELING_2020,
  fosfaatnormGrasland: {
    waarden: { arm: 120, laag: 105, neutraal: 95, ruim: 90, hoog: 75 },
    eenheid: 'kg P2O5/ha',
    bron: `${NORMEN_2020}; geen analyse = hoog: RVO "Hoeveel fosfaat landbouwgrond" (vanaf 2020 ha grasland × 75)`,
  },
  fosfaatnormBouwland: {
    // Bouwland hoog 40; 45 (biologisch 50) with ≥ 20 kg P2O5/ha from organic-rich manure is not modelled (te verifiëren in KLW).
    waarden: { arm: 120, laag: 80, neutraal: 70, ruim: 60, hoog: 40 },
    eenheid: 'kg P2O5/ha',
    bron: `${NORMEN_2020}; geen analyse = hoog: RVO "Hoeveel fosfaat landbouwgrond" (vanaf 2020 ha bouwland × 40)`,
  },
  // Overige waarden: ongewijzigd t.o.v. 2021.
};
