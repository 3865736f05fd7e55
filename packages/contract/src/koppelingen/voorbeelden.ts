/**
 * One valid message per type, as a supplier sends it (decision 020): shown in the OpenAPI document
 * and in docs/api.md. Typed as each schema's input, and a test parses every one with its schema and
 * checks the OpenAPI document and docs/api.md carry exactly these, so the documentation cannot drift.
 */
import type { z } from 'zod';
import type { berichtSchemas } from './berichten.schema';
import type { BerichtSoort } from './soorten';

type Voorbeelden = { [S in BerichtSoort]: z.input<(typeof berichtSchemas)[S]> };

export const BERICHT_VOORBEELDEN: Voorbeelden = {
  melkleveringen: {
    berichtId: 'ZUIVEL-2024-05-0001',
    klantnummer: 'ZU-100234',
    ubn: '1234567',
    leveringen: [
      { datum: '2024-05-03', tijd: '06:40', kg: 9800, vetProcent: 4.4, eiwitProcent: 3.55, ureumMgPer100ml: 22, fosforMgPer100g: 98 },
      { datum: '2024-05-06', tijd: '06:35', kg: 9650, vetProcent: 4.38, eiwitProcent: 3.52, ureumMgPer100ml: 21 },
    ],
  },
  voerleveringen: {
    berichtId: 'VOER-2024-03-0042',
    klantnummer: 'VO-55120',
    leveringen: [
      { categorie: 'krachtvoer', datum: '2024-03-12', product: 'Standaardbrok', kg: 12000, dsGPerKg: 885, vemPerKgDs: 1060, reGPerKgDs: 185, pGPerKgDs: 5, co2KgPerKgProduct: 0.55 },
      { categorie: 'ruwvoer', datum: '2024-03-15', product: 'Luzerne', soort: 'overig-ruwvoer', kgDs: 8000, vemPerKgDs: 780, reGPerKgDs: 190, pGPerKgDs: 2.8 },
      { categorie: 'strooisel', datum: '2024-03-20', product: 'Tarwestro', kg: 3000, nGPerKg: 6, p2o5GPerKg: 2 },
      { categorie: 'kunstmest', datum: '2024-03-22', product: 'KAS 27', kg: 5000, nAmmoniumGPerKg: 135, nNitraatGPerKg: 135, nUreumGPerKg: 0, p2o5GPerKg: 0, k2oGPerKg: 0 },
    ],
  },
  analyses: {
    berichtId: 'LAB-2024-06-0007',
    klantnummer: 'AL-8812',
    laboratorium: 'Agrolab Wageningen',
    analyses: [
      { soort: 'kuilvoer', monsternummer: 'K-24-0612', datum: '2024-06-10', partij: 'Graskuil 2024', ruwvoersoort: 'graskuil', kgDs: 250000, vemPerKgDs: 930, reGPerKgDs: 175, pGPerKgDs: 4.2 },
      { soort: 'grond', monsternummer: 'G-24-0214', datum: '2024-02-14', perceelId: 'huiskavel', nTotaalMgNPerKg: 2400, cnVerhouding: 14, pAlMgP2o5Per100g: 40, pCaCl2MgPPerKg: 2.2, ph: 5.4, organischeStofProcent: 4.6 },
    ],
  },
  diertellingen: {
    berichtId: 'IR-2024-06',
    klantnummer: 'IR-1234567',
    ubn: '1234567',
    peildatum: '2024-06-30',
    gemiddeldAantal: { melkkoeien: 121.4, jongveeJonger1Jaar: 38.2, jongveeOuder1Jaar: 41.7 },
    bewegingen: [
      { soort: 'aanvoer', datum: '2024-06-04', levensnummer: 'NL581234567', categorie: '102', gewichtKg: 510 },
      { soort: 'afvoer', datum: '2024-06-11', levensnummer: 'NL581234568', categorie: '101' },
      { soort: 'geboorte', datum: '2024-06-18', levensnummer: 'NL581234569', categorie: '101' },
      { soort: 'sterfte', datum: '2024-06-25', levensnummer: 'NL581234570', categorie: '100' },
    ],
  },
  mesttransporten: {
    berichtId: 'VDM-2024-W15',
    klantnummer: 'VDM-1234567',
    transporten: [
      { vdmNummer: 'VDM-881', datum: '2024-04-09', richting: 'afvoer', mestcode: 14, hoeveelheid: 120, eenheid: 'm3', kgNPerTon: 4.2, kgP2o5PerTon: 1.6, tegenpartij: 'Intermediair Oost' },
    ],
  },
  percelen: {
    berichtId: 'RVO-PERCELEN-2024',
    klantnummer: 'RVO-1234567',
    peildatum: '2024-05-15',
    percelen: [
      { id: 'huiskavel', nummer: '1', naam: 'Huiskavel', oppervlakteHa: 18.4, gewascode: 265, grondgebruik: 'blijvendGrasland', grondsoort: 'zand' },
      { id: 'kamp-noord', nummer: '7', naam: 'Kamp noord', oppervlakteHa: 6.5, gewascode: 259, grondgebruik: 'mais', grondsoort: 'zand' },
    ],
  },
};

/** The CSV form of a feed message (`text/csv`, `;`, decimal comma); id and customer number go in the query. */
export const VOER_CSV_VOORBEELD = {
  berichtId: 'VOER-2024-04-0043',
  klantnummer: 'VO-55120',
  csv: [
    'categorie;datum;product;kg;dsGPerKg;vemPerKgDs;reGPerKgDs;pGPerKgDs',
    'krachtvoer;2024-04-02;Standaardbrok;12000;885;1060;185;5',
    'krachtvoer;2024-04-16;Eiwitbrok;4000;890;1020;260;5,5',
    '',
  ].join('\n'),
};
