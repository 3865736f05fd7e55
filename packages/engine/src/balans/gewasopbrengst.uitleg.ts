/** "Waarom dit getal?" texts of crop yields and feed from own land (gewasopbrengst.ts); operands in `{…}`, see `Uitleg` (decision 022). */
import type { UitlegCatalogus } from '../afleiding';

export const gewasUitleg = {
  'p-verbruikt-aangekocht-voer': { label: 'Fosfor in verbruikt aangekocht voer', formule: 'som van verbruik × fosforgehalte van {Σ}' },
  'p-van-eigen-land-fosforspoor': {
    label: 'Fosfor van eigen land (fosforspoor)',
    formule: '{p-opname} − {p-verbruikt-aangekocht-voer} − fosfor in kalvermelk + voorraadmutatie en verkoop van eigen ruwvoer',
  },
  opb_graspr_ds: { label: 'Grasopbrengst per ha (droge stof)', formule: '({vers-gras} + aanleg eigen graskuil en hooi) × fosforspoorfactor {t:factor} / {oppgras}' },
  opb_graspr_n: { label: 'Stikstofopbrengst grasland per ha', formule: 'stikstof in vers gras en aanleg eigen graskuil en hooi / ha grasland (zie {opb_graspr_ds})' },
  opb_graspr_p2o5: { label: 'Fosfaatopbrengst grasland per ha', formule: 'fosfor in vers gras en aanleg eigen graskuil en hooi × 2,291 / ha grasland (zie {opb_graspr_ds})' },
  opb_mais_ds: { label: 'Snijmaïsopbrengst per ha (droge stof)', formule: 'aanleg eigen snijmaïs / {oppmais}' },
  opb_mais_n: { label: 'Stikstofopbrengst snijmaïs per ha', formule: 'stikstof in aanleg eigen snijmaïs / ha snijmaïs (zie {opb_mais_ds})' },
  opb_mais_p2o5: { label: 'Fosfaatopbrengst snijmaïs per ha', formule: 'fosfor in aanleg eigen snijmaïs × 2,291 / ha snijmaïs (zie {opb_mais_ds})' },
  'n-eigen-land': { label: 'Stikstof in voer van eigen land', formule: 'stikstof in het verbruik van eigen ruwvoer en vers gras: {Σ}' },
  'p-eigen-land': { label: 'Fosfor in voer van eigen land', formule: 'fosfor in het verbruik van eigen ruwvoer en vers gras: {Σ}' },
  pceigen_n: { label: 'Eiwit van eigen land', formule: '{n-eigen-land} / {n-in-verbruikt-voer} × 100' },
  pceigen_p: { label: 'Fosfor van eigen land', formule: '{p-eigen-land} / {p-in-verbruikt-voer} × 100' },
  pceigen_vem: { label: 'VEM van eigen land', formule: 'VEM in verbruikt eigen ruwvoer en vers gras / VEM in alle verbruikte voeders ({rants_geh_vem} × kg DS) × 100' },
} as const satisfies UitlegCatalogus;
