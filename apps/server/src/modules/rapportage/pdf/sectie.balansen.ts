/** Section "Stikstof- en fosfaatbalans": the farm-gate balance per post, the soil surplus and the use efficiencies. */
import type { Bedrijfsbalans, Resultaat } from '@kw/engine';
import { getal, procent } from '../rapportage.formaat';
import { staafgrafiek } from './pdf.grafiek';
import { alinea, KLEUR, subKop, type Doc } from './pdf.opmaak';
import { tabel, type Rij } from './pdf.tabel';

const AANVOER: Record<keyof Bedrijfsbalans['aanvoer'], string> = {
  krachtvoer: 'Krachtvoer',
  ruwvoer: 'Ruwvoer',
  overigeVoeders: 'Overige voeders',
  melkproducten: 'Melkproducten',
  strooisel: 'Strooisel',
  kunstmest: 'Kunstmest',
  organischeMest: 'Organische mest',
  vee: 'Vee',
  staldierenVoer: 'Voer staldieren',
  staldierenVee: 'Staldieren',
  depositie: 'Depositie',
  binding: 'Stikstofbinding (klaver, vlinderbloemigen)',
  mineralisatie: 'Mineralisatie veen',
};
const AFVOER: Record<keyof Bedrijfsbalans['afvoer'], string> = {
  melk: 'Melk',
  vee: 'Vee',
  organischeMest: 'Organische mest',
  ruwvoer: 'Ruwvoer',
  akkerbouw: 'Akkerbouwproducten',
  staldierenVee: 'Staldieren',
};

/** Rows of the two balances side by side; posts that are zero for both elements are left out. */
function balansRijen(n: Bedrijfsbalans, p: Bedrijfsbalans, ha: number): Rij[] {
  const perHa = (kg: number) => (ha > 0 ? getal(kg / ha) : '–');
  const rij = (label: string, kgN: number, kgP: number, vet = false): Rij => ({ cellen: [label, getal(kgN), perHa(kgN), getal(kgP), perHa(kgP)], vet });
  const posten = <K extends string>(labels: Record<K, string>, a: Record<K, number>, b: Record<K, number>) =>
    (Object.keys(labels) as K[]).filter((k) => a[k] !== 0 || b[k] !== 0).map((k) => rij(`  ${labels[k]}`, a[k], b[k]));
  return [
    ...posten(AANVOER, n.aanvoer, p.aanvoer),
    rij('Aanvoer totaal', n.aanvoerTotaal, p.aanvoerTotaal, true),
    ...posten(AFVOER, n.afvoer, p.afvoer),
    rij('Afvoer totaal', n.afvoerTotaal, p.afvoerTotaal, true),
    rij('Voorraadmutatie (eind min begin)', n.voorraadmutatieTotaal, p.voorraadmutatieTotaal),
    rij('Overschot bedrijf', n.overschot, p.overschot, true),
  ];
}

export function sectieBalansen(doc: Doc, r: Resultaat) {
  const ha = r.oppervlakten.totaalHa;
  const { stikstof: n, fosfaat: p } = r.balans;
  const bn = r.bodem.stikstof;
  alinea(doc, `Bedrijfsbalans: aanvoer min afvoer min voorraadmutatie, voor het hele bedrijf en per hectare (${getal(ha, 2)} ha).`);
  tabel(
    doc,
    [
      { titel: 'Post', breedte: 3.2 },
      { titel: 'kg N', breedte: 1.2, rechts: true },
      { titel: 'kg N/ha', breedte: 1.1, rechts: true },
      { titel: 'kg P2O5', breedte: 1.2, rechts: true },
      { titel: 'kg P2O5/ha', breedte: 1.2, rechts: true },
    ],
    balansRijen(n, p, ha),
  );
  subKop(doc, 'Van bedrijfsoverschot naar bodemoverschot (stikstof)');
  const perHa = (kg: number) => (ha > 0 ? getal(kg / ha) : '–');
  const rij = (label: string, kg: number, vet = false): Rij => ({ cellen: [label, getal(kg), perHa(kg)], vet });
  tabel(
    doc,
    [
      { titel: 'Post', breedte: 4.4 },
      { titel: 'kg N', breedte: 1.3, rechts: true },
      { titel: 'kg N/ha', breedte: 1.3, rechts: true },
    ],
    [
      rij('Overschot bedrijf', n.overschot, true),
      rij('  min ammoniak (NH3)', -bn.verliesNh3Kg),
      rij('  min lachgas (N2O)', -bn.verliesN2oKg),
      rij('  min overige gasvormige verliezen (NO, N2)', -bn.verliesOverigKg),
      rij('  plus depositie', bn.depositieKg),
      rij('  plus stikstofbinding', bn.bindingKg),
      rij('  plus mineralisatie', bn.mineralisatieKg),
      rij('Stikstofbodemoverschot', bn.bodemoverschotKg, true),
    ],
  );
  alinea(doc, `Fosfaatbodemoverschot: ${getal(r.bodem.fosfaat.bodemoverschotKg)} kg P2O5 (${ha > 0 ? getal(r.bodem.fosfaat.bodemoverschotKg / ha, 1) : "–"} kg P2O5/ha).`);
  const bp = r.bodem.fosfaat;
  staafgrafiek(doc, {
    titel: 'Benutting (%)',
    eenheid: '%',
    decimalen: 1,
    staven: [
      { label: 'N vee', waarde: bn.benuttingVeeProcent, kleur: KLEUR.reeks[0] },
      { label: 'N bodem', waarde: bn.benuttingBodemProcent, kleur: KLEUR.reeks[0] },
      { label: 'N bedrijf', waarde: bn.benuttingBedrijfProcent, kleur: KLEUR.reeks[0] },
      { label: 'P2O5 vee', waarde: bp.benuttingVeeProcent, kleur: KLEUR.reeks[2] },
      { label: 'P2O5 bodem', waarde: bp.benuttingBodemProcent, kleur: KLEUR.reeks[2] },
      { label: 'P2O5 bedrijf', waarde: bp.benuttingBedrijfProcent, kleur: KLEUR.reeks[2] },
    ],
  });
  alinea(doc, `Benutting bedrijf: stikstof ${procent(bn.benuttingBedrijfProcent)}, fosfaat ${procent(bp.benuttingBedrijfProcent)}.`, { grootte: 8.5, kleur: KLEUR.zacht });
}
