/**
 * GET /api/Beheer/Rapportage and its export (decision 029): bearer calls of staff. The service asks
 * the policy before it checks the query, so a non-staff user gets 403 whatever the query.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sectorrapportageRoutes, sectorrapportSchema } from '@kw/contract';
import type { Db } from '../../db/client';
import { sessieVan, vereisToken } from '../../plugins/auth';
import { sectorrapport, sectorrapportBestand } from './sectorrapportage.service';

/** `leesDb`: the read replica when configured (decision 031); the session check stays on the primary `db`. */
export function registreerSectorrapportageRoutes(app: FastifyInstance, { db, leesDb }: { db: Db; leesDb: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    sectorrapportageRoutes.rapport.path,
    { schema: { response: { 200: sectorrapportSchema } }, preValidation: vereisToken(db), config: { bearer: true } },
    async (request) => sectorrapport(leesDb, sessieVan(request).gebruiker, request.query),
  );
  r.get(
    sectorrapportageRoutes.export.path,
    { preValidation: vereisToken(db), config: { bearer: true } },
    async (request, reply) => {
      const b = await sectorrapportBestand(leesDb, sessieVan(request).gebruiker, request.query);
      return reply
        .header('content-type', b.type)
        .header('content-disposition', `attachment; filename="${b.bestandsnaam}"; filename*=UTF-8''${encodeURIComponent(b.bestandsnaam)}`)
        .header('cache-control', 'no-store')
        .send(b.inhoud);
    },
  );
}
