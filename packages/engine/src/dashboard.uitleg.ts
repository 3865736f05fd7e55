/**
 * "Waarom dit getal?" texts of the dashboard indicators (dashboard.ts). Each indicator only equals its
 * dumpfile variable, so its node is an alias that a view skips (decision 022).
 */
import type { UitlegCatalogus } from './afleiding';

const gelijk = (label: string, bron: string) => ({ label, formule: `gelijk aan {${bron}}` });

export const dashboardUitleg = {
  'dashboard.stikstofbodemoverschotKgNPerHa': gelijk('Stikstofbodemoverschot', 'verl_bodbal1_ha'),
  'dashboard.ammoniakKgNh3PerHa': gelijk('Ammoniakemissie per ha', 'dzh_nh3_bedrha'),
  'dashboard.ammoniakKgNh3PerGve': gelijk('Ammoniakemissie per GVE', 'dzh_nh3_bedrgve'),
  'dashboard.broeikasgassenGCo2EqPerKgFpcm': gelijk('Broeikasgasemissie per kg meetmelk', 'dzh_co2_melkprod'),
  'dashboard.blijvendGraslandProcent': gelijk('Aandeel blijvend grasland', 'dzh_blijgras_aand'),
  'dashboard.eiwitVanEigenLandProcent': gelijk('Eiwit van eigen land', 'pceigen_n'),
} as const satisfies UitlegCatalogus;
