/** Sections "Ammoniak" (NH3 per source) and "Broeikasgassen" (CO2-equivalents per component). */
import type { Resultaat } from '@kw/engine';
import { getal } from '../rapportage.formaat';
import { staafgrafiek } from './pdf.grafiek';
import { alinea, type Doc } from './pdf.opmaak';
import { tabel } from './pdf.tabel';

/** NH3 per source in kg NH3 (the dumpfile's em_nh3_* variables). */
export function ammoniakBronnen(r: Resultaat) {
  const d = r.dumpfile;
  return [
    { label: 'Stal en mestopslag', waarde: d.em_nh3_stal },
    { label: 'Beweiding', waarde: d.em_nh3_beweid },
    { label: 'Mest op grasland', waarde: d.em_nh3_omgras },
    { label: 'Mest op bouwland', waarde: d.em_nh3_ombouw },
    { label: 'Kunstmest op grasland', waarde: d.em_nh3_kmgras },
    { label: 'Kunstmest op bouwland', waarde: d.em_nh3_kmbouw },
  ];
}

export function sectieAmmoniak(doc: Doc, r: Resultaat) {
  const bronnen = ammoniakBronnen(r);
  const totaal = r.bea.totaalKgNh3;
  alinea(doc, `Ammoniakemissie van het bedrijf: ${getal(totaal)} kg NH3, ${getal(r.dashboard.ammoniakKgNh3PerHa, 1)} kg NH3 per hectare en ${getal(r.dashboard.ammoniakKgNh3PerGve, 1)} kg NH3 per GVE.`);
  tabel(
    doc,
    [
      { titel: 'Bron', breedte: 4 },
      { titel: 'kg NH3', breedte: 1.5, rechts: true },
      { titel: 'Aandeel', breedte: 1.5, rechts: true },
    ],
    [
      ...bronnen.map((b) => ({ cellen: [b.label, getal(b.waarde), `${getal(totaal > 0 ? (b.waarde / totaal) * 100 : 0, 1)}%`] })),
      { cellen: ['Totaal', getal(totaal), '100,0%'], vet: true },
    ],
  );
  staafgrafiek(doc, { titel: 'Ammoniakemissie per bron (kg NH3)', eenheid: 'kg', decimalen: 0, staven: bronnen });
}

/** GHG per component: kg CO2-eq for the farm and g CO2-eq per kg FPCM. */
export function broeikasComponenten(r: Resultaat) {
  const b = r.bec;
  return [
    { label: 'Pensfermentatie', kg: b.pensfermentatie, perKg: b.perKgFpcm.pensfermentatie },
    { label: 'Mestopslag', kg: b.mestopslag, perKg: b.perKgFpcm.mestopslag },
    { label: 'Voerproductie', kg: b.voerproductie, perKg: b.perKgFpcm.voerproductie },
    { label: 'Energie', kg: b.energie, perKg: b.perKgFpcm.energie },
    { label: 'Aanvoer', kg: b.aanvoer, perKg: b.perKgFpcm.aanvoer },
  ];
}

export function sectieBroeikasgassen(doc: Doc, r: Resultaat) {
  const delen = broeikasComponenten(r);
  alinea(
    doc,
    `Broeikasgassen: ${getal(r.bec.perKgFpcm.totaal)} g CO2-equivalenten per kg meetmelk, ${getal(r.bec.totaal / 1000, 1)} ton CO2-equivalenten voor het bedrijf. Methaan uit de pens: ${getal(r.bec.enterischCh4Kg)} kg, uit de mest: ${getal(r.bec.mestCh4Kg)} kg.`,
  );
  tabel(
    doc,
    [
      { titel: 'Component', breedte: 3.6 },
      { titel: 'kg CO2-eq', breedte: 1.7, rechts: true },
      { titel: 'g CO2-eq/kg meetmelk', breedte: 1.9, rechts: true },
    ],
    [...delen.map((d) => ({ cellen: [d.label, getal(d.kg), getal(d.perKg)] })), { cellen: ['Totaal', getal(r.bec.totaal), getal(r.bec.perKgFpcm.totaal)], vet: true }],
  );
  staafgrafiek(doc, {
    titel: 'Broeikasgassen per component (g CO2-eq per kg meetmelk)',
    eenheid: 'g/kg',
    decimalen: 0,
    staven: delen.map((d) => ({ label: d.label, waarde: d.perKg })),
  });
}
