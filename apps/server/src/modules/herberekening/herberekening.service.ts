/**
 * The recompute after a rule change (decision 028): plan a run (at server start when the rules
 * differ from the stored ones, or by hand by staff), work it batch by batch, stop it (staff), and report progress.
 */
import {
  HERBEREKENING_AANLEIDING_NAMEN,
  herberekeningStartSchema,
  herberekeningStopSchema,
  MELDING_HERBEREKENING_BEZIG,
  MELDING_HERBEREKENING_NIET_BEZIG,
  STATUS_GESLOTEN_VANAF,
  type HerberekeningVoortgang,
} from '@kw/contract';
import type { Db } from '../../db/client';
import type { Herberekening } from '../../db/schema';
import { HttpFout } from '../../fouten';
import type { Actor } from '../../plugins/auth';
import { bewaarHerberekend, ENGINE_VERSIE, gunVoorrang, herbereken, huidigeRegelversies, type Herberekend } from '../uitkomst/uitkomst.service';
import { vereisStaf } from './herberekening.policy';
import { actieveRun, claimTaken, fouten, markeerTaken, nieuwsteRun, openTaken, planRun, runLooptNog, sluitRunAlsKlaar, stopRun, telVerouderd, vergrendelPlanning, type TaakUitkomst } from './herberekening.repository';

const datumNl = new Intl.DateTimeFormat('nl-NL', { timeZone: 'Europe/Amsterdam', day: '2-digit', month: '2-digit', year: 'numeric' });
const tijdNl = new Intl.DateTimeFormat('nl-NL', { timeZone: 'Europe/Amsterdam', hour: '2-digit', minute: '2-digit', hour12: false });
const datumTijd = (d: Date) => `${datumNl.format(d).replace(/\//g, '-')} ${tijdNl.format(d)}`;

const ZIJN_FOUTEN = 50;

/**
 * At server start: when open years have outcomes of other rules and no run is busy, queue them.
 * Returns the run that is (now) busy, if any.
 */
export async function planBijRegelwijziging(db: Db): Promise<{ id: number; totaal: number } | undefined> {
  return db.transaction(async (tx) => {
    await vergrendelPlanning(tx);
    const bezig = await actieveRun(tx);
    if (bezig) return { id: bezig.id, totaal: bezig.totaal };
    const regelversies = huidigeRegelversies();
    if ((await telVerouderd(tx, regelversies)) === 0) return undefined;
    return planRun(tx, { engineVersie: ENGINE_VERSIE, regelversies, aanleiding: 'regelwijziging', reden: null, gestartDoor: null, alle: false });
  });
}

/** The body's reason, or a Dutch 400 naming the first fault. */
function reden(schema: typeof herberekeningStartSchema | typeof herberekeningStopSchema, body: unknown): string {
  const invoer = schema.safeParse(body ?? {});
  if (!invoer.success) {
    const fouten_ = invoer.error.issues.map((i) => ({ field: i.path.join('.') || 'reden', message: i.message }));
    throw new HttpFout(400, fouten_[0]?.message ?? 'De aanvraag is ongeldig.', fouten_);
  }
  return invoer.data.reden;
}

/** Staff start a run by hand: every open year with a stored outcome (409 while a run is busy). */
export async function startHandmatig(db: Db, actor: Actor, body: unknown): Promise<HerberekeningVoortgang> {
  vereisStaf(actor);
  const waarom = reden(herberekeningStartSchema, body);
  await db.transaction(async (tx) => {
    await vergrendelPlanning(tx);
    if (await actieveRun(tx)) throw new HttpFout(409, MELDING_HERBEREKENING_BEZIG);
    await planRun(tx, { engineVersie: ENGINE_VERSIE, regelversies: huidigeRegelversies(), aanleiding: 'handmatig', reden: waarom, gestartDoor: actor.id, alle: true });
  });
  return voortgangVan(db);
}

/**
 * Staff stop the busy run with a reason (decision 028, "Stoppen"): it is closed with who, when and why; its
 * unclaimed tasks are not done; a batch in flight either commits first (its tasks count) or claims nothing. A new
 * run can start at once. 409 when no run is busy (also a second stop).
 */
export async function stopHandmatig(db: Db, actor: Actor, body: unknown): Promise<HerberekeningVoortgang> {
  vereisStaf(actor);
  const waarom = reden(herberekeningStopSchema, body);
  await db.transaction(async (tx) => {
    // under the planning lock: a start and a stop never interleave
    await vergrendelPlanning(tx);
    const run = await actieveRun(tx);
    if (!run || !(await stopRun(tx, run.id, actor.id, waarom))) throw new HttpFout(409, MELDING_HERBEREKENING_NIET_BEZIG);
  });
  return voortgangVan(db);
}

