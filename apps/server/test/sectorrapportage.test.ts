/**
 * /beheer/rapportage (decision 029): 39 farms of a year no demo farm uses, with stored results
 * whose percentiles are computed by hand below; groups of 9 show no figures, groups of 10 do;
 * staff only; the XLSX and the CSV carry the same figures and the same suppression.
 */
import { eq } from 'drizzle-orm';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provincieVanBedrijf, sectorrapportageRoutes, type Sectorrapport, type VerdelingGroep } from '@kw/contract';
import { relaties } from '../src/db/schema';
import { zaaiSectorBedrijven } from './helpers/sectorrapportage';
import { Klant, startTestServer, type TestServer } from './helpers/server';

const JAAR = 2011;
const RAPPORT = sectorrapportageRoutes.rapport.path;
const EXPORT = sectorrapportageRoutes.export.path;
let s: TestServer;
let medewerker: Klant;

let rapport: Sectorrapport;

beforeAll(async () => {
  s = await startTestServer({ loginRateMax: 10_000 });
  await zaaiSectorBedrijven(s.database.db, JAAR);
  medewerker = await new Klant(s.app).alsIngelogd('medewerker@demo.nl');
  const res = await medewerker.get(`${RAPPORT}?jaar=${JAAR}`);
  expect(res.statusCode, res.body).toBe(200);
  rapport = res.json();
}, 120_000);

afterAll(async () => {
  await s?.stop();
});

const groep = <T extends { naam: string }>(lijst: T[], naam: string) => {
  const g = lijst.find((x) => x.naam === naam);
  if (!g) throw new Error(`geen groep ${naam} in ${lijst.map((x) => x.naam).join(', ')}`);
  return g;
};
const indicator = (g: VerdelingGroep, sleutel: string) => g.indicatoren.find((i) => i.sleutel === sleutel)!;

