/**
 * Registratie relatie (decision 019): staff register organisations and farms, decide
 * applications (a blocked organisation's users lose access on their next call), and
 * process company changes (same relation, history kept, every active mandate re-confirmed).
 * Runs on PGlite and PostgreSQL.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profielRoutes, relatieLijstSchema, relatieRoutes, routes, wijzigingenAntwoordSchema } from '@kw/contract';
import { bedrijfswijzigingen, gebruikers, kringloopwijzers, machtigingGebeurtenissen, machtigingen, mailUitgaand, relaties } from '../src/db/schema';
import { maakOrganisatie } from '../src/db/seed-hulp';
import { demoKlwIds, Klant, startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
let ids: Awaited<ReturnType<typeof demoKlwIds>>;
let deVriesId: number;
let staf: Klant;
let boer: Klant;

const ORGANISATIE = { soort: 'accountant', kvkNummer: '61234567', naam: 'Accountantskantoor Hoekstra', adres: 'Dorpsstraat 1', postcode: '8401ab', plaats: 'Gorredijk', contactpersoon: 'Tjitske Hoekstra', contactEmail: 'Info@Hoekstra.example', telefoon: '0513 123456' };

beforeAll(async () => {
  s = await startTestServer({ loginRateMax: 10_000 });
  ids = await demoKlwIds(s.database);
  const [v] = await s.database.db.select({ id: relaties.id }).from(relaties).where(eq(relaties.naamKort, 'De Vries'));
  deVriesId = v!.id;
  staf = await new Klant(s.app).alsIngelogd('medewerker@demo.nl');
  boer = await new Klant(s.app).alsIngelogd('deelnemer@demo.nl', ids.vries2024);
});
afterAll(async () => s?.stop());

describe('alleen medewerkers', () => {
  it('een boer en een adviseur krijgen 403 op elke registratie-aanroep, ook met onzin als body; zonder token 401', async () => {
    const adviseur = await new Klant(s.app).alsIngelogd('adviseur@demo.nl', ids.vries2024);
    for (const k of [boer, adviseur]) {
      expect((await k.get(relatieRoutes.lijst.path)).statusCode).toBe(403);
      expect((await k.get(relatieRoutes.wijzigingen.path)).statusCode).toBe(403);
      for (const pad of [relatieRoutes.registreer.path, relatieRoutes.status.path, relatieRoutes.verwerken.path, relatieRoutes.afwijzen.path]) {
        for (const body of [ORGANISATIE, { onzin: 1 }]) {
          const res = await k.post(pad, body, { bearer: true });
          expect(res.statusCode).toBe(403);
          expect(res.json().message).toBe('Alleen medewerkers van de servicedesk kunnen relaties registreren en beoordelen.');
        }
      }
    }
    expect((await new Klant(s.app).post(relatieRoutes.registreer.path, ORGANISATIE, { bearer: true })).statusCode).toBe(401);
    expect(await s.database.db.select().from(relaties).where(eq(relaties.kvkNummer, ORGANISATIE.kvkNummer))).toEqual([]);
  });
});

describe('POST /api/Relaties', () => {
  it('9 cijfers of letters in het KvK-nummer, een foute postcode of soort: 400 en niets opgeslagen', async () => {
    const bodies = [
      { ...ORGANISATIE, kvkNummer: '612345678' },
      { ...ORGANISATIE, kvkNummer: '6123456a' },
      { ...ORGANISATIE, postcode: '123' },
      { ...ORGANISATIE, soort: 'bank' },
      { ...ORGANISATIE, naam: '' },
      { soort: 'bedrijf', kvkNummer: '71234567', naam: 'Boer', ubns: ['12345678'] },
    ];
    for (const body of bodies) {
      const res = await staf.post(relatieRoutes.registreer.path, body, { bearer: true });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
    const kvk = await staf.post(relatieRoutes.registreer.path, { ...ORGANISATIE, kvkNummer: '612345678' }, { bearer: true });
    expect(kvk.json().errorDetails).toContainEqual({ field: 'kvkNummer', message: 'Een KvK-nummer bestaat uit precies 8 cijfers.' });
    expect(await s.database.db.select().from(relaties).where(eq(relaties.naam, ORGANISATIE.naam))).toEqual([]);
  });

  it('registreert een organisatie (goedgekeurd, postcode en e-mail genormaliseerd) en een bedrijf met BRS en UBN’s', async () => {
    const res = await staf.post(relatieRoutes.registreer.path, ORGANISATIE, { bearer: true });
    expect(res.statusCode).toBe(200);
    const [r] = await s.database.db.select().from(relaties).where(eq(relaties.id, res.json().id));
    expect(r).toMatchObject({ soort: 'accountant', status: 'goedgekeurd', kvkNummer: '61234567', postcode: '8401 AB', contactEmail: 'info@hoekstra.example', brs: null, ubns: [] });
    expect((await s.database.db.select().from(mailUitgaand).where(eq(mailUitgaand.aan, 'info@hoekstra.example'))).length).toBe(1);
    const bedrijf = await staf.post(relatieRoutes.registreer.path, { soort: 'bedrijf', kvkNummer: '71234567', naam: 'Melkveebedrijf Dijkstra', brs: '200012345', ubns: ['7123456'] }, { bearer: true });
    expect(bedrijf.statusCode).toBe(200);
    const [b] = await s.database.db.select().from(relaties).where(eq(relaties.id, bedrijf.json().id));
    expect(b).toMatchObject({ soort: 'bedrijf', brs: '200012345', ubns: ['7123456'] });
  });

  it('een dubbel KvK-nummer: 409 met de naam van de bestaande relatie', async () => {
    const res = await staf.post(relatieRoutes.registreer.path, { ...ORGANISATIE, naam: 'Iemand anders', kvkNummer: '12345678' }, { bearer: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Dit KvK-nummer is al geregistreerd (Melkveebedrijf De Vries).');
    expect(await s.database.db.select().from(relaties).where(eq(relaties.naam, 'Iemand anders'))).toEqual([]);
  });
});

describe('GET /api/Relaties', () => {
  it('filtert op soort, status en zoektekst (naam, KvK, UBN); aanvragen eerst', async () => {
    await maakOrganisatie(s.database.db, { naam: 'Zuivel Noord', kvkNummer: '81234567', soort: 'zuivelonderneming', status: 'aangevraagd' });
    const alle = relatieLijstSchema.parse((await staf.get(relatieRoutes.lijst.path)).json()).relaties;
    expect(alle[0]!.status).toBe('aangevraagd');
    const accountants = relatieLijstSchema.parse((await staf.get(`${relatieRoutes.lijst.path}?soort=accountant`)).json()).relaties;
    expect(accountants.map((r) => r.naam).sort()).toEqual(['Accountantskantoor Hoekstra', 'Smit Accountants']);
    const aanvragen = relatieLijstSchema.parse((await staf.get(`${relatieRoutes.lijst.path}?status=aangevraagd`)).json()).relaties;
    expect(aanvragen.map((r) => r.naam).sort()).toEqual(['Zuivel Noord', 'Zuivelcoöperatie Noord']);
    expect(relatieLijstSchema.parse((await staf.get(`${relatieRoutes.lijst.path}?zoek=vries`)).json()).relaties.map((r) => r.naam)).toEqual(['Melkveebedrijf De Vries']);
    expect(relatieLijstSchema.parse((await staf.get(`${relatieRoutes.lijst.path}?zoek=7123456`)).json()).relaties.map((r) => r.naam)).toEqual(['Melkveebedrijf Dijkstra']);
    expect(relatieLijstSchema.parse((await staf.get(`${relatieRoutes.lijst.path}?zoek=%25`)).json()).relaties).toEqual([]);
    expect((await staf.get(`${relatieRoutes.lijst.path}?soort=bank`)).statusCode).toBe(400);
  });
});

describe('POST /api/Relaties/Status', () => {
  it('keurt een aanvraag goed; nog eens: 409; een bedrijf: 400; onbekend: 404; geen reden: 400', async () => {
    const [z] = await s.database.db.select().from(relaties).where(eq(relaties.kvkNummer, '81234567'));
    expect((await staf.post(relatieRoutes.status.path, { id: z!.id, status: 'goedgekeurd' }, { bearer: true })).statusCode).toBe(400);
    const ok = await staf.post(relatieRoutes.status.path, { id: z!.id, status: 'goedgekeurd', reden: 'KvK gecontroleerd' }, { bearer: true });
    expect(ok.statusCode).toBe(200);
    const [na] = await s.database.db.select().from(relaties).where(eq(relaties.id, z!.id));
    expect(na).toMatchObject({ status: 'goedgekeurd', statusReden: 'KvK gecontroleerd' });
    expect((await staf.post(relatieRoutes.status.path, { id: z!.id, status: 'goedgekeurd', reden: 'nog een keer' }, { bearer: true })).statusCode).toBe(409);
    expect((await staf.post(relatieRoutes.status.path, { id: deVriesId, status: 'geblokkeerd', reden: 'bedrijf blokkeren' }, { bearer: true })).statusCode).toBe(400);
    expect((await staf.post(relatieRoutes.status.path, { id: 999_999, status: 'geblokkeerd', reden: 'bestaat niet' }, { bearer: true })).statusCode).toBe(404);
  });

  it('een geblokkeerde organisatie verliest meteen haar toegang via machtigingen; na goedkeuring weer terug', async () => {
    const adviseur = await new Klant(s.app).alsIngelogd('adviseur@demo.nl', ids.vries2024);
    expect((await adviseur.get(routes.startGegevens.path)).statusCode).toBe(200);
    const [visser] = await s.database.db.select().from(relaties).where(eq(relaties.naam, 'Visser Melkveeadvies'));
    const blok = await staf.post(relatieRoutes.status.path, { id: visser!.id, status: 'geblokkeerd', reden: 'Misbruik gemeld' }, { bearer: true });
    expect(blok.statusCode).toBe(200);
    // the same token, the very next call
    expect((await adviseur.get(routes.startGegevens.path)).statusCode).toBe(403);
    expect((await s.database.db.select().from(mailUitgaand).where(eq(mailUitgaand.aan, 'adviseur@demo.nl'))).some((m) => m.onderwerp === 'Toegang geblokkeerd')).toBe(true);
    // the mandate itself is untouched: unblocking restores it
    expect((await s.database.db.select().from(machtigingen).where(and(eq(machtigingen.organisatieId, visser!.id), eq(machtigingen.status, 'actief')))).length).toBe(41); // De Vries and the 40 demo farms: blocking changes no mandate
    expect((await staf.post(relatieRoutes.status.path, { id: visser!.id, status: 'goedgekeurd', reden: 'Opgehelderd' }, { bearer: true })).statusCode).toBe(200);
    expect((await adviseur.get(routes.startGegevens.path)).statusCode).toBe(200);
  });
});

describe('bedrijfswijzigingen', () => {
  it('verwerken: zelfde relatie en jaren, nieuwe KvK/BRS/UBN, elke actieve machtiging wacht op herbevestiging, post naar beide kanten', async () => {
    const door = await boer.post(profielRoutes.bedrijfswijziging.path, { nieuwKvk: '91234567', nieuwBrs: '300012345', nieuwUbns: ['1234567', '1234568'], overgangsdatum: '2026-07-01' }, { bearer: true });
    expect(door.statusCode).toBe(200);
    const lijst = wijzigingenAntwoordSchema.parse((await staf.get(relatieRoutes.wijzigingen.path)).json()).wijzigingen;
    const w = lijst.find((x) => x.relatieId === deVriesId)!;
    expect(w).toMatchObject({ bedrijfsnaam: 'Melkveebedrijf De Vries', oudKvk: '12345678', nieuwKvk: '91234567', overgangsdatum: '01-07-2026', ingediendDoor: 'Jan de Vries', aantalActieveMachtigingen: 3 });
    const jarenVoor = await s.database.db.select({ id: kringloopwijzers.id }).from(kringloopwijzers).where(eq(kringloopwijzers.relatieId, deVriesId));

    const volmacht = await new Klant(s.app).alsIngelogd('volmacht@demo.nl', ids.vries2024);
    expect((await volmacht.get(routes.startGegevens.path)).statusCode).toBe(200);

    expect((await staf.post(relatieRoutes.verwerken.path, { relatieId: deVriesId + 1, id: w.id }, { bearer: true })).statusCode).toBe(404);
    const res = await staf.post(relatieRoutes.verwerken.path, { relatieId: deVriesId, id: w.id }, { bearer: true });
    expect(res.statusCode).toBe(200);
    // volmacht (Bakker), beheren (Visser), inzien (Smit Accountants)
    expect(res.json().melding).toContain('3 machtigingen wachten op herbevestiging');

    const [bedrijf] = await s.database.db.select().from(relaties).where(eq(relaties.id, deVriesId));
    expect(bedrijf).toMatchObject({ kvkNummer: '91234567', brs: '300012345', ubns: ['1234567', '1234568'] });
    expect(await s.database.db.select({ id: kringloopwijzers.id }).from(kringloopwijzers).where(eq(kringloopwijzers.relatieId, deVriesId))).toEqual(jarenVoor);
    const m = await s.database.db.select().from(machtigingen).where(eq(machtigingen.relatieId, deVriesId));
    expect(m.map((x) => x.status)).toEqual(['aangevraagd', 'aangevraagd', 'aangevraagd']);
    const hist = await s.database.db.select().from(machtigingGebeurtenissen).where(and(eq(machtigingGebeurtenissen.relatieId, deVriesId), eq(machtigingGebeurtenissen.actie, 'herbevestigen')));
    expect(hist.map((h) => [h.vanStatus, h.naarStatus, h.reden])).toEqual([
      ['actief', 'aangevraagd', 'bedrijfswijziging'],
      ['actief', 'aangevraagd', 'bedrijfswijziging'],
      ['actief', 'aangevraagd', 'bedrijfswijziging'],
    ]);
    const [wRij] = await s.database.db.select().from(bedrijfswijzigingen).where(eq(bedrijfswijzigingen.id, w.id));
    expect(wRij!.status).toBe('verwerkt');
    // the organisation's access waits for the farmer's confirmation, from the next call
    expect((await volmacht.get(routes.startGegevens.path)).statusCode).toBe(403);
    const post = await s.database.db.select().from(mailUitgaand).where(eq(mailUitgaand.relatieId, deVriesId));
    expect(post.some((p) => p.aan === 'deelnemer@demo.nl' && p.onderwerp === 'Uw bedrijfswijziging is verwerkt' && p.tekst.includes('Bakker Bedrijfsadvies'))).toBe(true);
    expect(post.some((p) => p.aan === 'volmacht@demo.nl' && p.onderwerp.includes('wacht op herbevestiging'))).toBe(true);
    expect(post.some((p) => p.aan === 'adviseur@demo.nl' && p.onderwerp.includes('wacht op herbevestiging'))).toBe(true);
    // the farmer keeps every year
    expect((await boer.get(routes.startGegevens.path)).statusCode).toBe(200);
    // twice: 409
    expect((await staf.post(relatieRoutes.verwerken.path, { relatieId: deVriesId, id: w.id }, { bearer: true })).statusCode).toBe(409);
  });

  it('afwijzen met een reden: de boer krijgt bericht, niets aan het bedrijf gewijzigd; een KvK van een ander bedrijf: 409', async () => {
    const jansen = await new Klant(s.app).alsIngelogd('deelnemer2@demo.nl', ids.jansen2024);
    expect((await jansen.post(profielRoutes.bedrijfswijziging.path, { nieuwKvk: '12345670', overgangsdatum: '2026-03-01' }, { bearer: true })).statusCode).toBe(200);
    const [w] = wijzigingenAntwoordSchema.parse((await staf.get(relatieRoutes.wijzigingen.path)).json()).wijzigingen;
    expect((await staf.post(relatieRoutes.afwijzen.path, { relatieId: w!.relatieId, id: w!.id, reden: '' }, { bearer: true })).statusCode).toBe(400);
    const af = await staf.post(relatieRoutes.afwijzen.path, { relatieId: w!.relatieId, id: w!.id, reden: 'KvK-uittreksel ontbreekt' }, { bearer: true });
    expect(af.statusCode).toBe(200);
    const [j] = await s.database.db.select().from(relaties).where(eq(relaties.id, w!.relatieId));
    expect(j!.kvkNummer).toBe('23456789');
    expect((await s.database.db.select().from(mailUitgaand).where(eq(mailUitgaand.aan, 'deelnemer2@demo.nl'))).some((m) => m.tekst.includes('KvK-uittreksel ontbreekt'))).toBe(true);
    expect(wijzigingenAntwoordSchema.parse((await staf.get(relatieRoutes.wijzigingen.path)).json()).wijzigingen).toEqual([]);

    // a new KvK that another relation holds is refused when processed, and nothing changes
    expect((await jansen.post(profielRoutes.bedrijfswijziging.path, { nieuwKvk: '61234567', overgangsdatum: '2026-03-01' }, { bearer: true })).statusCode).toBe(200);
    const [w2] = wijzigingenAntwoordSchema.parse((await staf.get(relatieRoutes.wijzigingen.path)).json()).wijzigingen;
    const botst = await staf.post(relatieRoutes.verwerken.path, { relatieId: w2!.relatieId, id: w2!.id }, { bearer: true });
    expect(botst.statusCode).toBe(409);
    expect(botst.json().message).toContain('Accountantskantoor Hoekstra');
    const [j2] = await s.database.db.select().from(relaties).where(eq(relaties.id, w2!.relatieId));
    expect(j2!.kvkNummer).toBe('23456789');
    const [g] = await s.database.db.select().from(gebruikers).where(eq(gebruikers.email, 'deelnemer2@demo.nl'));
    expect(g!.relatieId).toBe(w2!.relatieId);
  });
});
