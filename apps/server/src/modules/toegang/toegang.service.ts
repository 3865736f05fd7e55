/**
 * The farmer's access log (decision 019): writing reads, staff access with a reason, and the
 * log as the farmer reads it — chronological, repeats of one day merged into one line with a
 * count (NEN 7513 practice), staff shown as "Servicedesk" with their reason.
 */
import { SERVICEDESK_MINUTEN, type ServicedeskInvoer, type ToegangslogAntwoord, type ToegangslogRegel } from '@kw/contract';
import type { Db } from '../../db/client';
import { HttpFout } from '../../fouten';
import type { Actor } from '../../plugins/auth';
import { rolVoorBedrijf } from '../kringloopwijzer/kringloopwijzer.policy';
import type { TokenContext } from '../../plugins/auth';
import { bedrijfsnaam, geefServicedeskToegang, ingetrokkenMetLezingen, isEigenBedrijf, leesToegangslog, schrijfLezingen, schrijfLezingRij } from './toegang.repository';
import { lezingRij, toegestaneLezing, zelfdeLezingRij } from './toegang.lezing';

// Other modules write their reads to the access log and read a farm's mandates through this module,
// the owner of `toegangslog` and `servicedesk_toegang` (decision 026).
export { laatsteGebruikPerMachtiging, lezingInLezing, machtigingBronnenVanBedrijf, schrijfLezingen, schrijfToegangsRij, wijzigingenVanLeverancierSql, type GeschrevenLezing } from './toegang.repository';
export { watVanPad } from './toegang.wat';
import { watLeesbaar } from './toegang.wat';

/** The most raw rows one answer merges (a year of an adviser's daily reads fits well within it). */
const MAX_RIJEN = 20_000;

export async function openAlsServicedesk(db: Db, actor: Actor, invoer: ServicedeskInvoer) {
  if (!actor.isSBMedewerker) throw new HttpFout(403, 'Alleen medewerkers van de servicedesk kunnen een bedrijf met een reden openen.');
  const rij = await geefServicedeskToegang(db, { ...invoer, gebruikerId: actor.id, minuten: SERVICEDESK_MINUTEN });
  if (!rij) throw new HttpFout(404, 'Dit bedrijf bestaat niet.');
  return { relatieId: rij.relatieId, tot: rij.tot.toISOString() };
}

/**
 * Whether (user, record) is the farm's own participant never changes (a user's farm and a
 * record's farm are fixed), so it is remembered per process: the farmer's own reads on calls
 * without a noted read then cost no query. Bounded; a miss only costs one small query.
 */
const eigenCache = new Map<string, boolean>();
const EIGEN_CACHE_MAX = 50_000;

/**
 * Test setup only: the API test files share a process (vitest `isolate: false`, docs/decisions/023-testsnelheid.md,
 * revision 27-11-2026 (2)), each with its own database in which the same ids can belong to other farms.
 */
export function vergeetEigenCache() {
  eigenCache.clear();
}

/**
 * Writes the access row of a successful read of a record, unless the reader is the farm's own
 * participant. When the read's gate noted what its policy allowed (toegang.lezing.ts), the row
 * is a plain INSERT of those values; otherwise one INSERT … SELECT resolves the mandate.
 */
export async function registreerLezing(db: Db, l: { token: TokenContext | null; gebruikerId: number; klwId: number; wat: string; gedownload: boolean }) {
  const actie = l.gedownload ? 'gedownload' : 'bekeken';
  const toegestaan = toegestaneLezing(l.token);
  if (toegestaan && toegestaan.actor.id === l.gebruikerId && toegestaan.record.id === l.klwId) {
    const rij = lezingRij(toegestaan, l.wat, actie);
    // the read's statement wrote the row already (lezingInLezing): done when it is the policy's row.
    // Should they ever differ, the policy's row is written as well: the log may say too much, never too little.
    if (toegestaan.geschreven !== undefined && zelfdeLezingRij(toegestaan.geschreven, rij)) return;
    if (rij) await schrijfLezingRij(db, rij);
    return;
  }
  const sleutel = `${l.gebruikerId}:${l.klwId}`;
  let eigen = eigenCache.get(sleutel);
  if (eigen === undefined) {
    eigen = await isEigenBedrijf(db, l.gebruikerId, l.klwId);
    if (eigen === undefined) return;
    if (eigenCache.size >= EIGEN_CACHE_MAX) eigenCache.clear();
    eigenCache.set(sleutel, eigen);
  }
  if (eigen) return;
  await schrijfLezingen(db, { gebruikerId: l.gebruikerId, bedrijven: [{ relatieId: null, klwId: l.klwId }], wat: l.wat, actie });
}

