import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getMenuRequestSchema, menuModelSchema, routes } from '@kw/contract';
import type { Db } from '../../db/client';
import { sessieVan, vereisToken } from '../../plugins/auth';
import { bouwMenu } from './menu.service';

export function registreerMenuRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    routes.menu.path,
    {
      preValidation: vereisToken(db),
      schema: { body: getMenuRequestSchema.nullish(), response: { 200: menuModelSchema } },
      config: { bearer: true },
    },
    async (request) => bouwMenu(db, sessieVan(request), request.body?.kringloopwijzerId),
  );
}
