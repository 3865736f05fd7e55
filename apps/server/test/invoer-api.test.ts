/**
 * One API suite for every register screen (decision 010), on PGlite and PostgreSQL: round trip
 * with audit row, 400 per field and per row in Dutch, 401/404/403 in that order, 409, the
 * menu state after a save.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuModelSchema, routes, schermCalls, schermGegevensSchema, type SchermRegistratie } from '@kw/contract';
import { auditLog, gebruikers, klwInvoer } from '../src/db/schema';
import { demoKlwIds, Klant, startTestServer, type TestServer } from './helpers/server';
import { buitenBereik, demoDocumenten, geldigeRij, getalMetGrens, metWaarde, register, tabellen, veldenCategorieen } from './helpers/register';

let s: TestServer;
let ids: Awaited<ReturnType<typeof demoKlwIds>>;
const klanten = new Map<string, Klant>();

beforeAll(async () => {
  s = await startTestServer({ loginRateMax: 10_000 });
  ids = await demoKlwIds(s.database);
});
afterAll(async () => s?.stop());

async function klant(email: string, klw: number) {
  const sleutel = `${email}|${klw}`;
  if (!klanten.has(sleutel)) klanten.set(sleutel, await new Klant(s.app).alsIngelogd(email, klw));
  return klanten.get(sleutel)!;
}

const lees = async (k: Klant, scherm: SchermRegistratie) => {
  const res = await k.get(schermCalls(scherm).lezen);
  expect(res.statusCode, res.body).toBe(200);
  return schermGegevensSchema.parse(res.json());
};
const bewaar = (k: Klant, scherm: SchermRegistratie, body: unknown) => k.post(schermCalls(scherm).opslaan, body, { bearer: true });

/** A token of the caller's session scoped to any record id (as a stale or forged token would be). */
async function tokenVoor(email: string, klw: number) {
  const k = await klant(email, ids.vries2024);
  const { sid, sub } = s.app.jwt.decode<{ sid: string; sub: string }>(k.token!)!;
  return s.app.jwt.sign({ sub, sid, klw });
}

