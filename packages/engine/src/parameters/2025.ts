/**
 * 2025: the manure forfaits (RVO Tabel 5), the N-gebruiksnormen (with a separate maize row for
 * derogation farms), the phosphate norms (bouwland "hoog" 40) and the derogation 200/190 are the
 * sourced 2025 values (nmi-agro/fdm, supplement §3.2, §8).
 */
import { aangenomen, c } from './bronnen';
import { parameters2024 } from './2024';
import type { RekenParameters } from './types';

const FDM_N25 = 'Bron: RVO Tabel 2 (2025) via nmi-agro/fdm stikstofgebruiksnorm-data 2025 (supplement §8.1)';
const FDM_P25 = 'Bron: RVO fosfaatgebruiksnormen 2025 via nmi-agro/fdm fosfaatgebruiksnorm-data (supplement §3.2)';

export const parameters2025: RekenParameters = {
  ...parameters2024,
  jaar: 2025,
  versie: 'KLW-open 2025 (rekenregels KLW 2023 + Handreiking BEX 2025; aangenomen waarden gemarkeerd)',
  bexHandreiking: { ...parameters2024.bexHandreiking, versie: 'Handreiking BEX 2025' },
  mestForfaitNKgPerTon: { ...parameters2024.mestForfaitNKgPerTon, bron: 'Bron: RVO Tabel 5 (2025) via nmi-agro/fdm table-11-mestcodes.ts (KLW-domeinnotities §2.1)' },
  mestForfaitP2o5KgPerTon: { ...parameters2024.mestForfaitP2o5KgPerTon, bron: 'Bron: RVO Tabel 5 (2025) via nmi-agro/fdm table-11-mestcodes.ts (KLW-domeinnotities §2.1)' },
  co2Elektriciteit: c(0.35, 'kg CO2-eq/kWh', aangenomen('emissiefactor grijze stroom 2025 (co2emissiefactoren.nl)')),
  gebruiksnormDierlijkeMestN: {
    waarden: { standaard: 170, derogatie: 200, derogatieBeperkt: 190 },
    eenheid: 'kg N/ha',
    bron: 'Bron: nmi-agro/fdm dierlijke-mest-gebruiksnorm 2025 (supplement §8.2): 170; derogatie 200, 190 in NV-gebied',
  },
  stikstofnormGraslandBeweiden: { ...parameters2024.stikstofnormGraslandBeweiden, bron: FDM_N25 },
  stikstofnormGraslandMaaien: { ...parameters2024.stikstofnormGraslandMaaien, bron: FDM_N25 },
  stikstofnormSnijmais: { ...parameters2024.stikstofnormSnijmais, bron: FDM_N25 },
  stikstofnormAkkerbouw: { ...parameters2024.stikstofnormAkkerbouw, bron: FDM_N25 },
  stikstofnormSnijmaisDerogatie: { waarden: { klei: 160, veen: 150, zandNwc: 140, zandZuid: 112, loss: 112 }, eenheid: 'kg N/ha', bron: FDM_N25 },
  fosfaatnormGrasland: { ...parameters2024.fosfaatnormGrasland, bron: FDM_P25 },
  fosfaatnormBouwland: { waarden: { arm: 120, laag: 80, neutraal: 70, ruim: 60, hoog: 40 }, eenheid: 'kg P2O5/ha', bron: FDM_P25 },
  werkingscoefficientCompost: { ...parameters2024.werkingscoefficientCompost, bron: 'Bron: RVO Tabel 9 (2025, gelijk in 2026) via nmi-agro/fdm table-9.ts (supplement §8.3): compost (111, 112) 0,10' },
  werkingscoefficientDierlijkeMest: { ...parameters2024.werkingscoefficientDierlijkeMest, bron: 'Bron: RVO Tabel 9 (2025) via nmi-agro/fdm table-9.ts (supplement §8.3): 0,45 met / 0,60 zonder beweiden' },
  // Overige waarden: ongewijzigd t.o.v. 2024.
};
