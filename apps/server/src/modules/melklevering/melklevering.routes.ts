import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { melkLeveringGegevensSchema, routes } from '@kw/contract';
import type { Db } from '../../db/client';
import { HttpFout, MELDINGEN } from '../../fouten';
import { sessieVan, vereisToken } from '../../plugins/auth';
import { laadKlwVanToken } from '../kringloopwijzer/kringloopwijzer.service';
import { haalMelkLeveringGegevens, slaMelkLeveringOp } from './melklevering.service';

export function registreerMelkLeveringRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    routes.melkLevering.path,
    { schema: { response: { 200: melkLeveringGegevensSchema } }, preHandler: vereisToken(db), config: { bearer: true } },
    async (request) => {
      const { gebruiker, klwId } = sessieVan(request);
      const record = await laadKlwVanToken(db, gebruiker, klwId);
      return haalMelkLeveringGegevens(db, gebruiker, record);
    },
  );

  r.post(
    routes.melkLeveringOpslaan.path,
    {
      // Authentication first, then the body (so an anonymous caller learns nothing from validation).
      preValidation: vereisToken(db),
      schema: { body: melkLeveringGegevensSchema, response: { 200: melkLeveringGegevensSchema } },
      config: { bearer: true },
    },
    async (request) => {
      const { gebruiker } = sessieVan(request);
      if (!request.body) throw new HttpFout(400, MELDINGEN.ongeldigeInvoer);
      const antwoord = await slaMelkLeveringOp(db, gebruiker, request.body);
      request.log.info({ actie: 'melklevering-opslaan', gebruikerId: gebruiker.id, kringloopwijzerId: antwoord.kringloopwijzerId, versie: antwoord.versie }, 'opgeslagen');
      return antwoord;
    },
  );
}
