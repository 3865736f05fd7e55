/** "Waarom dit getal?" texts of the areas (oppervlakten.ts); operands in `{…}`, see `Uitleg` (decision 022). */
import type { UitlegCatalogus } from '../afleiding';

export const oppervlakteUitleg = {
  opp_totaal: { label: 'Totale oppervlakte', formule: 'som van de oppervlakte van alle percelen (grasland, maïs, akkerbouw en natuur): {i:oppervlakteHa}' },
  oppgras: { label: 'Oppervlakte grasland', formule: 'som van de oppervlakte van de percelen blijvend en tijdelijk grasland: {i:oppervlakteHa}' },
  oppmais: { label: 'Oppervlakte snijmaïs', formule: 'som van de oppervlakte van de maïspercelen: {i:oppervlakteHa}' },
  'ha-veen': { label: 'Oppervlakte op veen', formule: 'som per perceel van de oppervlakte op veen: {Σ}' },
  'ha-veen.*': { label: 'Oppervlakte op veen van een perceel', formule: '{i:oppervlakteHa} als de grondsoort veen is, anders 0 (grondsoort: {t:grondsoort})' },
  'oppervlakte-blijvend-grasland': { label: 'Oppervlakte blijvend grasland', formule: 'som van de oppervlakte van de percelen blijvend grasland: {i:oppervlakteHa}' },
  dzh_blijgras_aand: { label: 'Aandeel blijvend grasland', formule: '{oppervlakte-blijvend-grasland} / {opp_totaal} × 100' },
} as const satisfies UitlegCatalogus;
