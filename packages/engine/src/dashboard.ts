/**
 * The six indicators of the "Dashboard Milieu en Klimaat" (ZuivelNL; KLW-domeinnotities §3.3),
 * read from the dumpfile so both always agree.
 */
import type { Dumpfile } from './dumpfile';

export interface Dashboard {
  /** Stikstofbodemoverschot, kg N/ha (verl_bodbal1_ha). */
  stikstofbodemoverschotKgNPerHa: number;
  /** Ammoniak per ha, kg NH3/ha (dzh_nh3_bedrha). */
  ammoniakKgNh3PerHa: number;
  /** Ammoniak per GVE, kg NH3/GVE (dzh_nh3_bedrgve). */
  ammoniakKgNh3PerGve: number;
  /** Broeikasgassen per kg meetmelk, g CO2-eq/kg FPCM (dzh_co2_melkprod). */
  broeikasgassenGCo2EqPerKgFpcm: number;
  /** % blijvend grasland (dzh_blijgras_aand). */
  blijvendGraslandProcent: number;
  /** % eiwit van eigen land (pceigen_n). */
  eiwitVanEigenLandProcent: number;
}

/** Which dumpfile variable each indicator shows (used for the trace). */
export const dashboardBron = {
  stikstofbodemoverschotKgNPerHa: 'verl_bodbal1_ha',
  ammoniakKgNh3PerHa: 'dzh_nh3_bedrha',
  ammoniakKgNh3PerGve: 'dzh_nh3_bedrgve',
  broeikasgassenGCo2EqPerKgFpcm: 'dzh_co2_melkprod',
  blijvendGraslandProcent: 'dzh_blijgras_aand',
  eiwitVanEigenLandProcent: 'pceigen_n',
} as const satisfies Record<keyof Dashboard, keyof Dumpfile>;

export function dashboard(d: Dumpfile): Dashboard {
  return {
    stikstofbodemoverschotKgNPerHa: d.verl_bodbal1_ha,
    ammoniakKgNh3PerHa: d.dzh_nh3_bedrha,
    ammoniakKgNh3PerGve: d.dzh_nh3_bedrgve,
    broeikasgassenGCo2EqPerKgFpcm: d.dzh_co2_melkprod,
    blijvendGraslandProcent: d.dzh_blijgras_aand,
    eiwitVanEigenLandProcent: d.pceigen_n,
  };
}
