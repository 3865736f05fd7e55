import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { melkLeveringGegevensSchema, routes } from '@kw/contract';
import type { Db } from '../../db/client';
import { HttpFout, MELDINGEN } from '../../fouten';
import { tokenVan, vereisGetekendToken } from '../../plugins/auth';
import { stuurJsonTekst } from '../../plugins/json-tekst';
import { haalMelkLeveringGegevens, slaMelkLeveringOp, type NaMelkOpslaan } from './melklevering.service';

/** `naOpslaan`: the engine run after a save (app.ts hands in uitkomst's, decision 026). */
export function registreerMelkLeveringRoutes(app: FastifyInstance, { db, naOpslaan }: { db: Db; naOpslaan: NaMelkOpslaan }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    routes.melkLevering.path,
    { schema: { response: { 200: melkLeveringGegevensSchema } }, preValidation: vereisGetekendToken(), config: { bearer: true } },
    // The session is checked in the same query as the data (one round trip), and the answer is
    // sent as the JSON text the service built around the stored delivery summary (decision 009).
    async (request, reply) => stuurJsonTekst(reply, await haalMelkLeveringGegevens(db, tokenVan(request))),
  );

  r.post(
    routes.melkLeveringOpslaan.path,
    {
      // The token first, then the body (so an anonymous caller learns nothing from validation);
      // the session is checked in the save's first query (decision 009).
      preValidation: vereisGetekendToken(),
      schema: { body: melkLeveringGegevensSchema, response: { 200: melkLeveringGegevensSchema } },
      config: { bearer: true },
    },
    async (request, reply) => {
      if (!request.body) throw new HttpFout(400, MELDINGEN.ongeldigeInvoer);
      const { json, opgeslagen, actor } = await slaMelkLeveringOp(db, tokenVan(request), request.body, naOpslaan);
      request.log.info({ actie: 'melklevering-opslaan', gebruikerId: actor.id, kringloopwijzerId: opgeslagen.kringloopwijzerId, versie: opgeslagen.versie }, 'opgeslagen');
      return stuurJsonTekst(reply, json);
    },
  );
}
