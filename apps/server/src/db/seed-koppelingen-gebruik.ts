/**
 * The demo links' last use (decision 033: the consent ledger flags a link with no processed message for 12
 * months). Without it every demo link showed "12 maanden ongebruikt" until `npm run koppelingen:simuleer`
 * had run, which told a new user of `npm start` something untrue about the demo. Each active link of De
 * Vries gets one processed message, received within its cadence (CADANS: the link health stays on schedule), that restates what the seeded 2024
 * record already holds (the newest stored milk deliveries, the herd averages, a silage analysis, the slurry
 * transport, a feed load): the seed records that the data arrived through the link, as seed-gegevensdeling.ts
 * gives the demo participation its last delivery. The messages are not applied again: the milk would count
 * twice. The plots' link is deliberately left old (its last message 13 months ago, as RVO plots come once a
 * year), so the flag and its proposal can be seen.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from './client';
import { koppelingBerichten, koppelingVerwerking, kringloopwijzers, melkleveringen } from './schema';
import { demoPercelen, MEST_AFVOER_M3_PER_KOE } from './seed-invoer';

/** De Vries in 2024 as seed-demo.ts seeds it (`vries(2024)`): 104 cows on 42 ha of grassland. */
const KOEIEN = 104;
const GRAS_HA = 42;

interface Gebruik {
  leverancierId: number;
  soort: string;
  klantnummer: string;
  /** received this many days ago */
  dagen: number;
  periode: [string, string];
  inhoud: Record<string, unknown>;
}

/** One processed message per active demo link; `leverancierVan` gives the supplier of a message type. */
export async function seedKoppelingGebruik(db: Db, relatieId: number, leverancierVan: (soort: string) => number, klantnummers: Record<string, string>): Promise<void> {
  const [record] = await db.select({ id: kringloopwijzers.id }).from(kringloopwijzers).where(and(eq(kringloopwijzers.relatieId, relatieId), eq(kringloopwijzers.jaar, 2024)));
  if (!record) return;
  const melk = (
    await db
      .select()
      .from(melkleveringen)
      .where(eq(melkleveringen.kringloopwijzerId, record.id))
      .orderBy(desc(melkleveringen.leverDatum), desc(melkleveringen.afleverTijd))
      .limit(3)
  ).reverse();
  const huiskavel = demoPercelen({ naam: 'Melkveebedrijf De Vries', koeien: KOEIEN, grasHa: GRAS_HA, melkKg: 0 }, 2024)[0];
  const gebruik: Gebruik[] = [
    {
      leverancierId: leverancierVan('melkleveringen'),
      soort: 'melkleveringen',
      klantnummer: klantnummers.melkleveringen,
      dagen: 2,
      periode: [melk[0]?.leverDatum ?? '2024-12-31', melk[melk.length - 1]?.leverDatum ?? '2024-12-31'],
      inhoud: {
        ubn: '1234567',
        leveringen: melk.map((l) => ({ datum: l.leverDatum, tijd: l.afleverTijd.slice(0, 5), kg: l.kg, vetProcent: l.vet, eiwitProcent: l.eiwit, ureumMgPer100ml: l.ureum, ...(l.fosfor !== null ? { fosforMgPer100g: l.fosfor } : {}) })),
      },
    },
    {
      leverancierId: leverancierVan('voerleveringen'),
      soort: 'voerleveringen',
      klantnummer: klantnummers.voerleveringen,
      dagen: 9,
      periode: ['2024-12-05', '2024-12-05'],
      inhoud: { leveringen: [{ categorie: 'krachtvoer', datum: '2024-12-05', product: 'Standaardbrok', kg: 9_500, dsGPerKg: 885, vemPerKgDs: 1_040, reGPerKgDs: 180, pGPerKgDs: 5 }] },
    },
    {
      leverancierId: leverancierVan('analyses'),
      soort: 'analyses',
      klantnummer: klantnummers.analyses,
      dagen: 23,
      periode: ['2024-06-20', '2024-06-20'],
      inhoud: { laboratorium: 'Agrolab Wageningen', analyses: [{ soort: 'kuilvoer', monsternummer: 'K-2024-1', datum: '2024-06-20', partij: 'Graskuil 2024', ruwvoersoort: 'graskuil', vemPerKgDs: 880, reGPerKgDs: 168, pGPerKgDs: 4 }] },
    },
    {
      leverancierId: leverancierVan('diertellingen'),
      soort: 'diertellingen',
      klantnummer: klantnummers.diertellingen,
      dagen: 5,
      periode: ['2024-12-31', '2024-12-31'],
      inhoud: { ubn: '1234567', peildatum: '2024-12-31', gemiddeldAantal: { melkkoeien: KOEIEN, jongveeJonger1Jaar: Math.round(KOEIEN * 0.33), jongveeOuder1Jaar: Math.round(KOEIEN * 0.35) } },
    },
    {
      leverancierId: leverancierVan('mesttransporten'),
      soort: 'mesttransporten',
      klantnummer: klantnummers.mesttransporten,
      // VDM transports come weekly (CADANS): an older last message would make the link late, not just used
      dagen: 6,
      periode: ['2024-03-20', '2024-03-20'],
      inhoud: {
        transporten: [
          { vdmNummer: '20240301', datum: '2024-03-20', richting: 'afvoer', mestcode: 14, hoeveelheid: KOEIEN * MEST_AFVOER_M3_PER_KOE, eenheid: 'm3', kgNPerTon: 4.1, kgP2o5PerTon: 1.5, tegenpartij: 'Loonbedrijf Van den Berg (intermediair)' },
        ],
      },
    },
    {
      leverancierId: leverancierVan('percelen'),
      soort: 'percelen',
      klantnummer: klantnummers.percelen,
      dagen: 395,
      periode: ['2024-05-15', '2024-05-15'],
      inhoud: { peildatum: '2024-05-15', percelen: [{ id: huiskavel.id, naam: huiskavel.naam, oppervlakteHa: huiskavel.oppervlakteHa, gewascode: huiskavel.gewascode, grondgebruik: huiskavel.grondgebruik, grondsoort: huiskavel.grondsoort }] },
    },
  ];
  for (const g of gebruik) {
    const berichtId = `DEMO-${g.soort.toUpperCase()}-1`;
    const [b] = await db
      .insert(koppelingBerichten)
      .values({
        leverancierId: g.leverancierId,
        leverancierBerichtId: berichtId,
        soort: g.soort,
        inhoudType: 'application/json',
        inhoud: JSON.stringify({ berichtId, klantnummer: g.klantnummer, ...g.inhoud }),
        ontvangenOp: sql`now() - make_interval(days => ${g.dagen})`,
      })
      .returning({ id: koppelingBerichten.id });
    await db.insert(koppelingVerwerking).values({
      leverancierId: g.leverancierId,
      berichtId: b.id,
      soort: g.soort,
      klantnummer: g.klantnummer,
      status: 'verwerkt',
      pogingen: 1,
      laatstePoging: sql`now() - make_interval(days => ${g.dagen})`,
      relatieId,
      kringloopwijzerId: record.id,
      jaar: 2024,
      periodeVan: g.periode[0],
      periodeTot: g.periode[1],
    });
  }
}
