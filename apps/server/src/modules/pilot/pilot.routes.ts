/** The pilot calls, registered from their call-catalogue entries (decision 036): thin, the service decides. */
import type { FastifyInstance } from 'fastify';
import { pilotAanroepen as p } from '@kw/contract';
import type { Db } from '../../db/client';
import { registreer, weigerOngeldigeInvoer } from '../../aanroepen/registreer';
import { sessieVan, vereisToken } from '../../plugins/auth';
import { pilotsVanHetBedrijf, vergelijking, verlaatPilot } from './pilot.bedrijf';
import { lijstPilots, slaPilotOp } from './pilot.service';

export function registreerPilotRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const opties = { preValidation: vereisToken(db), config: { bearer: true } };
  registreer(app, p.pilots, opties, async (request) => lijstPilots(db, sessieVan(request).gebruiker));
  registreer(app, p.pilotOpslaan, opties, async (request) => slaPilotOp(db, sessieVan(request).gebruiker, request.body));
  registreer(app, p.pilotsVanBedrijf, opties, async (request) => pilotsVanHetBedrijf(db, sessieVan(request)));
  registreer(app, p.pilotVerlaten, opties, async (request) => verlaatPilot(db, sessieVan(request), request.body.pilotId));
  // the query is checked after the token (401 first); a bad pilotId is a Dutch 400 with its own message
  registreer(app, p.pilotVergelijking, { ...opties, attachValidation: true }, async (request) => {
    weigerOngeldigeInvoer(request);
    return vergelijking(db, sessieVan(request), request.query.pilotId);
  });
}
