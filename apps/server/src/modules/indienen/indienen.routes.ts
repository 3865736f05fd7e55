import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { indienControleSchema, jaarStatusSchema, routes } from '@kw/contract';
import type { Db } from '../../db/client';
import { sessieVan, vereisToken } from '../../plugins/auth';
import { dienIn, heropen, indienControle } from './indienen.service';

/** Indienen, Heropenen and the pre-flight list; the record is the token's (no body). */
export function registreerIndienenRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const opties = { preValidation: vereisToken(db), config: { bearer: true } };

  r.get(routes.indienControle.path, { ...opties, schema: { response: { 200: indienControleSchema } } }, async (request) => indienControle(db, sessieVan(request)));

  r.post(routes.indienen.path, { ...opties, schema: { response: { 200: jaarStatusSchema } } }, async (request) => {
    const status = await dienIn(db, sessieVan(request));
    request.log.info({ actie: 'indienen', gebruikerId: sessieVan(request).gebruiker.id, kringloopwijzerId: status.kringloopwijzerId }, 'ingediend');
    return status;
  });

  r.post(routes.heropenen.path, { ...opties, schema: { response: { 200: jaarStatusSchema } } }, async (request) => {
    const status = await heropen(db, sessieVan(request));
    request.log.info({ actie: 'heropenen', gebruikerId: sessieVan(request).gebruiker.id, kringloopwijzerId: status.kringloopwijzerId }, 'heropend');
    return status;
  });
}
