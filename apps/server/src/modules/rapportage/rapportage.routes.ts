import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { afleidingVerzoekSchema, rapportGegevensSchema, routes } from '@kw/contract';
import type { Db } from '../../db/client';
import { HttpFout } from '../../fouten';
import { sessieVan, vereisToken } from '../../plugins/auth';
import { afleidingKnoop, afleidingWortels } from './rapportage.afleiding';
import type { ResultaatBron } from './rapportage.resultaat';
import { leesSecties } from '@kw/contract/rapportage';
import { kengetallenBestand, rapportGegevens, rapportPdf, type Bestand } from './rapportage.service';

/** A download: the file name for the browser's save dialog; personal data, so never cached. */
function stuurBestand(reply: FastifyReply, b: Bestand) {
  return reply
    .header('content-type', b.type)
    .header('content-disposition', `attachment; filename="${b.bestandsnaam}"; filename*=UTF-8''${encodeURIComponent(b.bestandsnaam)}`)
    .header('cache-control', 'no-store')
    .send(b.inhoud);
}

export function registreerRapportageRoutes(app: FastifyInstance, { db, bron }: { db: Db; bron: ResultaatBron }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    routes.rapportPdf.path,
    { preValidation: vereisToken(db), schema: { querystring: z.object({ secties: z.string().max(500).optional() }) }, config: { bearer: true } },
    async (request, reply) => {
      const gekozen = leesSecties(request.query.secties);
      if ('fout' in gekozen) throw new HttpFout(400, gekozen.fout, [{ field: 'secties', message: gekozen.fout }]);
      return stuurBestand(reply, await rapportPdf(db, sessieVan(request), bron, gekozen.secties));
    },
  );

  r.get(
    routes.kengetallen.path,
    {
      preValidation: vereisToken(db),
      schema: { querystring: z.object({ formaat: z.enum(['xlsx', 'csv'], { error: 'Kies als formaat xlsx of csv.' }).default('xlsx') }) },
      config: { bearer: true },
    },
    async (request, reply) => stuurBestand(reply, await kengetallenBestand(db, sessieVan(request), bron, request.query.formaat)),
  );

  // "Waarom dit getal?": one node of the record's trace, or the roots per figure without `knoop`.
  r.get(
    routes.afleiding.path,
    { preValidation: vereisToken(db), schema: { querystring: afleidingVerzoekSchema }, config: { bearer: true } },
    async (request, reply) => {
      const { knoop, klwId } = request.query;
      reply.header('cache-control', 'no-store');
      return knoop === undefined ? afleidingWortels(db, sessieVan(request), klwId) : afleidingKnoop(db, sessieVan(request), knoop, klwId);
    },
  );

  r.get(
    routes.rapportGegevens.path,
    {
      preValidation: vereisToken(db),
      schema: { querystring: z.object({ secties: z.string().max(500).optional() }), response: { 200: rapportGegevensSchema } },
      config: { bearer: true },
    },
    async (request) => {
      const gekozen = leesSecties(request.query.secties);
      if ('fout' in gekozen) throw new HttpFout(400, gekozen.fout, [{ field: 'secties', message: gekozen.fout }]);
      return rapportGegevens(db, sessieVan(request), bron, gekozen.secties);
    },
  );
}
