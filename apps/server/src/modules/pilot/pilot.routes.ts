/** The pilot calls (routes.ts of the contract): thin: parse, then the service decides. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bedrijfsPilotsAntwoordSchema, pilotAntwoordSchema, pilotInvoerSchema, pilotRoutes as p, pilotsAntwoordSchema, vergelijkingAntwoordSchema, vergelijkingVraagSchema, verlatenInvoerSchema } from '@kw/contract';
import type { Db } from '../../db/client';
import { HttpFout } from '../../fouten';
import { sessieVan, vereisToken } from '../../plugins/auth';
import { pilotsVanHetBedrijf, vergelijking, verlaatPilot } from './pilot.bedrijf';
import { lijstPilots, slaPilotOp } from './pilot.service';

export function registreerPilotRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const opties = { preValidation: vereisToken(db), config: { bearer: true } };
  r.get(p.pilots.path, { ...opties, schema: { response: { 200: pilotsAntwoordSchema } } }, async (request) => lijstPilots(db, sessieVan(request).gebruiker));
  r.post(p.pilotOpslaan.path, { ...opties, schema: { body: pilotInvoerSchema, response: { 200: pilotAntwoordSchema } } }, async (request) => slaPilotOp(db, sessieVan(request).gebruiker, request.body));
  r.get(p.vanBedrijf.path, { ...opties, schema: { response: { 200: bedrijfsPilotsAntwoordSchema } } }, async (request) => pilotsVanHetBedrijf(db, sessieVan(request)));
  r.post(p.verlaten.path, { ...opties, schema: { body: verlatenInvoerSchema, response: { 200: bedrijfsPilotsAntwoordSchema } } }, async (request) => verlaatPilot(db, sessieVan(request), request.body.pilotId));
  // the query is checked after the token (401 first); a bad pilotId is a Dutch 400
  r.get(p.vergelijking.path, { ...opties, schema: { response: { 200: vergelijkingAntwoordSchema } } }, async (request) => {
    const vraag = vergelijkingVraagSchema.safeParse(request.query);
    if (!vraag.success) {
      const melding = vraag.error.issues[0]?.message ?? 'Geef met pilotId het nummer van de pilot op.';
      throw new HttpFout(400, melding, [{ field: 'pilotId', message: melding }]);
    }
    return vergelijking(db, sessieVan(request), vraag.data.pilotId);
  });
}
