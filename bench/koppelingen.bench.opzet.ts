/**
 * The data-link bench's data (decision 020), on the register bench's server and farms
 * (invoer.bench.opzet): four suppliers with known credentials, a live link mandate per farm and
 * message type, a staff account for reprocessing, and the messages: the contract's example per
 * type (BERICHT_VOORBEELDEN, processed for a demo-like farm by a test) made unique per message.
 */
import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { BERICHT_VOORBEELDEN, type BerichtSoort } from '@kw/contract';
import { openDatabase } from '../apps/server/src/db/client';
import { gebruikers, koppelingBerichten, koppelingen, koppelingVerwerking, leveranciers } from '../apps/server/src/db/schema';
import { maakOrganisatie } from '../apps/server/src/db/seed-hulp';
import { hashVan } from '../apps/server/src/modules/koppelingen/koppelingen.geheim';
import type { BenchOpzet } from './invoer.bench.opzet';

const LEVERANCIERS = [
  { sleutel: 'zuivel', kvk: '69000001', soorten: ['melkleveringen'] },
  { sleutel: 'voer', kvk: '69000002', soorten: ['voerleveringen'] },
  { sleutel: 'lab', kvk: '69000003', soorten: ['analyses'] },
  { sleutel: 'rvo', kvk: '69000004', soorten: ['diertellingen', 'mesttransporten', 'percelen'] },
] as const;
const VAN: Record<BerichtSoort, (typeof LEVERANCIERS)[number]['sleutel']> = { melkleveringen: 'zuivel', voerleveringen: 'voer', analyses: 'lab', diertellingen: 'rvo', mesttransporten: 'rvo', percelen: 'rvo' };

/**
 * The mix of message types, ten per round. ASSUMED (te verifiëren): feed and milk most (daily and
 * per delivery), the rest less often, as the published cadences (CADANS) suggest.
 */
const MIX: BerichtSoort[] = ['melkleveringen', 'voerleveringen', 'melkleveringen', 'voerleveringen', 'analyses', 'voerleveringen', 'melkleveringen', 'diertellingen', 'mesttransporten', 'percelen'];

export const klantnummerVan = (soort: BerichtSoort, relatieId: number) => `B${soort.slice(0, 3).toUpperCase()}-${relatieId}`;

export const soortVan = (n: number): BerichtSoort => MIX[n % MIX.length];

/**
 * Message n of type `soort` for this customer number: the contract's example made unique (id,
 * dates) and scaled to one ordinary delivery. ASSUMED (te verifiëren): a few tonnes of feed, a load
 * of straw, a pallet of fertiliser and a manure load per message, so a farm's year of messages stays
 * within the plausible ranges (the documentation's example, 12 t of concentrate, 5 t of KAS, sent
 * again and again to one farm drives its indicators out of range: see docs/metingen.md).
 */
export function maakBericht(n: number, soort: BerichtSoort, klantnummer: string, voorvoegsel: string): string {
  const b = structuredClone(BERICHT_VOORBEELDEN[soort]) as Record<string, unknown> & { berichtId: string; klantnummer: string };
  b.berichtId = `${voorvoegsel}-${n}`;
  b.klantnummer = klantnummer;
  const dag = `2024-${String(1 + (n % 12)).padStart(2, '0')}-${String(1 + (n % 28)).padStart(2, '0')}`;
  const rijen = (k: string) => b[k] as Array<Record<string, unknown>>;
  const KG: Record<string, Record<string, number>> = { krachtvoer: { kg: 2_000 }, ruwvoer: { kgDs: 1_000 }, strooisel: { kg: 400 }, kunstmest: { kg: 300 } };
  if (soort === 'melkleveringen') for (const l of rijen('leveringen')) Object.assign(l, { datum: dag, kg: 9_000 + (n % 1_000) });
  if (soort === 'voerleveringen') for (const l of rijen('leveringen')) Object.assign(l, { datum: dag }, KG[l.categorie as string]);
  if (soort === 'analyses') for (const a of rijen('analyses')) if (a.soort === 'kuilvoer') a.monsternummer = `K-${n}`;
  // I&R: other animals each message (a registration counts once, decision 035)
  if (soort === 'diertellingen') rijen('bewegingen').forEach((m, i) => Object.assign(m, { levensnummer: `NL${String(n * 10 + i).padStart(9, '0')}`, datum: dag }));
  if (soort === 'mesttransporten') for (const t of rijen('transporten')) Object.assign(t, { vdmNummer: `VDM-${n}`, datum: dag, hoeveelheid: 20 + (n % 20) });
  return JSON.stringify(b);
}

export interface KoppelingenOpzet {
  /** a supplier's Bearer token per message type */
  tokenVoor: Record<BerichtSoort, string>;
  /** a staff member's token (reprocessing) */
  stafToken: string;
  /** stores `aantal` messages as failed (cause geen-machtiging), as if their links were not active yet; returns how many */
  bewaarMislukt(aantal: number): Promise<number>;
}