describe.each(register.map((scherm) => [scherm.sleutel, scherm] as const))('register screen %s', (_, scherm) => {
  const geldig = demoDocumenten(2024)[scherm.sleutel];

  it('round trip: saves, answers the new version and the same document, writes the audit row', async () => {
    const k = await klant('deelnemer@demo.nl', ids.vries2024);
    const voor = await lees(k, scherm);
    expect(voor).toMatchObject({ kringloopwijzerId: ids.vries2024, kringloopwijzerJaar: 2024, scherm: scherm.sleutel, isAuthorized: true });
    expect(voor.versie).toBeGreaterThanOrEqual(1);
    const res = await bewaar(k, scherm, { versie: voor.versie, gegevens: geldig, kringloopwijzerId: ids.vries2024 });
    expect(res.statusCode, res.body).toBe(200);
    const na = schermGegevensSchema.parse(res.json());
    expect(na.versie).toBe(voor.versie + 1);
    expect(na.indicatoren).toHaveLength(6);
    expect(await lees(k, scherm)).toMatchObject({ versie: na.versie, gegevens: na.gegevens });
    expect(JSON.parse(JSON.stringify(na.gegevens))).toMatchObject(JSON.parse(JSON.stringify(geldig)));

    const [gebruiker] = await s.database.db.select().from(gebruikers).where(eq(gebruikers.email, 'deelnemer@demo.nl'));
    const audit = await s.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kringloopwijzerId, ids.vries2024), eq(auditLog.tabel, 'klw_invoer')));
    const regel = audit.find((a) => (a.na as { scherm: string; versie: number }).scherm === scherm.sleutel && (a.na as { versie: number }).versie === na.versie);
    expect(regel).toMatchObject({ actie: 'update', gebruikerId: gebruiker.id, relatieId: expect.any(Number) });
    expect((regel!.voor as { versie: number }).versie).toBe(voor.versie);
  });

  it('400: one Dutch message per field and per table row; nothing saved', async () => {
    const k = await klant('deelnemer@demo.nl', ids.vries2024);
    const voor = await lees(k, scherm);
    const gevallen: Array<{ doc: object; pad: string; begin: string }> = [];
    for (const c of veldenCategorieen(scherm)) {
      const v = getalMetGrens(c.velden);
      if (!v) continue;
      const object = c.pad.split('.').reduce<Record<string, unknown>>((x, d) => (x?.[d] as Record<string, unknown>) ?? {}, geldig as Record<string, unknown>);
      const basis = metWaarde(geldig, c.pad, { ...object });
      gevallen.push({ doc: metWaarde(basis, `${c.pad}.${v.sleutel}`, buitenBereik(v)), pad: `${c.pad}.${v.sleutel}`, begin: `${c.naam}: ${v.label} ` });
      break;
    }
    for (const t of tabellen(scherm)) {
      const v = getalMetGrens(t.kolommen);
      if (!v) continue;
      const fout = { ...geldigeRij(t, 2), [v.sleutel]: buitenBereik(v) };
      gevallen.push({ doc: metWaarde(geldig, t.pad, [geldigeRij(t, 0), geldigeRij(t, 1), fout]), pad: `${t.pad}.2.${v.sleutel}`, begin: `${t.naam}, regel 3: ${v.label} ` });
      break;
    }
    if (scherm.categorieen.length === 0) {
      // a screen that only shows land from the plots (Grasland, Snijmaïs) takes no section at all
      const res = await bewaar(k, scherm, { versie: voor.versie, gegevens: { percelen: { percelen: [] } } });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errorDetails).toEqual([{ field: '', message: 'De gegevens: onbekend(e) veld(en) percelen.' }]);
      expect(scherm.landUitPercelen?.length).toBeGreaterThan(0);
    } else {
      // A screen without a bounded number (e.g. Mestadditief): a text column one character too long.
      if (gevallen.length === 0) {
        for (const t of tabellen(scherm)) {
          const v = t.kolommen.find((k) => k.soort === 'tekst' && k.maxLengte !== undefined && !k.sleutel.includes('.'));
          if (!v) continue;
          const fout = { ...geldigeRij(t, 1), [v.sleutel]: 'x'.repeat(v.maxLengte! + 1) };
          gevallen.push({ doc: metWaarde(geldig, t.pad, [geldigeRij(t), fout]), pad: `${t.pad}.1.${v.sleutel}`, begin: `${t.naam}, regel 2: ${v.label} ` });
          break;
        }
      }
      expect(gevallen.length).toBeGreaterThan(0);
    }
    for (const g of gevallen) {
      const res = await bewaar(k, scherm, { versie: voor.versie, gegevens: g.doc });
      expect(res.statusCode, res.body).toBe(400);
      const body = res.json();
      expect(body.message).toBe(`${scherm.titel} is niet opgeslagen: controleer de invoer.`);
      expect(body.errorDetails).toHaveLength(1);
      expect(body.errorDetails[0].field).toBe(g.pad);
      expect(body.errorDetails[0].message.startsWith(g.begin), body.errorDetails[0].message).toBe(true);
      expect(body.errorDetails[0].message).toMatch(/moet (tussen|minstens)|mag hoogstens|is te lang/);
    }
    expect((await lees(k, scherm)).versie).toBe(voor.versie);
  });

  it('401 without token, 404 for no or an unknown record, 403 for another farm, staff and a closed year', async () => {
    const calls = schermCalls(scherm);
    const anoniem = new Klant(s.app);
    expect((await anoniem.get(calls.lezen, false)).statusCode).toBe(401);
    expect((await anoniem.post(calls.opslaan, { versie: 0, gegevens: {} })).statusCode).toBe(401);

    const k = await klant('deelnemer@demo.nl', ids.vries2024);
    const onbekend = await tokenVoor('deelnemer@demo.nl', 987_654);
    expect((await k.get(calls.lezen, onbekend)).statusCode).toBe(404);
    // 404 before 400: a bad body for an unknown record is still 404
    expect((await k.verzoek({ method: 'POST', url: calls.opslaan, payload: { x: 1 }, bearer: onbekend })).statusCode).toBe(404);

    const vreemd = await tokenVoor('deelnemer@demo.nl', ids.jansen2024);
    expect((await k.get(calls.lezen, vreemd)).statusCode).toBe(403);
    expect((await k.verzoek({ method: 'POST', url: calls.opslaan, payload: { versie: 1, gegevens: geldig }, bearer: vreemd })).statusCode).toBe(403);

    const mw = await klant('medewerker@demo.nl', ids.vries2024);
    expect((await lees(mw, scherm)).isAuthorized).toBe(false);
    const mwRes = await bewaar(mw, scherm, { versie: 1, gegevens: geldig });
    expect(mwRes.statusCode).toBe(403);
    expect(mwRes.json().message).toBe('U mag deze kringloopwijzer alleen inzien, niet wijzigen.');

    const gesloten = await klant('deelnemer@demo.nl', ids.vries2022);
    const g = await lees(gesloten, scherm);
    expect(g.isAuthorized).toBe(false);
    // 403 before 400: also with an invalid body
    for (const body of [{ versie: g.versie, gegevens: g.gegevens }, { versie: 'x' }]) {
      const res = await bewaar(gesloten, scherm, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Deze kringloopwijzer is afgesloten; wijzigen is niet meer mogelijk.');
    }
    expect((await lees(gesloten, scherm)).versie).toBe(g.versie);
  });

  it('409 on a stale version, nothing overwritten; 400 for a body of another record', async () => {
    const k = await klant('adviseur@demo.nl', ids.vries2024);
    const voor = await lees(k, scherm);
    const oud = await bewaar(k, scherm, { versie: voor.versie - 1, gegevens: geldig });
    expect(oud.statusCode).toBe(409);
    expect(oud.json().message).toMatch(/intussen door iemand anders gewijzigd/);
    const ander = await bewaar(k, scherm, { versie: voor.versie, gegevens: geldig, kringloopwijzerId: ids.vries2022 });
    expect(ander.statusCode).toBe(400);
    const [rij] = await s.database.db
      .select()
      .from(klwInvoer)
      .where(and(eq(klwInvoer.kringloopwijzerId, ids.vries2024), eq(klwInvoer.scherm, scherm.sleutel)));
    expect(rij.versie).toBe(voor.versie);
  });
});