export async function voortgang(db: Db, actor: Actor): Promise<HerberekeningVoortgang> {
  vereisStaf(actor);
  return voortgangVan(db);
}

async function voortgangVan(db: Db): Promise<HerberekeningVoortgang> {
  const run = await nieuwsteRun(db);
  // counted only when no run is busy (a count over every open year; the screen polls a busy run every 2 s)
  const verouderd = run?.klaarOp === null ? 0 : await telVerouderd(db, huidigeRegelversies());
  if (!run) return { actief: false, run: null, fouten: [], huidigeEngineVersie: ENGINE_VERSIE, verouderd };
  const gedaan = run.klaar + run.mislukt + run.overgeslagen;
  return {
    actief: run.klaarOp === null,
    run: {
      id: run.id,
      aanleiding: run.aanleiding,
      aanleidingNaam: HERBEREKENING_AANLEIDING_NAMEN[run.aanleiding],
      reden: run.reden,
      engineVersie: run.engineVersie,
      gestartOp: datumTijd(run.gestartOp),
      klaarOp: run.klaarOp ? datumTijd(run.klaarOp) : null,
      gestartDoor: run.gestartDoorNaam,
      totaal: run.totaal,
      klaar: run.klaar,
      mislukt: run.mislukt,
      overgeslagen: run.overgeslagen,
      open: Math.max(0, run.totaal - gedaan),
      gestopt: run.gestoptOp ? { door: run.gestoptDoorNaam, op: datumTijd(run.gestoptOp), reden: run.stopReden ?? '' } : null,
    },
    fouten: run.mislukt > 0 ? await fouten(db, run.id, ZIJN_FOUTEN) : [],
    huidigeEngineVersie: ENGINE_VERSIE,
    verouderd,
  };
}

export interface BatchOpties {
  /** records per batch (one transaction) */
  grootte: number;
  /** called between records: hands the event loop to user requests */
  tussendoor?: () => Promise<void>;
}

/**
 * One batch of the run: pick open tasks, compute them outside any transaction (the event loop is
 * handed back between records, and on PGlite's one connection no user query waits for the
 * engine), then in one transaction claim those still open, store their outcomes and mark them.
 * A kill before the commit leaves them open; after it, done: never twice, never skipped.
 * Returns how many tasks this batch marked (0: nothing left, or another worker had them).
 */
export async function verwerkBatch(db: Db, run: Pick<Herberekening, 'id' | 'gestartDoor' | 'regelversies'>, opties: BatchOpties): Promise<number> {
  const kandidaten = await openTaken(db, run.id, opties.grootte);
  if (kandidaten.length === 0) {
    await sluitRunAlsKlaar(db, run.id);
    return 0;
  }
  const berekend = await herbereken(db, kandidaten, opties.tussendoor ?? gunVoorrang);
  const perSleutel = new Map(berekend.map((h) => [`${h.sleutel.relatieId}:${h.sleutel.kringloopwijzerId}`, h]));
  return db.transaction(async (tx) => {
    // a run stopped while this batch computed: claim nothing, write nothing
    if (!(await runLooptNog(tx, run.id))) return 0;
    const geclaimd = await claimTaken(tx, run.id, kandidaten);
    if (geclaimd.length === 0) return 0;
    // a year submitted since it was computed keeps its stored outcome
    const teBewaren: Herberekend[] = [];
    for (const c of geclaimd) {
      const h = perSleutel.get(`${c.relatieId}:${c.kringloopwijzerId}`)!;
      if (h.open && c.statusId < STATUS_GESLOTEN_VANAF) teBewaren.push(h);
    }
    const geschreven = new Set((await bewaarHerberekend(tx, teBewaren)).map((s) => `${s.relatieId}:${s.kringloopwijzerId}`));
    const taken: TaakUitkomst[] = geclaimd.map((c) => {
      const sleutel = `${c.relatieId}:${c.kringloopwijzerId}`;
      const h = perSleutel.get(sleutel)!;
      const open = h.open && c.statusId < STATUS_GESLOTEN_VANAF;
      return {
        relatieId: c.relatieId,
        kringloopwijzerId: c.kringloopwijzerId,
        status: !open ? 'overgeslagen' : h.fout ? 'mislukt' : 'klaar',
        fout: open ? h.fout : null,
        geschreven: geschreven.has(sleutel),
      };
    });
    await markeerTaken(tx, run, taken, run.regelversies);
    return taken.length;
  });
}

/** Work every busy run to the end (tests; the worker does the same with pauses). */
export async function verwerkAlles(db: Db, opties: BatchOpties = { grootte: 50 }): Promise<void> {
  for (let run = await actieveRun(db); run; run = await actieveRun(db)) {
    while ((await verwerkBatch(db, run, opties)) > 0);
    await sluitRunAlsKlaar(db, run.id);
    const nog = await actieveRun(db);
    if (nog?.id === run.id) break;
  }
}
