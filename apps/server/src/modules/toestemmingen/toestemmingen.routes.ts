/**
 * The consent ledger's calls (decision 033): thin — the token first (401), then the query or body
 * checked against the contract (a Dutch 400), then the service decides (404 → 403 → the owner's answer).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bewijsVraagSchema, grootboekAntwoordSchema, grootboekVraagSchema, toestemmingIntrekkenAntwoordSchema, toestemmingIntrekkenSchema, toestemmingRoutes as t, vandaagIso } from '@kw/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { HttpFout } from '../../fouten';
import { sessieVan, vereisToken } from '../../plugins/auth';
import { schrijfLezingen } from '../toegang/toegang.service';
import { bewijsBestandsnaam, maakBewijsPdf } from './toestemmingen.bewijs';
import { eenToestemming, grootboek, trekToestemmingIn } from './toestemmingen.service';

function vraagVan<S extends z.ZodType>(schema: S, query: unknown): z.infer<S> {
  const r = schema.safeParse(query);
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  const melding = issue?.message ?? 'De vraag is ongeldig.';
  throw new HttpFout(400, melding, [{ field: String(issue?.path[0] ?? ''), message: melding }]);
}

export function registreerToestemmingenRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const opties = { preValidation: vereisToken(db), config: { bearer: true } };
  const actor = (request: Parameters<typeof sessieVan>[0]) => sessieVan(request).gebruiker;

  r.get(t.grootboek.path, { ...opties, schema: { response: { 200: grootboekAntwoordSchema } } }, async (request) => grootboek(db, actor(request), vraagVan(grootboekVraagSchema, request.query)));

  r.post(t.intrekken.path, { ...opties, schema: { body: toestemmingIntrekkenSchema, response: { 200: toestemmingIntrekkenAntwoordSchema } } }, async (request) =>
    trekToestemmingIn(db, actor(request), request.body),
  );

  r.get(t.bewijs.path, opties, async (request, reply) => {
    const vraag = vraagVan(bewijsVraagSchema, request.query);
    const wie = actor(request);
    const { bedrijf, regel } = await eenToestemming(db, wie, vraag.relatieId, vraag.soort, vraag.id);
    const pdf = await maakBewijsPdf({ bedrijf, relatieId: vraag.relatieId, regel, vandaag: vandaagIso(), tijdstip: new Date() });
    await schrijfLezingen(db, { gebruikerId: wie.id, bedrijven: [{ relatieId: vraag.relatieId, klwId: null }], wat: 'Bewijs van toestemming', actie: 'gedownload' });
    const naam = bewijsBestandsnaam(vraag.relatieId, regel);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${naam}"; filename*=UTF-8''${encodeURIComponent(naam)}`)
      .header('cache-control', 'no-store')
      .send(pdf);
  });
}
