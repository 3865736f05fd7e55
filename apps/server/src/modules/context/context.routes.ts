import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callContextSchema, routes } from '@kw/contract';
import type { Db } from '../../db/client';
import { sessieVan, vereisToken } from '../../plugins/auth';
import { haalCallContext } from './context.service';

export function registreerContextRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    routes.callContext.path,
    { schema: { response: { 200: callContextSchema } }, preValidation: vereisToken(db), config: { bearer: true } },
    async (request) => haalCallContext(db, sessieVan(request)),
  );
}
