/** The mandate calls (decision 019): Bearer-authenticated; thin: parse, then the service decides. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  aanvragenInvoerSchema,
  alleMachtigingenAntwoordSchema,
  alleVraagSchema,
  bedrijfMachtigingenAntwoordSchema,
  machtigingRoutes,
  machtigingStapAntwoordSchema,
  machtigingStapSchema,
  organisatieMachtigingenAntwoordSchema,
  vanBedrijfVraagSchema,
  verlenenInvoerSchema,
} from '@kw/contract';
import type { Db } from '../../db/client';
import { sessieVan, vereisToken } from '../../plugins/auth';
import { alle, beslis, trekIn, vanBedrijf, vanOrganisatie, verleen, vraagAan } from './machtigingen.service';

export function registreerMachtigingenRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const opties = { preValidation: vereisToken(db), config: { bearer: true } };
  const stapAntwoord = { 200: machtigingStapAntwoordSchema };
  const actor = (request: Parameters<typeof sessieVan>[0]) => sessieVan(request).gebruiker;

  r.post(machtigingRoutes.aanvragen.path, { ...opties, schema: { body: aanvragenInvoerSchema, response: stapAntwoord } }, async (request) => ({
    machtiging: await vraagAan(db, actor(request), request.body),
  }));
  r.post(machtigingRoutes.verlenen.path, { ...opties, schema: { body: verlenenInvoerSchema, response: stapAntwoord } }, async (request) => ({
    machtiging: await verleen(db, actor(request), request.body),
  }));
  r.post(machtigingRoutes.bevestigen.path, { ...opties, schema: { body: machtigingStapSchema, response: stapAntwoord } }, async (request) => ({
    machtiging: await beslis(db, actor(request), request.body, 'bevestigd'),
  }));
  r.post(machtigingRoutes.weigeren.path, { ...opties, schema: { body: machtigingStapSchema, response: stapAntwoord } }, async (request) => ({
    machtiging: await beslis(db, actor(request), request.body, 'geweigerd'),
  }));
  r.post(machtigingRoutes.intrekken.path, { ...opties, schema: { body: machtigingStapSchema, response: stapAntwoord } }, async (request) => ({
    machtiging: await trekIn(db, actor(request), request.body),
  }));
  r.get(machtigingRoutes.vanBedrijf.path, { ...opties, schema: { querystring: vanBedrijfVraagSchema, response: { 200: bedrijfMachtigingenAntwoordSchema } } }, async (request) =>
    vanBedrijf(db, actor(request), request.query.relatieId),
  );
  r.get(machtigingRoutes.vanOrganisatie.path, { ...opties, schema: { response: { 200: organisatieMachtigingenAntwoordSchema } } }, async (request) => vanOrganisatie(db, actor(request)));
  r.get(machtigingRoutes.alle.path, { ...opties, schema: { querystring: alleVraagSchema, response: { 200: alleMachtigingenAntwoordSchema } } }, async (request) =>
    alle(db, actor(request), request.query),
  );
}
