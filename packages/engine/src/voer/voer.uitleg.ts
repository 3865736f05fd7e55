/**
 * "Waarom dit getal?" texts of feed use, energy need and the ration (voerverbruik.ts, vem-behoefte.ts,
 * rantsoen.ts); operands in `{…}`, see `Uitleg` (decision 022).
 */
import type { UitlegCatalogus } from '../afleiding';

export const voerUitleg = {
  // krachtvoer, overige voeders, melkproducten: kg product with a DS content
  'verbruik.*': { label: 'Verbruik van een voer', formule: 'max(0, {i:beginvoorraadKg} + {i:aanvoerKg} − {i:eindvoorraadKg}) × {i:dsGPerKg} / 1000; bij de opname gaat er {c:voerverlies} af' },
  'verbruik.ruwvoer.*': { label: 'Verbruik van een ruwvoer', formule: 'max(0, {i:beginvoorraadKgDs} + {i:aanlegKgDs} − {i:eindvoorraadKgDs} − {i:verkoopKgDs}); bij de opname gaat er {c:voerverlies} af' },
  'vem-behoefte': { label: 'VEM-behoefte van de veestapel', formule: '{Σ} (stelsel {t:stelsel})' },
  'vem-behoefte.onderhoud': {
    label: 'VEM voor onderhoud',
    formule: '{i:melkkoeien.gemiddeldAantal} × {c:onderhoud} × lichaamsgewicht {t:lichaamsgewicht}^0,75 × {c:rasfactor*} × ({c:lactatiedagen} × (1 + {c:toeslag lacterend} + {c:beweging loopstal}) + {c:droogstanddagen} × (1 + {c:toeslag droog}))',
  },
  'vem-behoefte.melk': { label: 'VEM voor melkproductie', formule: '{bkg_prod_fpcm} × {c:VEM per kg FPCM}' },
  'vem-behoefte.voederniveaucorrectie': { label: 'VEM voor de voederniveaucorrectie', formule: '(VEM onderhoud lacterend + VEM melk) × (meetmelk per koe per lactatiedag {t:fpcmPerDag} − {c:drempel}) × {c:correctie}; uit {bkg_prod_fpcm}' },
  'vem-behoefte.jeugdgroei': { label: 'VEM voor jeugdgroei', formule: '{i:gemiddeldAantal} × lactatiedagen × {c:jeugdgroei}' },
  'vem-behoefte.dracht': { label: 'VEM voor dracht', formule: '{i:gemiddeldAantal} × {c:dracht}' },
  'vem-behoefte.weidetoeslag': { label: 'VEM-toeslag voor weiden', formule: 'aantal koeien × onderhoud per dag × (1 + beweging loopstal) × ({i:dagenOnbeperkt} × {c:onbeperkt} + {i:dagenBeperkt} × {c:beperkt})' },
  'vem-behoefte.jongvee-jonger-1-jaar': { label: 'VEM voor jongvee jonger dan 1 jaar', formule: '{i:gemiddeldAantal} × {c:VEM jongvee <1 jaar}' },
  'vem-behoefte.jongvee-ouder-1-jaar': { label: 'VEM voor jongvee van 1 jaar en ouder', formule: '{i:gemiddeldAantal} × {c:VEM jongvee ≥1 jaar}' },
  'vem-behoefte.overige-graasdieren': { label: 'VEM voor overige graasdieren', formule: 'som per diersoort van {i:gemiddeldAantal} × VEM per dier ({c:VEM*})' },
  'vers-gras': { label: 'Opgenomen vers gras', formule: 'max(0, {vem-behoefte} − VEM uit het verbruikte voer na voerverlies) / VEM per kg DS vers gras ({i:versGras.vemPerKgDs})' },
  rants_geh_vem: { label: 'VEM-gehalte van het rantsoen', formule: 'som per voer van kg DS × VEM per kg DS, gedeeld door de kg DS van alle voeders samen: {Σ}' },
  rants_geh_re: { label: 'Ruw-eiwitgehalte van het rantsoen', formule: 'som per voer van kg DS × ruw eiwit per kg DS, gedeeld door de kg DS van alle voeders samen: {Σ}' },
  rants_geh_p: { label: 'Fosforgehalte van het rantsoen', formule: 'som per voer van kg DS × fosfor per kg DS, gedeeld door de kg DS van alle voeders samen: {Σ}' },
  kvper100kgmelk: { label: 'Krachtvoer per 100 kg melk', formule: 'verbruik krachtvoer in kg product / {melkprod} × 100; krachtvoeders: {verbruik.*}' },
  'n-in-verbruikt-voer': { label: 'Stikstof in het verbruikte voer', formule: 'som van kg DS × ruw eiwit per kg DS / {c:RE per N} / 1000 over {Σ}' },
  'p-in-verbruikt-voer': { label: 'Fosfor in het verbruikte voer', formule: 'som van kg DS × fosfor per kg DS / 1000 over {Σ}' },
} as const satisfies UitlegCatalogus;
