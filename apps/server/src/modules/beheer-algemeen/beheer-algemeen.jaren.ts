/**
 * Reporting years on /beheer/algemeen (decision 030): open a year for every farm, set its
 * deadline, preview and close it. Closing changes no record's status behind the staff's back:
 * the confirmation names the count the preview showed and the year's version, and any change
 * since answers 409 with nothing changed.
 */
import {
  aantalOpenVeranderd,
  deadlineFout,
  hoogstensJaar,
  jaarAlGeopendMet,
  jaarAlGesloten,
  jaarGeslotenDeadline,
  jaarGeslotenGeenRecords,
  jaarGewijzigd,
  jaarNietGeopend,
  jaarWordtGeopend,
  jaarDeadlineSchema,
  jaarOpenenSchema,
  jaarSluitenSchema,
  laatsteTeOpenenJaar,
  sluitVoorbeeldVraagSchema,
  standaardDeadline,
  statusNaam,
  type SluitVoorbeeld,
} from '@kw/contract';
import type { Db, DbOfTx } from '../../db/client';
import { HttpFout } from '../../fouten';
import type { Actor } from '../../plugins/auth';
import { aantallenPerStatus, aantalOpenVanJaar, maakRecordsVoorJaar, openRecordsVanJaar, sluitRecordsVanJaar } from '../kringloopwijzer/kringloopwijzer.service';
import { datumNl, datumNlVanMoment, ontleed } from './beheer-algemeen.invoer';
import { vereisMedewerker } from './beheer-algemeen.policy';
import { jaarVoorWijziging, leesRapportagejaar, nieuwJaar, schrijfAudit, wijzigJaar } from './beheer-algemeen.repository';
import { jaarUit } from './beheer-algemeen.service';

const MAX_IN_VOORBEELD = 50;
const onbekendJaar = (jaar: number) => new HttpFout(404, jaarNietGeopend(jaar));
const alGesloten = (jaar: number, op: Date) => new HttpFout(409, jaarAlGesloten(jaar, datumNlVanMoment(op)));
const versieFout = (jaar: number) => new HttpFout(409, jaarGewijzigd(jaar));

async function jaarMetAantallen(db: DbOfTx, jaar: number) {
  const perStatus = await aantallenPerStatus(db, jaar);
  const aantal = perStatus.reduce((s, p) => s + p.aantal, 0);
  const open = perStatus.filter((p) => p.statusId <= 1).reduce((s, p) => s + p.aantal, 0);
  return { perStatus, aantallen: { aantal, open } };
}

/** The year's row locked for a change; 404 for a year that has neither a row nor records. */
async function gewijzigdJaar(tx: DbOfTx, jaar: number) {
  const rij = await jaarVoorWijziging(tx, jaar, standaardDeadline(jaar));
  if (rij.versie === 0 && (await jaarMetAantallen(tx, jaar)).aantallen.aantal === 0) throw onbekendJaar(jaar);
  return rij;
}

export async function openJaar(db: Db, actor: Actor, body: unknown) {
  vereisMedewerker(actor);
  const { jaar, deadline: gevraagd } = ontleed(jaarOpenenSchema, body);
  const laatste = laatsteTeOpenenJaar();
  if (jaar > laatste) throw new HttpFout(400, hoogstensJaar(laatste), [{ field: 'jaar', message: `Hoogstens ${laatste}.` }]);
  const deadline = gevraagd ?? standaardDeadline(jaar);
  const fout = deadlineFout(jaar, deadline);
  if (fout) throw new HttpFout(400, fout, [{ field: 'deadline', message: fout }]);
  return db.transaction(async (tx) => {
    const bestaand = await leesRapportagejaar(tx, jaar);
    if (bestaand?.geslotenOp) throw new HttpFout(409, jaarGeslotenGeenRecords(jaar));
    if (bestaand && gevraagd && bestaand.deadline !== gevraagd && bestaand.versie > 0) {
      throw new HttpFout(409, jaarAlGeopendMet(jaar, datumNl(bestaand.deadline)));
    }
    let rij = bestaand;
    if (!bestaand || bestaand.versie === 0) {
      rij = bestaand ? await wijzigJaar(tx, jaar, { deadline }, actor.id) : await nieuwJaar(tx, jaar, deadline, actor.id);
      if (!rij) throw new HttpFout(409, jaarWordtGeopend(jaar));
    } else {
      await jaarVoorWijziging(tx, jaar, deadline);
    }
    const aangemaakt = await maakRecordsVoorJaar(tx, jaar, actor.id);
    const eerst = !bestaand || bestaand.versie === 0;
    const melding = eerst
      ? `Het jaar ${jaar} is geopend met deadline ${datumNl(rij!.deadline)}; ${aangemaakt} kringloopwijzer(s) aangemaakt.`
      : aangemaakt > 0
        ? `Voor ${jaar} zijn ${aangemaakt} ontbrekende kringloopwijzer(s) aangemaakt.`
        : `Alle bedrijven hebben al een kringloopwijzer voor ${jaar}; er is niets gewijzigd.`;
    if (eerst || aangemaakt > 0) await schrijfAudit(tx, { gebruikerId: actor.id, tabel: 'rapportagejaren', actie: 'jaar openen', voor: null, na: { jaar, deadline: rij!.deadline, aangemaakt, omschrijving: melding } });
    const { aantallen } = await jaarMetAantallen(tx, jaar);
    return { jaar: jaarUit(jaar, rij, aantallen), aangemaakt, melding };
  });
}

