/** Section "Dashboard milieu en klimaat" as data: the six indicators against their reference bands. */
import type { Dashboard, Resultaat } from '@kw/engine';
import { getal } from '../rapportage.formaat';
import { beoordeel, DASHBOARD_REFERENTIES, REFERENTIE_BRON } from '../rapportage.referenties';
import { cijfer, tekst, type SectieModel } from './model.cel';

const INDICATOREN: Array<[keyof Dashboard, string, string, number]> = [
  ['stikstofbodemoverschotKgNPerHa', 'Stikstofbodemoverschot', 'kg N/ha', 0],
  ['ammoniakKgNh3PerHa', 'Ammoniakemissie per hectare', 'kg NH3/ha', 1],
  ['ammoniakKgNh3PerGve', 'Ammoniakemissie per GVE', 'kg NH3/GVE', 1],
  ['broeikasgassenGCo2EqPerKgFpcm', 'Broeikasgassen per kg meetmelk', 'g CO2-eq/kg', 0],
  ['blijvendGraslandProcent', 'Blijvend grasland', '%', 1],
  ['eiwitVanEigenLandProcent', 'Eiwit van eigen land', '%', 1],
];

const OORDEEL = { streef: 'binnen streefwaarde', grens: 'binnen grenswaarde', buiten: 'buiten grenswaarde' } as const;

export function dashboardModel(r: Resultaat): SectieModel {
  return {
    inleiding: ['De zes indicatoren van het dashboard Milieu en Klimaat voor dit jaar.'],
    tabellen: [
      {
        titel: null,
        kolommen: [
          { titel: 'Indicator', breedte: 3.2 },
          { titel: 'Waarde', breedte: 1.2, rechts: true },
          { titel: 'Eenheid', breedte: 1.4 },
          { titel: 'Streef / grens', breedte: 1.6, rechts: true },
          { titel: 'Beoordeling', breedte: 2 },
        ],
        rijen: INDICATOREN.map(([sleutel, naam, eenheid, dec]) => {
          const waarde = r.dashboard[sleutel];
          const ref = DASHBOARD_REFERENTIES[sleutel];
          const teken = ref?.richting === 'max' ? 'max.' : 'min.';
          return {
            cellen: [
              tekst(naam),
              cijfer(waarde, dec, `dashboard.${sleutel}`),
              tekst(eenheid),
              tekst(ref ? `${teken} ${getal(ref.streef)} / ${getal(ref.grens)}` : '–'),
              tekst(ref ? OORDEEL[beoordeel(waarde, ref)] : 'geen referentie'),
            ],
          };
        }),
      },
    ],
    voetnoot: REFERENTIE_BRON,
  };
}
