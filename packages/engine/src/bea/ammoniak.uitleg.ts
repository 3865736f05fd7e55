/** "Waarom dit getal?" texts of ammonia and the housing losses (ammoniak.ts, mest.ts); operands in `{…}`, see `Uitleg` (decision 022). */
import type { UitlegCatalogus } from '../afleiding';

const alsNh3 = (label: string, n: string) => ({ label, formule: `${n} × {c:NH3 per N}` });

export const ammoniakUitleg = {
  'tan-mineralisatie-in-de-opslag': { label: 'Mineralisatie in de mestopslag', formule: '{n-excretie-in-de-stal} × min(10 %, organisch deel) met {c:mineralisatie opslag}' },
  'nh3-n-stal-en-opslag-melkvee': {
    label: 'Ammoniakverlies (N) uit stal en opslag, melkvee',
    formule: '({n-excretie-in-de-stal} × {pctan_excr_mlk} + {tan-mineralisatie-in-de-opslag}) × emissiefactor {c:EF*} × (1 − {i:mestadditiefNh3ReductieProcent} / 100)',
  },
  'nh3-n-stal-en-opslag-melkvee.rav': {
    label: 'Ammoniakverlies (N) uit stal en opslag, melkvee',
    formule: '({n-excretie-in-de-stal} × {pctan_excr_mlk} + {tan-mineralisatie-in-de-opslag}) × emissiefactor {c:EF*} (ligboxenstal × verhouding {c:RAV*}) × (1 − {i:mestadditiefNh3ReductieProcent} / 100)',
  },
  'n2o-no-en-n2-n-stal-en-opslag': { label: 'Overige stikstofverliezen uit stal en opslag (N2O, NO, N2)', formule: '{n-excretie-in-de-stal} × ({c:N2O-N} + {c:NO-N} + {c:N2-N})' },
  'nh3-n-staldieren': {
    label: 'Ammoniakverlies (N) van staldieren',
    formule: 'max(0, stikstofbalans van de staldieren uit {i:voerAanvoerKgN}, {i:dierenAanvoerKgN} en {i:dierenAfvoerKgN}) × TAN-aandeel per diersoort (tabel 3.12) × {c:EF stal staldieren}',
  },
  'n-mestaanwending': {
    label: 'Stikstof in uitgereden mest',
    formule: '{n-excretie-in-de-stal} − {nh3-n-stal-en-opslag-melkvee} − {n2o-no-en-n2-n-stal-en-opslag} + stikstof van staldieren na {nh3-n-staldieren} + strooisel + co-substraat + aanvoer − afvoer + beginvoorraad − eindvoorraad organische mest (het ingevulde gehalte, anders het forfait per mestcode: {c:forfait N*})',
  },
  'tan-aandeel-mest': { label: 'Aandeel ammoniumstikstof (TAN) in uitgereden mest', formule: 'TAN in de stalmest / netto stikstof in de stalmest, uit {pctan_excr_mlk}, {nh3-n-stal-en-opslag-melkvee} en {n2o-no-en-n2-n-stal-en-opslag}; aan- en afgevoerde mest met hetzelfde aandeel' },
  'aandeel-grasland': { label: 'Deel van de mest op grasland', formule: 'het ingevulde aandeel ({i:aandeelGraslandProcent}); anders stikstof van de toedieningen op grasland / alle toedieningen; anders {oppgras} / ({oppgras} + {oppmais} + akkerbouw)' },
  'nh3-n-mestaanwending-grasland': { label: 'Ammoniakverlies (N) bij uitrijden op grasland', formule: 'max(0, {n-mestaanwending}) × {tan-aandeel-mest} × {aandeel-grasland} × emissiefactor {c:EF*}' },
  'nh3-n-mestaanwending-bouwland': { label: 'Ammoniakverlies (N) bij uitrijden op bouwland', formule: 'max(0, {n-mestaanwending}) × {tan-aandeel-mest} × (1 − {aandeel-grasland}) × emissiefactor {c:EF*}' },
  'nh3-n-kunstmest-grasland': {
    label: 'Ammoniakverlies (N) uit kunstmest op grasland',
    formule: 'som per kunstmest van verbruik × stikstof × emissiefactor (van de soort, of naar vorm: {c:EF ammonium-N}, {c:EF nitraat-N}, {c:EF ureum-N}) × het deel voor grasland (uit {oppgras})',
  },
  'nh3-n-kunstmest-bouwland': {
    label: 'Ammoniakverlies (N) uit kunstmest op bouwland',
    formule: 'som per kunstmest van verbruik × stikstof × emissiefactor (van de soort, of naar vorm: {c:EF ammonium-N}, {c:EF nitraat-N}, {c:EF ureum-N}) × het deel voor snijmaïs en akkerbouw (uit {oppmais})',
  },
  'nh3-n-beweiding': {
    label: 'Ammoniakverlies (N) bij weiden',
    formule: '{n-excretie-in-de-wei} × emissiefactor {t:ef}; emissiefactor (%) = {c:Bussink a} × (ruw eiwit in het rantsoen in het weideseizoen {t:re} / 6,25)^{c:Bussink b}',
  },
  em_nh3_stal: alsNh3('Ammoniakemissie uit stal en opslag', '({nh3-n-stal-en-opslag-melkvee} + {nh3-n-staldieren})'),
  em_nh3_beweid: alsNh3('Ammoniakemissie bij weiden', '{nh3-n-beweiding}'),
  em_nh3_omgras: alsNh3('Ammoniakemissie bij uitrijden op grasland', '{nh3-n-mestaanwending-grasland}'),
  em_nh3_ombouw: alsNh3('Ammoniakemissie bij uitrijden op bouwland', '{nh3-n-mestaanwending-bouwland}'),
  em_nh3_kmgras: alsNh3('Ammoniakemissie uit kunstmest op grasland', '{nh3-n-kunstmest-grasland}'),
  em_nh3_kmbouw: alsNh3('Ammoniakemissie uit kunstmest op bouwland', '{nh3-n-kunstmest-bouwland}'),
  'nh3-totaal': { label: 'Ammoniakemissie totaal', formule: '{Σ}' },
  dzh_nh3_bedrha: { label: 'Ammoniakemissie per ha', formule: '{nh3-totaal} / {opp_totaal}' },
  dzh_nh3_bedrgve: { label: 'Ammoniakemissie per GVE', formule: '{nh3-totaal} / {gve_melkvee}' },
} as const satisfies UitlegCatalogus;
