/**
 * The consent ledger's calls (decision 033), registered from their call-catalogue entries (decision 036):
 * thin — the token first (401), then the query or body checked against the contract (a Dutch 400), then the
 * service decides (404 → 403 → the owner's answer).
 */
import type { FastifyInstance } from 'fastify';
import { toestemmingAanroepen as t, vandaagIso } from '@kw/contract';
import type { Db } from '../../db/client';
import { registreer, weigerOngeldigeInvoer } from '../../aanroepen/registreer';
import { sessieVan, vereisToken } from '../../plugins/auth';
import { schrijfLezingen } from '../toegang/toegang.service';
import { bewijsBestandsnaam, maakBewijsPdf } from './toestemmingen.bewijs';
import { eenToestemming, grootboek, trekToestemmingIn } from './toestemmingen.service';

export function registreerToestemmingenRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const opties = { preValidation: vereisToken(db), config: { bearer: true } };
  // a query's first issue is the 400's own Dutch message (as before the catalogue)
  const vraagOpties = { ...opties, attachValidation: true };
  const actor = (request: Parameters<typeof sessieVan>[0]) => sessieVan(request).gebruiker;

  registreer(app, t.toestemmingenGrootboek, vraagOpties, async (request) => {
    weigerOngeldigeInvoer(request);
    return grootboek(db, actor(request), request.query);
  });

  registreer(app, t.toestemmingIntrekken, opties, async (request) => trekToestemmingIn(db, actor(request), request.body));

  registreer(app, t.toestemmingBewijs, vraagOpties, async (request, reply) => {
    weigerOngeldigeInvoer(request);
    const vraag = request.query;
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
