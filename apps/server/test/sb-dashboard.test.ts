/**
 * /sbDashboard (sharing-anchors.md §2): staff only (401 → 403 → 400); the deadline progress,
 * the dairy table, the per-day chart and the pre-flight blockers of one year counted against
 * hand-counted seeded farms; each work queue grows by exactly what is added to it.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standaardDeadline, plusDagen, sbDashboardRoutes, vandaagIso, type SbDashboard } from '@kw/contract';
import { Klant, startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
const JAAR = 2031;
const pad = sbDashboardRoutes.dashboard.path;

beforeAll(async () => {
  s = await startTestServer({ loginRateMax: 10_000 });
});
afterAll(async () => s?.stop());

const klant = (email: string) => new Klant(s.app).alsIngelogd(email);
const exec = (q: ReturnType<typeof sql>) => s.database.db.execute(q);
const rij = async <T>(q: ReturnType<typeof sql>) => ((await exec(q)) as unknown as { rows: T[] }).rows[0];

async function haal(jaar?: number): Promise<SbDashboard> {
  const staf = await klant('medewerker@demo.nl');
  const r = await staf.get(jaar ? `${pad}?jaar=${jaar}` : pad, true);
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as SbDashboard;
}

let teller = 0;
async function organisatie(naam: string, soort: string, status = 'goedgekeurd'): Promise<number> {
  const kvk = String(87000000 + ++teller);
  return (await rij<{ id: number }>(sql`insert into relaties (naam, naam_kort, kvk_nummer, soort, status) values (${naam}, ${naam}, ${kvk}, ${soort}, ${status}) returning id`)).id;
}
async function zuivel(naam: string): Promise<number> {
  const org = await organisatie(naam, 'zuivelonderneming');
  return (await rij<{ id: number }>(sql`insert into leveranciers (organisatie_id, soorten, kanaal, client_id, geheim_hash) values (${org}, '{melkleveringen}', 'direct', ${`test-${org}`}, 'x') returning id`)).id;
}
async function bedrijf(naam: string, opties: { status?: number; zuivelId?: number; jaar?: number | null } = {}) {
  const id = await organisatie(naam, 'bedrijf');
  if (opties.zuivelId) await exec(sql`insert into koppelingen (relatie_id, leverancier_id, soort, klantnummer, status, sinds) values (${id}, ${opties.zuivelId}, 'melkleveringen', ${`K-${id}`}, 'actief', now())`);
  if (opties.jaar === null) return { id, klw: 0 };
  const klw = (await rij<{ id: number }>(sql`insert into kringloopwijzers (relatie_id, jaar, status_id) values (${id}, ${opties.jaar ?? JAAR}, ${opties.status ?? 1}) returning id`)).id;
  return { id, klw };
}
const ingediendOp = (b: { id: number; klw: number }, tijd: string) =>
  exec(sql`insert into audit_log (relatie_id, kringloopwijzer_id, tabel, actie, tijdstip, voor, na) values (${b.id}, ${b.klw}, 'kringloopwijzers', 'indienen', ${tijd}::timestamptz, '{}', '{}')`);
const uitkomst = (b: { id: number; klw: number }, schermstatus: object, signaleringen: object[]) =>
  exec(sql`insert into klw_uitkomst (relatie_id, kringloopwijzer_id, invoer_versie, engine_versie, schermstatus, signaleringen)
           values (${b.id}, ${b.klw}, 1, 'test', ${JSON.stringify(schermstatus)}::jsonb, ${JSON.stringify(signaleringen)}::jsonb)`);

describe('wie mag het dashboard zien', () => {
  it('zonder token 401; boer, volmacht en adviseur 403 (ook met een ongeldig jaar); medewerker 200; een ongeldig jaar 400 met een Nederlandse melding', async () => {
    expect((await s.app.inject({ method: 'GET', url: pad })).statusCode).toBe(401);
    for (const email of ['deelnemer@demo.nl', 'volmacht@demo.nl', 'adviseur@demo.nl']) {
      const k = await klant(email);
      const r = await k.get(pad, true);
      expect(r.statusCode, email).toBe(403);
      expect(r.json().message).toMatch(/alleen voor medewerkers van de servicedesk/);
      expect((await k.get(`${pad}?jaar=abc`, true)).statusCode, email).toBe(403);
    }
    const staf = await klant('medewerker@demo.nl');
    for (const q of ['abc', '1999', '2101', '2024.5']) {
      const r = await staf.get(`${pad}?jaar=${q}`, true);
      expect(r.statusCode, q).toBe(400);
      expect(r.body).toMatch(/Het jaar/);
    }
    const r = await staf.get(pad, true);
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('no-store');
  });

  it('zonder jaar: het nieuwste jaar met kringloopwijzers tot en met vorig jaar (de demo heeft 2024)', async () => {
    const d = await haal();
    expect(d.jaar).toBe(2024);
    expect(d.jaren).toContain(2024);
    expect(d.deadline).toBe(standaardDeadline(2024));
  });

  it('de deadline die de servicedesk op /beheer/algemeen zet, is die van het dashboard (besluit 030)', async () => {
    await exec(sql`insert into rapportagejaren (jaar, deadline) values (2023, '2024-04-02') on conflict (jaar) do update set deadline = excluded.deadline`);
    expect((await haal(2023)).deadline).toBe('2024-04-02');
  });
});

describe('voortgang van een jaar tegen de hand getelde bedrijven', () => {
  const vandaag = vandaagIso();
  let d: SbDashboard;
  let zonderVoor: number;

  beforeAll(async () => {
    zonderVoor = (await haal(JAAR)).zonderKringloopwijzer;
    const x = await zuivel('Zuivel X');
    const y = await zuivel('Zuivel Y');
    // A, B: X, ingediend eergisteren; C: Y, ingediend zonder bekende dag
    const a = await bedrijf('Bedrijf A', { status: 2, zuivelId: x });
    const b = await bedrijf('Bedrijf B', { status: 2, zuivelId: x });
    await bedrijf('Bedrijf C', { status: 2, zuivelId: y });
    // A was submitted before too (reopened): only its last submission counts
    await ingediendOp(a, `${plusDagen(vandaag, -30)}T10:00:00+01:00`);
    await ingediendOp(a, `${plusDagen(vandaag, -2)}T10:00:00+01:00`);
    await ingediendOp(b, `${plusDagen(vandaag, -2)}T23:30:00+01:00`);
    // D: Y, open with input, blocked by one screen and one error signal
    const dd = await bedrijf('Bedrijf D', { zuivelId: y });
    await exec(sql`insert into klw_invoer (relatie_id, kringloopwijzer_id, scherm, gegevens) values (${dd.id}, ${dd.klw}, 'veestapel', '{}')`);
    await uitkomst(dd, { veestapel: 'klaar', krachtvoer: 'niet-klaar', ruwvoer: 'waarschuwing' }, [
      { code: 'T_FOUT', ernst: 'fout', bericht: 'Het aantal koeien ontbreekt.', scherm: 'veestapel', veldPad: 'koeien' },
      { code: 'T_WAARSCHUWING', ernst: 'waarschuwing', bericht: 'Hoog.', scherm: 'ruwvoer', veldPad: '' },
    ]);
    // E: no dairy, open with only the manual milk data, nothing blocks it
    const e = await bedrijf('Bedrijf E');
    await exec(sql`insert into handmatige_melkgegevens (relatie_id, kringloopwijzer_id, gebruik_handmatige_melk_registratie) values (${e.id}, ${e.klw}, true)`);
    await uitkomst(e, { veestapel: 'klaar', krachtvoer: 'klaar' }, []);
    // F: no dairy, open, nothing saved, no outcome; G: no record of the year
    await bedrijf('Bedrijf F');
    await bedrijf('Bedrijf G', { jaar: null });
    // another year's submitted record does not count
    await bedrijf('Bedrijf H', { status: 2, zuivelId: x, jaar: JAAR - 1 });
    d = await haal(JAAR);
  });

  it('ingediend 3, open 2 (met invoer), niet gestart 1 (open zonder opgeslagen invoer); één bedrijf meer zonder kringloopwijzer', () => {
    expect(d.jaar).toBe(JAAR);
    expect(d.voortgang).toEqual({ ingediend: 3, open: 2, nietGestart: 1 });
    // G, and H (its record is of another year)
    expect(d.zonderKringloopwijzer).toBe(zonderVoor + 2);
    expect(d.jaren).toEqual(expect.arrayContaining([JAAR, JAAR - 1]));
    expect(d.deadline).toBe(standaardDeadline(JAAR));
  });

  it('per zuivelonderneming: X 2 ingediend; Y 1 ingediend en 1 open; zonder melkkoppeling 1 open en 1 niet gestart', () => {
    expect(d.perZuivel).toEqual([
      { naam: 'Zuivel X', ingediend: 2, open: 0, nietGestart: 0 },
      { naam: 'Zuivel Y', ingediend: 1, open: 1, nietGestart: 0 },
      { naam: null, ingediend: 0, open: 1, nietGestart: 1 },
    ]);
  });

  it('per dag de laatste 60 dagen tot vandaag: 1 vooraf (zonder bekende dag), 2 eergisteren (Amsterdamse dag), cumulatief 3', () => {
    expect(d.perDag).toHaveLength(60);
    expect(d.perDag.at(-1)).toEqual({ datum: vandaag, ingediend: 0, cumulatief: 3 });
    expect(d.perDag[0]).toEqual({ datum: plusDagen(vandaag, -59), ingediend: 0, cumulatief: 1 });
    expect(d.perDag.find((p) => p.datum === plusDagen(vandaag, -2))).toEqual({ datum: plusDagen(vandaag, -2), ingediend: 2, cumulatief: 3 });
    expect(d.perDag.find((p) => p.datum === plusDagen(vandaag, -30))?.ingediend).toBe(0);
    expect(d.perDag.reduce((s, p) => s + p.ingediend, 0)).toBe(2);
  });

  it('niet indienbaar: D (blokkades) en F (geen uitkomst); de meest voorkomende punten met hun schermnaam; E blokkeert niet', () => {
    expect(d.blokkades.nietIndienbaar).toBe(2);
    expect(d.blokkades.zonderUitkomst).toBe(1);
    expect(d.blokkades.meest).toHaveLength(2);
    expect(d.blokkades.meest).toEqual(
      expect.arrayContaining([
        { soort: 'scherm', scherm: 'Krachtvoer', melding: 'Krachtvoer is nog niet ingevuld en opgeslagen.', aantal: 1 },
        { soort: 'signaal', scherm: 'Veestapel', melding: 'Het aantal koeien ontbreekt.', aantal: 1 },
      ]),
    );
  });

  it('een vroeger jaar laat de 60 dagen tot twee weken na zijn deadline zien', async () => {
    const oud = await haal(2018);
    expect(oud.perDag.at(-1)!.datum).toBe(plusDagen(standaardDeadline(2018), 14));
    expect(oud.perDag.some((p) => p.datum === standaardDeadline(2018))).toBe(true);
  });
});

describe('werkvoorraad', () => {
  it('elke wachtrij telt precies wat erbij komt, met een link naar zijn scherm; mislukte berichten per oorzaak', async () => {
    const voor = await haal(JAAR);
    const aantal = (d: SbDashboard, sleutel: string) => d.wachtrijen.find((w) => w.sleutel === sleutel)!.aantal;
    const org = await organisatie('Aanvrager BV', 'adviesbureau', 'aangevraagd');
    const boer = await bedrijf('Bedrijf W', { jaar: null });
    await exec(sql`insert into machtigingen (relatie_id, organisatie_id, soort, status, ingangsdatum, einddatum) values (${boer.id}, ${org}, 'inzien', 'aangevraagd', current_date, current_date + 30)`);
    await exec(sql`insert into machtigingen (relatie_id, organisatie_id, soort, status, ingangsdatum, einddatum) values (${boer.id}, ${org}, 'beheren', 'actief', current_date, current_date + 30)`);
    await exec(sql`insert into bedrijfswijzigingen (relatie_id, nieuw_kvk, overgangsdatum) values (${boer.id}, '99999999', current_date)`);
    await exec(sql`insert into bedrijfswijzigingen (relatie_id, nieuw_kvk, overgangsdatum, status) values (${boer.id}, '99999998', current_date, 'verwerkt')`);
    const doel = (await rij<{ id: number }>(sql`insert into doelen (afnemer_id, naam, producten) values (${org}, 'Testdoel', '{kengetallen}') returning id`)).id;
    await exec(sql`insert into doelen (afnemer_id, naam, producten, licentiegever_akkoord_op) values (${org}, 'Met akkoord', '{kengetallen}', now())`);
    await exec(sql`insert into deelnames (relatie_id, doel_id, producten, status) values (${boer.id}, ${doel}, '{kengetallen}', 'aangevraagd')`);
    const lev = (await rij<{ id: number }>(sql`select id from leveranciers order by id limit 1`)).id;
    for (const [i, oorzaak, status] of [[1, 'geen-klant', 'mislukt'], [2, 'geen-klant', 'mislukt'], [3, 'jaar-ingediend', 'wacht']] as const) {
      const b = (await rij<{ id: number }>(sql`insert into koppeling_berichten (leverancier_id, leverancier_bericht_id, soort, inhoud_type, inhoud) values (${lev}, ${`SBD-${i}`}, 'melkleveringen', 'application/json', '{}') returning id`)).id;
      await exec(sql`insert into koppeling_verwerking (leverancier_id, bericht_id, soort, status, oorzaak) values (${lev}, ${b}, 'melkleveringen', ${status}, ${oorzaak})`);
    }
    const na = await haal(JAAR);
    for (const sleutel of ['machtigingen', 'organisaties', 'bedrijfswijzigingen', 'deelnames', 'doelen']) expect(aantal(na, sleutel), sleutel).toBe(aantal(voor, sleutel) + 1);
    expect(aantal(na, 'importberichten')).toBe(aantal(voor, 'importberichten') + 2);
    const groep = (d: SbDashboard) => d.wachtrijen.find((w) => w.sleutel === 'importberichten')!.groepen!.find((g) => g.naam === 'Onbekend klantnummer')?.aantal ?? 0;
    expect(groep(na)).toBe(groep(voor) + 2);
    expect(na.wachtrijen.map((w) => w.route)).toEqual(['/mandates', '/registratie/relatie', '/registratie/relatie', '/unapproved-participations', '/manage-purposes', '/importberichten-opnieuw-verwerken']);
  });
});
