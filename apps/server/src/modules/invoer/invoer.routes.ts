/**
 * The calls of every register screen, registered in one loop over the register (decision 010):
 * GET /api/{Api}/Get{Api}Gegevens and POST /api/{Api}/Save{Api}Gegevens, the record from the
 * bearer token. Plus the form definition and the export of the assembled engine input.
 * The body is checked in the service, after the policy, so the answers keep the order
 * 401 → 404 → 403 → 400 → 409.
 */
import type { FastifyInstance } from 'fastify';
import { register, routes, schermCalls } from '@kw/contract';
import type { Db } from '../../db/client';
import { HttpFout, MELDINGEN } from '../../fouten';
import { tokenVan, vereisGetekendToken } from '../../plugins/auth';
import { actueelResultaat, samengesteldeInvoer, werkUitkomstBij } from '../uitkomst/uitkomst.service';
import { bodemGewasOverzicht } from '@kw/contract';
import { invoerOpslag } from './invoer.opslag';
import { haalFormulierDefinitie, haalSchermGegevens, laadRecord, slaSchermOp } from './invoer.service';

export function registreerInvoerRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const opslag = invoerOpslag(db);
  // Only the token's signature here; the session is checked in the call's first query,
  // together with the record (one round trip, as Melklevering does).
  const metToken = { preValidation: vereisGetekendToken(), config: { bearer: true } };

  for (const scherm of register) {
    const calls = schermCalls(scherm);
    app.get(calls.lezen, metToken, async (request, reply) =>
      reply.type('application/json; charset=utf-8').send(await haalSchermGegevens(opslag, tokenVan(request), scherm.sleutel)),
    );
    app.post(calls.opslaan, metToken, async (request) => {
      const { antwoord, actor } = await slaSchermOp(opslag, tokenVan(request), scherm.sleutel, request.body);
      request.log.info({ actie: 'scherm-opslaan', scherm: scherm.sleutel, gebruikerId: actor.id, kringloopwijzerId: antwoord.kringloopwijzerId, versie: antwoord.versie }, 'opgeslagen');
      return antwoord;
    });
  }

  app.get(routes.formulierDefinitie.path, metToken, async (request) =>
    haalFormulierDefinitie(opslag, tokenVan(request), (request.query as Record<string, unknown>).scherm),
  );

  // Bodem en gewas (docs/rekenregels.md): read-only, from the stored engine result (recomputed when behind the input,
  // or when it was stored by an engine without the per-crop figures).
  app.get(routes.bodemGewasOverzicht.path, metToken, async (request) => {
    const { record } = await laadRecord(opslag, tokenVan(request));
    let resultaat = await actueelResultaat(db, record);
    if (resultaat && !resultaat.perGewas) resultaat = (await werkUitkomstBij(db, record))?.resultaat ?? null;
    return bodemGewasOverzicht(record, resultaat);
  });

  app.get(routes.downloadInvoer.path, metToken, async (request, reply) => {
    const { record } = await laadRecord(opslag, tokenVan(request));
    const invoer = await samengesteldeInvoer(db, record);
    if (!invoer) throw new HttpFout(404, MELDINGEN.onbekendeKlw);
    return reply
      .header('content-disposition', `attachment; filename="kringloopwijzer-${record.jaar}-invoer.json"`)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(invoer, null, 2));
  });
}
