/**
 * Milk delivery data (spec §3, §4, §5): read with automatic deliveries and the manual
 * row; save with the year's rules, optimistic concurrency and an audit row in one
 * transaction.
 */
import {
  groepeerPerMaand,
  jaarDrempels,
  leegTotaal,
  totaalVanLeveringen,
  valideerMelkLevering,
  type Levering,
  type MelkLeveringGegevens,
  type Totaal,
} from '@kw/contract';
import type { Db } from '../../db/client';
import type { HandmatigeMelkgegevens } from '../../db/schema';
import { HttpFout } from '../../fouten';
import type { Actor } from '../../plugins/auth';
import { schrijfAudit } from '../audit/audit.repository';
import type { KlwMetRelatie } from '../kringloopwijzer/kringloopwijzer.repository';
import { laadZichtbareKlw } from '../kringloopwijzer/kringloopwijzer.service';
import { magMelkLeveringOpslaan, waaromNietOpslaan } from './melklevering.policy';
import {
  handmatigeRij,
  handmatigeRijVoorUpdate,
  heeftLeveringen,
  melkGegevensVan,
  type LeveringRij,
  voegHandmatigeRijToe,
  werkHandmatigeRijBij,
  type HandmatigeWaarden,
} from './melklevering.repository';

export const CONFLICT_MELDING =
  'De gegevens zijn intussen door iemand anders gewijzigd. Laad de pagina opnieuw; uw wijzigingen zijn niet opgeslagen.';
export const SCHAKELAAR_MELDING = 'Handmatige registratie kan niet uit: er zijn geen automatische melkleveringen voor dit jaar.';

const naarLevering = (l: LeveringRij, jaar: number): Levering => ({
  leverDatum: l.leverDatum,
  afleverTijd: l.afleverTijd,
  ubn: l.ubn,
  kg: l.kg,
  vet: l.vet,
  eiwit: l.eiwit,
  ureum: l.ureum,
  fosfor: jaarDrempels.fosfor(jaar) ? l.fosfor : null,
});

const totaal = (kg: number | null, vet: number | null, eiwit: number | null, ureum: number | null, fosfor: number | null): Totaal => ({
  kg,
  vet,
  eiwit,
  ureum,
  fosfor,
});

export function bouwMelkLeveringGegevens(
  record: KlwMetRelatie,
  rijen: LeveringRij[],
  rij: HandmatigeMelkgegevens | undefined,
  isAuthorized: boolean,
): MelkLeveringGegevens {
  const leveringen = rijen.map((l) => naarLevering(l, record.jaar));
  const automatisch = totaalVanLeveringen(leveringen);
  const geenAutomatische = leveringen.length === 0;
  // Spec §4: forced on without automatic deliveries; otherwise the saved value (default off).
  const handmatig = geenAutomatische ? true : (rij?.gebruikHandmatigeMelkRegistratie ?? false);
  // The saved manual totals when registering manually; else (switch off, or nothing saved) the automatic totals.
  const totaalHandmatig =
    handmatig && rij
      ? totaal(rij.handmatigKg, rij.handmatigVet, rij.handmatigEiwit, rij.handmatigUreum, rij.handmatigFosfor)
      : { ...automatisch };
  return {
    aantalMelkkoeien: record.aantalMelkkoeien,
    datumLaatsteLevering: leveringen.length > 0 ? leveringen[leveringen.length - 1].leverDatum : null,
    gebruikHandmatigeMelkRegistratie: handmatig,
    melkGevoerdAanKalveren: rij?.gevoerdAanKalverenKg ?? null,
    isAuthorized,
    kringloopwijzerId: record.id,
    kringloopwijzerJaar: record.jaar,
    kringloopwijzerStatus: record.statusId,
    maanden: groepeerPerMaand(leveringen),
    totaal: automatisch,
    totaalHandmatig,
    totaalOverigeProductie: totaal(rij?.overigeProductieKg ?? null, null, null, null, null),
    totaalZelfZuivel: rij
      ? totaal(rij.zelfZuivelKg, rij.zelfZuivelVet, rij.zelfZuivelEiwit, rij.zelfZuivelUreum, rij.zelfZuivelFosfor)
      : leegTotaal(),
    versie: rij?.versie ?? 0,
  };
}

export async function haalMelkLeveringGegevens(db: Db, actor: Actor, record: KlwMetRelatie): Promise<MelkLeveringGegevens> {
  const { leveringen, handmatig } = await melkGegevensVan(db, record.id);
  return bouwMelkLeveringGegevens(record, leveringen, handmatig, magMelkLeveringOpslaan(actor, record));
}

export type MelkStatus = 'leeg' | 'klaar' | 'waarschuwing';

