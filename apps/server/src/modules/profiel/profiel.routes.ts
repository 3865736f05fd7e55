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
import { accepteerVoorwaarden, geefBedrijfswijzigingDoor, haalProfiel, haalSessies, meldSessieAf, wijzigGegevens, wijzigVoorkeuren, wijzigWachtwoord } from './profiel.service';
import { maakGegevensZip } from './profiel.zip';

export function registreerProfielRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // the session before the body is read: 401 comes before 400
  const metToken = { preValidation: vereisToken(db), config: { bearer: true } };
  const ok = { 200: okAntwoordSchema };

  r.get(profielRoutes.profiel.path, { ...metToken, schema: { response: { 200: profielSchema } } }, async (request) => haalProfiel(db, sessieVan(request)));
  r.post(profielRoutes.gegevens.path, { ...metToken, schema: { body: gegevensInvoerSchema, response: ok } }, async (request) => wijzigGegevens(db, sessieVan(request), request.body));
  r.post(profielRoutes.wachtwoord.path, { ...metToken, schema: { body: wachtwoordInvoerSchema, response: ok } }, async (request) => {
    const antwoord = await wijzigWachtwoord(db, sessieVan(request), request.body);
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
