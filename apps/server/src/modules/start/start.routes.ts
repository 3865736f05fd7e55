import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routes, startGegevensSchema } from '@kw/contract';
import type { Db } from '../../db/client';
import { sessieVan, vereisToken } from '../../plugins/auth';
import { haalStartGegevens } from './start.service';

export function registreerStartRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    routes.startGegevens.path,
    { schema: { response: { 200: startGegevensSchema } }, preValidation: vereisToken(db), config: { bearer: true } },
    async (request) => haalStartGegevens(db, sessieVan(request)),
  );
}
