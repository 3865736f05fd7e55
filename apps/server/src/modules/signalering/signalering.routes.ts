import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routes, signaleringenSchema } from '@kw/contract';
import type { Db } from '../../db/client';
import { sessieVan, vereisToken } from '../../plugins/auth';
import { haalSignaleringen } from './signalering.service';

/** GET /api/Signalering/GetSignaleringen: the record is the token's (401 → 404 → 403 as every data call). */
export function registreerSignaleringRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(routes.signaleringen.path, { preValidation: vereisToken(db), config: { bearer: true }, schema: { response: { 200: signaleringenSchema } } }, async (request) =>
      haalSignaleringen(db, sessieVan(request)),
    );
}
