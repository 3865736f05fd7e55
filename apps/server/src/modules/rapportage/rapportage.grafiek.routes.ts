/** The calls of the chart and history screens (decision 015). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { herberekeningVraagSchema, routes } from '@kw/contract';
import type { Db } from '../../db/client';
import { HttpFout } from '../../fouten';
import { sessieVan, vereisToken } from '../../plugins/auth';
import { grafiekGegevensVanToken } from './rapportage.grafiek.service';
import { herberekening, historisch } from './rapportage.historisch';
import type { ResultaatBron } from './rapportage.resultaat';

export function registreerGrafiekRoutes(app: FastifyInstance, { db, bron }: { db: Db; bron: ResultaatBron }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(routes.grafiekGegevens.path, { preValidation: vereisToken(db), config: { bearer: true } }, async (request) =>
    grafiekGegevensVanToken(db, sessieVan(request), bron),
  );
  r.get(routes.historisch.path, { preValidation: vereisToken(db), config: { bearer: true } }, async (request) => historisch(db, sessieVan(request)));
  // the query is checked after the token (401 first); a bad klwId is a Dutch 400
  r.get(routes.herberekening.path, { preValidation: vereisToken(db), config: { bearer: true } }, async (request) => {
    const vraag = herberekeningVraagSchema.safeParse(request.query);
    if (!vraag.success) {
      const fout = vraag.error.issues[0];
      const melding = fout?.message ?? 'Geef met klwId het nummer van de kringloopwijzer op.';
      throw new HttpFout(400, melding, [{ field: String(fout?.path[0] ?? 'klwId'), message: melding }]);
    }
    return herberekening(db, sessieVan(request), vraag.data.klwId, vraag.data.vergelijkMet);
  });
}
