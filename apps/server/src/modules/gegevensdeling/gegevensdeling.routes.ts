/** The data-sharing calls (decision 027): thin: parse, then the service decides. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  aanvraagInvoerSchema,
  afnemerGeheimAntwoordSchema,
  afnemerGeheimInvoerSchema,
  afnemerProductParamsSchema,
  afnemerProductVraagSchema,
  bulkAntwoordSchema,
  bulkInvoerSchema,
  dataproductenAntwoordSchema,
  deelnameAntwoordSchema,
  deelnamesAntwoordSchema,
  deelnamesVraagSchema,
  deelnameStapSchema,
  doelAntwoordSchema,
  doelenAntwoordSchema,
  doelInvoerSchema,
  doelStapSchema,
  gegevensdelingRoutes as g,
  namensInvoerSchema,
  ubnBeperkingInvoerSchema,
  voorbeeldAntwoordSchema,
  voorbeeldVraagSchema,
} from '@kw/contract';
import type { Db } from '../../db/client';
import { HttpFout } from '../../fouten';
import { sessieVan, vereisToken } from '../../plugins/auth';
import { afnemerVanToken, geefToken, leverProduct, MELDING_TE_VEEL_AANROEPEN, nieuwAfnemerGeheim } from './gegevensdeling.afnemer';
import { alsCsv, lijst, stap, stuurOpnieuw, vraagAan, vraagBulk, vraagNamens, zetUbns } from './gegevensdeling.deelnames';
import { activeerDoel, licentiegeverAkkoord, lijstDoelen, slaDoelOp, sluitDoel } from './gegevensdeling.doelen';
import { catalogus, voorbeeld } from './gegevensdeling.producten';
import { maakTokenLimiet } from '../koppelingen/koppelingen.tokenlimiet';

/** Consumer API calls per minute per client (or per address without a token); a consumer polling 1,000 farms hourly needs ~17. */
export const STANDAARD_AFNEMER_RATE_MAX = 1_200;