/** Menu state: done when a saved row is valid for its year, warning when saved and invalid. */
export async function melkLeveringStatus(db: Db, record: Pick<KlwMetRelatie, 'id' | 'jaar'>): Promise<MelkStatus> {
  const rij = await handmatigeRij(db, record.id);
  if (!rij) return 'leeg';
  const handmatig = rij.gebruikHandmatigeMelkRegistratie || !(await heeftLeveringen(db, record.id));
  const fouten = valideerMelkLevering(
    {
      gebruikHandmatigeMelkRegistratie: handmatig,
      melkGevoerdAanKalveren: rij.gevoerdAanKalverenKg,
      totaalHandmatig: totaal(rij.handmatigKg, rij.handmatigVet, rij.handmatigEiwit, rij.handmatigUreum, rij.handmatigFosfor),
      totaalOverigeProductie: totaal(rij.overigeProductieKg, null, null, null, null),
      totaalZelfZuivel: totaal(rij.zelfZuivelKg, rij.zelfZuivelVet, rij.zelfZuivelEiwit, rij.zelfZuivelUreum, rij.zelfZuivelFosfor),
    },
    record.jaar,
  );
  return fouten.length === 0 ? 'klaar' : 'waarschuwing';
}

/** Only the editable fields, and only those that apply in the record's year. */
function teBewarenWaarden(invoer: MelkLeveringGegevens, automatisch: Totaal, jaar: number): HandmatigeWaarden {
  const fosfor = jaarDrempels.fosfor(jaar);
  const h = invoer.gebruikHandmatigeMelkRegistratie ? invoer.totaalHandmatig : automatisch;
  const z = invoer.totaalZelfZuivel;
  const zelfZuivel = z.kg !== null;
  return {
    gebruikHandmatigeMelkRegistratie: invoer.gebruikHandmatigeMelkRegistratie,
    handmatigKg: h.kg,
    handmatigVet: h.vet,
    handmatigEiwit: h.eiwit,
    handmatigUreum: h.ureum,
    handmatigFosfor: fosfor ? h.fosfor : null,
    zelfZuivelKg: z.kg,
    zelfZuivelVet: zelfZuivel ? z.vet : null,
    zelfZuivelEiwit: zelfZuivel ? z.eiwit : null,
    zelfZuivelUreum: zelfZuivel ? z.ureum : null,
    zelfZuivelFosfor: zelfZuivel && fosfor ? z.fosfor : null,
    gevoerdAanKalverenKg: jaarDrempels.gevoerdKalveren(jaar) ? invoer.melkGevoerdAanKalveren : null,
    overigeProductieKg: jaarDrempels.overigeProductie(jaar) ? invoer.totaalOverigeProductie.kg : null,
  };
}

/**
 * Save: record exists (404) → visible (403) → may edit (403) → the year's rules (400) →
 * stored version equals body.versie (409) → row + audit in one transaction.
 */
export async function slaMelkLeveringOp(db: Db, actor: Actor, invoer: MelkLeveringGegevens): Promise<MelkLeveringGegevens> {
  const record = await laadZichtbareKlw(db, actor, invoer.kringloopwijzerId);
  const reden = waaromNietOpslaan(actor, record);
  if (reden) throw new HttpFout(403, reden);

  const { leveringen: rijen } = await melkGegevensVan(db, record.id);
  const automatisch = totaalVanLeveringen(rijen.map((l) => naarLevering(l, record.jaar)));
  if (rijen.length === 0 && !invoer.gebruikHandmatigeMelkRegistratie) {
    throw new HttpFout(400, 'De melkleveringen zijn niet opgeslagen: controleer de invoer.', [
      { field: 'gebruikHandmatigeMelkRegistratie', message: SCHAKELAAR_MELDING },
    ]);
  }
  const waarden = teBewarenWaarden(invoer, automatisch, record.jaar);
  const fouten = valideerMelkLevering(
    {
      gebruikHandmatigeMelkRegistratie: invoer.gebruikHandmatigeMelkRegistratie,
      melkGevoerdAanKalveren: invoer.melkGevoerdAanKalveren,
      totaalHandmatig: invoer.gebruikHandmatigeMelkRegistratie ? invoer.totaalHandmatig : automatisch,
      totaalOverigeProductie: invoer.totaalOverigeProductie,
      totaalZelfZuivel: invoer.totaalZelfZuivel,
    },
    record.jaar,
  );
  if (fouten.length > 0) {
    throw new HttpFout(
      400,
      'De melkleveringen zijn niet opgeslagen: controleer de invoer.',
      fouten.map((f) => ({ field: f.veld, message: f.message })),
    );
  }

  const na = await db.transaction(async (tx) => {
    const voor = await handmatigeRijVoorUpdate(tx, record.id);
    let na: HandmatigeMelkgegevens | undefined;
    if (invoer.versie === 0) {
      na = voor ? undefined : await voegHandmatigeRijToe(tx, record.id, waarden, actor.id);
    } else {
      na = voor && voor.versie === invoer.versie ? await werkHandmatigeRijBij(tx, record.id, invoer.versie, waarden, actor.id) : undefined;
    }
    if (!na) throw new HttpFout(409, CONFLICT_MELDING);
    await schrijfAudit(tx, {
      gebruikerId: actor.id,
      kringloopwijzerId: record.id,
      tabel: 'handmatige_melkgegevens',
      actie: voor ? 'update' : 'insert',
      voor: voor ?? null,
      na,
    });
    return na;
  });
  // The answer is built from what this save read and wrote: no second round of queries.
  return bouwMelkLeveringGegevens(record, rijen, na, true);
}
