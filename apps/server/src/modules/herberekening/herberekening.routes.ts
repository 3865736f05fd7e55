/**
 * The recompute calls (decision 028), staff only, and the worker when the app is asked to run it
 * (main.ts: KLW_HERBEREKENING, default aan; tests start it themselves). The body is checked in the
 * service after the policy, so a farmer gets 403 whatever they send.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { herberekeningRoutes as h, herberekeningVoortgangSchema } from '@kw/contract';
import type { Db } from '../../db/client';
import { sessieVan, vereisToken } from '../../plugins/auth';
import { startHandmatig, stopHandmatig, voortgang } from './herberekening.service';
import { startHerberekeningWerker, type HerberekeningWerker, type WerkerOpties } from './herberekening.werker';

declare module 'fastify' {
  interface FastifyInstance {
    /** the recompute worker of this process, or null when it is off */
    herberekeningWerker: HerberekeningWerker | null;
  }
}

export function registreerHerberekeningRoutes(app: FastifyInstance, { db, werker }: { db: Db; werker?: Omit<WerkerOpties, 'drukte'> }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const opties = { preValidation: vereisToken(db), config: { bearer: true } };
  const antwoord = { response: { 200: herberekeningVoortgangSchema } };
  r.get(h.voortgang.path, { ...opties, schema: antwoord }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return voortgang(db, sessieVan(request).gebruiker);
  });
  r.post(h.starten.path, { ...opties, schema: antwoord }, async (request) => {
    const uit = await startHandmatig(db, sessieVan(request).gebruiker, request.body);
    app.herberekeningWerker?.por();
    return uit;
  });
  r.post(h.stoppen.path, { ...opties, schema: antwoord }, async (request) => stopHandmatig(db, sessieVan(request).gebruiker, request.body));

  if (!werker) {
    app.decorate('herberekeningWerker', null);
    return;
  }
  // the worker yields while user requests are in flight
  const inBehandeling = new Set<object>();
  let begonnen = 0;
  app.addHook('onRequest', async (request) => {
    inBehandeling.add(request);
    begonnen++;
  });
  app.addHook('onResponse', async (request) => {
    inBehandeling.delete(request);
  });
  app.addHook('onRequestAbort', async (request) => {
    inBehandeling.delete(request);
  });
  let gestart: HerberekeningWerker | null = null;
  app.decorate('herberekeningWerker', {
    por: () => gestart?.por(),
    stop: async () => gestart?.stop(),
  });
  app.addHook('onReady', async () => {
    gestart = startHerberekeningWerker(db, app.log, { ...werker, drukte: () => inBehandeling.size, verzoeken: () => begonnen });
  });
  app.addHook('onClose', async () => gestart?.stop());
}
