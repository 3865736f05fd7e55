/**
 * A participation's UBN restriction (decision 034): the Dier product's per-UBN rows (the milk deliveries,
 * each with its UBN) hold only the restriction's UBNs; the farm-wide products and fields stay whole and
 * say so in their dictionary; the answer's meta names the restriction; the farmer's preview shows the same.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gegevensdelingRoutes as g, type DeelnameRegel } from '@kw/contract';
import { DEMO_AFNEMER } from '../src/db/seed-gegevensdeling';
import { doelen, melkleveringen, relaties } from '../src/db/schema';
import { demoKlwIds, Klant, startTestServer, type TestServer } from './helpers/server';
import { KVK, relatieIdOpKvk } from './helpers/machtigingen';

let s: TestServer;
let deVries: number;
let doelId: number;
let deelname: DeelnameRegel;
const TWEEDE_UBN = '7654321';

beforeAll(async () => {
  s = await startTestServer();
  deVries = await relatieIdOpKvk(s.database, KVK.deVries);
  const ids = await demoKlwIds(s.database);
  // De Vries gets a second location with three deliveries of its own
  await s.database.db.update(relaties).set({ ubns: ['1234567', TWEEDE_UBN] }).where(eq(relaties.id, deVries));
  await s.database.db.insert(melkleveringen).values(
    ['2024-03-02', '2024-03-05', '2024-03-08'].map((leverDatum) => ({ relatieId: deVries, kringloopwijzerId: ids.vries2024, leverDatum, afleverTijd: '06:30', ubn: TWEEDE_UBN, kg: 4_000, vet: 4.3, eiwit: 3.5, ureum: 21, fosfor: null })),
  );
  const [doel] = await s.database.db
    .insert(doelen)
    .values({ afnemerId: await relatieIdOpKvk(s.database, DEMO_AFNEMER.kvkNummer), naam: 'Melk per locatie', boerTekst: 'Wij volgen de melk van één locatie.', producten: ['invoer-dier', 'kengetallen'], grondslag: 'Toestemming', bewaartermijn: '2 jaar', einddatum: '2099-12-31', status: 'actief', licentiegeverAkkoordOp: new Date() })
    .returning();
  doelId = doel.id;
});
afterAll(async () => s?.stop());

const klant = (email: string) => new Klant(s.app).alsIngelogd(email);
const url = (product: string) => `${g.afnemerProduct.path.replace(':product', product)}?doelId=${doelId}&kvk=${KVK.deVries}&jaar=2024`;
async function haal(product: string) {
  const token = (await s.app.inject({ method: 'POST', url: g.afnemerToken.path, payload: { grant_type: 'client_credentials', client_id: DEMO_AFNEMER.clientId, client_secret: DEMO_AFNEMER.clientSecret } })).json().access_token as string;
  const res = await s.app.inject({ method: 'GET', url: url(product), headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.json() as { data: Record<string, unknown> & { melkleveringen?: Array<{ ubn: string; kg: number; datum: string }> }; meta: { ubnBeperking: string[] } }, etag: res.headers.etag };
}
async function beperk(ubns: string[]) {
  const staf = await klant('medewerker@demo.nl');
  const res = await staf.post(g.ubnBeperking.path, { relatieId: deVries, deelnameId: deelname.id, versie: deelname.versie, ubns }, { bearer: true });
  expect(res.statusCode, res.body).toBe(200);
  deelname = res.json().deelname;
}

describe('UBN-beperking van een deelname', () => {
  it('een deelname beperkt tot één UBN levert alleen de melkleveringen van die UBN; zonder beperking alle', async () => {
    const afnemer = await klant(DEMO_AFNEMER.email);
    const aanvraag = await afnemer.post(g.deelnameAanvragen.path, { doelId, kvkNummer: KVK.deVries, ubnBeperking: [TWEEDE_UBN] }, { bearer: true });
    expect(aanvraag.statusCode, aanvraag.body).toBe(200);
    const boer = await klant('deelnemer@demo.nl');
    const goed = await boer.post(g.goedkeuren.path, { relatieId: deVries, deelnameId: aanvraag.json().deelname.id, versie: aanvraag.json().deelname.versie }, { bearer: true });
    expect(goed.statusCode, goed.body).toBe(200);
    deelname = goed.json().deelname;

    const beperkt = await haal('invoer-dier');
    expect(beperkt.body.meta.ubnBeperking).toEqual([TWEEDE_UBN]);
    expect(beperkt.body.data.melkleveringen!.map((l) => [l.datum, l.ubn, l.kg])).toEqual([
      ['2024-03-02', TWEEDE_UBN, 4_000],
      ['2024-03-05', TWEEDE_UBN, 4_000],
      ['2024-03-08', TWEEDE_UBN, 4_000],
    ]);
    // the farm-wide sections stay (the KLW is one cycle per farm), as the dictionary says
    expect(beperkt.body.data.veestapel).toBeDefined();

    const alleRijen = await s.database.db.select().from(melkleveringen).where(and(eq(melkleveringen.relatieId, deVries)));
    await beperk([]);
    const heel = await haal('invoer-dier');
    expect(heel.body.meta.ubnBeperking).toEqual([]);
    const vries2024 = alleRijen.filter((r) => r.kringloopwijzerId === alleRijen.find((x) => x.ubn === TWEEDE_UBN)!.kringloopwijzerId);
    expect(heel.body.data.melkleveringen!.length).toBe(vries2024.length);
    expect(new Set(heel.body.data.melkleveringen!.map((l) => l.ubn))).toEqual(new Set(['1234567', TWEEDE_UBN]));
    expect(heel.etag).not.toBe(beperkt.etag);

    await beperk(['1234567']);
    const andere = await haal('invoer-dier');
    expect(andere.body.data.melkleveringen!.length).toBe(vries2024.length - 3);
    expect(andere.body.data.melkleveringen!.every((l) => l.ubn === '1234567')).toBe(true);
  });

  it('een bedrijfsbreed product verandert niet door de beperking, en het woordenboek zegt dat', async () => {
    await beperk([TWEEDE_UBN]);
    const beperkt = await haal('kengetallen');
    await beperk([]);
    const heel = await haal('kengetallen');
    expect(beperkt.body.data).toEqual(heel.body.data);
    expect(beperkt.etag).toBe(heel.etag);

    const boer = await klant('deelnemer@demo.nl');
    const producten = (await boer.get(g.dataproducten.path)).json().producten as Array<{ sleutel: string; ubnBeperking: string; velden: Array<{ pad: string; groep: string }> }>;
    expect(producten.find((p) => p.sleutel === 'kengetallen')!.ubnBeperking).toMatch(/^Bedrijfsbreed: .*verandert dit product niet/);
    const dier = producten.find((p) => p.sleutel === 'invoer-dier')!;
    expect(dier.ubnBeperking).toMatch(/^Per UBN: bij een UBN-beperking bevat melkleveringen\[\] alleen de leveringen van die UBN’s/);
    expect(dier.velden.filter((v) => v.groep === 'Melkleveringen per UBN').map((v) => v.pad)).toContain('melkleveringen[].ubn');
  });

  it('de boer ziet in het voorbeeld dezelfde beperking als de afnemer krijgt', async () => {
    await beperk([TWEEDE_UBN]);
    const boer = await klant('deelnemer@demo.nl');
    const vb = await boer.get(`${g.voorbeeld.path}?relatieId=${deVries}&deelnameId=${deelname.id}`);
    expect(vb.statusCode, vb.body).toBe(200);
    const dier = (vb.json().producten as Array<{ sleutel: string; waarden: Array<{ label: string; groep: string; waarde: unknown }> }>).find((p) => p.sleutel === 'invoer-dier')!;
    const ubns = dier.waarden.filter((w) => w.groep === 'Melkleveringen per UBN' && w.label === 'UBN').map((w) => w.waarde);
    expect(ubns).toEqual([TWEEDE_UBN, TWEEDE_UBN, TWEEDE_UBN]);
  });
});
