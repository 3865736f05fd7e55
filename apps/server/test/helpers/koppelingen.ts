/** Test helpers for the data links: a supplier's token, a message, and the farm's input as text. */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { inboxPaden, koppelingRoutes, type BerichtSoort } from '@kw/contract';
import type { Database } from '../../src/db/client';
import { DEMO_LEVERANCIERS } from '../../src/db/seed-koppelingen';
import { klwInvoer, klwUitkomst, koppelingWijzigingen, melkleveringen } from '../../src/db/schema';

export async function leverancierToken(app: FastifyInstance, sleutel: 'zuivel' | 'voer' | 'lab' | 'rvo'): Promise<string> {
  const l = DEMO_LEVERANCIERS.find((x) => x.sleutel === sleutel)!;
  const res = await app.inject({
    method: 'POST',
    url: koppelingRoutes.token.path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'client_credentials', client_id: l.clientId, client_secret: l.clientSecret }).toString(),
  });
  if (res.statusCode !== 200) throw new Error(`token ${sleutel}: ${res.statusCode} ${res.body}`);
  return res.json().access_token;
}

export function stuur(app: FastifyInstance, token: string, soort: BerichtSoort, bericht: unknown) {
  return app.inject({ method: 'POST', url: inboxPaden[soort], headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, payload: typeof bericht === 'string' ? bericht : JSON.stringify(bericht) });
}

/** Everything a message can change in a record, as one text: screens, deliveries, changes, outcome's input version. */
export async function afdruk(database: Database, relatieId: number, klwId: number): Promise<string> {
  const db = database.db;
  const invoer = await db.select({ s: klwInvoer.scherm, g: klwInvoer.gegevens, v: klwInvoer.versie }).from(klwInvoer).where(and(eq(klwInvoer.relatieId, relatieId), eq(klwInvoer.kringloopwijzerId, klwId))).orderBy(klwInvoer.scherm);
  const [melk] = await db.select({ n: sql<number>`count(*)::int`, kg: sql<number>`coalesce(sum(kg), 0)::float` }).from(melkleveringen).where(eq(melkleveringen.kringloopwijzerId, klwId));
  const [w] = await db.select({ n: sql<number>`count(*)::int` }).from(koppelingWijzigingen).where(and(eq(koppelingWijzigingen.relatieId, relatieId), eq(koppelingWijzigingen.kringloopwijzerId, klwId)));
  return JSON.stringify({ invoer, melk, w });
}

export async function dashboard(database: Database, klwId: number): Promise<string> {
  const [u] = await database.db.select({ d: klwUitkomst.dashboard, v: klwUitkomst.invoerVersie }).from(klwUitkomst).where(eq(klwUitkomst.kringloopwijzerId, klwId));
  return JSON.stringify(u?.d ?? null);
}
