/** The mandates feature (issue 17 §1–2): composed by app/ (Profiel, Deelnemers); /mandates is its own page. */
export { BedrijfMachtigingen } from './bedrijf-machtigingen';
export { MachtigingAanvragen } from './machtiging-aanvragen';
