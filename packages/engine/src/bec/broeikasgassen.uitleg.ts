/** "Waarom dit getal?" texts of the greenhouse gases (broeikasgassen.ts); operands in `{…}`, see `Uitleg` (decision 022). */
import type { UitlegCatalogus } from '../afleiding';

const perKgMelk = '× aandeel melk {bkg_alloc_fpcm} × 1000 / {bkg_prod_fpcm}';
const aanvoer = (label: string, wat: string) => ({ label, formule: `${wat} ${perKgMelk}` });
const lachgas = (label: string, wat: string) => ({ label, formule: `${wat} × 44/28 × {c:GWP N2O} ${perKgMelk}` });

export const broeikasgasUitleg = {
  'enterisch-ch4.*': { label: 'Methaan uit de pens van een voer', formule: '{verbruik.*} × (1 − {c:voerverlies}) × {c:enterisch CH4*} / 1000' },
  'enterisch-ch4.vers-gras': { label: 'Methaan uit de pens, vers gras', formule: '{vers-gras} × {c:enterisch CH4 vers gras} / 1000' },
  'enterisch-ch4': { label: 'Methaan uit de pens', formule: '{Σ}' },
  dzh_co2_pensferm: { label: 'Broeikasgassen uit pensfermentatie', formule: '{enterisch-ch4} × {c:GWP CH4} × aandeel melk × 1000 / {bkg_prod_fpcm}' },
  'ds-opgenomen': { label: 'Opgenomen droge stof', formule: '{vers-gras} + som van verbruik × (1 − voerverlies): {verbruik.*}' },
  'ch4-mest': {
    label: 'Methaan uit mest',
    formule: '{ds-opgenomen} × {c:VS-fractie} × {c:B0} × {c:CH4 per m³} × ({c:MCF drijfmest} × (1 − {weidefractie-melkvee}) × (1 − {i:vergisteMestProcent} / 100 × {c:reductie vergisting}) + {c:MCF weide} × {weidefractie-melkvee})',
  },
  dzh_co2_mestopsl: {
    label: 'Broeikasgassen uit mestopslag',
    formule: '({ch4-mest} + lekverlies vergister {c:lekverlies vergister}) × {c:GWP CH4} + lachgas uit stal en opslag (direct, indirect via {nh3-n-stal-en-opslag-melkvee} met {c:N2O indirect}, vergister {c:N2O vergister}) × 44/28 × {c:GWP N2O}; × aandeel melk × 1000 / {bkg_prod_fpcm}',
  },
  'bec.kalk-co2': { label: 'CO2 uit kalk', formule: 'som per kalkmeststof van kg product × neutraliserende waarde / 100 × {c:CO2 per kg CaO (NW)}; zonder neutraliserende waarde de factor van de soort' },
  dzh_co2_voerprod: {
    label: 'Broeikasgassen uit voerproductie',
    formule: 'lachgas uit kunstmest ({c:N2O kunstmest}), {n-mestaanwending} ({c:N2O organische mest}), {n-excretie-in-de-wei} ({c:N2O beweiding}), indirect via ammoniak ({c:N2O indirect}), {ha-veen} ({c:N2O veen}) en compost en kalk × 44/28 × {c:GWP N2O} + CO2 uit ureum + {bec.kalk-co2}; × aandeel melk × 1000 / {bkg_prod_fpcm}',
  },
  dzh_co2_energie: {
    label: 'Broeikasgassen uit energie',
    formule: '({i:elektriciteitKwh} × emissiefactor {c:elektriciteit} + {i:dieselLiter} × emissiefactor {c:diesel} + {i:aardgasM3} × emissiefactor {c:aardgas}) × aandeel melk × 1000 / {bkg_prod_fpcm}; eigen opwekking wordt niet verrekend',
  },
  dzh_co2_aanvoer: {
    label: 'Broeikasgassen uit aangevoerde producten',
    formule: '(aangekocht krachtvoer × {c:aangekocht krachtvoer} + overig aangekocht voer × emissiefactor + kunstmest-N × {c:kunstmest N} + kunstmestfosfaat × {c:kunstmest P2O5} + strooisel × {c:strooisel}) × aandeel melk × 1000 / {bkg_prod_fpcm}',
  },
  dzh_co2_melkprod: { label: 'Broeikasgasemissie per kg meetmelk', formule: '{Σ}' },
  bkg_alloc_fpcm: { label: 'Deel van de emissie voor melk', formule: '(1 − {c:allocatiefactor} × netto afgevoerd levend gewicht {t:afgevoerd} / {bkg_prod_fpcm}) × 100' },
  bkg_alloc_vlees: { label: 'Deel van de emissie voor vlees', formule: '100 − {bkg_alloc_fpcm}' },
  bkg_totaal: { label: 'Broeikasgasemissie van het bedrijf (vóór toedeling aan melk)', formule: 'pensfermentatie + mestopslag (met lekverlies vergister) + voerproductie (met CO2 uit ureum, {c:CO2 ureum}, en {bec.kalk-co2}) + energie + aanvoer' },
  co2_aanv_kvmp: aanvoer('Broeikasgassen uit aangekocht krachtvoer en melkproducten', '(kg krachtvoer × voetafdruk van de leverancier, anders {c:krachtvoer} + kg DS melkproducten × {c:melkproducten})'),
  co2_aanv_ovbp: aanvoer('Broeikasgassen uit aangekochte overige voeders', 'kg DS × {c:overige voeders} (of kg product × voetafdruk van de leverancier)'),
  co2_aanv_gras: aanvoer('Broeikasgassen uit aangekochte graskuil en hooi', 'kg DS × {c:graskuil}'),
  co2_aanv_mais: aanvoer('Broeikasgassen uit aangekochte snijmaïs', 'kg DS × {c:snijmaïs}'),
  co2_aanv_stroo: aanvoer('Broeikasgassen uit strooisel', 'kg strooisel × {c:strooisel}'),
  co2_aanv_mest: aanvoer('Broeikasgassen uit aangevoerde mest', 'ton mest × {c:mest}'),
  co2_aanv_gwbm: aanvoer('Broeikasgassen uit gewasbescherming', '{i:gewasbeschermingKg} × {c:gewasbescherming}'),
  co2_aanv_water: aanvoer('Broeikasgassen uit leidingwater', '{i:waterM3} × {c:water}'),
  co2_aanv_vee: aanvoer('Broeikasgassen uit aangevoerd vee', 'kg levend gewicht × {c:vee}'),
  co2_aanv_mech: aanvoer('Broeikasgassen uit loonwerk', '{i:loonwerkDieselLiter} × {c:diesel}'),
  co2_aanv_afdek: aanvoer('Broeikasgassen uit kunststof', '{i:kunststofKg} × {c:kunststof}'),
  co2_voer_n2o_km: lachgas('Lachgas uit kunstmest', 'kunstmest-N × {c:N2O kunstmest}'),
  co2_voer_n2o_wm: lachgas('Lachgas uit weidemest', '{n-excretie-in-de-wei} × {c:N2O beweiding}'),
  co2_voer_n20_om: lachgas('Lachgas uit uitgereden mest', '{n-mestaanwending} × {c:N2O organische mest}'),
  co2_voer_n2o_ve: lachgas('Lachgas uit veen', 'ha veen × {c:N2O veen}'),
} as const satisfies UitlegCatalogus;
