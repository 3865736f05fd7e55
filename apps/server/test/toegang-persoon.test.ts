/**
 * The access log names who read: the person and the organisation (decision 019, NEN 7513: the user,
 * not only the party), and the adviser's menu call — which shows the farm's name and the year's
 * state — is a logged read too.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, routes, schermCalls, toegangRoutes, toegangslogAntwoordSchema } from '@kw/contract';
import { relaties, toegangslog } from '../src/db/schema';
import { demoKlwIds, Klant, startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
let ids: Awaited<ReturnType<typeof demoKlwIds>>;
let deVries: number;

beforeAll(async () => {
  s = await startTestServer({ loginRateMax: 10_000 });
  ids = await demoKlwIds(s.database);
  [{ id: deVries }] = await s.database.db.select({ id: relaties.id }).from(relaties).where(eq(relaties.naamKort, 'De Vries'));
});
afterAll(async () => s?.stop());

const menuRijen = async () =>
  (await s.database.db.select().from(toegangslog).where(and(eq(toegangslog.relatieId, deVries), eq(toegangslog.wat, 'Menu en jaarstatus')))).length;

describe('toegangslog: persoon en organisatie', () => {
  it('de boer ziet de naam van de adviseur naast die van zijn organisatie', async () => {
    const adv = await new Klant(s.app).alsIngelogd('adviseur@demo.nl', ids.vries2024);
    expect((await adv.get(schermCalls(register[0]).lezen)).statusCode).toBe(200);
    const boer = await new Klant(s.app).alsIngelogd('deelnemer@demo.nl', ids.vries2024);
    const res = await boer.get(`${toegangRoutes.toegangslog.path}?relatieId=${deVries}`);
    expect(res.statusCode, res.body).toBe(200);
    const log = toegangslogAntwoordSchema.parse(res.json());
    const regel = log.regels.find((r) => r.wie === 'Visser Melkveeadvies' && r.wat === register[0].titel);
    expect(regel).toMatchObject({ persoon: 'Kees Visser' });
  });

  it('GetMenu door een adviseur is een gelogde lezing; die van de boer zelf niet', async () => {
    const voor = await menuRijen();
    const boer = await new Klant(s.app).alsIngelogd('deelnemer@demo.nl', ids.vries2024);
    expect((await boer.post(routes.menu.path, { kringloopwijzerId: ids.vries2024 }, { bearer: true })).statusCode).toBe(200);
    expect(await menuRijen()).toBe(voor);
    const adv = await new Klant(s.app).alsIngelogd('adviseur@demo.nl', ids.vries2024);
    const res = await adv.post(routes.menu.path, { kringloopwijzerId: ids.vries2024 }, { bearer: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().bedrijfsnaam).toBeTruthy();
    const rij = (await s.database.db.select().from(toegangslog).where(and(eq(toegangslog.relatieId, deVries), eq(toegangslog.wat, 'Menu en jaarstatus'))))[0];
    expect(await menuRijen()).toBe(voor + 1);
    expect(rij).toMatchObject({ rol: 'beheren', actie: 'bekeken', kringloopwijzerId: ids.vries2024, jaar: 2024 });
  });
});
