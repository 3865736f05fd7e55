/** The mandates feature (decision 019): composed by app/ (Profiel, Deelnemers); /mandates is its own page. */
export { BedrijfMachtigingen } from './bedrijf-machtigingen';
export { MachtigingAanvragen } from './machtiging-aanvragen';