export async function zetDeadline(db: Db, actor: Actor, body: unknown) {
  vereisMedewerker(actor);
  const { jaar, deadline, versie } = ontleed(jaarDeadlineSchema, body);
  const fout = deadlineFout(jaar, deadline);
  if (fout) throw new HttpFout(400, fout, [{ field: 'deadline', message: fout }]);
  return db.transaction(async (tx) => {
    const rij = await gewijzigdJaar(tx, jaar);
    if (rij.versie !== versie) throw versieFout(jaar);
    if (rij.geslotenOp) throw new HttpFout(409, jaarGeslotenDeadline(jaar));
    const { aantallen } = await jaarMetAantallen(tx, jaar);
    if (rij.deadline === deadline && rij.versie > 0) return { jaar: jaarUit(jaar, rij, aantallen), melding: `De deadline van ${jaar} was al ${datumNl(deadline)}; er is niets gewijzigd.` };
    const na = await wijzigJaar(tx, jaar, { deadline }, actor.id);
    const melding = `De deadline van ${jaar} is nu ${datumNl(deadline)} (was ${datumNl(rij.deadline)}).`;
    await schrijfAudit(tx, { gebruikerId: actor.id, tabel: 'rapportagejaren', actie: 'deadline wijzigen', voor: { jaar, deadline: rij.deadline }, na: { jaar, deadline, omschrijving: melding } });
    return { jaar: jaarUit(jaar, na, aantallen), melding };
  });
}

export async function sluitVoorbeeld(db: Db, actor: Actor, query: unknown): Promise<SluitVoorbeeld> {
  vereisMedewerker(actor);
  const { jaar } = ontleed(sluitVoorbeeldVraagSchema, query);
  const rij = await leesRapportagejaar(db, jaar);
  const { perStatus, aantallen } = await jaarMetAantallen(db, jaar);
  if (!rij && aantallen.aantal === 0) throw onbekendJaar(jaar);
  if (rij?.geslotenOp) throw alGesloten(jaar, rij.geslotenOp);
  return {
    jaar,
    versie: rij?.versie ?? 0,
    perStatus: perStatus.map((p) => ({ statusId: p.statusId, naam: statusNaam(p.statusId), aantal: p.aantal })),
    aantalTeSluiten: aantallen.open,
    teSluiten: await openRecordsVanJaar(db, jaar, MAX_IN_VOORBEELD),
  };
}

export async function sluitJaar(db: Db, actor: Actor, body: unknown) {
  vereisMedewerker(actor);
  const { jaar, versie, aantalTeSluiten } = ontleed(jaarSluitenSchema, body);
  return db.transaction(async (tx) => {
    const rij = await gewijzigdJaar(tx, jaar);
    if (rij.geslotenOp) throw alGesloten(jaar, rij.geslotenOp);
    if (rij.versie !== versie) throw versieFout(jaar);
    const open = await aantalOpenVanJaar(tx, jaar);
    if (open !== aantalTeSluiten) {
      throw new HttpFout(409, aantalOpenVeranderd(jaar, open, aantalTeSluiten));
    }
    const gesloten = await sluitRecordsVanJaar(tx, jaar, actor.id);
    const na = await wijzigJaar(tx, jaar, { geslotenOp: new Date(), geslotenDoor: actor.id }, actor.id);
    const melding = `Het jaar ${jaar} is gesloten; ${gesloten} open kringloopwijzer(s) zijn afgesloten.`;
    await schrijfAudit(tx, { gebruikerId: actor.id, tabel: 'rapportagejaren', actie: 'jaar sluiten', voor: { jaar, open }, na: { jaar, gesloten, omschrijving: melding } });
    const { aantallen } = await jaarMetAantallen(tx, jaar);
    return { jaar: jaarUit(jaar, na, aantallen), melding };
  });
}
