/** Registratie relatie (decision 019): thin routes, Bearer, staff only (checked in the service). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  afwijzenInvoerSchema,
  okAntwoordSchema,
  registreerRelatieSchema,
  relatieLijstSchema,
  relatieLijstVraagSchema,
  relatieRoutes,
  relatieStatusInvoerSchema,
  verwerkenInvoerSchema,
  wijzigingenAntwoordSchema,
} from '@kw/contract';
import type { Db } from '../../db/client';
import { sessieVan, vereisToken } from '../../plugins/auth';
import { beslisAanvraag, haalWijzigingen, lijstRelaties, registreerRelatie, vereisMedewerker, verwerkWijziging, wijsWijzigingAf } from './relaties.service';

export function registreerRelatieRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // the session and the staff role before the body is read: a farm user gets 403 whatever they send
  const alleenMedewerker = async (request: Parameters<ReturnType<typeof vereisToken>>[0]) => vereisMedewerker(sessieVan(request).gebruiker);
  const metToken = { preValidation: [vereisToken(db), alleenMedewerker], config: { bearer: true } };
  const actor = (request: { sessie: unknown }) => sessieVan(request as never).gebruiker;

  r.get(relatieRoutes.lijst.path, { ...metToken, schema: { querystring: relatieLijstVraagSchema, response: { 200: relatieLijstSchema } } }, async (request) => lijstRelaties(db, actor(request), request.query));
  r.post(
    relatieRoutes.registreer.path,
    { ...metToken, schema: { body: registreerRelatieSchema, response: { 200: z.object({ id: z.number().int(), melding: z.string() }) } } },
    async (request) => registreerRelatie(db, actor(request), request.body),
  );
  r.post(relatieRoutes.status.path, { ...metToken, schema: { body: relatieStatusInvoerSchema, response: { 200: okAntwoordSchema } } }, async (request) => beslisAanvraag(db, actor(request), request.body));
  r.get(relatieRoutes.wijzigingen.path, { ...metToken, schema: { response: { 200: wijzigingenAntwoordSchema } } }, async (request) => haalWijzigingen(db, actor(request)));
  r.post(relatieRoutes.verwerken.path, { ...metToken, schema: { body: verwerkenInvoerSchema, response: { 200: okAntwoordSchema } } }, async (request) => verwerkWijziging(db, actor(request), request.body));
  r.post(relatieRoutes.afwijzen.path, { ...metToken, schema: { body: afwijzenInvoerSchema, response: { 200: okAntwoordSchema } } }, async (request) => wijsWijzigingAf(db, actor(request), request.body));
}
