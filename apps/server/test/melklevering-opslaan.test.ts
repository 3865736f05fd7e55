import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foutAntwoordSchema, melkLeveringGegevensSchema, menuModelSchema, routes, type MelkLeveringGegevens } from '@kw/contract';
import { auditRegels, demoKlwIds, handmatigeRij, Klant, recordMetLeveringen, startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
let ids: Awaited<ReturnType<typeof demoKlwIds>>;
const CONFLICT = 'De gegevens zijn intussen door iemand anders gewijzigd. Laad de pagina opnieuw; uw wijzigingen zijn niet opgeslagen.';

beforeAll(async () => {
  s = await startTestServer();
  ids = await demoKlwIds(s.database);
});
afterAll(async () => s?.stop());

const klanten = new Map<string, Klant>();
async function klant(email: string, klw: number) {
  const sleutel = `${email}|${klw}`;
  if (!klanten.has(sleutel)) klanten.set(sleutel, await new Klant(s.app).alsIngelogd(email, klw));
  return klanten.get(sleutel)!;
}

async function lees(k: Klant): Promise<MelkLeveringGegevens> {
  const res = await k.get(routes.melkLevering.path);
  expect(res.statusCode).toBe(200);
  return melkLeveringGegevensSchema.parse(res.json());
}

const bewaar = (k: Klant, body: unknown) => k.post(routes.melkLeveringOpslaan.path, body, { bearer: true });

/** A valid manual entry for 2024 (fed to calves and other production are required after 2021/2019). */
const geldig2024 = (d: MelkLeveringGegevens): MelkLeveringGegevens => ({
  ...d,
  gebruikHandmatigeMelkRegistratie: true,
  totaalHandmatig: { kg: 1_010_000, vet: 4.45, eiwit: 3.55, ureum: 23, fosfor: 98 },
  totaalZelfZuivel: { kg: 1500, vet: 4.4, eiwit: 3.5, ureum: 22, fosfor: 97 },
  melkGevoerdAanKalveren: 12_000,
  totaalOverigeProductie: { kg: 2500, vet: null, eiwit: null, ureum: null, fosfor: null },
});

/** Snapshot of what is stored for a record: the manual row and the audit count. */
async function opgeslagen(id: number) {
  return { rij: await handmatigeRij(s.database, id), audit: (await auditRegels(s.database, id)).length };
}

describe('SaveMelkLeveringGegevens: opslaan', () => {
  it('slaat op; herladen toont de waarden met versie+1 en er staat een auditregel', async () => {
    // a record with deliveries and nothing saved yet (the seeded open years have their Melklevering saved)
    const id = await recordMetLeveringen(s.database, 'De Vries', 2023);
    const k = await klant('deelnemer@demo.nl', id);
    const melkItem = async () =>
      menuModelSchema.parse((await k.post(routes.menu.path, {}, { bearer: true })).json()).menuItems.find((i) => i.title === 'Dier')!.children.find((c) => c.title === 'Melklevering')!;
    expect((await melkItem()).done).toBe(false);
    const d = await lees(k);
    expect(d.versie).toBe(0);
    // non-editable fields in the body are ignored
    const body = { ...geldig2024(d), aantalMelkkoeien: 1, isAuthorized: false, kringloopwijzerJaar: 1999, maanden: [], totaal: d.totaalZelfZuivel };
    const res = await bewaar(k, body);
    expect(res.statusCode).toBe(200);
    const antwoord = melkLeveringGegevensSchema.parse(res.json());
    const herladen = await lees(k);
    for (const x of [antwoord, herladen]) {
      expect(x).toMatchObject({
        versie: 1,
        gebruikHandmatigeMelkRegistratie: true,
        totaalHandmatig: { kg: 1_010_000, vet: 4.45, eiwit: 3.55, ureum: 23, fosfor: 98 },
        totaalZelfZuivel: { kg: 1500, vet: 4.4, eiwit: 3.5, ureum: 22, fosfor: 97 },
        melkGevoerdAanKalveren: 12_000,
        totaalOverigeProductie: { kg: 2500 },
        // no Veestapel saved on this new record: no number of dairy cows (the record's column 114 is not it)
        aantalMelkkoeien: null,
        kringloopwijzerJaar: 2023,
        isAuthorized: true,
      });
      expect(x.maanden).toHaveLength(12);
      expect(x.totaal).toEqual(d.totaal);
    }
    const audit = await auditRegels(s.database, id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ tabel: 'handmatige_melkgegevens', actie: 'insert', voor: null, kringloopwijzerId: id });
    expect((audit[0].na as { versie: number; handmatigKg: number }).versie).toBe(1);
    expect((audit[0].na as { handmatigKg: number }).handmatigKg).toBe(1_010_000);

    expect((await melkItem()).done).toBe(true);
  });

  it('met de schakelaar uit worden de automatische totalen als handmatige totalen bewaard', async () => {
    const k = await klant('deelnemer@demo.nl', ids.vries2024);
    const d = await lees(k);
    const res = await bewaar(k, { ...geldig2024(d), gebruikHandmatigeMelkRegistratie: false, totaalHandmatig: { kg: 5, vet: 99, eiwit: null, ureum: null, fosfor: null } });
    expect(res.statusCode).toBe(200);
    const na = melkLeveringGegevensSchema.parse(res.json());
    expect(na.versie).toBe(d.versie + 1);
    expect(na.gebruikHandmatigeMelkRegistratie).toBe(false);
    expect(na.totaalHandmatig).toEqual(d.totaal);
    const rij = await handmatigeRij(s.database, ids.vries2024);
    expect(rij.handmatigKg).toBe(d.totaal.kg);
    expect(rij.handmatigVet).toBe(d.totaal.vet);
    const audit = await auditRegels(s.database, ids.vries2024);
    expect(audit.at(-1)).toMatchObject({ actie: 'update' });
    expect((audit.at(-1)!.voor as { versie: number }).versie).toBe(d.versie);
  });

  it('een verouderde versie geeft 409 en overschrijft niets', async () => {
    const k = await klant('deelnemer@demo.nl', ids.vries2024);
    const d = await lees(k);
    const voor = await opgeslagen(ids.vries2024);
    for (const versie of [d.versie - 1, 0, d.versie + 5]) {
      const res = await bewaar(k, { ...geldig2024(d), versie, melkGevoerdAanKalveren: 999 });
      expect(res.statusCode).toBe(409);
      expect(foutAntwoordSchema.parse(res.json()).message).toBe(CONFLICT);
    }
    expect(await opgeslagen(ids.vries2024)).toEqual(voor);
  });

  it('twee gelijktijdige saves met dezelfde versie: precies één 200 en één 409 (eerste opslag en wijziging)', async () => {
    // first save of a record (versie 0: insert path); the demo farm's 2024 has its Melklevering saved
    const id = await recordMetLeveringen(s.database, 'Demo', 2023, 88);
    const a = await klant('demo@demo.nl', id);
    const b = await new Klant(s.app).alsIngelogd('demo@demo.nl', id);
    const d = await lees(a);
    expect(d.versie).toBe(0);
    const eerste = await Promise.all([bewaar(a, { ...geldig2024(d), melkGevoerdAanKalveren: 111 }), bewaar(b, { ...geldig2024(d), melkGevoerdAanKalveren: 222 })]);
    expect(eerste.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winnaar = eerste.find((r) => r.statusCode === 200)!.json().melkGevoerdAanKalveren;
    expect((await lees(a)).melkGevoerdAanKalveren).toBe(winnaar);
    expect(await auditRegels(s.database, id)).toHaveLength(1);

    // a change of an existing row (update path)
    const d1 = await lees(a);
    const tweede = await Promise.all([bewaar(a, { ...geldig2024(d1), melkGevoerdAanKalveren: 333 }), bewaar(b, { ...geldig2024(d1), melkGevoerdAanKalveren: 444 })]);
    expect(tweede.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const d2 = await lees(a);
    expect(d2.versie).toBe(d1.versie + 1);
    expect(d2.melkGevoerdAanKalveren).toBe(tweede.find((r) => r.statusCode === 200)!.json().melkGevoerdAanKalveren);
    expect(await auditRegels(s.database, id)).toHaveLength(2);
  });

  it('volmachthouder en adviseur mogen De Vries 2024 opslaan', async () => {
    for (const email of ['volmacht@demo.nl', 'adviseur@demo.nl']) {
      const k = await klant(email, ids.vries2024);
      const d = await lees(k);
      const res = await bewaar(k, { ...geldig2024(d), melkGevoerdAanKalveren: email.startsWith('volmacht') ? 13_000 : 14_000 });
      expect(res.statusCode).toBe(200);
      expect(res.json().versie).toBe(d.versie + 1);
    }
    const audit = await auditRegels(s.database, ids.vries2024);
    const adviseurId = audit.at(-1)!.gebruikerId;
    expect(adviseurId).not.toBe(audit.at(-2)!.gebruikerId);
  });
});

describe('SaveMelkLeveringGegevens: geweigerd', () => {
  it('foute invoer geeft 400 met Nederlandse errorDetails per veld en verandert niets', async () => {
    const k = await klant('deelnemer@demo.nl', ids.vries2024);
    const d = await lees(k);
    const g = geldig2024(d);
    const voor = await opgeslagen(ids.vries2024);
    const gevallen: Array<[unknown, string, RegExp]> = [
      [{ ...g, totaalHandmatig: { ...g.totaalHandmatig, kg: 'veel' } }, 'totaalHandmatig.kg', /getal/i],
      [{ ...g, versie: -1 }, 'versie', /.+/],
      [{ ...g, gebruikHandmatigeMelkRegistratie: 'ja' }, 'gebruikHandmatigeMelkRegistratie', /boolean/i],
      [{ ...g, totaalHandmatig: { ...g.totaalHandmatig, vet: 9 } }, 'totaalHandmatig.vet', /^Vet geleverd aan fabriek moet tussen 2,00 en 8,00 % liggen\.$/],
      [{ ...g, totaalHandmatig: { ...g.totaalHandmatig, eiwit: 3.555 } }, 'totaalHandmatig.eiwit', /hoogstens 2 decimalen/],
      [{ ...g, totaalHandmatig: { ...g.totaalHandmatig, kg: -1 } }, 'totaalHandmatig.kg', /tussen/],
      [{ ...g, totaalHandmatig: { ...g.totaalHandmatig, kg: 15_000_001 } }, 'totaalHandmatig.kg', /tussen/],
      [{ ...g, totaalHandmatig: { ...g.totaalHandmatig, fosfor: null } }, 'totaalHandmatig.fosfor', /verplicht/],
      [{ ...g, totaalHandmatig: { ...g.totaalHandmatig, ureum: 22.5 } }, 'totaalHandmatig.ureum', /geheel getal/],
      [{ ...g, melkGevoerdAanKalveren: null }, 'melkGevoerdAanKalveren', /^Gevoerd aan kalveren is verplicht\.$/],
      [{ ...g, melkGevoerdAanKalveren: 0 }, 'melkGevoerdAanKalveren', /tussen/],
      [{ ...g, totaalOverigeProductie: { ...g.totaalOverigeProductie, kg: null } }, 'totaalOverigeProductie.kg', /^Overige productie is verplicht\.$/],
      [{ ...g, totaalZelfZuivel: { kg: 100, vet: null, eiwit: 3.5, ureum: 20, fosfor: 97 } }, 'totaalZelfZuivel.vet', /verplicht/],
      [{ ...g, totaalZelfZuivel: { kg: 100, vet: 1.5, eiwit: 3.5, ureum: 20, fosfor: 97 } }, 'totaalZelfZuivel.vet', /tussen/],
    ];
    for (const [body, veld, melding] of gevallen) {
      const res = await bewaar(k, body);
      expect(res.statusCode, veld).toBe(400);
      const fout = foutAntwoordSchema.parse(res.json());
      const detail = fout.errorDetails?.find((e) => e.field === veld);
      expect(detail, `${veld}: ${res.body}`).toBeDefined();
      expect(detail!.message).toMatch(melding);
    }
    // several missing required fields at once, all reported
    const beide = await bewaar(k, { ...g, melkGevoerdAanKalveren: null, totaalOverigeProductie: { ...g.totaalOverigeProductie, kg: null } });
    expect(beide.json().errorDetails.map((e: { field: string }) => e.field).sort()).toEqual(['melkGevoerdAanKalveren', 'totaalOverigeProductie.kg']);
    const kapot = await k.verzoek({ method: 'POST', url: routes.melkLeveringOpslaan.path, bearer: true, headers: { 'content-type': 'application/json' }, payload: '{"versie": 1,' });
    expect(kapot.statusCode).toBe(400);
    expect(kapot.json()).toEqual({ statusCode: 400, message: 'De verzonden gegevens zijn geen geldige JSON.' });
    expect(await opgeslagen(ids.vries2024)).toEqual(voor);
  });

  it('2019 vraagt fosfor maar geen kalveren of overige productie; zonder automatische leveringen kan de schakelaar niet uit', async () => {
    const k = await klant('deelnemer2@demo.nl', ids.jansen2019);
    const d = await lees(k);
    const basis: MelkLeveringGegevens = {
      ...d,
      gebruikHandmatigeMelkRegistratie: true,
      totaalHandmatig: { kg: 650_000, vet: 4.3, eiwit: 3.5, ureum: 21, fosfor: null },
      melkGevoerdAanKalveren: null,
      totaalOverigeProductie: { kg: null, vet: null, eiwit: null, ureum: null, fosfor: null },
    };
    const zonderFosfor = await bewaar(k, basis);
    expect(zonderFosfor.statusCode).toBe(400);
    expect(zonderFosfor.json().errorDetails).toEqual([{ field: 'totaalHandmatig.fosfor', message: 'Fosfor geleverd aan fabriek is verplicht.' }]);
    const uit = await bewaar(k, { ...basis, gebruikHandmatigeMelkRegistratie: false, totaalHandmatig: { ...basis.totaalHandmatig, fosfor: 95 } });
    expect(uit.statusCode).toBe(400);
    expect(uit.json().errorDetails[0].field).toBe('gebruikHandmatigeMelkRegistratie');
    expect(await handmatigeRij(s.database, ids.jansen2019)).toBeUndefined();

    const ok = await bewaar(k, { ...basis, totaalHandmatig: { ...basis.totaalHandmatig, fosfor: 95 }, melkGevoerdAanKalveren: 800 });
    expect(ok.statusCode).toBe(200);
    // fed to calves does not apply in 2019 and is not stored
    expect(ok.json()).toMatchObject({ versie: 1, melkGevoerdAanKalveren: null, totaalHandmatig: { kg: 650_000, fosfor: 95 } });

    // 2024 of the same farm does require fed to calves and other production
    const k24 = await klant('deelnemer2@demo.nl', ids.jansen2024);
    const d24 = await lees(k24);
    const res = await bewaar(k24, { ...basis, kringloopwijzerId: d24.kringloopwijzerId, versie: d24.versie, totaalHandmatig: { ...basis.totaalHandmatig, fosfor: 95 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorDetails.map((e: { field: string }) => e.field).sort()).toEqual(['melkGevoerdAanKalveren', 'totaalOverigeProductie.kg']);
  });

  it('een afgesloten jaar geeft 403 (ook met ongeldige invoer) en verandert niets', async () => {
    const k = await klant('deelnemer@demo.nl', ids.vries2022);
    const d = await lees(k);
    const voor = await opgeslagen(ids.vries2022);
    for (const body of [{ ...d, melkGevoerdAanKalveren: 13_000 }, { ...d, melkGevoerdAanKalveren: 0 }]) {
      const res = await bewaar(k, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Deze kringloopwijzer is afgesloten; wijzigen is niet meer mogelijk.');
    }
    expect(await opgeslagen(ids.vries2022)).toEqual(voor);
  });

  it('medewerker (alleen lezen) → 403; deelnemer van Jansen die De Vries opslaat → 403; onbekende kringloopwijzer → 404', async () => {
    const eigen = await klant('deelnemer@demo.nl', ids.vries2024);
    const d = geldig2024(await lees(eigen));
    const voor = await opgeslagen(ids.vries2024);

    const mw = await klant('medewerker@demo.nl', ids.vries2024);
    const r1 = await bewaar(mw, d);
    expect(r1.statusCode).toBe(403);
    expect(r1.json().message).toBe('U mag deze kringloopwijzer alleen inzien, niet wijzigen.');

    const jansen = await klant('deelnemer2@demo.nl', ids.jansen2024);
    const r2 = await bewaar(jansen, d);
    expect(r2.statusCode).toBe(403);
    expect(r2.json()).toEqual({ statusCode: 403, message: 'U heeft geen toegang tot deze kringloopwijzer.' });

    const r3 = await bewaar(eigen, { ...d, kringloopwijzerId: 424_242, melkGevoerdAanKalveren: 0 });
    expect(r3.statusCode).toBe(404);
    expect(r3.json().message).toBe('Deze kringloopwijzer bestaat niet.');

    const r4 = await eigen.post(routes.melkLeveringOpslaan.path, d, { bearer: false });
    expect(r4.statusCode).toBe(401);
    expect(await opgeslagen(ids.vries2024)).toEqual(voor);
  });

  it('geen enkele vreemde invoer leidt tot een 500', async () => {
    const k = await klant('deelnemer@demo.nl', ids.vries2024);
    const d = geldig2024(await lees(k));
    const diep = JSON.parse('['.repeat(500) + ']'.repeat(500));
    const rare: unknown[] = [
      null,
      [],
      'tekst',
      42,
      {},
      diep,
      { ...d, kringloopwijzerId: 1e308 },
      { ...d, kringloopwijzerId: 2 ** 31 },
      { ...d, kringloopwijzerId: -1 },
      { ...d, kringloopwijzerId: 1.5 },
      { ...d, versie: 2 ** 40 },
      { ...d, versie: 1e308 },
      { ...d, totaalHandmatig: { ...d.totaalHandmatig, kg: 1e308 } },
      { ...d, totaalHandmatig: null },
      { ...d, totaalZelfZuivel: { kg: 0, vet: 1e308, eiwit: -1e308, ureum: 5e-324, fosfor: 97 } },
      { ...d, maanden: [{ naam: 'x', leveringen: [{}], totaal: {} }] },
      JSON.parse(`{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"x": 1}}}`),
      { ...d, aantalMelkkoeien: 'veel' },
      { ...d, datumLaatsteLevering: 12 },
    ];
    for (const body of rare) {
      const res = await k.verzoek({ method: 'POST', url: routes.melkLeveringOpslaan.path, bearer: true, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${JSON.stringify(body).slice(0, 80)} → ${res.body}`).toBeLessThan(500);
      expect(res.body).not.toMatch(/stack|at .*\.ts|select |insert /i);
    }
    // unknown keys are dropped, not stored
    const extra = await bewaar(k, { ...d, extra: 'x'.repeat(10_000) });
    expect(extra.statusCode).toBe(200);
    expect(extra.body).not.toContain('xxxx');
    const groot = await k.verzoek({
      method: 'POST',
      url: routes.melkLeveringOpslaan.path,
      bearer: true,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...d, opvulling: 'x'.repeat(1_100_000) }),
    });
    expect(groot.statusCode).toBe(413);
    expect(groot.json().message).toBe('De verzonden gegevens zijn te groot.');
  });
});
