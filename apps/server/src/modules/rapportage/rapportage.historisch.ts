/**
 * History of a farm (issue 11 §4): every year side by side with its rule version, and an older
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
import { kringloopwijzersVanRelatie, vindRelatie } from '../kringloopwijzer/kringloopwijzer.repository';
import { laadZichtbareKlw } from '../kringloopwijzer/kringloopwijzer.service';
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
    indicatorDefinities,
    jaren,
  };
}

/** The stored result of a record, brought up to date with its input; null without one. */
async function opgeslagenResultaat(db: Db, record: KlwRecord): Promise<Resultaat | null> {
  return (await resultaatVanRecord(db, record)) ?? null;
}

/** The record's stored input under the rules of `regelJaar` with the running engine. */
async function herbereken(db: Db, record: KlwRecord, regelJaar: number): Promise<Resultaat> {
  const invoer = await samengesteldeInvoer(db, record);
  const v = invoer ? valideerInvoer(invoer) : undefined;
  if (!v || !v.ok) {
    throw new HttpFout(409, invoerNietHerberekenbaar(record.jaar));
  }
  return bereken(v.data, { regelJaar });
}

export async function herberekening(db: Db, sessie: SessieContext, klwId: number): Promise<Herberekening> {
  const record = await laadZichtbareKlw(db, sessie.gebruiker, klwId);
  const eigen = await opgeslagenResultaat(db, record);
  if (!eigen) throw new HttpFout(404, geenUitkomstOmTeHerberekenen(record.jaar));

  // the reference: the farm's newest year with a stored result (its rules are "the current rules")
  let referentie: { record: KlwRecord; resultaat: Resultaat } | undefined;
  for (const r of await kringloopwijzersVanRelatie(db, record.relatieId)) {
    const res = r.id === record.id ? eigen : await opgeslagenResultaat(db, r);
    if (res) {
      referentie = { record: r, resultaat: res };
      break;
    }
  }
  const ref = referentie!; // the record itself has a result, so one is found
  const regelJaar = ref.record.jaar;
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
