/**
 * The sector report as plain tables (decision 029), the one source of the XLSX and the CSV: a
 * suppressed group keeps its name and its line "< 10 bedrijven", never a figure.
 */
import { datumNlVanIso, ONDERDRUKT_TEKST, type IndienGroep, type Sectorrapport, type VerdelingGroep } from '@kw/contract';

export type Cel = string | { getal: number; decimalen: number } | null;
export interface Tabel {
  titel: string;
  kop: string[];
  rijen: Cel[][];
}

const getal = (w: number | null, decimalen = 0): Cel => (w === null ? null : { getal: w, decimalen });

function indienTabel(titel: string, groepKop: string, groepen: IndienGroep[]): Tabel {
  return {
    titel,
    kop: [groepKop, 'Bedrijven', 'Op tijd ingediend', 'Te laat ingediend', 'Ingediend, datum onbekend', 'Open', 'Niet gestart', '% op tijd'],
    rijen: groepen.map((g) =>
      g.onderdrukt
        ? [g.naam, ONDERDRUKT_TEKST, null, null, null, null, null, null]
        : [g.naam, getal(g.bedrijven), getal(g.opTijd), getal(g.teLaat), getal(g.datumOnbekend), getal(g.open), getal(g.nietGestart), getal(g.procentOpTijd, 1)],
    ),
  };
}

function verdelingTabel(titel: string, groepKop: string, groepen: VerdelingGroep[]): Tabel {
  const rijen: Cel[][] = [];
  for (const g of groepen) {
    if (g.onderdrukt) {
      rijen.push([g.naam, ONDERDRUKT_TEKST, null, null, null, null]);
      continue;
    }
    for (const i of g.indicatoren) rijen.push([g.naam, getal(g.bedrijven), `${i.label} (${i.eenheid})`, getal(i.p10, 1), getal(i.p50, 1), getal(i.p90, 1)]);
  }
  return { titel, kop: [groepKop, 'Bedrijven', 'Indicator', 'P10', 'P50 (mediaan)', 'P90'], rijen };
}

export function sectorTabellen(r: Sectorrapport): Tabel[] {
  const deadline = datumNlVanIso(r.deadline);
  return [
    {
      titel: 'Samenvatting',
      kop: ['Onderdeel', 'Waarde'],
      rijen: [
        ['Jaar', String(r.jaar)],
        ['Deadline', deadline],
        ['Bedrijven', getal(r.totaal.bedrijven)],
        ['Met een kringloopwijzer', getal(r.totaal.metKringloopwijzer)],
        ['Ingediend', getal(r.totaal.ingediend)],
        ['Met een berekend resultaat', getal(r.totaal.metResultaat)],
        ['Regel', `Groepen van minder dan ${r.minGroep} bedrijven tonen geen cijfers ("${ONDERDRUKT_TEKST}").`],
      ],
    },
    indienTabel(`Indiening per zuivelonderneming (deadline ${deadline})`, 'Zuivelonderneming', r.indieningPerZuivel),
    indienTabel(`Indiening per provincie (deadline ${deadline})`, 'Provincie', r.indieningPerProvincie),
    verdelingTabel('Indicatoren per grondsoort', 'Grondsoort', [r.verdelingAlle, ...r.verdelingPerGrondsoort]),
    verdelingTabel('Indicatoren per intensiteit', 'Intensiteit', [r.verdelingAlle, ...r.verdelingPerIntensiteit]),
    {
      titel: 'Gebruik van koppelingen',
      kop: ['Koppeling', 'Bedrijven', '% van bedrijven met een kringloopwijzer'],
      rijen: r.koppelingen.soorten.map((s) => (s.onderdrukt ? [s.naam, ONDERDRUKT_TEKST, null] : [s.naam, getal(s.bedrijven), getal(s.procent, 1)])),
    },
    {
      titel: 'Datakwaliteit',
      kop: ['Herkomst', 'Bedrijven', '% van bedrijven', 'Waarden', 'Gemiddeld per bedrijf'],
      rijen: r.datakwaliteit.regels.map((k) =>
        k.onderdrukt ? [k.naam, ONDERDRUKT_TEKST, null, null, null] : [k.naam, getal(k.bedrijven), getal(k.procentBedrijven, 1), getal(k.waarden), getal(k.gemiddeldPerBedrijf, 1)],
      ),
    },
    {
      titel: 'Na de deadline nog open',
      kop: ['Bedrijf', 'KvK-nummer', 'Zuivelonderneming', 'Provincie'],
      rijen: r.naDeadline.bedrijven.map((b) => [b.naam, b.kvkNummer ?? '', b.zuivel, b.provincie]),
    },
  ];
}
