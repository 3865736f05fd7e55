/**
 * The sector report from one row per farm (decision 029): the server fills the rows from stored
 * results, the port-3000 mocks from made-up farms; both call this, so the figures and the
 * small-group rule are the same everywhere.
 */
import { indicatorDefinities } from '../schermen/indicatoren';
import { BERICHT_SOORTEN, BERICHT_SOORT_NAMEN } from '../koppelingen/soorten';
import { dagNl, hoofdgrondsoort, intensiteitKlasse, INTENSITEIT_KLASSEN, GRONDSOORT_NAMEN, naDeadline, ONBEKEND } from './klassen';
import { provincieVanBedrijf, PROVINCIES } from './provincies';
import { isOnderdrukt, MIN_GROEP, spreiding } from './statistiek';
import type { IndienGroep, KoppelingAandeel, KwaliteitRegel, Sectorrapport, VerdelingGroep } from './sectorrapportage.schema';

export const GEEN_ZUIVEL = 'Onbekend (geen melkkoppeling)';

export interface SectorBedrijf {
  relatieId: number;
  naam: string;
  kvkNummer: string | null;
  postcode: string | null;
  provincie: string | null;
  /** the supplier of the farm's active milk-delivery link (its dairy), or null */
  zuivel: string | null;
  status: 'niet-gestart' | 'open' | 'ingediend';
  /** when the year was last submitted (audit trail), ISO; null when unknown */
  ingediendOp: string | null;
  /** the stored dashboard (klw_uitkomst.dashboard), null without a result */
  dashboard: Record<string, unknown> | null;
  perGrondsoort: Record<string, unknown> | null;
  totaalHa: number | null;
  melkKg: number | null;
  /** defaults the calculation used (resultaat.gebruikteStandaarden), null without a result */
  standaarden: number | null;
  /** fields whose current value a link wrote */
  uitKoppeling: number;
  /** fields where the farmer kept his own value over the link's */
  handmatig: number;
  /** the message types of the farm's active links */
  koppelingSoorten: readonly string[];
}

const procent = (deel: number, geheel: number) => (geheel === 0 ? null : (100 * deel) / geheel);

/** Names sorted the Dutch way, the "unknown" groups last. */
function volgorde(a: string, b: string) {
  const onbekendA = a.startsWith(ONBEKEND);
  const onbekendB = b.startsWith(ONBEKEND);
  return onbekendA !== onbekendB ? (onbekendA ? 1 : -1) : a.localeCompare(b, 'nl');
}

function groepeer<T>(rijen: readonly T[], sleutel: (r: T) => string, vast: readonly string[] = []): [string, T[]][] {
  const uit = new Map<string, T[]>(vast.map((v) => [v, []]));
  for (const r of rijen) {
    const k = sleutel(r);
    const groep = uit.get(k);
    if (groep) groep.push(r);
    else uit.set(k, [r]);
  }
  return [...uit.entries()].filter(([, g]) => g.length > 0).sort(([a], [b]) => (vast.length ? vast.indexOf(a) - vast.indexOf(b) || volgorde(a, b) : volgorde(a, b)));
}

function indienGroep(naam: string, groep: readonly SectorBedrijf[], deadline: string): IndienGroep {
  const n = groep.length;
  if (isOnderdrukt(n)) return { naam, bedrijven: n, onderdrukt: true, opTijd: null, teLaat: null, datumOnbekend: null, open: null, nietGestart: null, procentOpTijd: null };
  const ingediend = groep.filter((b) => b.status === 'ingediend');
  const opTijd = ingediend.filter((b) => b.ingediendOp !== null && !naDeadline(b.ingediendOp, deadline)).length;
  const teLaat = ingediend.filter((b) => b.ingediendOp !== null && naDeadline(b.ingediendOp, deadline)).length;
  return {
    naam,
    bedrijven: n,
    onderdrukt: false,
    opTijd,
    teLaat,
    datumOnbekend: ingediend.length - opTijd - teLaat,
    open: groep.filter((b) => b.status === 'open').length,
    nietGestart: groep.filter((b) => b.status === 'niet-gestart').length,
    procentOpTijd: procent(opTijd, n),
  };
}

function verdelingGroep(naam: string, groep: readonly SectorBedrijf[]): VerdelingGroep {
  const onderdrukt = groep.length < MIN_GROEP;
  return {
    naam,
    bedrijven: groep.length,
    onderdrukt,
    indicatoren: indicatorDefinities.map((d) => {
      const s = onderdrukt ? null : spreiding(groep.map((b) => b.dashboard?.[d.sleutel] as number | undefined));
      return { sleutel: d.sleutel, label: d.label, eenheid: d.eenheid, p10: s?.p10 ?? null, p50: s?.p50 ?? null, p90: s?.p90 ?? null };
    }),
  };
}