describe('sectorrapportage', () => {
  it('the demo farms lie outside the provinces this test counts, and have no record of the year', async () => {
    const demo = await s.database.db.select({ provincie: relaties.provincie, postcode: relaties.postcode, naam: relaties.naam }).from(relaties).where(eq(relaties.soort, 'bedrijf'));
    const eigen = demo.filter((d) => !/^[ABCD]-bedrijf/.test(d.naam));
    expect(eigen.map((d) => provincieVanBedrijf(d)).filter((p) => p === 'Zeeland' || p === 'Limburg' || p === 'Noord-Brabant')).toEqual([]);
    expect(rapport.totaal).toEqual({ bedrijven: eigen.length + 39, metKringloopwijzer: 39, ingediend: 31, metResultaat: 34 });
  });

  it('counts submissions per dairy against 15 May of the next year; a dairy of 9 farms shows no figures', () => {
    expect(rapport.deadline).toBe('2012-05-15');
    expect(rapport.deadlineVerstreken).toBe(true);
    expect(groep(rapport.indieningPerZuivel, 'Testzuivel Een')).toEqual({ naam: 'Testzuivel Een', bedrijven: 30, onderdrukt: false, opTijd: 18, teLaat: 4, datumOnbekend: 0, open: 8, nietGestart: 0, procentOpTijd: 60 });
    expect(groep(rapport.indieningPerZuivel, 'Testzuivel Twee')).toEqual({ naam: 'Testzuivel Twee', bedrijven: 9, onderdrukt: true, opTijd: null, teLaat: null, datumOnbekend: null, open: null, nietGestart: null, procentOpTijd: null });
  });

  it('counts per province from the postcode, or the farm’s own province; 9 farms suppressed, 10 shown', () => {
    expect(groep(rapport.indieningPerProvincie, 'Zeeland')).toMatchObject({ bedrijven: 20, onderdrukt: false, opTijd: 12, teLaat: 0, open: 8 });
    expect(groep(rapport.indieningPerProvincie, 'Noord-Brabant')).toMatchObject({ bedrijven: 10, onderdrukt: false, opTijd: 6, teLaat: 4, open: 0 });
    expect(groep(rapport.indieningPerProvincie, 'Limburg')).toMatchObject({ bedrijven: 9, onderdrukt: true, opTijd: null });
  });

  it('gives p10/p50/p90 of the stored indicators by soil type, computed by hand (type 7 interpolation)', () => {
    const klei = groep(rapport.verdelingPerGrondsoort, 'Klei');
    expect(klei.bedrijven).toBe(12);
    // 100 … 210: h = 11·p → p10 = 110 + 0,1·10, p50 = 150 + 0,5·10, p90 = 190 + 0,9·10
    const n = indicator(klei, 'stikstofbodemoverschotKgNPerHa');
    expect([n.p10, n.p50, n.p90].map((x) => Number(x!.toFixed(6)))).toEqual([111, 155, 199]);
    expect(indicator(klei, 'ammoniakKgNh3PerHa').p50).toBeCloseTo(77.5, 9);
    expect(indicator(klei, 'ammoniakKgNh3PerGve')).toMatchObject({ p10: 10, p50: 10, p90: 10 });
    const zand = groep(rapport.verdelingPerGrondsoort, 'Zand');
    expect(zand.bedrijven).toBe(10);
    // 0, 1, 4, …, 81: h = 9·p → p10 = 0 + 0,9·1, p50 = 16 + 0,5·9, p90 = 64 + 0,1·17
    const z = indicator(zand, 'stikstofbodemoverschotKgNPerHa');
    expect([z.p10, z.p50, z.p90].map((x) => Number(x!.toFixed(6)))).toEqual([0.9, 20.5, 65.7]);
    expect(indicator(zand, 'broeikasgassenGCo2EqPerKgFpcm').p50).toBeCloseTo(1020.5, 9);
    const veen = groep(rapport.verdelingPerGrondsoort, 'Veen');
    expect(veen).toMatchObject({ bedrijven: 9, onderdrukt: true });
    expect(veen.indicatoren.every((i) => i.p10 === null && i.p50 === null && i.p90 === null)).toBe(true);
    // open records (D) never count in the spread
    expect(rapport.verdelingAlle.bedrijven).toBe(31);
  });

  it('groups by kg milk per ha: 10.000 and 15.000 shown, the 9 farms at 20.000 suppressed', () => {
    expect(groep(rapport.verdelingPerIntensiteit, 'Tot 12.000 kg melk/ha')).toMatchObject({ bedrijven: 12, onderdrukt: false });
    const midden = groep(rapport.verdelingPerIntensiteit, '12.000 tot 18.000 kg melk/ha');
    expect(midden).toMatchObject({ bedrijven: 10, onderdrukt: false });
    expect(indicator(midden, 'stikstofbodemoverschotKgNPerHa').p90).toBeCloseTo(65.7, 9);
    expect(groep(rapport.verdelingPerIntensiteit, '18.000 tot 24.000 kg melk/ha')).toMatchObject({ bedrijven: 9, onderdrukt: true });
  });

  it('gives the share of farms per link type; 9 farms with a feed link are suppressed, 0 is shown', () => {
    expect(rapport.koppelingen.bedrijven).toBe(39);
    expect(groep(rapport.koppelingen.soorten, 'Melkleveringen')).toMatchObject({ bedrijven: 39, onderdrukt: false, procent: 100 });
    expect(rapport.koppelingen.soorten.find((x) => x.soort === 'voerleveringen')).toMatchObject({ bedrijven: null, onderdrukt: true, procent: null });
    expect(rapport.koppelingen.soorten.find((x) => x.soort === 'analyses')).toMatchObject({ bedrijven: 0, onderdrukt: false, procent: 0 });
  });

  it('counts defaults, link values and values kept by hand over the records with a result', () => {
    const [standaard, koppeling, handmatig] = rapport.datakwaliteit.regels;
    expect(rapport.datakwaliteit.bedrijven).toBe(34);
    expect(standaard).toMatchObject({ herkomst: 'standaard', bedrijven: 12, waarden: 24, onderdrukt: false });
    expect(standaard.gemiddeldPerBedrijf).toBeCloseTo(24 / 34, 9);
    expect(koppeling).toMatchObject({ herkomst: 'koppeling', bedrijven: 10, waarden: 10 });
    expect(handmatig).toMatchObject({ herkomst: 'handmatig', bedrijven: 10, waarden: 10 });
  });

  it('lists the open records past the deadline', () => {
    expect(rapport.naDeadline.bedrijven.map((b) => b.naam)).toEqual(Array.from({ length: 8 }, (_, i) => `D-bedrijf ${i}`));
    expect(rapport.naDeadline.bedrijven[0]).toMatchObject({ zuivel: 'Testzuivel Een', provincie: 'Zeeland' });
  });

  it('is for staff only: farmer, adviser, accountant and data consumer get 403, whatever the query; no token 401', async () => {
    for (const email of ['deelnemer@demo.nl', 'adviseur@demo.nl', 'accountant@demo.nl', 'afnemer@demo.nl']) {
      const k = await new Klant(s.app).alsIngelogd(email);
      for (const pad of [`${RAPPORT}?jaar=${JAAR}`, `${RAPPORT}?jaar=abc`, `${EXPORT}?jaar=${JAAR}&formaat=csv`]) {
        const res = await k.get(pad);
        expect(res.statusCode, `${email} ${pad}`).toBe(403);
        expect(res.json().message).toBe('De sectorrapportage is er alleen voor medewerkers van de servicedesk.');
      }
    }
    expect((await new Klant(s.app).get(RAPPORT, false)).statusCode).toBe(401);
  });

  it('refuses a bad year or format with a Dutch 400', async () => {
    for (const [pad, melding] of [
      [`${RAPPORT}?jaar=abc`, 'Het jaar moet een getal zijn, bijvoorbeeld 2024.'],
      [`${RAPPORT}?jaar=1999`, 'Kies een jaar vanaf 2000.'],
      [`${RAPPORT}?jaar=2024,5`, 'Het jaar moet een getal zijn, bijvoorbeeld 2024.'],
      [`${EXPORT}?jaar=${JAAR}&formaat=pdf`, 'Kies het formaat xlsx of csv.'],
    ]) {
      const res = await medewerker.get(pad);
      expect(res.statusCode, pad).toBe(400);
      expect(res.json().message, pad).toBe(melding);
    }
  });

  it('exports CSV the Dutch way with the same figures and the same suppression', async () => {
    const res = await medewerker.get(`${EXPORT}?jaar=${JAAR}&formaat=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('Sectorrapportage-2011.csv');
    const tekst = res.body;
    expect(tekst.startsWith('\uFEFF')).toBe(true);
    const regels = tekst.replace(/^\uFEFF/, '').split('\r\n');
    expect(regels).toContain('Testzuivel Een;30;18;4;0;8;0;60,0');
    expect(regels).toContain('Testzuivel Twee;< 10 bedrijven;;;;;;');
    expect(regels).toContain('Limburg;< 10 bedrijven;;;;;;');
    expect(regels).toContain('Klei;12;Stikstofbodemoverschot (kg N/ha);111,0;155,0;199,0');
    expect(regels).toContain('Zand;10;Stikstofbodemoverschot (kg N/ha);0,9;20,5;65,7');
    expect(regels).toContain('Veen;< 10 bedrijven;;;;');
    expect(regels).toContain('Voer-, kunstmest- en strooiselleveringen;< 10 bedrijven;');
    expect(regels).toContain('D-bedrijf 0;;Testzuivel Een;Zeeland');
    // no suppressed line carries a figure
    for (const r of regels.filter((x) => x.includes('< 10 bedrijven'))) expect(r.split(';').slice(2).join('')).toBe('');
  });

  it('exports XLSX with one sheet per table and the same suppression', async () => {
    const res = await medewerker.get(`${EXPORT}?jaar=${JAAR}&formaat=xlsx`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const zuivel = await readSheet(res.rawPayload, 'Indiening per zuivelonderneming');
    expect(zuivel[1]).toEqual(['Zuivelonderneming', 'Bedrijven', 'Op tijd ingediend', 'Te laat ingediend', 'Ingediend, datum onbekend', 'Open', 'Niet gestart', '% op tijd']);
    expect(zuivel.find((r) => r[0] === 'Testzuivel Een')).toEqual(['Testzuivel Een', 30, 18, 4, 0, 8, 0, 60]);
    expect(zuivel.find((r) => r[0] === 'Testzuivel Twee')).toEqual(['Testzuivel Twee', '< 10 bedrijven', null, null, null, null, null, null]);
    const grond = await readSheet(res.rawPayload, 'Indicatoren per grondsoort');
    const klei = grond.find((r) => r[0] === 'Klei' && r[2] === 'Stikstofbodemoverschot (kg N/ha)')!;
    expect((klei.slice(3) as number[]).map((x) => Number(x.toFixed(6)))).toEqual([111, 155, 199]);
    expect(grond.filter((r) => r[0] === 'Veen')).toEqual([['Veen', '< 10 bedrijven', null, null, null, null]]);
  });
});
