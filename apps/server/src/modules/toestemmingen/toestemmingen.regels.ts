/**
 * One ledger row per grant, from what the owners answer (decision 033): an organisation mandate
 * (machtigingen), a link mandate (koppelingen), a participation (gegevensdeling), a pilot (pilot).
 * "Laatst gebruikt": the mandate's last access-log line, the link's last processed message, the
 * participation's last delivery, none for a pilot (it moves no data out of the Kringloopwijzer).
 */
import {
  BERICHT_SOORT_NAMEN,
  DATAPRODUCT_NAMEN,
  DEELNAME_STATUS_TEKST,
  KOPPELING_STATUS_NAMEN,
  MACHTIGING_SOORT_NAMEN,
  MACHTIGING_STATUS_NAMEN,
  isOngebruikt,
  voorstelTekst,
  type BerichtSoort,
  type DataproductSleutel,
  type KoppelingStatus,
  type ToestemmingRegel,
  type ToestemmingSoort,
} from '@kw/contract';
import type { machtigingenVoorGrootboek } from '../machtigingen/machtigingen.service';
import type { koppelingenVoorGrootboek } from '../koppelingen/koppelingen.toestemmingen';
import type { deelnamesVoorGrootboek } from '../gegevensdeling/gegevensdeling.toestemmingen';
import type { pilotsVoorGrootboek } from '../pilot/pilot.bedrijf';

type Rijen<F extends (...a: never[]) => Promise<unknown[]>> = Awaited<ReturnType<F>>[number];

const dagFormaat = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Amsterdam' });
/** The Dutch calendar day of a moment, JJJJ-MM-DD. */
export const dagNl = (d: Date) => dagFormaat.format(d);

/** What a mandate of each kind allows (sharing-anchors.md §1.1, [R1][R5]). */
const MACHTIGING_DOEL: Record<keyof typeof MACHTIGING_SOORT_NAMEN, { doel: string; producten: string[] }> = {
  volmacht: { doel: 'Machtigingen van uw bedrijf beheren, de Kringloopwijzer invullen en indienen, en alle rapporten inzien.', producten: ['Alle gegevens en rapporten van het bedrijf', 'Machtigingen beheren'] },
  beheren: { doel: 'De Kringloopwijzer invullen en indienen en alle rapporten inzien; geen machtigingen beheren.', producten: ['Alle gegevens en rapporten van het bedrijf'] },
  inzien: { doel: 'Alle schermen en rapporten inzien; niets wijzigen.', producten: ['Alle gegevens en rapporten van het bedrijf (alleen lezen)'] },
  elektronisch_opvragen: { doel: 'Gegevens en uitkomsten van uw bedrijf elektronisch opvragen (van systeem tot systeem).', producten: ['Gegevens en uitkomsten van de Kringloopwijzer'] },
};

interface Basis {
  soort: ToestemmingSoort;
  id: number;
  lopend: boolean;
  laatstGebruikt: string | null;
  ingang: string | null;
}

function metVlag<T extends Basis>(r: T, vandaag: string) {
  const vlag = isOngebruikt({ soort: r.soort, lopend: r.lopend, laatstGebruikt: r.laatstGebruikt, start: r.ingang }, vandaag);
  return {
    sleutel: `${r.soort}-${r.id}`,
    ongebruiktSinds12Maanden: vlag,
    voorstel: vlag ? voorstelTekst({ soort: r.soort, laatstGebruikt: r.laatstGebruikt, start: r.ingang }) : null,
  };
}

export function machtigingRegel(m: Rijen<typeof machtigingenVoorGrootboek>, laatst: Date | undefined, vandaag: string, magIntrekken: boolean): ToestemmingRegel {
  const lopend = m.status === 'actief' && m.ingangsdatum <= vandaag;
  const basis = { soort: 'organisatiemachtiging' as const, id: m.id, lopend, laatstGebruikt: laatst ? dagNl(laatst) : null, ingang: m.ingangsdatum };
  return {
    ...basis,
    ...metVlag(basis, vandaag),
    versie: m.versie,
    machtigingSoort: m.soort,
    soortTekst: `Machtiging organisatie: ${MACHTIGING_SOORT_NAMEN[m.soort].toLowerCase()}`,
    richting: 'uit',
    ontvanger: { naam: m.organisatie, kvk: m.organisatieKvk },
    doel: MACHTIGING_DOEL[m.soort].doel,
    producten: MACHTIGING_DOEL[m.soort].producten,
    einde: m.einddatum,
    status: m.status,
    statusTekst: m.status === 'actief' && !lopend ? 'Actief vanaf de ingangsdatum' : MACHTIGING_STATUS_NAMEN[m.status],
    laatstGebruiktBron: 'de laatste regel onder deze machtiging in het toegangslog',
    magIntrekken: magIntrekken && (m.status === 'actief' || m.status === 'aangevraagd'),
    redenVerplicht: false,
  };
}