export function registreerGegevensdelingRoutes(
  app: FastifyInstance,
  { db, afnemerRateMax = STANDAARD_AFNEMER_RATE_MAX, tokenRateMax, tokenRateIpMax }: { db: Db; afnemerRateMax?: number; tokenRateMax: number; tokenRateIpMax: number },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const opties = { preValidation: vereisToken(db), config: { bearer: true } };
  const actor = (request: Parameters<typeof sessieVan>[0]) => sessieVan(request).gebruiker;
  const doel = { 200: doelAntwoordSchema };
  const deelname = { 200: deelnameAntwoordSchema };

  r.get(g.dataproducten.path, { ...opties, schema: { response: { 200: dataproductenAntwoordSchema } } }, async (request) => catalogus(db, actor(request)));
  r.get(g.doelen.path, { ...opties, schema: { response: { 200: doelenAntwoordSchema } } }, async (request) => lijstDoelen(db, actor(request)));
  r.post(g.doelOpslaan.path, { ...opties, schema: { body: doelInvoerSchema, response: doel } }, async (request) => slaDoelOp(db, actor(request), request.body));
  r.post(g.doelActiveren.path, { ...opties, schema: { body: doelStapSchema, response: doel } }, async (request) => activeerDoel(db, actor(request), request.body));
  r.post(g.doelSluiten.path, { ...opties, schema: { body: doelStapSchema, response: doel } }, async (request) => sluitDoel(db, actor(request), request.body));
  r.post(g.doelLicentiegever.path, { ...opties, schema: { body: doelStapSchema, response: doel } }, async (request) => licentiegeverAkkoord(db, actor(request), request.body));

  r.get(g.deelnames.path, { ...opties, schema: { querystring: deelnamesVraagSchema } }, async (request, reply) => {
    const antwoord = await lijst(db, actor(request), request.query);
    if (request.query.formaat !== 'csv') return deelnamesAntwoordSchema.parse(antwoord);
    reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="deelnames-${request.query.lijst}.csv"`);
    return alsCsv(antwoord);
  });
  r.post(g.deelnameAanvragen.path, { ...opties, schema: { body: aanvraagInvoerSchema, response: deelname } }, async (request) => vraagAan(db, actor(request), request.body));
  r.post(g.deelnameNamens.path, { ...opties, schema: { body: namensInvoerSchema, response: deelname } }, async (request) => vraagNamens(db, actor(request), request.body));
  r.post(g.deelnamesBulk.path, { ...opties, schema: { body: bulkInvoerSchema, response: { 200: bulkAntwoordSchema } } }, async (request) => vraagBulk(db, actor(request), request.body));
  r.post(g.goedkeuren.path, { ...opties, schema: { body: deelnameStapSchema, response: deelname } }, async (request) => stap(db, actor(request), request.body, 'goedkeuren'));
  r.post(g.afwijzen.path, { ...opties, schema: { body: deelnameStapSchema, response: deelname } }, async (request) => stap(db, actor(request), request.body, 'afwijzen'));
  r.post(g.intrekken.path, { ...opties, schema: { body: deelnameStapSchema, response: deelname } }, async (request) => stap(db, actor(request), request.body, 'intrekken'));
  r.post(g.opnieuwVersturen.path, { ...opties, schema: { body: deelnameStapSchema, response: deelname } }, async (request) => stuurOpnieuw(db, actor(request), request.body));
  r.post(g.ubnBeperking.path, { ...opties, schema: { body: ubnBeperkingInvoerSchema, response: deelname } }, async (request) => zetUbns(db, actor(request), request.body));
  r.get(g.voorbeeld.path, { ...opties, schema: { querystring: voorbeeldVraagSchema, response: { 200: voorbeeldAntwoordSchema } } }, async (request) =>
    voorbeeld(db, actor(request), request.query.relatieId, request.query.deelnameId),
  );
  r.post(g.afnemerGeheim.path, { ...opties, schema: { body: afnemerGeheimInvoerSchema, response: { 200: afnemerGeheimAntwoordSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return nieuwAfnemerGeheim(db, actor(request), request.body.afnemerKvk);
  });

  // The consumer API: its own token, its own limit per client (the token's consumer, else the address).
  const perClient = {
    rateLimit: {
      max: afnemerRateMax,
      timeWindow: '1 minute',
      // only a verified token names a consumer: a forged one with another consumer's claim is counted on
      // the caller's address, so it can never use up that consumer's limit (verify is cached per token)
      keyGenerator: (req: { headers: Record<string, unknown>; ip: string; server: FastifyInstance }) => {
        const token = /^Bearer\s+(\S+)$/i.exec(String(req.headers.authorization ?? ''))?.[1];
        let afn: unknown = null;
        if (token) {
          try {
            afn = req.server.jwt.verify<{ afn?: unknown }>(token).afn ?? null;
          } catch {
            afn = null;
          }
        }
        return typeof afn === 'number' ? `afnemer|${afn}` : `afnemer-ip|${req.ip}`;
      },
      errorResponseBuilder: () => new HttpFout(429, MELDING_TE_VEEL_AANROEPEN),
    },
  };
  // failed secrets per address (+ client id), as on the supplier's token call (decision 020)
  const tokenLimiet = maakTokenLimiet(app, tokenRateMax, tokenRateIpMax, 'afnemer-token');
  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4_096 }, (_r, body, klaar) => klaar(null, Object.fromEntries(new URLSearchParams(String(body)))));
    scope.post(g.afnemerToken.path, { config: { bearer: true, ...perClient } }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const velden = request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? (request.body as Record<string, unknown>) : {};
      return geefToken(db, request, velden, tokenLimiet);
    });
  });
  r.get(
    g.afnemerProduct.path,
    {
      // the consumer's token before the query is checked: 401 comes before 400
      preValidation: async (request) => void afnemerVanToken(request),
      config: { bearer: true, ...perClient },
      schema: { params: afnemerProductParamsSchema, querystring: afnemerProductVraagSchema },
    },
    async (request, reply) => {
      const { etag, body } = await leverProduct(db, request, { product: request.params.product, ...request.query });
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (body === null) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );
}
