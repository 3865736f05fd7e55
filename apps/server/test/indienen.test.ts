/** Indienen (1 → 2) and Heropenen (2 → 1): roles, the pre-flight, closed years, audit rows, the menu. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indienControleSchema, jaarStatusSchema, melkLeveringGegevensSchema, menuModelSchema, routes, type MelkLeveringGegevens } from '@kw/contract';
import { kringloopwijzers } from '../src/db/schema';
import { MELDING_AL_AFGESLOTEN, MELDING_AL_OPEN, MELDING_ALLEEN_MEDEWERKER, MELDING_GEBLOKKEERD } from '../src/modules/indienen/indienen.service';
import { auditRegels, demoKlwIds, Klant, recordMetLeveringen, startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
let ids: Awaited<ReturnType<typeof demoKlwIds>>;

beforeAll(async () => {
  s = await startTestServer();
  ids = await demoKlwIds(s.database);
});
afterAll(async () => s?.stop());

const klant = (email: string, klw: number) => new Klant(s.app).alsIngelogd(email, klw);
const dienIn = (k: Klant) => k.post(routes.indienen.path, undefined, { bearer: true });
const heropen = (k: Klant) => k.post(routes.heropenen.path, undefined, { bearer: true });
const status = async (id: number) => (await s.database.db.select().from(kringloopwijzers).where(eq(kringloopwijzers.id, id)))[0];
const statusAudit = async (id: number) => (await auditRegels(s.database, id)).filter((a) => a.tabel === 'kringloopwijzers');

/** Saves a valid manual milk entry for 2024 through the API (the pre-flight's condition on this branch). */
async function vulMelkleveringIn(k: Klant) {
  const d = melkLeveringGegevensSchema.parse((await k.get(routes.melkLevering.path)).json());
  const body: MelkLeveringGegevens = {
    ...d,
    gebruikHandmatigeMelkRegistratie: true,
    totaalHandmatig: { kg: 1_010_000, vet: 4.45, eiwit: 3.55, ureum: 23, fosfor: 98 },
    totaalZelfZuivel: { kg: 1500, vet: 4.4, eiwit: 3.5, ureum: 22, fosfor: 97 },
    melkGevoerdAanKalveren: 12_000,
    totaalOverigeProductie: { kg: 2500, vet: null, eiwit: null, ureum: null, fosfor: null },
  };
  expect((await k.post(routes.melkLeveringOpslaan.path, body, { bearer: true })).statusCode).toBe(200);
}

