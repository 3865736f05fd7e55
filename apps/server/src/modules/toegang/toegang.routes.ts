import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { servicedeskAntwoordSchema, servicedeskInvoerSchema, toegangRoutes, toegangslogAntwoordSchema, toegangslogVraagSchema } from '@kw/contract';
import type { Db } from '../../db/client';
import { sessieVan, vereisSessieCookie, vereisToken } from '../../plugins/auth';
import { haalToegangslog, openAlsServicedesk, registreerLezing } from './toegang.service';
import { isDownload, watVanPad } from './toegang.wat';

export function registreerToegangRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    toegangRoutes.servicedesk.path,
    { schema: { body: servicedeskInvoerSchema, response: { 200: servicedeskAntwoordSchema } }, preValidation: vereisSessieCookie(db) },
    async (request) => openAlsServicedesk(db, sessieVan(request).gebruiker, request.body),
  );
  r.get(
    toegangRoutes.toegangslog.path,
    { schema: { querystring: toegangslogVraagSchema, response: { 200: toegangslogAntwoordSchema } }, preValidation: vereisToken(db), config: { bearer: true } },
    async (request) => haalToegangslog(db, sessieVan(request).gebruiker, request.query),
  );
}

/**
 * Every successful read of a record's data by anyone but the farm's participant writes an
 * access row before the answer leaves (decision 019). Changes are logged by the audit trigger
 * in their own transaction (migration 0007). Registered before the routes it watches.
 */
export function registreerToegangslogHook(app: FastifyInstance, { db }: { db: Db }) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode >= 300) return payload;
    const pad = request.routeOptions.url;
    const wat = pad ? watVanPad(pad) : null;
    if (wat === null) return payload;
    const gebruikerId = request.token?.gebruikerId ?? request.sessie?.gebruiker.id;
    const klwId = request.token?.klwId ?? request.sessie?.klwId ?? null;
    if (gebruikerId === undefined || klwId === null) return payload;
    await registreerLezing(db, { token: request.token, gebruikerId, klwId, wat, gedownload: isDownload(pad!) });
    return payload;
  });
}
