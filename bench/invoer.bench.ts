/**
 * The register calls under load (issue 8 §8): GET and save mixed over the screens and 1,000
 * farms on PostgreSQL, the save being Krachtvoer with 30 products (engine run included), in an
 * open loop at the deadline peak (60 reads/s + 20 saves/s, shared/research/perf-reliability.md
 * A4) and at multiples of it up to 10×. Reports p50/p99 per multiple and the highest multiple
 * with p99 ≤ 50 ms. `npx tsx bench/invoer.bench.ts` (DATABASE_URL, default the local server).
 */
import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { register, schermCalls } from '@kw/contract';
import { openDatabase, type Db } from '../apps/server/src/db/client';
import { gebruikers, handmatigeMelkgegevens, klwInvoer, kringloopwijzers, machtigingen, relaties } from '../apps/server/src/db/schema';
import { demoSchermen } from '../apps/server/src/db/seed-invoer';
import { werkUitkomstBij } from '../apps/server/src/modules/uitkomst/uitkomst.service';
import { maakTijdelijkePgDatabase } from '../apps/server/test/helpers/tijdelijke-pg-database';
import { startNode, stop, waitFor, type Meting } from './http.bench';
import { openLoop, post, versieUit } from './save-loop';
import { krachtvoer30 } from './invoer.bench.constanten';

const BOEREN = Number(process.env.BENCH_BOEREN ?? 1_000);
const SECONDEN = Number(process.env.BENCH_SECONDS ?? 10);
const LEZEN = 60;
const OPSLAAN = 20;
const VEELVOUDEN = (process.env.BENCH_VEELVOUDEN ?? '1,2,4,6,8,10').split(',').map(Number);
const EMAIL = 'invoerbench@bench.nl';
const WACHTWOORD = 'bench';

async function seed(db: Db): Promise<Array<{ id: number; relatieId: number; jaar: number }>> {
  const [g] = await db.insert(gebruikers).values({ email: EMAIL, naam: 'Invoerbench', wachtwoordHash: await hash(WACHTWOORD), isAdviseur: true }).returning();
  const records: Array<{ id: number; relatieId: number; jaar: number }> = [];
  for (let start = 0; start < BOEREN; start += 100) {
    const rel = await db
      .insert(relaties)
      .values(Array.from({ length: Math.min(100, BOEREN - start) }, (_, i) => ({ naam: `Invoerbedrijf ${start + i + 1}`, naamKort: `IB ${start + i + 1}`, ubns: [] })))
      .returning();
    const klw = await db.insert(kringloopwijzers).values(rel.map((r) => ({ relatieId: r.id, jaar: 2024, statusId: 1, statusOmschrijving: 'Open' }))).returning();
    await db.insert(machtigingen).values(rel.map((r) => ({ gebruikerId: g.id, relatieId: r.id, soort: 'adviseur', magBewerken: true })));
    await db.insert(handmatigeMelkgegevens).values(
      klw.map((k) => ({ kringloopwijzerId: k.id, gebruikHandmatigeMelkRegistratie: true, handmatigKg: 850_000, handmatigVet: 4.4, handmatigEiwit: 3.5, handmatigUreum: 22, handmatigFosfor: 98, gevoerdAanKalverenKg: 9_000, overigeProductieKg: 500, versie: 1 })),
    );
    const rijen = klw.flatMap((k, i) =>
      Object.entries({ ...demoSchermen({ naam: `IB ${i}`, koeien: 90, grasHa: 40, melkKg: 850_000 }, 2024), krachtvoer: krachtvoer30(i) }).map(([scherm, gegevens]) => ({
        relatieId: k.relatieId,
        kringloopwijzerId: k.id,
        scherm,
        gegevens,
        versie: 1,
      })),
    );
    await db.insert(klwInvoer).values(rijen);
    records.push(...klw.map((k) => ({ id: k.id, relatieId: k.relatieId, jaar: k.jaar })));
  }
  for (const r of records) await werkUitkomstBij(db, r);
  return records;
}