export function koppelingRegel(k: Rijen<typeof koppelingenVoorGrootboek>, vandaag: string, magIntrekken: boolean): ToestemmingRegel {
  const soort = k.soort as BerichtSoort;
  const basis = { soort: 'koppeling' as const, id: k.id, lopend: k.status === 'actief', laatstGebruikt: k.laatsteBericht ? dagNl(k.laatsteBericht) : null, ingang: dagNl(k.sinds ?? k.aangemaaktOp) };
  const naam = BERICHT_SOORT_NAMEN[soort] ?? k.soort;
  return {
    ...basis,
    ...metVlag(basis, vandaag),
    versie: k.versie,
    machtigingSoort: null,
    soortTekst: 'Koppeling (leverancier levert aan uw bedrijf)',
    richting: 'in',
    ontvanger: { naam: k.leverancier, kvk: k.leverancierKvk },
    doel: `${naam} automatisch in uw Kringloopwijzer zetten (klantnummer ${k.klantnummer}).`,
    producten: [naam],
    einde: k.status === 'ingetrokken' || k.status === 'geweigerd' ? dagNl(k.statusGewijzigdOp) : null,
    status: k.status,
    statusTekst: KOPPELING_STATUS_NAMEN[k.status as KoppelingStatus] ?? k.status,
    laatstGebruiktBron: 'het laatste verwerkte bericht van deze koppeling',
    magIntrekken: magIntrekken && (k.status === 'actief' || k.status === 'aangevraagd'),
    redenVerplicht: false,
  };
}

export function deelnameRegel(d: Rijen<typeof deelnamesVoorGrootboek>, vandaag: string, magIntrekken: boolean): ToestemmingRegel {
  const basis = { soort: 'deelname' as const, id: d.id, lopend: d.status === 'goedgekeurd', laatstGebruikt: d.laatstGeleverdOp ? dagNl(d.laatstGeleverdOp) : null, ingang: dagNl(d.beslistOp ?? d.aangevraagdOp) };
  return {
    ...basis,
    ...metVlag(basis, vandaag),
    versie: d.versie,
    machtigingSoort: null,
    soortTekst: 'Deelname aan een doel (gegevensdeling)',
    richting: 'uit',
    ontvanger: d.afnemer,
    doel: d.doel.boerTekst ? `${d.doel.naam}: ${d.doel.boerTekst}` : d.doel.naam,
    producten: d.producten.map((p) => DATAPRODUCT_NAMEN[p as DataproductSleutel] ?? p),
    einde: d.doel.einddatum,
    status: d.status,
    statusTekst: DEELNAME_STATUS_TEKST[d.status],
    laatstGebruiktBron: 'de laatste levering aan de afnemer (ook in het toegangslog)',
    // only an approved participation is revoked by the farm side; a request is answered on its own list
    magIntrekken: magIntrekken && d.status === 'goedgekeurd',
    redenVerplicht: true,
  };
}

/** The party of a pilot: the service itself (staff run pilots; nothing leaves the Kringloopwijzer). */
export const PILOT_PARTIJ = { naam: 'Kringloopwijzer (servicedesk)', kvk: null };

export function pilotRegel(p: Rijen<typeof pilotsVoorGrootboek>, vandaag: string, magIntrekken: boolean): ToestemmingRegel {
  const verlaten = p.verlatenOp !== null;
  const afgelopen = p.pilot.tot < vandaag;
  const lopend = !verlaten && !afgelopen;
  const basis = { soort: 'pilot' as const, id: p.pilot.id, lopend, laatstGebruikt: null, ingang: p.pilot.van };
  return {
    ...basis,
    ...metVlag(basis, vandaag),
    versie: null,
    machtigingSoort: null,
    soortTekst: 'Pilot',
    richting: 'binnen',
    ontvanger: PILOT_PARTIJ,
    doel: `${p.pilot.naam}: ${p.pilot.doel}`,
    producten: [`Uw uitkomst ook onder de rekenregels van ${p.pilot.regelJaar}`],
    einde: verlaten ? dagNl(p.verlatenOp!) : p.pilot.tot,
    status: verlaten ? 'verlaten' : afgelopen ? 'afgelopen' : p.pilot.van > vandaag ? 'gepland' : 'actief',
    statusTekst: verlaten ? `Verlaten op ${dagNl(p.verlatenOp!).split('-').reverse().join('-')}` : afgelopen ? 'Afgelopen' : p.pilot.van > vandaag ? 'Gepland' : 'Actief',
    laatstGebruiktBron: `geen gegevensstroom: de pilot rekent binnen de Kringloopwijzer (toegevoegd op ${dagNl(p.toegevoegdOp).split('-').reverse().join('-')})`,
    magIntrekken: magIntrekken && lopend,
    redenVerplicht: false,
  };
}
