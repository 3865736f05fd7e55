/** The mandate calls (decision 019), registered from their call-catalogue entries (decision 036); the service decides. */
import type { FastifyInstance } from 'fastify';
import { machtigingAanroepen as m } from '@kw/contract';
import type { Db } from '../../db/client';
import { registreer } from '../../aanroepen/registreer';
import { sessieVan, vereisToken } from '../../plugins/auth';
import { alle, beslis, trekIn, vanBedrijf, vanOrganisatie, verleen, vraagAan } from './machtigingen.service';

export function registreerMachtigingenRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const opties = { preValidation: vereisToken(db), config: { bearer: true } };
  const actor = (request: Parameters<typeof sessieVan>[0]) => sessieVan(request).gebruiker;

  registreer(app, m.machtigingAanvragen, opties, async (request) => ({ machtiging: await vraagAan(db, actor(request), request.body) }));
  registreer(app, m.machtigingVerlenen, opties, async (request) => ({ machtiging: await verleen(db, actor(request), request.body) }));
  registreer(app, m.machtigingBevestigen, opties, async (request) => ({ machtiging: await beslis(db, actor(request), request.body, 'bevestigd') }));
  registreer(app, m.machtigingWeigeren, opties, async (request) => ({ machtiging: await beslis(db, actor(request), request.body, 'geweigerd') }));
  registreer(app, m.machtigingIntrekken, opties, async (request) => ({ machtiging: await trekIn(db, actor(request), request.body) }));
  registreer(app, m.machtigingenVanBedrijf, opties, async (request) => vanBedrijf(db, actor(request), request.query.relatieId));
  registreer(app, m.machtigingenVanOrganisatie, opties, async (request) => vanOrganisatie(db, actor(request)));
  registreer(app, m.machtigingenAlle, opties, async (request) => alle(db, actor(request), request.query));
}