async function main() {
  const basis = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const tijdelijk = await maakTijdelijkePgDatabase(basis, 'kw_invoerbench');
  const port = 18093;
  const base = `http://127.0.0.1:${port}`;
  try {
    const database = await openDatabase({ databaseUrl: tijdelijk.url });
    const t0 = performance.now();
    const records = await seed(database.db);
    await database.close();
    console.log(`${records.length} boeren met ${register.length} schermen gezaaid in ${((performance.now() - t0) / 1000).toFixed(0)} s`);

    const server = startNode(['--import', 'tsx', 'apps/server/src/main.ts'], {
      DATABASE_URL: tijdelijk.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      KLW_LOGIN_RATE_MAX: '100000',
      KLW_JWT_SECRET: randomBytes(32).toString('hex'),
    });
    try {
      await waitFor(`${base}/ready`);
      const tokens: string[] = [];
      for (const r of records) tokens.push(await inloggenBench(base, r.id));
      const versies = new Map<string, number>();
      const kv = register.find((s) => s.sleutel === 'krachtvoer')!;
      const kvBodies = records.map((_, i) => JSON.stringify(krachtvoer30(i + 1)));
      let teller = 0;
      const kies = () => (teller = (teller * 1103515245 + 12345) % 2 ** 31) % records.length;

      const lees = async () => {
        const f = kies();
        const scherm = teller % 2 === 0 ? kv : register[teller % register.length];
        const res = await fetch(`${base}${schermCalls(scherm).lezen}`, { headers: { authorization: `Bearer ${tokens[f]}` } });
        await res.arrayBuffer();
        return res.status;
      };
      const bewaar = async () => {
        const f = kies();
        const versie = versies.get(`${f}`) ?? 1;
        const { status, text } = await post(`${base}${schermCalls(kv).opslaan}`, tokens[f], `{"versie":${versie},"gegevens":${kvBodies[f]}}`);
        if (status === 200) versies.set(`${f}`, versieUit(text));
        if (status === 409) return 200; // another save of the same farm was first: a correct answer under load
        return status;
      };

      await openLoop(20, 3, lees);
      const uitkomsten: Array<{ veelvoud: number; lezen: Meting; opslaan: Meting }> = [];
      for (const v of VEELVOUDEN) {
        const [lezen, opslaan] = await Promise.all([openLoop(LEZEN * v, SECONDEN, lees), openLoop(OPSLAAN * v, SECONDEN, bewaar)]);
        uitkomsten.push({ veelvoud: v, lezen, opslaan });
        console.log(
          `${String(v).padStart(2)}× (${LEZEN * v} GET/s + ${OPSLAAN * v} saves/s): GET p50 ${lezen.p50} ms p99 ${lezen.p99} ms (non-2xx ${lezen.non2xx}, errors ${lezen.errors}); ` +
            `save p50 ${opslaan.p50} ms p99 ${opslaan.p99} ms (non-2xx ${opslaan.non2xx}, errors ${opslaan.errors})`,
        );
      }
      const gehaald = uitkomsten.filter((u) => u.lezen.p99 <= 50 && u.opslaan.p99 <= 50 && u.lezen.non2xx + u.opslaan.non2xx + u.lezen.errors + u.opslaan.errors === 0);
      console.log(`Hoogste veelvoud van de piek met p99 ≤ 50 ms (GET en opslaan): ${gehaald.length ? Math.max(...gehaald.map((u) => u.veelvoud)) : 'geen'}×`);
    } finally {
      await stop(server);
    }
  } finally {
    await tijdelijk.verwijder();
  }
}

/** The bench adviser's token for one farm (one login, a RefreshToken per farm). */
let sessie: { cookie: string; xsrf: string } | null = null;
async function inloggenBench(base: string, klwId: number): Promise<string> {
  if (!sessie) {
    const first = await fetch(`${base}/health`);
    const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
    const login = await fetch(`${base}/api/Auth/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf, cookie: `XSRF-TOKEN=${xsrf}` },
      body: JSON.stringify({ email: EMAIL, wachtwoord: WACHTWOORD }),
    });
    if (!login.ok) throw new Error(`login ${login.status}`);
    sessie = { xsrf, cookie: `XSRF-TOKEN=${xsrf}; klw_sessie=${/klw_sessie=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1]}` };
  }
  const res = await fetch(`${base}/Menu/RefreshToken`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': sessie.xsrf, cookie: sessie.cookie },
    body: JSON.stringify({ selectedKringloopwijzerId: klwId }),
  });
  if (!res.ok) throw new Error(`refresh ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

await main();
