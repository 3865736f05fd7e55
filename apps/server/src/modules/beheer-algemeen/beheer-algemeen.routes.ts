/**
 * /beheer/algemeen (decision 030): thin routes. The session and the staff role come before the
 * body is read (a farm user gets 403 whatever they send); the service checks the body against the
 * contract. GET /api/Meldingen is for every logged-in user.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  actueleMeldingenSchema,
  beheerAlgemeenRoutes as b,
  beheerAlgemeenSchema,
  jaarAntwoordSchema,
  jaarOpenenAntwoordSchema,
  meldingOpgeslagenSchema,
  okMeldingSchema,
  sluitVoorbeeldSchema,
  statustekstRegelSchema,
} from '@kw/contract';
import type { Db } from '../../db/client';
import { sessieVan, vereisToken } from '../../plugins/auth';
import { openJaar, sluitJaar, sluitVoorbeeld, zetDeadline } from './beheer-algemeen.jaren';
import { slaMeldingOp, verwijderMeldingVan, voegVoorwaardenVersieToe, zetStatustekst } from './beheer-algemeen.instellingen';
import { vereisMedewerker } from './beheer-algemeen.policy';
import { actueleMeldingen, overzicht } from './beheer-algemeen.service';

export function registreerBeheerAlgemeenRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const actor = (request: { sessie: unknown }) => sessieVan(request as never).gebruiker;
  const alleenMedewerker = async (request: Parameters<ReturnType<typeof vereisToken>>[0]) => vereisMedewerker(sessieVan(request).gebruiker);
  const staf = { preValidation: [vereisToken(db), alleenMedewerker], config: { bearer: true } };
  const ieder = { preValidation: vereisToken(db), config: { bearer: true } };

  r.get(b.overzicht.path, { ...staf, schema: { response: { 200: beheerAlgemeenSchema } } }, async (request) => overzicht(db, actor(request)));
  r.post(b.jaarOpenen.path, { ...staf, schema: { response: { 200: jaarOpenenAntwoordSchema } } }, async (request) => openJaar(db, actor(request), request.body));
  r.post(b.jaarDeadline.path, { ...staf, schema: { response: { 200: jaarAntwoordSchema } } }, async (request) => zetDeadline(db, actor(request), request.body));
  r.get(b.sluitVoorbeeld.path, { ...staf, schema: { response: { 200: sluitVoorbeeldSchema } } }, async (request) => sluitVoorbeeld(db, actor(request), request.query));
  r.post(b.jaarSluiten.path, { ...staf, schema: { response: { 200: jaarAntwoordSchema } } }, async (request) => sluitJaar(db, actor(request), request.body));
  r.post(b.statustekst.path, { ...staf, schema: { response: { 200: statustekstRegelSchema } } }, async (request) => zetStatustekst(db, actor(request), request.body));
  r.post(b.voorwaarden.path, { ...staf, schema: { response: { 200: okMeldingSchema } } }, async (request) => voegVoorwaardenVersieToe(db, actor(request), request.body));
  r.post(b.meldingOpslaan.path, { ...staf, schema: { response: { 200: meldingOpgeslagenSchema } } }, async (request) => slaMeldingOp(db, actor(request), request.body));
  r.post(b.meldingVerwijderen.path, { ...staf, schema: { response: { 200: okMeldingSchema } } }, async (request) => verwijderMeldingVan(db, actor(request), request.body));
  r.get(b.actueleMeldingen.path, { ...ieder, schema: { response: { 200: actueleMeldingenSchema } } }, async (request) => actueleMeldingen(db, actor(request)));
}
