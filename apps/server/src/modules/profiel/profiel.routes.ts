/** Profiel (decision 019): thin routes, every one Bearer (like GetToegangslog; no XSRF needed). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  afmeldenInvoerSchema,
  bedrijfswijzigingInvoerSchema,
  gegevensInvoerSchema,
  mijnGegevensVraagSchema,
  okAntwoordSchema,
  profielRoutes,
  profielSchema,
  sessiesAntwoordSchema,
  voorkeurenInvoerSchema,
  voorwaardenInvoerSchema,
  wachtwoordInvoerSchema,
} from '@kw/contract';
import type { Db } from '../../db/client';
import { sessieVan, vereisToken } from '../../plugins/auth';
import { HttpFout } from '../../fouten';
import {
  accepteerVoorwaarden,
  geefBedrijfswijzigingDoor,
  haalProfiel,
  haalSessies,
  MELDING_WACHTWOORD_ONJUIST,
  meldSessieAf,
  TE_VEEL_WACHTWOORDPOGINGEN,
  wijzigGegevens,
  wijzigVoorkeuren,
  wijzigWachtwoord,
} from './profiel.service';
import { maakGegevensZip } from './profiel.zip';

export function registreerProfielRoutes(app: FastifyInstance, { db, wachtwoordRateMax }: { db: Db; wachtwoordRateMax: number }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // wrong current passwords per user per minute, as the login limits per account (auth.routes): a stolen
  // session must not become a way to guess the password. Only a failure counts; past the limit the right
  // password waits too, so guessing cannot go on behind the 429.
  const wachtwoordFouten = app.createRateLimit({ max: wachtwoordRateMax, timeWindow: '1 minute', keyGenerator: (req) => `wachtwoord|${sessieVan(req).gebruiker.id}` });
  // the session before the body is read: 401 comes before 400
  const metToken = { preValidation: vereisToken(db), config: { bearer: true } };
  const ok = { 200: okAntwoordSchema };

  r.get(profielRoutes.profiel.path, { ...metToken, schema: { response: { 200: profielSchema } } }, async (request) => haalProfiel(db, sessieVan(request)));
  r.post(profielRoutes.gegevens.path, { ...metToken, schema: { body: gegevensInvoerSchema, response: ok } }, async (request) => wijzigGegevens(db, sessieVan(request), request.body));
  r.post(profielRoutes.wachtwoord.path, { ...metToken, schema: { body: wachtwoordInvoerSchema, response: ok } }, async (request) => {
    const stand = await wachtwoordFouten(request, { increment: false });
    if (!stand.isAllowed && stand.remaining === 0) throw new HttpFout(429, TE_VEEL_WACHTWOORDPOGINGEN);
    let antwoord;
    try {
      antwoord = await wijzigWachtwoord(db, sessieVan(request), request.body);
    } catch (e) {
      if (e instanceof HttpFout && e.message === MELDING_WACHTWOORD_ONJUIST) await wachtwoordFouten(request);
      throw e;
    }
    request.log.info({ actie: 'wachtwoord-gewijzigd', gebruikerId: sessieVan(request).gebruiker.id }, 'wachtwoord gewijzigd');
    return antwoord;
  });
  r.get(profielRoutes.sessies.path, { ...metToken, schema: { response: { 200: sessiesAntwoordSchema } } }, async (request) => haalSessies(db, sessieVan(request)));
  r.post(profielRoutes.afmelden.path, { ...metToken, schema: { body: afmeldenInvoerSchema, response: ok } }, async (request) => meldSessieAf(db, sessieVan(request), request.body.nr));
  r.post(profielRoutes.voorkeuren.path, { ...metToken, schema: { body: voorkeurenInvoerSchema, response: ok } }, async (request) => wijzigVoorkeuren(db, sessieVan(request), request.body));
  r.post(profielRoutes.voorwaarden.path, { ...metToken, schema: { body: voorwaardenInvoerSchema, response: ok } }, async (request) => accepteerVoorwaarden(db, sessieVan(request), request.body));
  r.post(
    profielRoutes.bedrijfswijziging.path,
    { ...metToken, schema: { body: bedrijfswijzigingInvoerSchema, response: { 200: z.object({ id: z.number().int(), melding: z.string() }) } } },
    async (request) => geefBedrijfswijzigingDoor(db, sessieVan(request), request.body),
  );
  r.get(profielRoutes.mijnGegevens.path, { ...metToken, schema: { querystring: mijnGegevensVraagSchema } }, async (request, reply) => {
    const { bestandsnaam, inhoud } = await maakGegevensZip(db, sessieVan(request).gebruiker, request.query.relatieId);
    return reply.header('content-disposition', `attachment; filename="${bestandsnaam}"`).type('application/zip').send(Buffer.from(inhoud));
  });
}
