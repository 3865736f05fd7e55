/**
 * "Waarom dit getal?" texts of intake, fixation and excretion (excretie.ts, vastlegging.ts) and of
 * the BEX outcome (berekening.ts); operands in `{…}`, see `Uitleg` (decision 022).
 */
import type { UitlegCatalogus } from '../afleiding';

export const excretieUitleg = {
  'n-opname': { label: 'Stikstofopname van de veestapel', formule: '{n-in-verbruikt-voer} (voerverlies inbegrepen) + {n-in-kalvermelk}' },
  'p-opname': { label: 'Fosforopname van de veestapel', formule: '{p-in-verbruikt-voer} (voerverlies inbegrepen) + {p-in-kalvermelk}' },
  'n-in-kalvermelk': { label: 'Stikstof in de melk gevoerd aan kalveren', formule: '{i:gevoerdAanKalverenKg} × {i:geleverd.eiwitProcent} / 100 / {c:eiwit per N}' },
  'p-in-kalvermelk': { label: 'Fosfor in de melk gevoerd aan kalveren', formule: '{i:gevoerdAanKalverenKg} × {i:fosforMgPer100g} / 100.000' },
  'n-in-melk': { label: 'Stikstof in melk', formule: '{melkprod} × {i:geleverd.eiwitProcent} / 100 / {c:eiwit per N}' },
  'p-in-melk': { label: 'Fosfor in melk', formule: '{melkprod} × {i:fosforMgPer100g} / 100.000' },
  'n-vastlegging-dieren': { label: 'Stikstof vastgelegd in dieren', formule: '(kg levend gewicht afgevoerd − kg levend gewicht aangevoerd) × {c:N per kg levend gewicht} / 1000' },
  'p-vastlegging-dieren': { label: 'Fosfor vastgelegd in dieren', formule: '(kg levend gewicht afgevoerd − kg levend gewicht aangevoerd) × {c:P per kg levend gewicht} / 1000' },
  'n-excretie-melkvee-bruto': { label: 'Stikstofexcretie melkvee (bruto)', formule: '{n-opname} − {n-in-melk} − {n-vastlegging-dieren} − forfaitaire excretie van de overige graasdieren samen, het aantal maal de excretie per dier ({t:overig})' },
  'p-excretie-melkvee': { label: 'Fosforexcretie melkvee', formule: '{p-opname} − {p-in-melk} − {p-vastlegging-dieren} − forfaitaire excretie van de overige graasdieren samen, het aantal maal de excretie per dier ({t:overig})' },
  pcuren_mlk_wei: { label: 'Weidetijd melkkoeien', formule: '({i:dagenBeperkt} × {i:urenPerDagBeperkt} + {i:dagenOnbeperkt} × {i:urenPerDagOnbeperkt}) / 8.760 uur × 100' },
  'weidefractie-melkvee': { label: 'Deel van de mest in de wei', formule: 'weidetijd van melkkoeien ({pcuren_mlk_wei}) en jongvee ({i:weidedagenJonger1Jaar}, {i:weidedagenOuder1Jaar}), gewogen naar hun deel van de {vem-behoefte}' },
  'n-excretie-in-de-wei': { label: 'Stikstofexcretie in de wei', formule: 'max(0, {n-excretie-melkvee-bruto}) × {weidefractie-melkvee}' },
  'n-excretie-in-de-stal': { label: 'Stikstofexcretie in de stal', formule: '{n-excretie-melkvee-bruto} + excretie van de overige graasdieren ({t:overig}) − {n-excretie-in-de-wei}' },
  'p-excretie-in-de-wei': { label: 'Fosforexcretie in de wei', formule: '{p-excretie-melkvee} × {weidefractie-melkvee}' },
  'p-excretie-in-de-stal': { label: 'Fosforexcretie in de stal', formule: '{p-excretie-melkvee} + excretie van de overige graasdieren samen, het aantal maal de excretie per dier ({t:overig}) − {p-excretie-in-de-wei}' },
  pctan_excr_mlk: { label: 'Aandeel ammoniumstikstof (TAN) in de mest', formule: '({n-opname} × {c:VCRE} − {n-in-melk} − {n-vastlegging-dieren}) / stikstofexcretie × 100, begrensd op 0 tot 100 %' },
  excr_spec1: { label: 'Stikstofexcretie melkvee, bedrijfsspecifiek (BEX)', formule: '{n-excretie-melkvee-bruto} − het deel van het melkvee in de gasvormige verliezen uit stal en opslag, {nh3-n-stal-en-opslag-melkvee} en {n2o-no-en-n2-n-stal-en-opslag} ({t:deel})' },
  excr_spec2: { label: 'Fosfaatexcretie melkvee, bedrijfsspecifiek (BEX)', formule: '{p-excretie-melkvee} × {c:P2O5 per P}' },
  pcvoordeelspec1: { label: 'BEX-voordeel stikstof', formule: '({excr_forf1} − {excr_spec1}) / forfaitaire excretie × 100' },
  pcvoordeelspec2: { label: 'BEX-voordeel fosfaat', formule: '({excr_forf2} − {excr_spec2}) / forfaitaire excretie × 100' },
} as const satisfies UitlegCatalogus;
