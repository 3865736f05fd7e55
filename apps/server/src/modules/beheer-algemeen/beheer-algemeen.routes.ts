/**
 * /beheer/algemeen (decision 030), registered from its call-catalogue entries (decision 036): thin routes.
 * The session and the staff role come before the body is checked (a farm user gets 403 whatever they send);
 * a bad body is then a Dutch 400 with the first issue as its message. GET /api/Meldingen is for every
 * logged-in user.
 */
import type { FastifyInstance } from 'fastify';
import { beheerAlgemeenAanroepen as b } from '@kw/contract';
import type { Db } from '../../db/client';
import { registreer, weigerOngeldigeInvoer } from '../../aanroepen/registreer';
import { sessieVan, vereisToken } from '../../plugins/auth';
import { openJaar, sluitJaar, sluitVoorbeeld, zetDeadline } from './beheer-algemeen.jaren';
import { slaMeldingOp, verwijderMeldingVan, voegVoorwaardenVersieToe, zetStatustekst } from './beheer-algemeen.instellingen';
import { vereisMedewerker } from './beheer-algemeen.policy';
import { actueleMeldingen, overzicht } from './beheer-algemeen.service';

export function registreerBeheerAlgemeenRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const actor = (request: { sessie: unknown }) => sessieVan(request as never).gebruiker;
  const alleenMedewerker = async (request: Parameters<ReturnType<typeof vereisToken>>[0]) => vereisMedewerker(sessieVan(request).gebruiker);
  const staf = { preValidation: [vereisToken(db), alleenMedewerker], attachValidation: true, config: { bearer: true } };
  const ieder = { preValidation: vereisToken(db), config: { bearer: true } };

  registreer(app, b.beheerAlgemeen, staf, async (request) => {
    weigerOngeldigeInvoer(request);
    return overzicht(db, actor(request));
  });
  registreer(app, b.jaarOpenen, staf, async (request) => {
    weigerOngeldigeInvoer(request);
    return openJaar(db, actor(request), request.body);
  });
  registreer(app, b.jaarDeadline, staf, async (request) => {
    weigerOngeldigeInvoer(request);
    return zetDeadline(db, actor(request), request.body);
  });
  registreer(app, b.sluitVoorbeeld, staf, async (request) => {
    weigerOngeldigeInvoer(request);
    return sluitVoorbeeld(db, actor(request), request.query);
  });
  registreer(app, b.jaarSluiten, staf, async (request) => {
    weigerOngeldigeInvoer(request);
    return sluitJaar(db, actor(request), request.body);
  });
  registreer(app, b.statustekst, staf, async (request) => {
    weigerOngeldigeInvoer(request);
    return zetStatustekst(db, actor(request), request.body);
  });
  registreer(app, b.voorwaarden, staf, async (request) => {
    weigerOngeldigeInvoer(request);
    return voegVoorwaardenVersieToe(db, actor(request), request.body);
  });
  registreer(app, b.meldingOpslaan, staf, async (request) => {
    weigerOngeldigeInvoer(request);
    return slaMeldingOp(db, actor(request), request.body);
  });
  registreer(app, b.meldingVerwijderen, staf, async (request) => {
    weigerOngeldigeInvoer(request);
    return verwijderMeldingVan(db, actor(request), request.body);
  });
  registreer(app, b.actueleMeldingen, ieder, async (request) => actueleMeldingen(db, actor(request)));
}
