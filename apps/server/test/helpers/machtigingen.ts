/** Helpers of the mandate tests: ids by KvK, the state of the mandate tables as one fingerprint. */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { machtigingen, relaties } from '../../src/db/schema';

export async function relatieIdOpKvk(database: Database, kvk: string): Promise<number> {
  const [r] = await database.db.select({ id: relaties.id }).from(relaties).where(eq(relaties.kvkNummer, kvk));
  if (!r) throw new Error(`geen relatie met KvK ${kvk}`);
  return r.id;
}

/** Rows and versions of the mandates, their history and the outbox: equal before and after = nothing changed. */
export async function vingerafdruk(database: Database): Promise<string> {
  const r = await database.db.execute(sql`select
      (select count(*)::int from machtigingen) as m, (select coalesce(sum(versie), 0)::int from machtigingen) as v,
      (select count(*)::int from machtiging_gebeurtenissen) as g, (select count(*)::int from mail_uitgaand) as mail`);
  return JSON.stringify((r as unknown as { rows: unknown[] }).rows?.[0] ?? r);
}

export async function machtigingRij(database: Database, id: number) {
  const [m] = await database.db.select().from(machtigingen).where(eq(machtigingen.id, id));
  return m;
}

export const KVK = { deVries: '12345678', jansen: '23456789', demo: '34567890', bakker: '45678901', visser: '56789012', smit: '78901234' } as const;