describe('form definition, menu state, export', () => {
  it('serves the form definition for the record year; unknown screen → 404', async () => {
    const k = await klant('deelnemer@demo.nl', ids.vries2024);
    const res = await k.get(`${routes.formulierDefinitie.path}?scherm=krachtvoer`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ scherm: 'krachtvoer', jaar: 2024, titel: 'Krachtvoer' });
    expect(res.json().categorieen[0].kolommen.find((c: { sleutel: string }) => c.sleutel === 'vemPerKgDs')).toMatchObject({ label: 'VEM per kg DS', min: 0, max: 2500 });
    expect((await k.get(`${routes.formulierDefinitie.path}?scherm=bestaat-niet`)).statusCode).toBe(404);
    expect((await k.get(routes.formulierDefinitie.path)).statusCode).toBe(404);
  });

  it('the menu follows the stored status: a save turns Melk(producten) from not done to done', async () => {
    const k = await klant('deelnemer2@demo.nl', ids.jansen2024);
    const menu = async () => menuModelSchema.parse((await k.post(routes.menu.path, {}, { bearer: true })).json());
    const item = (m: Awaited<ReturnType<typeof menu>>, sectie: string, titel: string) => m.menuItems.find((i) => i.title === sectie)!.children.find((c) => c.title === titel)!;
    const voor = await menu();
    expect(item(voor, 'Voer', 'Melk')).toMatchObject({ done: false, warning: false });
    expect(item(voor, 'Voer', 'Ruwvoer')).toMatchObject({ done: false, warning: true });
    expect(item(voor, 'Bedrijf', 'Algemeen')).toMatchObject({ done: true, warning: false });
    // Grasland shows the land of the plots: as done as Percelen
    expect(item(voor, 'Voer', 'Grasland')).toMatchObject({ done: item(voor, 'Bodem', 'Percelen').done, warning: item(voor, 'Bodem', 'Percelen').warning });
    const melkproducten = register.find((r) => r.sleutel === 'melkproducten')!;
    const res = await bewaar(k, melkproducten, { versie: 0, gegevens: demoDocumenten(2024).melkproducten });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('klaar');
    expect(item(await menu(), 'Voer', 'Melk')).toMatchObject({ done: true, warning: false });
  });
});
