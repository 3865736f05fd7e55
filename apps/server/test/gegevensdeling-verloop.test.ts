/**
 * Participations expire by the job (decision 034), not only on read: past the purpose's end date one
 * round marks an approved participation verlopen, with who (the Kringloopwijzer), when and why on its
 * history, mails the farm and the consumer as a revocation does, and a second round changes nothing.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gegevensdelingRoutes as g, type DeelnameRegel } from '@kw/contract';
import { DEMO_AFNEMER } from '../src/db/seed-gegevensdeling';
import { deelnameGebeurtenissen, deelnames, doelen, mailUitgaand } from '../src/db/schema';
import { verwerkDeelnameVerloop } from '../src/modules/gegevensdeling/gegevensdeling.verloop';
import { Klant, startTestServer, type TestServer } from './helpers/server';
import { KVK, relatieIdOpKvk } from './helpers/machtigingen';

let s: TestServer;
let jansen: number;

beforeAll(async () => {
  s = await startTestServer();
  jansen = await relatieIdOpKvk(s.database, KVK.jansen);
});
afterAll(async () => s?.stop());

const vingerafdruk = async () => {
  const r = await s.database.db.execute(sql`select (select coalesce(sum(versie),0)::int from deelnames) v, (select count(*)::int from deelname_gebeurtenissen) e, (select count(*)::int from mail_uitgaand) m`);
  return JSON.stringify((r as unknown as { rows: unknown[] }).rows[0]);
};

describe('verloop van deelnames', () => {
  it('na de einddatum maakt één ronde van de taak de goedgekeurde deelname verlopen, meldt het beide kanten, en een tweede ronde verandert niets', async () => {
    const [premie] = await s.database.db.select().from(doelen).where(eq(doelen.naam, 'Duurzaamheidspremie melkveehouderij'));
    const [voor] = await s.database.db.select().from(deelnames).where(and(eq(deelnames.relatieId, jansen), eq(deelnames.doelId, premie.id), eq(deelnames.status, 'goedgekeurd')));
    expect(voor).toBeDefined();
    // nothing expires before the end date
    expect(await verwerkDeelnameVerloop(s.database.db)).toEqual({ verlopen: 0 });
    const mailsVoor = await s.database.db.select().from(mailUitgaand).where(eq(mailUitgaand.relatieId, jansen));

    // the purpose ended yesterday (the purpose is active, so only the database changes its end date)
    await s.database.db.execute(sql`update doelen set einddatum = (now() at time zone 'Europe/Amsterdam')::date - 1 where id = ${premie.id}`);
    const eerste = await verwerkDeelnameVerloop(s.database.db);
    expect(eerste.verlopen).toBeGreaterThanOrEqual(1);

    const [na] = await s.database.db.select().from(deelnames).where(and(eq(deelnames.relatieId, jansen), eq(deelnames.id, voor.id)));
    expect(na.status).toBe('verlopen');
    expect(na.versie).toBe(voor.versie + 1);
    expect(na.beslistDoor).toBeNull();
    expect(na.beslistOp!.getTime()).toBeGreaterThan(Date.now() - 60_000);
    const einde = new Date(Date.now() - 86_400_000).toLocaleDateString('nl-NL', { timeZone: 'Europe/Amsterdam', day: '2-digit', month: '2-digit', year: 'numeric' }).replace(/\//g, '-');
    expect(na.reden).toBe(`Einddatum van het doel (${einde}) verstreken.`);
    const stappen = await s.database.db.select().from(deelnameGebeurtenissen).where(and(eq(deelnameGebeurtenissen.relatieId, jansen), eq(deelnameGebeurtenissen.deelnameId, voor.id)));
    expect(stappen.at(-1)).toMatchObject({ actie: 'verlopen', door: null, reden: na.reden });

    // the farm and the consumer are mailed, once each, as on a revocation
    const nieuw = (await s.database.db.select().from(mailUitgaand).where(eq(mailUitgaand.relatieId, jansen))).slice(mailsVoor.length);
    expect(nieuw.map((m) => m.onderwerp)).toEqual(nieuw.map(() => 'Deelname verlopen: Duurzaamheidspremie melkveehouderij — Maatschap Jansen'));
    expect(nieuw.map((m) => m.aan)).toEqual(expect.arrayContaining(['deelnemer2@demo.nl', 'afnemer@demo.nl']));
    expect(nieuw.length).toBeGreaterThanOrEqual(2);
    expect(nieuw[0].tekst).toContain(`Reden: ${na.reden}`);
    expect(nieuw[0].tekst).toContain('De Kringloopwijzer: deelname verlopen.');

    // a second round, and a list read afterwards, change nothing more
    const daarna = await vingerafdruk();
    expect(await verwerkDeelnameVerloop(s.database.db)).toEqual({ verlopen: 0 });
    const afnemer = await new Klant(s.app).alsIngelogd(DEMO_AFNEMER.email);
    const lijst = (await afnemer.get(`${g.deelnames.path}?lijst=ingetrokken&doelId=${premie.id}`)).json().deelnames as DeelnameRegel[];
    const regel = lijst.find((d) => d.id === voor.id)!;
    expect(regel.status).toBe('verlopen');
    expect(regel.geschiedenis.at(-1)).toMatchObject({ wie: 'Kringloopwijzer', actie: 'Verlopen', reden: na.reden });
    expect(await vingerafdruk()).toBe(daarna);
  });

  it('een lijst die eerst leest, maakt de deelname verlopen en mailt; de taak daarna mailt niet nog eens', async () => {
    const [nieuwDoel] = await s.database.db
      .insert(doelen)
      .values({ afnemerId: (await relatieIdOpKvk(s.database, DEMO_AFNEMER.kvkNummer)), naam: 'Kort onderzoek', boerTekst: 'Kort.', producten: ['bex'], grondslag: 'Toestemming', bewaartermijn: '1 jaar', einddatum: '2020-01-31', status: 'actief', licentiegeverAkkoordOp: new Date() })
      .returning();
    await s.database.db.insert(deelnames).values({ relatieId: jansen, doelId: nieuwDoel.id, producten: ['bex'], status: 'goedgekeurd' });
    const mails = async () => (await s.database.db.select().from(mailUitgaand).where(eq(mailUitgaand.relatieId, jansen))).filter((m) => m.onderwerp.startsWith('Deelname verlopen: Kort onderzoek')).length;
    const afnemer = await new Klant(s.app).alsIngelogd(DEMO_AFNEMER.email);
    const lijst = (await afnemer.get(`${g.deelnames.path}?lijst=ingetrokken&doelId=${nieuwDoel.id}`)).json().deelnames as DeelnameRegel[];
    expect(lijst.map((d) => d.status)).toEqual(['verlopen']);
    const naLezen = await mails();
    expect(naLezen).toBeGreaterThanOrEqual(1);
    expect(await verwerkDeelnameVerloop(s.database.db)).toEqual({ verlopen: 0 });
    expect(await mails()).toBe(naLezen);
  });
});
