/**
 * Demo data of the data links (decision 020): four suppliers covering every message type, the
 * links of De Vries (one per type; the RVO types through ZuivelNL), a request waiting for the
 * farmer, a revoked link, and a few failed messages with their real Dutch reasons (processed by
 * the real processing code); each active link but the plots' has a recent processed message
 * (seed-koppelingen-gebruik.ts). `npm run koppelingen:simuleer` then delivers a year of messages.
 *
 * The client secrets are demo values, known like the demo users' password 'demo' (seed-demo.ts),
 * so the simulator can log in; only their hashes are stored. Never use them outside the demo.
 */
import { and, eq, sql } from 'drizzle-orm';
import { hashVan } from '../modules/koppelingen/koppelingen.geheim';
import { verwerkBericht } from '../modules/koppelingen/koppelingen.verwerking';
import type { Db } from './client';
import { maakOrganisatie } from './seed-hulp';
import { seedKoppelingGebruik } from './seed-koppelingen-gebruik';
import { koppelingBerichten, koppelingen, koppelingVerwerking, leveranciers, relaties } from './schema';

export interface DemoLeverancier {
  sleutel: 'zuivel' | 'voer' | 'lab' | 'rvo';
  naam: string;
  kvkNummer: string;
  soorten: string[];
  kanaal: 'direct' | 'joindata' | 'rvo';
  clientId: string;
  clientSecret: string;
}

/** The demo suppliers and their demo credentials (the simulator reads them from here). */
export const DEMO_LEVERANCIERS: DemoLeverancier[] = [
  { sleutel: 'zuivel', naam: 'Melkfabriek De Eendracht', kvkNummer: '61000001', soorten: ['melkleveringen'], kanaal: 'direct', clientId: 'demo-eendracht', clientSecret: 'demo-geheim-eendracht' },
  { sleutel: 'voer', naam: 'Veevoeders Oost', kvkNummer: '61000002', soorten: ['voerleveringen'], kanaal: 'joindata', clientId: 'demo-veevoeders-oost', clientSecret: 'demo-geheim-veevoeders-oost' },
  { sleutel: 'lab', naam: 'Agrolab Wageningen', kvkNummer: '61000003', soorten: ['analyses'], kanaal: 'direct', clientId: 'demo-agrolab', clientSecret: 'demo-geheim-agrolab' },
  // ZuivelNL brings the RVO data (I&R, VDM, plots) under the farmer's RVO mandate (sharing-anchors §1.1, R4, R13)
  { sleutel: 'rvo', naam: 'ZuivelNL (RVO-gegevens)', kvkNummer: '59667222', soorten: ['diertellingen', 'mesttransporten', 'percelen'], kanaal: 'rvo', clientId: 'demo-zuivelnl-rvo', clientSecret: 'demo-geheim-zuivelnl-rvo' },
];

/** De Vries' customer number per message type (the simulator sends to these). */
export const DEMO_KLANTNUMMERS: Record<string, string> = {
  melkleveringen: 'EEN-100234',
  voerleveringen: 'VO-55310',
  analyses: 'AL-88120',
  diertellingen: '1234567',
  mesttransporten: '1234567',
  percelen: '1234567',
};

export async function seedKoppelingenDemo(db: Db): Promise<void> {
  const [deVries] = await db.select({ id: relaties.id }).from(relaties).where(and(eq(relaties.naamKort, 'De Vries'), eq(relaties.soort, 'bedrijf')));
  if (!deVries) return;
  const ids = new Map<DemoLeverancier['sleutel'], number>();
  for (const l of DEMO_LEVERANCIERS) {
    const [bestaand] = await db.select({ id: relaties.id }).from(relaties).where(eq(relaties.kvkNummer, l.kvkNummer));
    const organisatieId = bestaand?.id ?? (await maakOrganisatie(db, { naam: l.naam, kvkNummer: l.kvkNummer, soort: 'leverancier' }));
    const [r] = await db
      .insert(leveranciers)
      .values({ organisatieId, soorten: l.soorten, kanaal: l.kanaal, clientId: l.clientId, geheimHash: hashVan(l.clientSecret) })
      .returning({ id: leveranciers.id });
    ids.set(l.sleutel, r.id);
  }
  const van = (s: string) => (s === 'melkleveringen' ? 'zuivel' : s === 'voerleveringen' ? 'voer' : s === 'analyses' ? 'lab' : 'rvo');
  // the links of De Vries, active since 1 January of the open year's previous year (they have delivered for a while)
  await db.insert(koppelingen).values(
    Object.entries(DEMO_KLANTNUMMERS).map(([soort, klantnummer]) => ({
      relatieId: deVries.id,
      leverancierId: ids.get(van(soort))!,
      soort,
      klantnummer,
      status: 'actief' as const,
      sinds: sql`now() - interval '400 days'`,
    })),
  );
  // an older feed link, revoked; and the lab asks for a second customer number (waits for the farmer)
  await db.insert(koppelingen).values([
    { relatieId: deVries.id, leverancierId: ids.get('voer')!, soort: 'voerleveringen', klantnummer: 'VO-40007', status: 'ingetrokken', sinds: sql`now() - interval '900 days'`, statusGewijzigdOp: sql`now() - interval '60 days'` },
    { relatieId: deVries.id, leverancierId: ids.get('lab')!, soort: 'analyses', klantnummer: 'AL-90415', status: 'aangevraagd' },
  ]);

  // a few failed messages, through the real processing: unknown customer, revoked link, wrong content
  const mislukt = [
    { lev: 'voer', soort: 'voerleveringen', id: 'VO-2024-FOUT-001', inhoud: { berichtId: 'VO-2024-FOUT-001', klantnummer: 'VO-99999', leveringen: [{ categorie: 'krachtvoer', datum: '2024-03-12', product: 'Melkvee Brok 20', kg: 8000, dsGPerKg: 880, vemPerKgDs: 1010, reGPerKgDs: 185, pGPerKgDs: 4.6 }] } },
    { lev: 'voer', soort: 'voerleveringen', id: 'VO-2024-FOUT-002', inhoud: { berichtId: 'VO-2024-FOUT-002', klantnummer: 'VO-40007', leveringen: [{ categorie: 'strooisel', datum: '2024-04-02', product: 'Tarwestro', kg: 4000 }] } },
    { lev: 'lab', soort: 'analyses', id: 'AL-2024-FOUT-003', inhoud: { berichtId: 'AL-2024-FOUT-003', klantnummer: 'AL-88120', laboratorium: 'Agrolab Wageningen', analyses: [{ soort: 'kuilvoer', monsternummer: 'K-2024-7', datum: '2024-06-20', partij: 'Kuil onbekend', ruwvoersoort: 'graskuil', vemPerKgDs: 880, reGPerKgDs: 165, pGPerKgDs: 4 }] } },
  ] as const;
  for (const m of mislukt) {
    const leverancierId = ids.get(m.lev)!;
    const [b] = await db
      .insert(koppelingBerichten)
      .values({ leverancierId, leverancierBerichtId: m.id, soort: m.soort, inhoudType: 'application/json', inhoud: JSON.stringify(m.inhoud) })
      .returning({ id: koppelingBerichten.id });
    await db.insert(koppelingVerwerking).values({ leverancierId, berichtId: b.id, soort: m.soort, klantnummer: m.inhoud.klantnummer });
    await verwerkBericht(db, leverancierId, b.id);
  }

  // each active link has delivered recently, but the plots' (seed-koppelingen-gebruik.ts)
  await seedKoppelingGebruik(db, deVries.id, (s) => ids.get(van(s))!, DEMO_KLANTNUMMERS);
}
