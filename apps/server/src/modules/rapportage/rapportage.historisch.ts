/**
 * History of a farm (decision 015): every year side by side with its rule version, and an older
 * year recomputed under the current rules with the difference split into "regelwijziging" and
 * "datawijziging" (decision 015). Reading only: a recompute is shown, never stored, so a year
 * keeps the result it was reported with.
 */
import { indicatorDefinities, statusNaam, type Herberekening, type Historisch } from '@kw/contract';
import { bereken, valideerInvoer, type Resultaat } from '@kw/engine';
import type { Db } from '../../db/client';
import type { Kringloopwijzer } from '../../db/schema';
import { HttpFout, MELDINGEN } from '../../fouten';
import type { SessieContext } from '../../plugins/auth';
import { magBedrijfInzien } from '../kringloopwijzer/kringloopwijzer.policy';
import { kringloopwijzersVanRelatie, laadZichtbareKlw, vindRelatie } from '../kringloopwijzer/kringloopwijzer.service';
import { ENGINE_VERSIE, resultaatVanRecord, samengesteldeInvoer } from '../uitkomst/uitkomst.service';
import { datum, engineDeel, geenUitkomstOmTeHerberekenen, herberekeningRegels, historischeIndicatoren, invoerNietHerberekenbaar } from '@kw/contract/rapportage';
import { uitkomstenVanBedrijf } from './rapportage.historisch.repository';

type KlwRecord = Pick<Kringloopwijzer, 'id' | 'relatieId' | 'jaar'>;

/**
 * The farm the history shows: that of the token's record (404/403 as every data call); a token
 * without a record: the participant's own farm; otherwise 404.
 */
async function bedrijfVanSessie(db: Db, sessie: SessieContext): Promise<number> {
  const actor = sessie.gebruiker;
  let relatieId: number;
  if (sessie.klwId !== null) relatieId = (await laadZichtbareKlw(db, actor, sessie.klwId)).relatieId;
  else if (actor.isDeelnemer && actor.relatieId !== null) relatieId = actor.relatieId;
  else throw new HttpFout(404, MELDINGEN.geenKlwGeselecteerd);
  if (!magBedrijfInzien(actor, relatieId)) throw new HttpFout(403, MELDINGEN.geenToegang);
  return relatieId;
}

const waarden = historischeIndicatoren;

export async function historisch(db: Db, sessie: SessieContext): Promise<Historisch> {
  const relatieId = await bedrijfVanSessie(db, sessie);
  const relatie = await vindRelatie(db, relatieId);
  if (!relatie) throw new HttpFout(404, MELDINGEN.onbekendeKlw);
  const records = await kringloopwijzersVanRelatie(db, relatieId);
  // bring every stored result up to date with its input first (a save stores none, decision 013)
  for (const r of records) await resultaatVanRecord(db, r);
  const opgeslagen = new Map((await uitkomstenVanBedrijf(db, relatieId)).map((u) => [u.kringloopwijzerId, u]));
  const jaren = [...records]
    .sort((a, b) => a.jaar - b.jaar)
    .map((r) => {
      const u = opgeslagen.get(r.id);
      const metResultaat = u && u.rekenregelversie !== null;
      return {
        kringloopwijzerId: r.id,
        jaar: r.jaar,
        statusId: r.statusId,
        statusOmschrijving: statusNaam(r.statusId),
        rekenregelversie: metResultaat ? u.rekenregelversie : null,
        engineVersie: u ? engineDeel(u.engineVersie) : null,
        berekendOp: u ? datum(u.berekendOp) : null,
        indicatoren: metResultaat ? waarden(u.dashboard) : null,
      };
    });
  const nieuwste = [...jaren].reverse().find((j) => j.rekenregelversie !== null);
  return {
    relatieId,
    bedrijfsnaam: relatie.naam,
    huidigeRekenregelversie: nieuwste?.rekenregelversie ?? null,
    huidigeEngineVersie: ENGINE_VERSIE,
    indicatorDefinities,
    jaren,
  };
}