/** Who may read a farm's access log: its participant, the volmacht holder, staff with running access. */
export function magToegangslogLezen(actor: Actor, relatieId: number) {
  const rol = rolVoorBedrijf(actor, relatieId);
  return rol.isDeelnemer || rol.volmacht || rol.servicedesk;
}

const ROL_NAMEN: Record<string, string> = {
  volmacht: 'volmacht',
  beheren: 'beheren',
  inzien: 'inzien',
  elektronisch_opvragen: 'elektronisch opvragen',
  servicedesk: 'servicedesk',
  leverancier: 'leverancier (koppeling)',
  afnemer: 'afnemer (gegevensdeling)',
  onbekend: 'zonder geldige machtiging',
};

const datumNl = new Intl.DateTimeFormat('nl-NL', { timeZone: 'Europe/Amsterdam', day: '2-digit', month: '2-digit', year: 'numeric' });
const tijdNl = new Intl.DateTimeFormat('nl-NL', { timeZone: 'Europe/Amsterdam', hour: '2-digit', minute: '2-digit', hour12: false });
/** DD-MM-YYYY in Dutch time. */
export const datumTekst = (d: Date) => datumNl.format(d).replace(/\//g, '-');
const tijdTekst = (d: Date) => tijdNl.format(d);

type Rij = Awaited<ReturnType<typeof leesToegangslog>>[number];

/** Rows (newest first) → lines: one per day × who × role × what × year × action, first time kept, with a count. */
export function voegSamen(rijen: Rij[]): ToegangslogRegel[] {
  const regels = new Map<string, ToegangslogRegel>();
  for (const r of rijen) {
    const datum = datumTekst(r.tijdstip);
    const wie = r.rol === 'servicedesk' ? 'Servicedesk' : (r.organisatie ?? 'Onbekende organisatie');
    const wat = watLeesbaar(r.wat);
    const sleutel = [datum, wie, r.persoon, r.rol, r.rol === 'servicedesk' ? r.reden : r.machtigingId, wat, r.jaar, r.actie].join('|');
    const tijd = tijdTekst(r.tijdstip);
    const regel = regels.get(sleutel);
    if (regel) {
      regel.aantal += 1;
      regel.eersteTijdstip = tijd; // rows come newest first: the last one seen is the first of the day
      continue;
    }
    regels.set(sleutel, {
      datum,
      eersteTijdstip: tijd,
      laatsteTijdstip: tijd,
      aantal: 1,
      wie,
      persoon: r.persoon,
      rol: ROL_NAMEN[r.rol] ?? r.rol,
      grondslag: r.rol === 'servicedesk' ? 'toegang met reden (60 minuten)' : r.rol === 'leverancier' ? 'koppeling van het bedrijf' : r.rol === 'afnemer' ? 'deelname van het bedrijf aan een doel' : r.machtigingId !== null ? `machtiging ${ROL_NAMEN[r.rol] ?? r.rol} nr. ${r.machtigingId}` : 'geen machtiging gevonden',
      reden: r.reden,
      wat,
      jaar: r.jaar,
      actie: r.actie,
    });
  }
  return [...regels.values()];
}

export async function haalToegangslog(db: Db, actor: Actor, q: { relatieId: number; van?: string; tot?: string }): Promise<ToegangslogAntwoord> {
  if (q.van && q.tot && q.tot < q.van) throw new HttpFout(400, 'De einddatum ligt voor de begindatum.');
  const naam = await bedrijfsnaam(db, q.relatieId);
  if (naam === undefined) throw new HttpFout(404, 'Dit bedrijf bestaat niet.');
  if (!magToegangslogLezen(actor, q.relatieId)) throw new HttpFout(403, 'U heeft geen toegang tot het toegangslog van dit bedrijf.');
  // reading the log is itself logged (decision 019; FerroEHR practice): for anyone but the farm's own users
  await schrijfLezingen(db, { gebruikerId: actor.id, bedrijven: [{ relatieId: q.relatieId, klwId: null }], wat: 'toegangslog', actie: 'bekeken' });
  const [rijen, ingetrokken] = await Promise.all([leesToegangslog(db, { ...q, max: MAX_RIJEN }), ingetrokkenMetLezingen(db, q.relatieId)]);
  return {
    relatieId: q.relatieId,
    bedrijfsnaam: naam,
    regels: voegSamen(rijen),
    ingetrokken: ingetrokken.map((m) => ({ ...m, ingetrokkenOp: datumTekst(m.ingetrokkenOp) })),
  };
}