/** A line that counts a set of farms of a population: hidden when the population or the set has 1–9 farms. */
function telling(bedrijven: number, populatie: number) {
  const onderdrukt = isOnderdrukt(populatie) || isOnderdrukt(bedrijven);
  return { bedrijven: onderdrukt ? null : bedrijven, onderdrukt, procent: onderdrukt ? null : procent(bedrijven, populatie) };
}

function kwaliteitRegel(herkomst: KwaliteitRegel['herkomst'], naam: string, aantallen: readonly number[]): KwaliteitRegel {
  const met = aantallen.filter((a) => a > 0).length;
  const t = telling(met, aantallen.length);
  const waarden = aantallen.reduce((s, a) => s + a, 0);
  return {
    herkomst,
    naam,
    bedrijven: t.bedrijven,
    onderdrukt: t.onderdrukt,
    procentBedrijven: t.procent,
    waarden: t.onderdrukt ? null : waarden,
    gemiddeldPerBedrijf: t.onderdrukt || aantallen.length === 0 ? null : waarden / aantallen.length,
  };
}

/** `deadline`: the reporting year's submission deadline (ISO date; set on /beheer/algemeen, decision 030). */
export function maakSectorrapport(jaar: number, deadline: string, bedrijven: readonly SectorBedrijf[], nu: Date): Sectorrapport {
  const deadlineVerstreken = dagNl(nu) > deadline;
  const provincie = (b: SectorBedrijf) => provincieVanBedrijf(b) ?? ONBEKEND;
  const zuivel = (b: SectorBedrijf) => b.zuivel ?? GEEN_ZUIVEL;
  const metRecord = bedrijven.filter((b) => b.status !== 'niet-gestart');
  const metResultaat = metRecord.filter((b) => b.dashboard !== null);
  // the spread of the indicators: submitted records only (final figures), as stored
  const ingediendMetResultaat = metResultaat.filter((b) => b.status === 'ingediend');
  const grondsoort = (b: SectorBedrijf) => hoofdgrondsoort(b.perGrondsoort);
  const intensiteit = (b: SectorBedrijf) => intensiteitKlasse(b.melkKg, b.totaalHa);

  const soorten: KoppelingAandeel[] = BERICHT_SOORTEN.map((s) => {
    const t = telling(metRecord.filter((b) => b.koppelingSoorten.includes(s)).length, metRecord.length);
    return { soort: s, naam: BERICHT_SOORT_NAMEN[s], bedrijven: t.bedrijven, onderdrukt: t.onderdrukt, procent: t.procent };
  });

  return {
    jaar,
    deadline,
    deadlineVerstreken,
    minGroep: MIN_GROEP,
    aangemaaktOp: nu.toISOString(),
    totaal: { bedrijven: bedrijven.length, metKringloopwijzer: metRecord.length, ingediend: metRecord.filter((b) => b.status === 'ingediend').length, metResultaat: metResultaat.length },
    indieningPerZuivel: groepeer(bedrijven, zuivel).map(([naam, g]) => indienGroep(naam, g, deadline)),
    indieningPerProvincie: groepeer(bedrijven, provincie, [...PROVINCIES, ONBEKEND]).map(([naam, g]) => indienGroep(naam, g, deadline)),
    verdelingAlle: verdelingGroep('Alle ingediende bedrijven', ingediendMetResultaat),
    verdelingPerGrondsoort: groepeer(ingediendMetResultaat, grondsoort, [...Object.values(GRONDSOORT_NAMEN), ONBEKEND]).map(([naam, g]) => verdelingGroep(naam, g)),
    verdelingPerIntensiteit: groepeer(ingediendMetResultaat, intensiteit, [...INTENSITEIT_KLASSEN.map((k) => k.naam), ONBEKEND]).map(([naam, g]) => verdelingGroep(naam, g)),
    koppelingen: { bedrijven: metRecord.length, onderdrukt: isOnderdrukt(metRecord.length), soorten },
    datakwaliteit: {
      bedrijven: metResultaat.length,
      onderdrukt: isOnderdrukt(metResultaat.length),
      regels: [
        kwaliteitRegel('standaard', 'Standaardwaarde (forfait) gebruikt', metResultaat.map((b) => b.standaarden ?? 0)),
        kwaliteitRegel('koppeling', 'Waarde uit een koppeling', metResultaat.map((b) => b.uitKoppeling)),
        kwaliteitRegel('handmatig', 'Koppelingswaarde met de hand aangepast', metResultaat.map((b) => b.handmatig)),
      ],
    },
    naDeadline: {
      bedrijven: deadlineVerstreken
        ? bedrijven
            .filter((b) => b.status === 'open')
            .map((b) => ({ relatieId: b.relatieId, naam: b.naam, kvkNummer: b.kvkNummer, zuivel: zuivel(b), provincie: provincie(b) }))
            .sort((a, b) => a.naam.localeCompare(b.naam, 'nl'))
        : [],
    },
  };
}