export async function zetKoppelingenOp(o: BenchOpzet): Promise<KoppelingenOpzet> {
  const database = await openDatabase({ databaseUrl: o.url, poolMax: 2 });
  const geheimen = new Map<string, { clientId: string; geheim: string; id: number }>();
  try {
    for (const l of LEVERANCIERS) {
      const organisatieId = await maakOrganisatie(database.db, { naam: `Benchleverancier ${l.sleutel}`, kvkNummer: l.kvk, soort: 'leverancier' });
      const geheim = randomBytes(32).toString('base64url');
      const clientId = `bench-${l.sleutel}`;
      const [r] = await database.db.insert(leveranciers).values({ organisatieId, soorten: [...l.soorten], kanaal: 'direct', clientId, geheimHash: hashVan(geheim) }).returning({ id: leveranciers.id });
      geheimen.set(l.sleutel, { clientId, geheim, id: r.id });
    }
    // a live link per farm and message type, active for a year
    for (let i = 0; i < o.records.length; i += 200) {
      const deel = o.records.slice(i, i + 200);
      await database.db.insert(koppelingen).values(
        deel.flatMap((r) =>
          (Object.keys(VAN) as BerichtSoort[]).map((soort) => ({ relatieId: r.relatieId, leverancierId: geheimen.get(VAN[soort])!.id, soort, klantnummer: klantnummerVan(soort, r.relatieId), status: 'actief' as const, sinds: sql`now() - interval '400 days'` })),
        ),
      );
    }
    const wachtwoord = randomBytes(12).toString('hex');
    await database.db.insert(gebruikers).values({ email: 'koppelbench@bench.nl', naam: 'Koppelbench Servicedesk', wachtwoordHash: await hash(wachtwoord), isSBMedewerker: true });
    const stafToken = await stafInloggen(o.base, 'koppelbench@bench.nl', wachtwoord);
    const perSleutel = new Map<string, string>();
    for (const [sleutel, g] of geheimen) perSleutel.set(sleutel, await leverancierToken(o.base, g.clientId, g.geheim));
    const tokenVoor = Object.fromEntries((Object.keys(VAN) as BerichtSoort[]).map((s) => [s, perSleutel.get(VAN[s])!])) as Record<BerichtSoort, string>;

    return {
      tokenVoor,
      stafToken,
      async bewaarMislukt(aantal) {
        const db = await openDatabase({ databaseUrl: o.url, poolMax: 2 });
        try {
          for (let i = 0; i < aantal; i += 500) {
            const berichten = Array.from({ length: Math.min(500, aantal - i) }, (_, k) => {
              const n = i + k;
              const soort = soortVan(n);
              return { n, soort, body: maakBericht(n, soort, klantnummerVan(soort, o.records[(n * 7919) % o.records.length].relatieId), 'herverwerk') };
            });
            const rijen = await db.db
              .insert(koppelingBerichten)
              .values(berichten.map((b) => ({ leverancierId: geheimen.get(VAN[b.soort])!.id, leverancierBerichtId: `herverwerk-${b.n}`, soort: b.soort, inhoudType: 'application/json', inhoud: b.body })))
              .returning({ id: koppelingBerichten.id, leverancierId: koppelingBerichten.leverancierId, soort: koppelingBerichten.soort, inhoud: koppelingBerichten.inhoud });
            await db.db.insert(koppelingVerwerking).values(
              rijen.map((r) => ({
                leverancierId: r.leverancierId,
                berichtId: r.id,
                soort: r.soort,
                klantnummer: (JSON.parse(r.inhoud) as { klantnummer: string }).klantnummer,
                status: 'mislukt' as const,
                oorzaak: 'geen-machtiging',
                reden: 'De koppeling was nog niet bevestigd (bench).',
                pogingen: 1,
                laatstePoging: sql`now()`,
              })),
            );
          }
          return aantal;
        } finally {
          await db.close();
        }
      },
    };
  } finally {
    await database.close();
  }
}

async function leverancierToken(base: string, clientId: string, geheim: string): Promise<string> {
  const res = await fetch(`${base}/api/Koppelingen/Token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: geheim }).toString(),
  });
  if (!res.ok) throw new Error(`token ${clientId}: ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

export async function stafInloggen(base: string, email: string, wachtwoord: string): Promise<string> {
  const eerste = await fetch(`${base}/health`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(eerste.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const login = await fetch(`${base}/api/Auth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf, cookie: `XSRF-TOKEN=${xsrf}` },
    body: JSON.stringify({ email, wachtwoord }),
  });
  if (!login.ok) throw new Error(`login ${login.status}`);
  const cookie = `XSRF-TOKEN=${xsrf}; klw_sessie=${/klw_sessie=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1]}`;
  const res = await fetch(`${base}/Menu/RefreshToken`, { method: 'POST', headers: { 'x-xsrf-token': xsrf, cookie } });
  if (!res.ok) throw new Error(`refresh ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}
