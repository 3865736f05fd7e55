/**
 * Decision 019: a register screen's GET writes its access row in its own statement (toegang's `lezingInLezing`),
 * so an adviser's read costs no second round trip. The row must be exactly the one the policy names
 * (`lezingRij` after `magInzien`): checked here for generated rights, and once per read through the API.
 */
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, schermCalls } from '@kw/contract';
import { voorbereidSql } from '../src/db/voorbereid';
import { relaties, sessies, toegangslog } from '../src/db/schema';
import type { BeleidsActor } from '../src/plugins/auth';
import { magInzien } from '../src/modules/kringloopwijzer/kringloopwijzer.policy';
import { leesSchermMetSessie } from '../src/modules/invoer/invoer.repository';
import { lezingRij } from '../src/modules/toegang/toegang.lezing';
import { lezingInLezing } from '../src/modules/toegang/toegang.service';
import { demoKlwIds, Klant, startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
let ids: Awaited<ReturnType<typeof demoKlwIds>>;
let deVries: number;

beforeAll(async () => {
  s = await startTestServer({ loginRateMax: 10_000 });
  ids = await demoKlwIds(s.database);
  [{ id: deVries }] = await s.database.db.select({ id: relaties.id }).from(relaties).where(eq(relaties.naamKort, 'De Vries'));
}, 180_000);
afterAll(async () => s?.stop());

/** A farm no seed uses, so the generated rows stay apart from the demo's. */
const BEDRIJF = 990_001;
const record = { id: 77, relatieId: BEDRIJF, jaar: 2024 };
const p = (naam: string) => sql.placeholder(naam);

/** The statement's fragment on a reader given as parameters (the columns the register GET's `lezer` has). */
const schrijf = (a: BeleidsActor, tokenGebruiker: number) =>
  voorbereidSql<{ rij: unknown }>(s.database.db, 'test_lezing_in_lezing', () => sql`
    with lezer as (
      select ${p('gebruikerIdRij')}::int as gebruiker_id, ${p('deelnemer')}::boolean as is_deelnemer, ${p('medewerker')}::boolean as is_sb_medewerker,
             ${p('eigenBedrijf')}::int as gebruiker_relatie_id, ${p('organisatie')}::int as organisatie_id, ${p('machtigingen')}::json as machtigingen,
             ${p('klw')}::int as klw_id, ${p('bedrijf')}::int as klw_relatie_id, ${p('jaar')}::int as jaar),
    lezing as (${lezingInLezing('lezer')})
    select row_to_json(x) as rij from lezing x`).uitvoeren({
    gebruikerIdRij: a.id,
    deelnemer: a.isDeelnemer,
    medewerker: a.isSBMedewerker,
    eigenBedrijf: a.relatieId,
    organisatie: a.organisatieId ?? null,
    machtigingen: JSON.stringify(a.machtigingen),
    klw: record.id,
    bedrijf: record.relatieId,
    jaar: record.jaar,
    gebruikerId: tokenGebruiker,
    wat: 'Krachtvoer',
  });

const recht = fc.record({
  id: fc.integer({ min: 1, max: 12 }),
  soort: fc.constantFrom('volmacht', 'beheren', 'inzien', 'servicedesk'),
  reden: fc.constantFrom('Vraag over de BEX', 'Telefoon'),
});

describe('lezingInLezing: the row of the GET\'s own statement is the policy\'s row (decision 019)', () => {
  it('300 generated callers: a row exactly when the policy allows the read of a non-participant, with the fields lezingRij names', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          deelnemer: fc.boolean(),
          medewerker: fc.boolean(),
          eigenBedrijf: fc.constantFrom(null, BEDRIJF, BEDRIJF + 1),
          organisatie: fc.constantFrom(null, 9),
          // mandate ids and staff-access ids are separate sequences: unique per kind
          rechten: fc.uniqueArray(recht, { maxLength: 5, selector: (r) => `${r.soort === 'servicedesk'}:${r.id}` }),
          andereGebruiker: fc.boolean(),
        }),
        async (g) => {
          const actor: BeleidsActor = {
            id: 4242,
            isDeelnemer: g.deelnemer,
            isSBMedewerker: g.medewerker,
            relatieId: g.eigenBedrijf,
            organisatieId: g.organisatie,
            // sorted by id, as the session's statement aggregates them
            machtigingen: [...g.rechten]
              .sort((a, b) => a.id - b.id)
              .map((r) => ({ id: r.id, relatieId: BEDRIJF, soort: r.soort, magBewerken: r.soort === 'volmacht' || r.soort === 'beheren', reden: r.soort === 'servicedesk' ? r.reden : null })),
          };
          const rijen = await schrijf(actor, g.andereGebruiker ? 4243 : 4242);
          const verwacht = !g.andereGebruiker && magInzien(actor, record) ? lezingRij({ actor, record }, 'Krachtvoer', 'bekeken') : null;
          const geschreven = rijen.length === 0 ? null : typeof rijen[0].rij === 'string' ? JSON.parse(rijen[0].rij) : rijen[0].rij;
          expect(geschreven).toEqual(verwacht);
        },
      ),
      { numRuns: 300 },
    );
  }, 120_000);

  it('one row per read through the API: the adviser\'s GET writes it in its statement, the farmer\'s none, staff\'s with the reason', async () => {
    const krachtvoer = register.find((r) => r.sleutel === 'krachtvoer')!;
    const tel = async () => (await s.database.db.select({ id: toegangslog.id }).from(toegangslog).where(eq(toegangslog.relatieId, deVries))).length;

    const adv = await new Klant(s.app).alsIngelogd('adviseur@demo.nl', ids.vries2024);
    let voor = await tel();
    expect((await adv.get(schermCalls(krachtvoer).lezen)).statusCode).toBe(200);
    expect(await tel()).toBe(voor + 1);

    // the statement itself reports the row it wrote (no second INSERT by the hook)
    const [sessie] = await s.database.db.select({ ref: sessies.tokenRef, gebruikerId: sessies.gebruikerId }).from(sessies).orderBy(sql`${sessies.aangemaaktOp} desc`).limit(1);
    voor = await tel();
    const gelezen = await leesSchermMetSessie(s.database.db, sessie.ref, sessie.gebruikerId, ids.vries2024, 'krachtvoer', 'Krachtvoer');
    expect(gelezen?.toegang).toMatchObject({ rol: 'beheren', klwId: ids.vries2024, wat: 'Krachtvoer', actie: 'bekeken', relatieId: deVries });
    expect(await tel()).toBe(voor + 1);
    // a token of another user for this session: 401 at the gate, and no row
    expect((await leesSchermMetSessie(s.database.db, sessie.ref, sessie.gebruikerId + 1000, ids.vries2024, 'krachtvoer', 'Krachtvoer'))?.toegang).toBeNull();
    expect(await tel()).toBe(voor + 1);

    const boer = await new Klant(s.app).alsIngelogd('deelnemer@demo.nl', ids.vries2024);
    voor = await tel();
    expect((await boer.get(schermCalls(krachtvoer).lezen)).statusCode).toBe(200);
    expect(await tel()).toBe(voor);

    const mw = await new Klant(s.app).alsIngelogd('medewerker@demo.nl', ids.vries2024);
    voor = await tel();
    expect((await mw.get(schermCalls(krachtvoer).lezen)).statusCode).toBe(200);
    const log = await s.database.db.select().from(toegangslog).where(eq(toegangslog.relatieId, deVries));
    expect(log.length).toBe(voor + 1);
    expect(log.filter((r) => r.rol === 'servicedesk' && r.wat === krachtvoer.titel && r.reden !== null).length).toBeGreaterThanOrEqual(1);
  }, 60_000);
});
