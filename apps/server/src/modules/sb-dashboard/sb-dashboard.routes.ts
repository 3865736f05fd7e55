import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sbDashboardAanroepen } from '@kw/contract';
import type { Db } from '../../db/client';
import { registreer } from '../../aanroepen/registreer';
import { HttpFout } from '../../fouten';
import { sessieVan, vereisToken } from '../../plugins/auth';
import { MELDING_ALLEEN_SERVICEDESK, magSbDashboardZien } from './sb-dashboard.policy';
import { haalSbDashboard } from './sb-dashboard.service';

/**
 * The staff dashboard: one bearer GET (any token of a staff session; no record needed). The
 * session and the policy come before the query check (401 → 403 → 400, ARCHITECTURE.md). The session is checked on
 * the primary `db`; the counts are read from `leesDb`, the read replica when configured (decision 031): a queue's
 * count may trail a decision taken a moment ago by the replica's lag.
 */
export function registreerSbDashboardRoutes(app: FastifyInstance, { db, leesDb }: { db: Db; leesDb: Db }) {
  const alleenStaf = async (request: FastifyRequest) => {
    if (!magSbDashboardZien(sessieVan(request).gebruiker)) throw new HttpFout(403, MELDING_ALLEEN_SERVICEDESK);
  };
  registreer(app, sbDashboardAanroepen.sbDashboard, { preValidation: [vereisToken(db), alleenStaf], config: { bearer: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return haalSbDashboard(leesDb, sessieVan(request).gebruiker, request.query);
  });
}
