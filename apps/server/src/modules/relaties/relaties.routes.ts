/** Registratie relatie (decision 019), registered from its call-catalogue entries (decision 036): thin routes, Bearer, staff only. */
import type { FastifyInstance } from 'fastify';
import { relatieAanroepen as r } from '@kw/contract';
import type { Db } from '../../db/client';
import { registreer } from '../../aanroepen/registreer';
import { sessieVan, vereisToken } from '../../plugins/auth';
import { beslisAanvraag, haalWijzigingen, lijstRelaties, registreerRelatie, vereisMedewerker, verwerkWijziging, wijsWijzigingAf } from './relaties.service';

export function registreerRelatieRoutes(app: FastifyInstance, { db }: { db: Db }) {
  // the session and the staff role before the body is read: a farm user gets 403 whatever they send
  const alleenMedewerker = async (request: Parameters<ReturnType<typeof vereisToken>>[0]) => vereisMedewerker(sessieVan(request).gebruiker);
  const metToken = { preValidation: [vereisToken(db), alleenMedewerker], config: { bearer: true } };
  const actor = (request: { sessie: unknown }) => sessieVan(request as never).gebruiker;

  registreer(app, r.relatiesLijst, metToken, async (request) => lijstRelaties(db, actor(request), request.query));
  registreer(app, r.relatieRegistreren, metToken, async (request) => registreerRelatie(db, actor(request), request.body));
  registreer(app, r.relatieStatus, metToken, async (request) => beslisAanvraag(db, actor(request), request.body));
  registreer(app, r.bedrijfswijzigingen, metToken, async (request) => haalWijzigingen(db, actor(request)));
  registreer(app, r.bedrijfswijzigingVerwerken, metToken, async (request) => verwerkWijziging(db, actor(request), request.body));
  registreer(app, r.bedrijfswijzigingAfwijzen, metToken, async (request) => wijsWijzigingAf(db, actor(request), request.body));
}
