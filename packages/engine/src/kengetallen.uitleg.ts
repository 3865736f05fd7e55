/** "Waarom dit getal?" texts of the key figures (kengetallen.ts, gebruiksnormen.ts); operands in `{…}`, see `Uitleg` (decision 022). */
import type { UitlegCatalogus } from './afleiding';

export const kengetallenUitleg = {
  gve_melkvee: { label: 'Grootvee-eenheden (GVE)', formule: 'som per diercategorie van het gemiddeld aantal × GVE per dier ({c:GVE per dier} voor een melkkoe): {i:gemiddeldAantal}' },
  jvper10mk: { label: 'Jongvee per 10 melkkoeien', formule: '({nkalf} + {npink}) / {nkoe} × 10' },
  'ds-opname-melkkoeien': { label: 'Droge-stofopname melkkoeien', formule: 'kg DS in het rantsoen × VEM-behoefte melkkoeien / {vem-behoefte} (verdeling aangenomen — te verifiëren)' },
  voereff_melk: { label: 'Voerefficiëntie (melk)', formule: '{melkprod} / {ds-opname-melkkoeien}' },
  voereff_fpcm: { label: 'Voerefficiëntie (meetmelk)', formule: '{bkg_prod_fpcm} / {ds-opname-melkkoeien}' },
  em_nh3_tonmelk: { label: 'Ammoniakemissie per ton melk', formule: '{nh3-totaal} / {melkprod} × 1000' },
  dzh_nh3_stalgve: { label: 'Ammoniakemissie uit stal en opslag per GVE', formule: '{em_nh3_stal} / {gve_melkvee}' },
  over_bod_gras1: {
    label: 'Stikstofbodemoverschot grasland',
    formule: '(mest × aandeel grasland + weidemest + kunstmest op grasland + depositie en mineralisatie naar oppervlakte + binding door klaver − ammoniak op grasland en bij weiden ({nh3-n-kunstmest-grasland}, {nh3-n-mestaanwending-grasland}, {nh3-n-beweiding}) − lachgas en NO naar aandeel in de aanvoer − {opb_graspr_n} × ha) / {oppgras}',
  },
  over_bod_mais1: {
    label: 'Stikstofbodemoverschot snijmaïs',
    formule: '(mest op bouwland × aandeel maïs + kunstmest op maïs + depositie en mineralisatie naar oppervlakte − ammoniak op maïs ({nh3-n-kunstmest-bouwland}, {nh3-n-mestaanwending-bouwland}) − lachgas en NO naar aandeel − {opb_mais_n} × ha) / {oppmais}',
  },
  fosfaatnorm_hageneriek: { label: 'Fosfaatgebruiksnorm per ha', formule: '{gebrnorm2} / ({oppgras} + {oppmais} + akkerbouw)' },
  gebrnorm1: {
    label: 'Stikstofgebruiksnorm van het bedrijf',
    formule: 'som per perceel van ha × stikstofnorm (grasland met of zonder beweiden, snijmaïs{t:derogatie}; zand naar {i:regio}, bijvoorbeeld {c:norm grasland beweiden zand}); akkerbouw: {t:akkerbouw}; natuur heeft geen norm',
  },
  gebrnorm2: { label: 'Fosfaatgebruiksnorm van het bedrijf', formule: 'som per perceel van ha × fosfaatnorm van zijn fosfaatklasse ({c:fosfaatnorm*}); klasse uit {t:methode}; klassen: {t:klassen}' },
} as const satisfies UitlegCatalogus;
