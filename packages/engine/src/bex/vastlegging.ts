/**
 * BEX step 3: N and P retained in animals. With average numbers and the herd taken as
 * stable, retention = (kg LG afgevoerd − kg LG aangevoerd) × g N (P) per kg LG / 1000
 * (RVO Tabel 7 contents; KLW-domeinnotities §1.3). Dead animals count as afvoer.
 */
import type { BedrijfsjaarInvoer } from '../invoer/bedrijfsjaar.schema';
import type { RekenParameters } from '../parameters/types';

export interface Dierbewegingen {
  aanvoerKgLevendGewicht: number;
  afvoerKgLevendGewicht: number;
  aanvoerNKg: number;
  afvoerNKg: number;
  aanvoerPKg: number;
  afvoerPKg: number;
  /** afvoer − aanvoer (kg N); negative when more body mass came in than went out. */
  vastleggingNKg: number;
  vastleggingPKg: number;
}

export function dierbewegingen(invoer: BedrijfsjaarInvoer, p: RekenParameters): Dierbewegingen {
  let aan = 0;
  let af = 0;
  for (const d of invoer.veestapel.aanvoer) aan += d.aantal * d.gewichtKgPerDier;
  for (const d of invoer.veestapel.afvoer) af += d.aantal * d.gewichtKgPerDier;
  const n = p.nGPerKgLevendGewicht.waarde / 1000;
  const ph = p.pGPerKgLevendGewicht.waarde / 1000;
  return {
    aanvoerKgLevendGewicht: aan,
    afvoerKgLevendGewicht: af,
    aanvoerNKg: aan * n,
    afvoerNKg: af * n,
    aanvoerPKg: aan * ph,
    afvoerPKg: af * ph,
    vastleggingNKg: (af - aan) * n,
    vastleggingPKg: (af - aan) * ph,
  };
}
