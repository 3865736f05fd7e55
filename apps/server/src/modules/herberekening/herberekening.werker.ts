/**
 * The recompute worker in the server process (decision 028): at start it queues the open years
 * whose outcome has other rules (planBijRegelwijziging), then works the busy run batch by batch
 * with concurrency 1. It yields to user traffic: between records it waits while requests are in
 * flight (at most WACHT_MAX_MS per record) and hands the event loop back; after a batch during
 * which users sent requests it pauses as long as the batch took (at most half the time while they
 * work), else briefly. Idle, it sleeps until a staff start nudges it. A kill at any point loses at most the
 * batch being computed, whose tasks stay open for the next start.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { actieveRun } from './herberekening.repository';
import { planBijRegelwijziging, verwerkBatch } from './herberekening.service';

export interface WerkerOpties {
  /** records per batch (one transaction); default 25 */
  grootte?: number;
  /** pause between batches in ms; default 10 */
  pauzeMs?: number;
  /** user requests in flight now (the worker waits while there are any) */
  drukte?: () => number;
  /** user requests begun so far (a batch during which some began is followed by a pause as long as the batch) */
  verzoeken?: () => number;
  /** after each committed batch, with how many tasks it marked (logging, the kill -9 test) */
  naBatch?: (gemarkeerd: number) => void;
}

export interface HerberekeningWerker {
  /** work now (after a staff start) */
  por(): void;
  stop(): Promise<void>;
}

/** How long one record waits at most for user requests to finish; ASSUMED (te verifiëren): keeps a run going under any load. */
const WACHT_MAX_MS = 50;
const slaap = (ms: number) => new Promise<void>((klaar) => setTimeout(klaar, ms));
const volgendeRonde = () => new Promise<void>((klaar) => setImmediate(klaar));

export function startHerberekeningWerker(db: Db, log: FastifyBaseLogger, opties: WerkerOpties = {}): HerberekeningWerker {
  const grootte = opties.grootte ?? 25;
  const pauzeMs = opties.pauzeMs ?? 10;
  const drukte = opties.drukte ?? (() => 0);
  const verzoeken = opties.verzoeken ?? (() => 0);
  let gestopt = false;
  let wekker: (() => void) | null = null;

  const wacht = (ms: number) =>
    new Promise<void>((klaar) => {
      const t = setTimeout(() => {
        wekker = null;
        klaar();
      }, ms);
      wekker = () => {
        clearTimeout(t);
        wekker = null;
        klaar();
      };
    });

  const tussendoor = async () => {
    const tot = Date.now() + WACHT_MAX_MS;
    while (drukte() > 0 && Date.now() < tot && !gestopt) await slaap(1);
    await volgendeRonde();
  };

  async function lus() {
    try {
      const r = await planBijRegelwijziging(db);
      if (r) log.info({ actie: 'herberekening', runId: r.id, totaal: r.totaal }, 'herberekening van open jaren gepland of hervat');
    } catch (err) {
      log.error({ err }, 'plannen van de herberekening mislukt');
    }
    // the busy run is kept between batches (no extra query per batch); read again when a batch marks nothing
    let run: Awaited<ReturnType<typeof actieveRun>>;
    while (!gestopt) {
      try {
        run ??= await actieveRun(db);
        if (!run) {
          await wacht(60_000);
          continue;
        }
        const voor = verzoeken();
        const begin = Date.now();
        const n = await verwerkBatch(db, run, { grootte, tussendoor });
        // users active during the batch: as long a pause as the batch took, so the job takes at most half of the
        // time while they work (its database statements compete for the same cores as theirs)
        const pauze = verzoeken() !== voor ? Math.max(pauzeMs, Date.now() - begin) : pauzeMs;
        if (n > 0) opties.naBatch?.(n);
        if (gestopt) break;
        if (n === 0) {
          // the run is done (verwerkBatch closed it) or stopped by staff, or another server holds its open tasks
          if (!(await actieveRun(db))) log.info({ actie: 'herberekening', runId: run.id }, 'herberekening klaar of gestopt');
          run = undefined;
          await wacht(200);
        } else await wacht(pauze);
      } catch (err) {
        run = undefined;
        if (gestopt) break;
        log.error({ err }, 'herberekening: batch mislukt, wordt opnieuw geprobeerd');
        await wacht(5_000);
      }
    }
  }

  const klaar = lus();
  return {
    por: () => wekker?.(),
    stop: async () => {
      gestopt = true;
      wekker?.();
      await klaar;
    },
  };
}