describe('Indienen', () => {
  it('geblokkeerd zolang Melklevering niet is ingevuld: 409 met de punten, niets veranderd', async () => {
    // every register screen filled, Melklevering not saved (the seeded open years have it saved)
    const id = await recordMetLeveringen(s.database, 'De Vries', 2023, 114, true);
    const k = await klant('deelnemer@demo.nl', id);
    const controle = indienControleSchema.parse((await k.get(routes.indienControle.path)).json());
    expect(controle).toMatchObject({ kringloopwijzerId: id, kanIndienen: false, reden: null });
    // the item links to its screen (the pre-flight list leads to where it is fixed)
    expect(controle.blokkades).toEqual([{ soort: 'scherm', scherm: 'Melklevering', melding: 'Melklevering is nog niet ingevuld en opgeslagen.', route: `/melklevering/Index/${id}`, veldPad: null }]);
    const res = await dienIn(k);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: MELDING_GEBLOKKEERD, errorDetails: [{ field: 'Melklevering', message: 'Melklevering is nog niet ingevuld en opgeslagen.' }] });
    expect((await status(id)).statusId).toBe(1);
    expect(await statusAudit(id)).toHaveLength(0);
  });

  it('medewerker (niet geautoriseerd) mag niet indienen: 403', async () => {
    const res = await dienIn(await klant('medewerker@demo.nl', ids.jansen2024));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('U mag deze kringloopwijzer niet indienen');
  });

  it('deelnemer dient in: status 2 "Afgesloten", auditregel, menu toont het, daarna alleen lezen', async () => {
    const k = await klant('deelnemer@demo.nl', ids.vries2024);
    await vulMelkleveringIn(k);
    expect(indienControleSchema.parse((await k.get(routes.indienControle.path)).json())).toMatchObject({ kanIndienen: true, blokkades: [] });
    const res = await dienIn(k);
    expect(res.statusCode).toBe(200);
    expect(jaarStatusSchema.parse(res.json())).toEqual({
      kringloopwijzerId: ids.vries2024,
      statusId: 2,
      statusOmschrijving: 'Afgesloten',
      statusToelichting: 'De kringloopwijzer is ingediend en afgesloten; wijzigen is niet meer mogelijk.',
    });
    expect(await status(ids.vries2024)).toMatchObject({ statusId: 2, statusOmschrijving: 'Afgesloten' });
    const [audit] = await statusAudit(ids.vries2024);
    expect(audit).toMatchObject({ actie: 'indienen', voor: { statusId: 1, statusOmschrijving: 'Open' }, na: { statusId: 2, statusOmschrijving: 'Afgesloten' } });
    expect(audit.gebruikerId).not.toBeNull();
    const menu = menuModelSchema.parse((await k.post(routes.menu.path, {}, { bearer: true })).json());
    expect(menu).toMatchObject({ statusId: 2, statusOmschrijving: 'Afgesloten', statusToelichting: expect.stringContaining('afgesloten') });
    // closed: submitting again → 409, saving milk data → 403
    const nogmaals = await dienIn(k);
    expect(nogmaals.statusCode).toBe(409);
    expect(nogmaals.json().message).toBe(MELDING_AL_AFGESLOTEN);
    const melk = melkLeveringGegevensSchema.parse((await k.get(routes.melkLevering.path)).json());
    expect((await k.post(routes.melkLeveringOpslaan.path, melk, { bearer: true })).statusCode).toBe(403);
    expect(await statusAudit(ids.vries2024)).toHaveLength(1);
  });

  it('een afgesloten demojaar (2022) kan niet opnieuw worden ingediend', async () => {
    const res = await dienIn(await klant('deelnemer@demo.nl', ids.vries2022));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MELDING_AL_AFGESLOTEN);
  });

  it('zonder token: 401', async () => {
    const k = await klant('deelnemer@demo.nl', ids.vries2024);
    expect((await k.post(routes.indienen.path, undefined, { bearer: false })).statusCode).toBe(401);
    expect((await k.post(routes.heropenen.path, undefined, { bearer: false })).statusCode).toBe(401);
  });
});

describe('Heropenen', () => {
  it('alleen een medewerker: deelnemer 403; medewerker zet terug op 1 met auditregel; nogmaals 409', async () => {
    const deelnemer = await klant('deelnemer@demo.nl', ids.vries2024);
    const geweigerd = await heropen(deelnemer);
    expect(geweigerd.statusCode).toBe(403);
    expect(geweigerd.json().message).toBe(MELDING_ALLEEN_MEDEWERKER);
    const medewerker = await klant('medewerker@demo.nl', ids.vries2024);
    const res = await heropen(medewerker);
    expect(res.statusCode).toBe(200);
    expect(jaarStatusSchema.parse(res.json())).toMatchObject({ statusId: 1, statusOmschrijving: 'Open' });
    expect(await status(ids.vries2024)).toMatchObject({ statusId: 1, statusOmschrijving: 'Open' });
    const regels = await statusAudit(ids.vries2024);
    expect(regels.map((a) => a.actie)).toEqual(['indienen', 'heropenen']);
    expect(regels[1]).toMatchObject({ voor: { statusId: 2 }, na: { statusId: 1 } });
    const nogmaals = await heropen(medewerker);
    expect(nogmaals.statusCode).toBe(409);
    expect(nogmaals.json().message).toBe(MELDING_AL_OPEN);
  });

  it('volmachthouder en geautoriseerde adviseur mogen een open jaar indienen', async () => {
    const medewerker = await klant('medewerker@demo.nl', ids.vries2024);
    for (const email of ['volmacht@demo.nl', 'adviseur@demo.nl']) {
      const res = await dienIn(await klant(email, ids.vries2024));
      expect(res.statusCode, email).toBe(200);
      expect((await heropen(medewerker)).statusCode).toBe(200);
    }
    expect((await statusAudit(ids.vries2024)).map((a) => a.actie)).toEqual(['indienen', 'heropenen', 'indienen', 'heropenen', 'indienen', 'heropenen']);
  });
});
