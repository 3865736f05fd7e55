/** Section "Stikstof- en fosfaatbalans" as data: the farm-gate balance per post, the soil surplus and the use efficiencies. */
import type { Bedrijfsbalans, Resultaat } from '@kw/engine';
import { getal, procent } from '../rapportage.formaat';
import { cijfer, tekst, type ModelRij, type ModelSom, type SectieModel } from './model.cel';

const AANVOER: Record<keyof Bedrijfsbalans['aanvoer'], string> = {
  krachtvoer: 'Krachtvoer',
  ruwvoer: 'Ruwvoer',
  overigeVoeders: 'Overige voeders',
  melkproducten: 'Melkproducten',
  strooisel: 'Strooisel',
  kunstmest: 'Kunstmest',
  organischeMest: 'Organische mest',
  compost: 'Compost',
  kalk: 'Kalkmeststoffen',
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

const perHa = (kg: number, ha: number) => (ha > 0 ? cijfer(kg / ha) : tekst('–'));

/**
 * Rows of the two balances side by side; posts that are zero for both elements are left out. The sums:
 * the posts make up their total, and the surplus is aanvoer − afvoer − voorraadmutatie (notities §1.2).
 */
function balansRijen(n: Bedrijfsbalans, p: Bedrijfsbalans, ha: number): { rijen: ModelRij[]; sommen: ModelSom[] } {
  const rij = (label: string, kgN: number, kgP: number, bron: string, vet = false): ModelRij => ({
    cellen: [tekst(label), cijfer(kgN, 0, `balans.stikstof.${bron}`), perHa(kgN, ha), cijfer(kgP, 0, `balans.fosfaat.${bron}`), perHa(kgP, ha)],
    vet,
  });
  const posten = <K extends string>(soort: 'aanvoer' | 'afvoer', labels: Record<K, string>, a: Record<K, number>, b: Record<K, number>) =>
    (Object.keys(labels) as K[]).filter((k) => a[k] !== 0 || b[k] !== 0).map((k) => rij(`  ${labels[k]}`, a[k], b[k], `${soort}.${k}`));
  const aanvoer = posten('aanvoer', AANVOER, n.aanvoer, p.aanvoer);
  const afvoer = posten('afvoer', AFVOER, n.afvoer, p.afvoer);
  const rijen = [
    ...aanvoer,
    rij('Aanvoer totaal', n.aanvoerTotaal, p.aanvoerTotaal, 'aanvoerTotaal', true),
    ...afvoer,
    rij('Afvoer totaal', n.afvoerTotaal, p.afvoerTotaal, 'afvoerTotaal', true),
    rij('Voorraadmutatie (eind min begin)', n.voorraadmutatieTotaal, p.voorraadmutatieTotaal, 'voorraadmutatieTotaal'),
    rij('Overschot bedrijf (aanvoer − afvoer − voorraadmutatie)', n.overschot, p.overschot, 'overschot', true),
  ];
  const reeks = (van: number, tot: number) => Array.from({ length: tot - van }, (_, i) => ({ rij: van + i, teken: 1 as const }));
  const iAanvoer = aanvoer.length;
  const iAfvoer = iAanvoer + 1 + afvoer.length;
  return {
    rijen,
    sommen: [
      { totaal: iAanvoer, termen: reeks(0, iAanvoer) },
      { totaal: iAfvoer, termen: reeks(iAanvoer + 1, iAfvoer) },
      { totaal: iAfvoer + 2, termen: [{ rij: iAanvoer, teken: 1 }, { rij: iAfvoer, teken: -1 }, { rij: iAfvoer + 1, teken: -1 }] },
    ],
  };
}

export function balansenModel(r: Resultaat): SectieModel {
  const ha = r.oppervlakten.totaalHa;
  const { stikstof: n, fosfaat: p } = r.balans;
  const bn = r.bodem.stikstof;
  const bp = r.bodem.fosfaat;
  const rij = (label: string, kg: number, bron: string | undefined, vet = false): ModelRij => ({ cellen: [tekst(label), cijfer(kg, 0, bron), perHa(kg, ha)], vet });
  const balans = balansRijen(n, p, ha);
  return {
    inleiding: [`Bedrijfsbalans: aanvoer min afvoer min voorraadmutatie, voor het hele bedrijf en per hectare (${getal(ha, 2)} ha).`],
    tabellen: [
      {
        titel: null,
        kolommen: [
          { titel: 'Post', breedte: 3.2 },
          { titel: 'kg N', breedte: 1.2, rechts: true },
          { titel: 'kg N/ha', breedte: 1.1, rechts: true },
          { titel: 'kg P2O5', breedte: 1.2, rechts: true },
          { titel: 'kg P2O5/ha', breedte: 1.2, rechts: true },
        ],
        ...balans,
      },
      {
        titel: 'Van bedrijfsoverschot naar bodemoverschot (stikstof)',
        kolommen: [
          { titel: 'Post', breedte: 4.4 },
          { titel: 'kg N', breedte: 1.3, rechts: true },
          { titel: 'kg N/ha', breedte: 1.3, rechts: true },
        ],
        // bodemoverschot = bedrijfsoverschot − NH3-N − N2O-N − NO/N2-N (docs/rekenregels.md §5, "één N-overschot"):
        // depositie, binding and mineralisation are already in the farm's aanvoer, so they are no terms here
        rijen: [
          rij('Overschot bedrijf', n.overschot, 'balans.stikstof.overschot', true),
          rij('  min ammoniak (NH3)', bn.verliesNh3Kg, undefined),
          rij('  min lachgas (N2O)', bn.verliesN2oKg, undefined),
          rij('  min overige gasvormige verliezen (NO, N2)', bn.verliesOverigKg, undefined),
          rij('Stikstofbodemoverschot', bn.bodemoverschotKg, 'bodem.stikstof.bodemoverschotKg', true),
        ],
        sommen: [{ totaal: 4, termen: [{ rij: 0, teken: 1 }, { rij: 1, teken: -1 }, { rij: 2, teken: -1 }, { rij: 3, teken: -1 }] }],
      },
      {
        titel: 'Benutting (%)',
        kolommen: [
          { titel: 'Benutting', breedte: 3 },
          { titel: 'Stikstof', breedte: 1.5, rechts: true },
          { titel: 'Fosfaat', breedte: 1.5, rechts: true },
        ],
        rijen: [
          { cellen: [tekst('Vee'), cijfer(bn.benuttingVeeProcent, 1, 'bodem.stikstof.benuttingVeeProcent'), cijfer(bp.benuttingVeeProcent, 1, 'bodem.fosfaat.benuttingVeeProcent')] },
          { cellen: [tekst('Bodem'), cijfer(bn.benuttingBodemProcent, 1, 'bodem.stikstof.benuttingBodemProcent'), cijfer(bp.benuttingBodemProcent, 1, 'bodem.fosfaat.benuttingBodemProcent')] },
          {
            cellen: [tekst('Bedrijf'), cijfer(bn.benuttingBedrijfProcent, 1, 'bodem.stikstof.benuttingBedrijfProcent'), cijfer(bp.benuttingBedrijfProcent, 1, 'bodem.fosfaat.benuttingBedrijfProcent')],
            vet: true,
          },
        ],
      },
    ],
    voetnoot: [
      `Depositie (${getal(bn.depositieKg)} kg N), stikstofbinding (${getal(bn.bindingKg)} kg N) en mineralisatie van veen (${getal(bn.mineralisatieKg)} kg N) zitten al in de aanvoer van het bedrijf en tellen daarom in het bodemoverschot niet nog eens mee.`,
      `Fosfaatbodemoverschot: ${getal(bp.bodemoverschotKg)} kg P2O5 (${ha > 0 ? getal(bp.bodemoverschotKg / ha, 1) : '–'} kg P2O5/ha).`,
      `Benutting bedrijf: stikstof ${procent(bn.benuttingBedrijfProcent)}, fosfaat ${procent(bp.benuttingBedrijfProcent)}.`,
    ].join(' '),
  };
}