/** The stored result of a record, brought up to date with its input; null without one. */
export async function opgeslagenResultaat(db: Db, record: KlwRecord): Promise<Resultaat | null> {
  return (await resultaatVanRecord(db, record)) ?? null;
}

/** The record's stored input under the rules of `regelJaar` with the running engine. */
export async function herbereken(db: Db, record: KlwRecord, regelJaar: number): Promise<Resultaat> {
  const invoer = await samengesteldeInvoer(db, record);
  const v = invoer ? valideerInvoer(invoer) : undefined;
  if (!v || !v.ok) {
    throw new HttpFout(409, invoerNietHerberekenbaar(record.jaar));
  }
  return bereken(v.data, { regelJaar });
}

/**
 * Year Y (`klwId`) recomputed under the current rules (the rule parameters of the farm's newest
 * calculated year N, with the running engine) and compared with year C (`vergelijkMet`, default N):
 * verschil = A(C) − A(Y), datawijziging = H(C) − H(Y), regelwijziging = (H(Y) − A(Y)) − (H(C) − A(C)).
 * The two parts add up to the difference for any C (decision 015).
 */
export async function herberekening(db: Db, sessie: SessieContext, klwId: number, vergelijkMet?: number): Promise<Herberekening> {
  const record = await laadZichtbareKlw(db, sessie.gebruiker, klwId);
  const eigen = await opgeslagenResultaat(db, record);
  if (!eigen) throw new HttpFout(404, geenUitkomstOmTeHerberekenen(record.jaar));

  // the current rules: those of the farm's newest year with a stored result
  const jarenVanBedrijf = await kringloopwijzersVanRelatie(db, record.relatieId);
  let nieuwste: KlwRecord | undefined;
  for (const r of jarenVanBedrijf) {
    if (r.id === record.id || (await opgeslagenResultaat(db, r))) {
      nieuwste = r;
      break;
    }
  }
  const regelJaar = nieuwste!.jaar; // the record itself has a result, so one is found

  // the year compared with: asked for (same farm, with a result), else the newest
  let referentie: { record: KlwRecord; resultaat: Resultaat };
  if (vergelijkMet === undefined || vergelijkMet === record.id) {
    const r = vergelijkMet === record.id ? record : nieuwste!;
    referentie = { record: r, resultaat: r.id === record.id ? eigen : (await opgeslagenResultaat(db, r))! };
  } else {
    const ander = await laadZichtbareKlw(db, sessie.gebruiker, vergelijkMet);
    if (ander.relatieId !== record.relatieId) throw new HttpFout(400, 'U kunt alleen jaren van hetzelfde bedrijf met elkaar vergelijken.', [{ field: 'vergelijkMet', message: 'U kunt alleen jaren van hetzelfde bedrijf met elkaar vergelijken.' }]);
    const res = await opgeslagenResultaat(db, ander);
    if (!res) throw new HttpFout(404, `Voor ${ander.jaar} is nog geen uitkomst berekend; vergelijken is niet mogelijk.`);
    referentie = { record: ander, resultaat: res };
  }
  const ref = referentie;
  const hY = await herbereken(db, record, regelJaar);
  const hR = ref.record.id === record.id ? hY : await herbereken(db, ref.record, regelJaar);
  const versies = new Map((await uitkomstenVanBedrijf(db, record.relatieId)).map((u) => [u.kringloopwijzerId, u.engineVersie]));

  return {
    kringloopwijzerId: record.id,
    jaar: record.jaar,
    eigenRekenregelversie: eigen.versie,
    eigenEngineVersie: engineDeel(versies.get(record.id) ?? ''),
    huidigeRekenregelversie: hY.versie,
    huidigeEngineVersie: ENGINE_VERSIE,
    referentie: { kringloopwijzerId: ref.record.id, jaar: ref.record.jaar },
    // the split of decision 015, shared with the port-3000 mocks
    regels: herberekeningRegels(eigen, hY, ref.resultaat, hR),
  };
}
