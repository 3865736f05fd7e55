/** Sections "Ammoniak" (NH3 per source) and "Broeikasgassen" (CO2-equivalents per component) as data. */
import type { Resultaat } from '@kw/engine';
import { getal } from '../rapportage.formaat';
import { cijfer, tekst, type SectieModel } from './model.cel';

/** NH3 per source in kg NH3 (the dumpfile's em_nh3_* variables). */
export function ammoniakBronnen(r: Resultaat) {
  const d = r.dumpfile;
  return [
    { label: 'Stal en mestopslag', waarde: d.em_nh3_stal, bron: 'dumpfile.em_nh3_stal' },
    { label: 'Beweiding', waarde: d.em_nh3_beweid, bron: 'dumpfile.em_nh3_beweid' },
    { label: 'Mest op grasland', waarde: d.em_nh3_omgras, bron: 'dumpfile.em_nh3_omgras' },
    { label: 'Mest op bouwland', waarde: d.em_nh3_ombouw, bron: 'dumpfile.em_nh3_ombouw' },
    { label: 'Kunstmest op grasland', waarde: d.em_nh3_kmgras, bron: 'dumpfile.em_nh3_kmgras' },
    { label: 'Kunstmest op bouwland', waarde: d.em_nh3_kmbouw, bron: 'dumpfile.em_nh3_kmbouw' },
  ];
}

export function ammoniakModel(r: Resultaat): SectieModel {
  const bronnen = ammoniakBronnen(r);
  const totaal = r.bea.totaalKgNh3;
  return {
    inleiding: [
      `Ammoniakemissie van het bedrijf: ${getal(totaal)} kg NH3, ${getal(r.dashboard.ammoniakKgNh3PerHa, 1)} kg NH3 per hectare en ${getal(r.dashboard.ammoniakKgNh3PerGve, 1)} kg NH3 per GVE.`,
    ],
    tabellen: [
      {
        titel: null,
        kolommen: [
          { titel: 'Bron', breedte: 4 },
          { titel: 'kg NH3', breedte: 1.5, rechts: true },
          { titel: 'Aandeel', breedte: 1.5, rechts: true },
        ],
        rijen: [
          ...bronnen.map((b) => ({ cellen: [tekst(b.label), cijfer(b.waarde, 0, b.bron), tekst(`${getal(totaal > 0 ? (b.waarde / totaal) * 100 : 0, 1)}%`)] })),
          { cellen: [tekst('Totaal'), cijfer(totaal, 0, 'bea.totaalKgNh3'), tekst('100,0%')], vet: true },
        ],
        sommen: [{ totaal: bronnen.length, termen: bronnen.map((_, rij) => ({ rij, teken: 1 as const })) }],
      },
    ],
    voetnoot: null,
  };
}

/** GHG per component: kg CO2-eq for the farm and g CO2-eq per kg FPCM. */
export function broeikasComponenten(r: Resultaat) {
  const b = r.bec;
  return [
    { label: 'Pensfermentatie', sleutel: 'pensfermentatie', kg: b.pensfermentatie, perKg: b.perKgFpcm.pensfermentatie },
    { label: 'Mestopslag', sleutel: 'mestopslag', kg: b.mestopslag, perKg: b.perKgFpcm.mestopslag },
    { label: 'Voerproductie', sleutel: 'voerproductie', kg: b.voerproductie, perKg: b.perKgFpcm.voerproductie },
    { label: 'Energie', sleutel: 'energie', kg: b.energie, perKg: b.perKgFpcm.energie },
    { label: 'Aanvoer', sleutel: 'aanvoer', kg: b.aanvoer, perKg: b.perKgFpcm.aanvoer },
  ];
}

export function broeikasgassenModel(r: Resultaat): SectieModel {
  const delen = broeikasComponenten(r);
  return {
    inleiding: [
      `Broeikasgassen: ${getal(r.bec.perKgFpcm.totaal)} g CO2-equivalenten per kg meetmelk, ${getal(r.bec.totaal / 1000, 1)} ton CO2-equivalenten voor het bedrijf. Methaan uit de pens: ${getal(r.bec.enterischCh4Kg)} kg, uit de mest: ${getal(r.bec.mestCh4Kg)} kg.`,
    ],
    tabellen: [
      {
        titel: null,
        kolommen: [
          { titel: 'Component', breedte: 3.6 },
          { titel: 'kg CO2-eq', breedte: 1.7, rechts: true },
          { titel: 'g CO2-eq/kg meetmelk', breedte: 1.9, rechts: true },
        ],
        rijen: [
          ...delen.map((d) => ({ cellen: [tekst(d.label), cijfer(d.kg, 0, `bec.${d.sleutel}`), cijfer(d.perKg, 0, `bec.perKgFpcm.${d.sleutel}`)] })),
          { cellen: [tekst('Totaal'), cijfer(r.bec.totaal, 0, 'bec.totaal'), cijfer(r.bec.perKgFpcm.totaal, 0, 'bec.perKgFpcm.totaal')], vet: true },
        ],
        sommen: [{ totaal: delen.length, termen: delen.map((_, rij) => ({ rij, teken: 1 as const })) }],
      },
    ],
    voetnoot: null,
  };
}
