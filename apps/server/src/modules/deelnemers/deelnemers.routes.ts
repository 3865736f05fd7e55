import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deelnemersAntwoordSchema, deelnemersRoutes, deelnemersVraagSchema, kengetallenVraagSchema } from '@kw/contract';
import type { Db } from '../../db/client';
import { HttpFout, MELDINGEN } from '../../fouten';
import { sessieVan, tokenVan, vereisGetekendToken, vereisToken } from '../../plugins/auth';
import type { ResultaatBron } from '../rapportage/rapportage.resultaat';
import { vindVrager } from './deelnemers.repository';
import { haalDeelnemers, kengetallenVanBedrijven } from './deelnemers.service';

/**
 * Bearer calls: the web holds a token from login on, with or without a selected record. The
 * list checks the token's session itself and loads only the user (not an adviser's hundreds of
 * mandates, which the list reads in its own statement).
 */
export function registreerDeelnemersRoutes(app: FastifyInstance, { db, bron }: { db: Db; bron: ResultaatBron }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    deelnemersRoutes.lijst.path,
    { preValidation: vereisGetekendToken(), schema: { querystring: deelnemersVraagSchema, response: { 200: deelnemersAntwoordSchema } }, config: { bearer: true } },
    async (request) => {
      const token = tokenVan(request);
      const vrager = await vindVrager(db, token.sessieRef, token.gebruikerId);
      if (!vrager) throw new HttpFout(401, MELDINGEN.nietIngelogd);
      return haalDeelnemers(db, vrager, request.query);
    },
  );
  r.post(
    deelnemersRoutes.kengetallen.path,
    { preValidation: vereisToken(db), schema: { body: kengetallenVraagSchema }, config: { bearer: true } },
    async (request, reply) => {
      const b = await kengetallenVanBedrijven(db, sessieVan(request).gebruiker, bron, request.body);
      return reply
        .header('content-type', b.type)
        .header('content-disposition', `attachment; filename="${b.bestandsnaam}"; filename*=UTF-8''${encodeURIComponent(b.bestandsnaam)}`)
        .header('cache-control', 'no-store')
        .send(b.inhoud);
    },
  );
}
