/** "Waarom dit getal?" texts of the P2O5 soil balance (fosfaat.ts) and of lime and compost (bodemproducten.ts); operands in `{…}`, see `Uitleg` (decision 022). */
import type { UitlegCatalogus } from '../afleiding';

export const fosfaatUitleg = {
  kring2_bedbal_ovrbod: { label: 'Bodemoverschot fosfaat per ha', formule: '{kring2_bedbal_ovrtot}; fosfaat kent geen gasvormige verliezen' },
  verl_bodbal2_ha: { label: 'Fosfaatbodemoverschot', formule: '{kring2_bedbal_ovrtot}; fosfaat kent geen gasvormige verliezen of depositie' },
  'p2o5-mestaanwending': {
    label: 'Fosfaat in uitgereden mest',
    formule: '{p-excretie-in-de-stal} × {c:P2O5 per P} + staldieren + strooisel + co-substraat + aanvoer − afvoer + beginvoorraad − eindvoorraad organische mest (het ingevulde gehalte, anders het forfait per mestcode: {c:forfait P2O5*})',
  },
  'p2o5-weidemest': { label: 'Fosfaat in weidemest', formule: '{p-excretie-in-de-wei} × {c:P2O5 per P}' },
  'p2o5-kunstmest': { label: 'Fosfaat uit kunstmest', formule: 'som per kunstmest van (beginvoorraad + aanvoer − eindvoorraad) × fosfaatgehalte / 1000' },
  'p2o5-aanvoer-bodem': { label: 'Fosfaataanvoer op de bodem', formule: '{Σ}' },
  'p2o5-gewasafvoer': { label: 'Fosfaatafvoer met het gewas', formule: 'fosfor in vers gras en eigen ruwvoer × {c:P2O5 per P} (zie {opb_graspr_p2o5} en {opb_mais_p2o5}) + afvoer akkerbouw ({i:afvoerKgP2o5})' },
  kring2_benut_bod: { label: 'Fosfaatbenutting van de bodem', formule: '{p2o5-gewasafvoer} / {p2o5-aanvoer-bodem} × 100' },
  efficientie_P: { label: 'Fosforbenutting van de veestapel', formule: '({p-in-melk} + {p-vastlegging-dieren}) / {p-opname} × 100' },
  'bodemproducten.n': { label: 'Stikstof uit compost en kalkmeststoffen', formule: 'som per partij compost en kalkmeststof van tonnen × kg N per ton (afleverbon)' },
  'bodemproducten.p2o5': { label: 'Fosfaat uit compost en kalkmeststoffen', formule: 'som per partij compost en kalkmeststof van tonnen × kg P2O5 per ton (afleverbon)' },
} as const satisfies UitlegCatalogus;
