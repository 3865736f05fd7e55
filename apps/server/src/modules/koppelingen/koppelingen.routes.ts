/**
 * The data-link calls (decision 020): the supplier inbox (its own plugin scope, koppelingen.inbox),
 * the farmer's Koppelingen screen and the staff screens. Thin: parse, then the services decide.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  aanmeldenInvoerSchema,
  afhandelenAntwoordSchema,
  afhandelenInvoerSchema,
  beheerLeveranciersAntwoordSchema,
  importberichtenAntwoordSchema,
  inloggegevensAntwoordSchema,
  koppelingAanroepen as k,
  koppelingRoutes,
  nieuwGeheimInvoerSchema,
  opnieuwAntwoordSchema,
  opnieuwInvoerSchema,
} from '@kw/contract';
import { registreer } from '../../aanroepen/registreer';
import { sessieVan, vereisToken } from '../../plugins/auth';
import { handelAf, importberichten, leveranciersBeheer, meldAan, roteerGeheim, verwerkOpnieuw } from './koppelingen.beheer';
import { accepteer, herkomst, leveranciersVoorBoer, nuOphalen, overzicht, ruwBericht, trekIn, voegToe, weiger } from './koppelingen.boer';
import { registreerInbox, type InboxOpties } from './koppelingen.inbox';

export function registreerKoppelingenRoutes(app: FastifyInstance, inbox: InboxOpties) {
  const { db } = inbox;
  registreerInbox(app, inbox);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const opties = { preValidation: vereisToken(db), config: { bearer: true } };
  const actor = (request: Parameters<typeof sessieVan>[0]) => sessieVan(request).gebruiker;

  registreer(app, k.koppelingenOverzicht, opties, async (request) => overzicht(db, actor(request), sessieVan(request).klwId));
  registreer(app, k.koppelingenHerkomst, opties, async (request) => herkomst(db, actor(request), sessieVan(request).klwId));
  registreer(app, k.koppelingLeveranciers, opties, async () => leveranciersVoorBoer(db));
  registreer(app, k.koppelingToevoegen, opties, async (request) => voegToe(db, actor(request), request.body));
  registreer(app, k.koppelingAccepteren, opties, async (request) => accepteer(db, actor(request), request.body));
  registreer(app, k.koppelingWeigeren, opties, async (request) => weiger(db, actor(request), request.body));
  registreer(app, k.koppelingIntrekken, opties, async (request) => trekIn(db, actor(request), request.body));
  registreer(app, k.koppelingBericht, opties, async (request) => ruwBericht(db, actor(request), request.query.relatieId, request.query.berichtId));
  registreer(app, k.koppelingNuOphalen, opties, async (request) => nuOphalen(db, actor(request), request.body));

  r.get(koppelingRoutes.beheerLeveranciers.path, { ...opties, schema: { response: { 200: beheerLeveranciersAntwoordSchema } } }, async (request) => leveranciersBeheer(db, actor(request)));
  r.post(koppelingRoutes.aanmelden.path, { ...opties, schema: { body: aanmeldenInvoerSchema, response: { 200: inloggegevensAntwoordSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return meldAan(db, actor(request), request.body);
  });
  r.post(koppelingRoutes.nieuwGeheim.path, { ...opties, schema: { body: nieuwGeheimInvoerSchema, response: { 200: inloggegevensAntwoordSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return roteerGeheim(db, actor(request), request.body.leverancierId);
  });
  r.get(koppelingRoutes.importberichten.path, { ...opties, schema: { response: { 200: importberichtenAntwoordSchema } } }, async (request) => importberichten(db, actor(request)));
  r.post(koppelingRoutes.opnieuwVerwerken.path, { ...opties, schema: { body: opnieuwInvoerSchema, response: { 200: opnieuwAntwoordSchema } } }, async (request) => verwerkOpnieuw(db, actor(request), request.body));
  r.post(koppelingRoutes.afhandelen.path, { ...opties, schema: { body: afhandelenInvoerSchema, response: { 200: afhandelenAntwoordSchema } } }, async (request) => handelAf(db, actor(request), request.body));
}
