/**
 * The consumer-API bench's data (decision 034), on the register bench's server and farms
 * (invoer.bench.opzet): CONSUMENTEN consumer organisations with known client credentials, one active
 * purpose each (key figures, BEX, input Dier, submission status), every farm a KvK number and an
 * approved participation in one consumer's purpose, and a token per consumer from the real token call.
 * ASSUMED (te verifiëren): 200 req/s is the sum over the consumers (a dairy, a bank, a programme …);
 * each consumer stays under its own limit (STANDAARD_AFNEMER_RATE_MAX, 1,200 per minute), as a real one would.
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { DataproductSleutel } from '@kw/contract';
import { openDatabase } from '../apps/server/src/db/client';
import { afnemerClients, deelnames, doelen, relaties } from '../apps/server/src/db/schema';
import { maakOrganisatie } from '../apps/server/src/db/seed-hulp';
import { hashVan } from '../apps/server/src/modules/koppelingen/koppelingen.geheim';
import type { BenchOpzet } from './invoer.bench.opzet';

export const CONSUMENTEN = 12;
export const PRODUCTEN: DataproductSleutel[] = ['kengetallen', 'bex', 'invoer-dier', 'indienstatus'];

export interface AfnemerOpzet {
  /** per farm (in o.records order): its KvK number, the consumer index, the purpose, the participation and its version */
  bedrijven: Array<{ kvk: string; consument: number; doelId: number; deelnameId: number; versie: number; relatieId: number }>;
  /** a Bearer token per consumer */
  tokens: string[];
}

export const kvkVan = (relatieId: number) => `7${String(relatieId).padStart(7, '0')}`;

export async function zetAfnemersOp(o: BenchOpzet): Promise<AfnemerOpzet> {
  const database = await openDatabase({ databaseUrl: o.url, poolMax: 2 });
  try {
    const db = database.db;
    const consumenten: Array<{ clientId: string; geheim: string; doelId: number }> = [];
    for (let c = 0; c < CONSUMENTEN; c++) {
      const afnemerId = await maakOrganisatie(db, { naam: `Benchafnemer ${c + 1}`, kvkNummer: `6900${String(100 + c).padStart(4, '0')}`, soort: 'overig' });
      const geheim = randomBytes(32).toString('base64url');
      const clientId = `bench-afnemer-${c + 1}`;
      await db.insert(afnemerClients).values({ afnemerId, clientId, geheimHash: hashVan(geheim) });
      const [doel] = await db
        .insert(doelen)
        .values({ afnemerId, naam: `Benchdoel ${c + 1}`, boerTekst: 'Bench.', producten: PRODUCTEN, grondslag: 'Toestemming', bewaartermijn: '1 jaar', einddatum: '2099-12-31', status: 'actief', licentiegeverAkkoordOp: new Date() })
        .returning({ id: doelen.id });
      consumenten.push({ clientId, geheim, doelId: doel.id });
    }
    const bedrijven: AfnemerOpzet['bedrijven'] = [];
    for (let i = 0; i < o.records.length; i += 200) {
      const deel = o.records.slice(i, i + 200);
      for (const r of deel) await db.update(relaties).set({ kvkNummer: kvkVan(r.relatieId) }).where(eq(relaties.id, r.relatieId));
      const rijen = await db
        .insert(deelnames)
        .values(deel.map((r, k) => ({ relatieId: r.relatieId, doelId: consumenten[(i + k) % CONSUMENTEN].doelId, producten: PRODUCTEN, status: 'goedgekeurd' as const, beslistOp: sql`now()` })))
        .returning({ relatieId: deelnames.relatieId, id: deelnames.id, versie: deelnames.versie, doelId: deelnames.doelId });
      rijen.forEach((d, k) => bedrijven.push({ kvk: kvkVan(d.relatieId), consument: (i + k) % CONSUMENTEN, doelId: d.doelId, deelnameId: d.id, versie: d.versie, relatieId: d.relatieId }));
    }
    const tokens: string[] = [];
    for (const c of consumenten) {
      const res = await fetch(`${o.base}/api/Afnemer/Token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'client_credentials', client_id: c.clientId, client_secret: c.geheim }).toString(),
      });
      if (!res.ok) throw new Error(`token ${c.clientId}: ${res.status} ${await res.text()}`);
      tokens.push(((await res.json()) as { access_token: string }).access_token);
    }
    return { bedrijven, tokens };
  } finally {
    await database.close();
  }
}
