/**
 * /Deelnemers (decision 019): the list of farms an organisation user or staff may open, and the
 * key figures of selected farms as one file. A list of farms is no farm data: no access row
 * per listed farm; the file is, so every farm in it gets a 'gedownload' row before it leaves.
 */
import {
  DEELNEMER_STATUS_NAMEN,
  STATUS_GESLOTEN_VANAF,
  menuStructuur,
  type DeelnemerRegel,
  type DeelnemersAntwoord,
  type DeelnemersVraag,
  type BedrijfGezondheid,
  type KengetallenVraag,
} from '@kw/contract';
import type { Resultaat } from '@kw/engine';
import type { Db } from '../../db/client';
import { HttpFout } from '../../fouten';
import type { Actor } from '../../plugins/auth';
import type { ResultaatBron } from '../rapportage/rapportage.resultaat';
import { resultaatVoorRecord } from '../rapportage/rapportage.resultaat';
import type { Bestand } from '../rapportage/rapportage.service';
import { bedrijfGezondheden } from '../koppelingen/koppelingen.gezondheid';
import { schrijfLezingen } from '../toegang/toegang.service';
import { maakDeelnemersCsv, maakDeelnemersXlsx, type BedrijfsRegel } from './deelnemers.bestand';
import { leesDeelnemers, leesKengetallenBron, telDeelnemers, type LijstRij, type LijstVrager } from './deelnemers.repository';
import { magDeelnemersZien, MELDING_ALLEEN_ORGANISATIES, MELDING_NIET_ALLE_BEDRIJVEN, magKengetallenVan } from './deelnemers.policy';

/** The screens with a done/warning state in the menu (a screen behind two items counts once), as the start page counts them. */
export const SCHERMEN_MET_STATUS = [...new Set(menuStructuur.flatMap((s) => s.items).flatMap((i) => (i.scherm ? [i.scherm] : [])))];

const lijst = <T>(x: T[] | string): T[] => (typeof x === 'string' ? (JSON.parse(x) as T[]) : x);

const GEEN_KOPPELING: BedrijfGezondheid = { gezondheid: 'grijs', reden: 'Geen actieve koppeling.' };

function regelVan(r: LijstRij, koppelingGezondheid: BedrijfGezondheid = GEEN_KOPPELING): DeelnemerRegel {
  return {
    relatieId: r.relatieId,
    naam: r.naam,
    kvkNummer: r.kvkNummer,
    ubns: lijst(r.ubns),
    brs: r.brs,
    machtiging: r.machtigingId !== null && r.soort !== null && r.einddatum !== null ? { id: r.machtigingId, soort: r.soort, einddatum: r.einddatum } : null,
    jaar: r.jaar,
    kringloopwijzerId: r.klwId,
    status: r.klwId === null ? 'niet-gestart' : (r.statusId ?? 0) >= STATUS_GESLOTEN_VANAF ? 'ingediend' : 'open',
    openKringloopwijzerId: r.klwId ?? r.nieuwsteKlwId,
    voortgang: { klaar: r.klaar, totaal: SCHERMEN_MET_STATUS.length },
    waarschuwingen: r.waarschuwingen,
    laatsteWijziging: r.laatsteWijziging,
    koppelingGezondheid,
  };
}

export async function haalDeelnemers(db: Db, vrager: LijstVrager, q: DeelnemersVraag): Promise<DeelnemersAntwoord> {
  if (!magDeelnemersZien(vrager)) throw new HttpFout(403, MELDING_ALLEEN_ORGANISATIES);
  const vraag = { vrager, ...q, schermen: SCHERMEN_MET_STATUS, statusGeslotenVanaf: STATUS_GESLOTEN_VANAF };
  const rijen = await leesDeelnemers(db, vraag);
  // past the last page the page has no row to carry the count
  const totaal = rijen[0]?.totaal ?? (q.pagina > 1 ? await telDeelnemers(db, vraag) : 0);
  // the page's farms' link health in two queries (not in the list query: the list stays one indexed scan)
  const gezondheden = await bedrijfGezondheden(db, rijen.map((r) => r.relatieId));
  return { regels: rijen.map((r) => regelVan(r, gezondheden.get(r.relatieId))), totaal, pagina: q.pagina, perPagina: q.perPagina, jaar: q.jaar ?? null, isMedewerker: vrager.isSBMedewerker };
}

/** The stored result when current; else computed (and stored) by the reports' one path; null when there is none. */
async function resultaatVan(db: Db, bron: ResultaatBron, rij: { relatieId: number; klwId: number; resultaat: string | null }, jaar: number): Promise<Resultaat | null> {
  if (rij.resultaat !== null) return JSON.parse(rij.resultaat) as Resultaat;
  return resultaatVoorRecord(db, { id: rij.klwId, relatieId: rij.relatieId, jaar }, bron);
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function kengetallenVanBedrijven(db: Db, actor: Actor, bron: ResultaatBron, v: KengetallenVraag): Promise<Bestand> {
  if (!magDeelnemersZien({ isSBMedewerker: actor.isSBMedewerker, organisatieId: actor.organisatieId })) throw new HttpFout(403, MELDING_ALLEEN_ORGANISATIES);
  // every farm must be one the caller may see now; the message names none of them
  if (!v.relatieIds.every((id) => magKengetallenVan(actor, id))) throw new HttpFout(403, MELDING_NIET_ALLE_BEDRIJVEN);
  const bronRijen = await leesKengetallenBron(db, v.relatieIds, v.jaar);
  if (bronRijen.length !== v.relatieIds.length) throw new HttpFout(403, MELDING_NIET_ALLE_BEDRIJVEN);
  const regels: BedrijfsRegel[] = [];
  for (const r of bronRijen) {
    const resultaat = r.klwId === null ? null : await resultaatVan(db, bron, { relatieId: r.relatieId, klwId: r.klwId, resultaat: r.resultaat }, v.jaar);
    const status = r.klwId === null ? 'niet-gestart' : (r.statusId ?? 0) >= STATUS_GESLOTEN_VANAF ? 'ingediend' : 'open';
    regels.push({
      naam: r.naam,
      kvkNummer: r.kvkNummer,
      ubns: lijst(r.ubns),
      brs: r.brs,
      jaar: v.jaar,
      status: DEELNEMER_STATUS_NAMEN[status],
      resultaat,
      opmerking: r.klwId === null ? `Geen kringloopwijzer voor ${v.jaar}` : resultaat === null ? 'Nog geen resultaat (invoer onvolledig)' : '',
    });
  }
  const inhoud = v.formaat === 'xlsx' ? await maakDeelnemersXlsx(regels) : maakDeelnemersCsv(regels);
  // the farms' logs say who downloaded their figures, before the file leaves (decision 019)
  await schrijfLezingen(db, {
    gebruikerId: actor.id,
    bedrijven: bronRijen.map((r) => ({ relatieId: r.relatieId, klwId: r.klwId })),
    wat: 'Kengetallen van meerdere bedrijven (XLSX/CSV)',
    actie: 'gedownload',
  });
  const bestandsnaam = `Kengetallen-${v.jaar}-${bronRijen.length}-bedrijven.${v.formaat}`;
  return { inhoud, bestandsnaam, type: v.formaat === 'xlsx' ? XLSX_TYPE : 'text/csv; charset=utf-8' };
}
