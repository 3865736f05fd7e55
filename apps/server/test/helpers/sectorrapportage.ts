/**
 * The farms of the sector-report tests (decision 029), shared by the API test and the browser test: 39 farms with a
 * record of `jaar` in four groups whose figures the API test computes by hand (A: 12 clay, B: 9 peat at a second
 * dairy, C: 10 sand, D: 8 open).
 */
import { auditLog, klwUitkomst, koppelingen, koppelingWijzigingen, kringloopwijzers, leveranciers, relaties } from '../../src/db/schema';
import type { Db } from '../../src/db/client';

let klantnummer = 0;

async function leverancier(db: Db, naam: string, kvk: string) {
  const [org] = await db.insert(relaties).values({ naam, naamKort: naam, kvkNummer: kvk, soort: 'leverancier' }).returning({ id: relaties.id });
  const [l] = await db.insert(leveranciers).values({ organisatieId: org.id, soorten: ['melkleveringen', 'voerleveringen'], kanaal: 'direct', clientId: `test-${kvk}`, geheimHash: 'x' }).returning({ id: leveranciers.id });
  return l.id;
}

interface Opzet {
  naam: string;
  postcode: string;
  provincie?: string;
  zuivel: number;
  voer?: number;
  status: 'open' | 'ingediend';
  /** submission time (audit row); none: closed without one */
  ingediendOp?: string;
  resultaat?: { grond: Record<string, number>; melkKg: number; totaalHa: number; standaarden: number; dashboard: Record<string, number> };
  /** link changes: [field, written] in order */
  wijzigingen?: [string, boolean][];
}

async function bedrijf(db: Db, jaar: number, o: Opzet) {
  const [r] = await db.insert(relaties).values({ naam: o.naam, naamKort: o.naam, soort: 'bedrijf', postcode: o.postcode, provincie: o.provincie ?? null }).returning({ id: relaties.id });
  const [k] = await db.insert(kringloopwijzers).values({ relatieId: r.id, jaar, statusId: o.status === 'ingediend' ? 2 : 1 }).returning({ id: kringloopwijzers.id });
  for (const [leverancierId, soort] of [[o.zuivel, 'melkleveringen'], ...(o.voer ? [[o.voer, 'voerleveringen']] : [])] as [number, string][]) {
    await db.insert(koppelingen).values({ relatieId: r.id, leverancierId, soort, klantnummer: `K${++klantnummer}`, status: 'actief', sinds: new Date() });
  }
  if (o.ingediendOp) await db.insert(auditLog).values({ relatieId: r.id, kringloopwijzerId: k.id, tabel: 'kringloopwijzers', actie: 'indienen', tijdstip: new Date(o.ingediendOp), na: { statusId: 2 } });
  if (o.resultaat) {
    const x = o.resultaat;
    await db.insert(klwUitkomst).values({
      relatieId: r.id,
      kringloopwijzerId: k.id,
      invoerVersie: 1,
      engineVersie: 'test',
      schermstatus: {},
      signaleringen: [],
      resultaat: { oppervlakten: { perGrondsoort: x.grond, totaalHa: x.totaalHa }, melk: { melkproductieKg: x.melkKg }, gebruikteStandaarden: Array.from({ length: x.standaarden }, (_, i) => ({ pad: `veld${i}`, waarde: 1, eenheid: '', bron: 'test' })) },
      dashboard: x.dashboard,
    });
  }
  for (const [veld, toegepast] of o.wijzigingen ?? []) {
    await db.insert(koppelingWijzigingen).values({ relatieId: r.id, kringloopwijzerId: k.id, leverancierId: o.zuivel, berichtId: 1, scherm: 'veestapel', veld, label: veld, voor: null, na: 1, toegepast });
  }
}

/** All six indicators from one number, so every indicator has its own hand-computable spread. */
const dashboard = (v: number) => ({
  stikstofbodemoverschotKgNPerHa: v,
  ammoniakKgNh3PerHa: v / 2,
  ammoniakKgNh3PerGve: 10,
  broeikasgassenGCo2EqPerKgFpcm: 1000 + v,
  blijvendGraslandProcent: 50,
  eiwitVanEigenLandProcent: 60,
});

/** Seeds the four groups for `jaar`; their suppliers are new, so their dairies hold only these farms. */
export async function zaaiSectorBedrijven(db: Db, jaar: number) {
  const een = await leverancier(db, 'Testzuivel Een', '91000001');
  const twee = await leverancier(db, 'Testzuivel Twee', '91000002');
  // A: 12 clay farms, 10.000 kg milk/ha, submitted on time, 2 defaults each; N surplus 100, 110, …, 210 (9 of them also feed links)
  for (let i = 0; i < 12; i++) {
    await bedrijf(db, jaar, {
      naam: `A-bedrijf ${i}`, postcode: '4401 AB', zuivel: een, voer: i < 9 ? een : undefined, status: 'ingediend', ingediendOp: `${jaar + 1}-03-01T10:00:00Z`,
      resultaat: { grond: { klei: 40, zand: 10 }, melkKg: 500_000, totaalHa: 50, standaarden: 2, dashboard: dashboard(100 + 10 * i) },
    });
  }
  // B: 9 peat farms in Limburg at Testzuivel Twee, 20.000 kg/ha, closed without a known submission time
  for (let i = 0; i < 9; i++) {
    await bedrijf(db, jaar, { naam: `B-bedrijf ${i}`, postcode: '6211 AA', zuivel: twee, status: 'ingediend', resultaat: { grond: { veen: 30 }, melkKg: 1_000_000, totaalHa: 50, standaarden: 0, dashboard: dashboard(500) } });
  }
  // C: 10 sand farms in Noord-Brabant (one by its stored province), 15.000 kg/ha; 6 on time (15 May counts), 4 late; N surplus i²; a link wrote 1 field, the farmer kept 1 against it
  for (let i = 0; i < 10; i++) {
    await bedrijf(db, jaar, {
      naam: `C-bedrijf ${i}`, postcode: i === 0 ? '1234 AB' : '5038 AA', provincie: i === 0 ? 'Noord-Brabant' : undefined, zuivel: een, status: 'ingediend',
      ingediendOp: i < 6 ? `${jaar + 1}-05-15T21:30:00Z` : `${jaar + 1}-05-16T08:00:00Z`,
      resultaat: { grond: { zand: 20, klei: 5 }, melkKg: 750_000, totaalHa: 50, standaarden: 0, dashboard: dashboard(i * i) },
      wijzigingen: [['veestapel.melkkoeien.gemiddeldAantal', true], ['veestapel.pinken.gemiddeldAantal', true], ['veestapel.melkkoeien.gemiddeldAantal', false]],
    });
  }
  // D: 8 open records in Zeeland (3 with a result), past the deadline
  for (let i = 0; i < 8; i++) {
    await bedrijf(db, jaar, { naam: `D-bedrijf ${i}`, postcode: '4331 AA', zuivel: een, status: 'open', resultaat: i < 3 ? { grond: { klei: 1 }, melkKg: 1, totaalHa: 1, standaarden: 0, dashboard: dashboard(0) } : undefined });
  }
}
