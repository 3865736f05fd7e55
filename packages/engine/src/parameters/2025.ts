/**
 * 2025: the manure forfaits (RVO Tabel 5) in 2022.ts are the 2025 values, so for 2025 they
 * are sourced, not assumed.
 */
import { aangenomen, c } from './bronnen';
import { parameters2024 } from './2024';
import type { RekenParameters } from './types';

export const parameters2025: RekenParameters = {
  ...parameters2024,
  jaar: 2025,
  versie: 'KLW-open 2025 (rekenregels KLW 2023 + Handreiking BEX 2025; aangenomen waarden gemarkeerd)',
  mestForfaitNKgPerTon: { ...parameters2024.mestForfaitNKgPerTon, bron: 'Bron: RVO Tabel 5 (2025) via nmi-agro/fdm table-11-mestcodes.ts (KLW-domeinnotities §2.1)' },
  mestForfaitP2o5KgPerTon: { ...parameters2024.mestForfaitP2o5KgPerTon, bron: 'Bron: RVO Tabel 5 (2025) via nmi-agro/fdm table-11-mestcodes.ts (KLW-domeinnotities §2.1)' },
  co2Elektriciteit: c(0.35, 'kg CO2-eq/kWh', aangenomen('emissiefactor grijze stroom 2025 (co2emissiefactoren.nl)')),
  // Overige waarden: ongewijzigd t.o.v. 2024.
};
