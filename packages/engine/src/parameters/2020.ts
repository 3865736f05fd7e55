/**
 * 2020: excretion forfaits after the 2019 revision (WOt-TR 152) apply; the organic forfaits of
 * 1-1-2021 and the 2021 phosphate classes do not exist yet, so those values are reused from 2021
 * and marked. The BEX 2021 changes are not in this year's Handreiking.
 */
import { hergebruikt } from './bronnen';
import { parameters2021 } from './2021';
import type { RekenParameters } from './types';

const vanaf2021 = (wat: string) => hergebruikt(2021, wat);

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
  fosfaatnormGrasland: {
    ...parameters2021.fosfaatnormGrasland,
    bron: vanaf2021('vóór 2021 gold een indeling in 4 klassen op P-AL (grasland) en Pw (bouwland); drempels en normen niet gevonden, supplement §3.2'),
  },
  fosfaatnormBouwland: {
    ...parameters2021.fosfaatnormBouwland,
    bron: vanaf2021('vóór 2021 gold een indeling in 4 klassen op P-AL (grasland) en Pw (bouwland); drempels en normen niet gevonden, supplement §3.2'),
  },
  // Overige waarden: ongewijzigd t.o.v. 2021.
};
