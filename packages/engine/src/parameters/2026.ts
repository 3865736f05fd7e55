/**
 * 2026: derogation has ended (animal-manure norm 170 kg N/ha for every farm; RENURE may add up to
 * 80 kg N/ha, not modelled); one maize row in RVO Tabel 2. Values the sources give only up to 2025
 * are reused and marked.
 */
import { c, hergebruikt } from './bronnen';
import { parameters2025 } from './2025';
import type { RekenParameters } from './types';

const FDM_N26 = 'Bron: RVO Tabel 2 (2026) via nmi-agro/fdm stikstofgebruiksnorm-data 2026 (supplement §8.1)';

export const parameters2026: RekenParameters = {
  ...parameters2025,
  jaar: 2026,
  versie: 'KLW-open 2026 (rekenregels KLW 2023 + Handreiking BEX 2026; aangenomen waarden gemarkeerd)',
  bexHandreiking: { ...parameters2025.bexHandreiking, versie: 'Handreiking BEX 2026' },
  mestForfaitNKgPerTon: { ...parameters2025.mestForfaitNKgPerTon, bron: hergebruikt(2025, 'RVO Tabel 5 via nmi-agro/fdm table-11-mestcodes.ts') },
  mestForfaitP2o5KgPerTon: { ...parameters2025.mestForfaitP2o5KgPerTon, bron: hergebruikt(2025, 'RVO Tabel 5 via nmi-agro/fdm table-11-mestcodes.ts') },
  co2Elektriciteit: c(0.35, 'kg CO2-eq/kWh', hergebruikt(2025, 'emissiefactor grijze stroom, co2emissiefactoren.nl')),
  gebruiksnormDierlijkeMestN: {
    waarden: { standaard: 170, derogatie: 170, derogatieBeperkt: 170 },
    eenheid: 'kg N/ha',
    bron: 'Bron: nmi-agro/fdm renure-gebruiksnorm 2026 (supplement §8.2): derogatie beëindigd, 170 kg N/ha (RENURE tot +80 niet gemodelleerd)',
  },
  stikstofnormGraslandBeweiden: { ...parameters2025.stikstofnormGraslandBeweiden, bron: FDM_N26 },
  stikstofnormGraslandMaaien: { ...parameters2025.stikstofnormGraslandMaaien, bron: FDM_N26 },
  stikstofnormSnijmais: { ...parameters2025.stikstofnormSnijmais, bron: FDM_N26 },
  stikstofnormAkkerbouw: { ...parameters2025.stikstofnormAkkerbouw, bron: FDM_N26 },
  stikstofnormSnijmaisDerogatie: { ...parameters2025.stikstofnormSnijmais, bron: `${FDM_N26}: één maïsrij, geen derogatie meer` },
  fosfaatnormGrasland: { ...parameters2025.fosfaatnormGrasland, bron: 'Bron: RVO fosfaatgebruiksnormen 2026 via nmi-agro/fdm fosfaatgebruiksnorm-data (supplement §3.2)' },
  fosfaatnormBouwland: { ...parameters2025.fosfaatnormBouwland, bron: 'Bron: RVO fosfaatgebruiksnormen 2026 via nmi-agro/fdm fosfaatgebruiksnorm-data (supplement §3.2)' },
  // Overige waarden: ongewijzigd t.o.v. 2025.
};
