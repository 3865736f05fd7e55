/**
 * Benchmark data: BENCH_FARMS farms with an open 2024 record and a year of automatic
 * deliveries each (a delivery every 2-3 days, like the demo farm), and one adviser
 * authorized for all of them, so 50 connections can each save their own farm.
 */
import { hash } from '@node-rs/argon2';
import type { Db } from '../apps/server/src/db/client';
import { gebruikers, kringloopwijzers, melkleveringen, relaties } from '../apps/server/src/db/schema';
import { maakOrganisatie, verleenMachtigingen } from '../apps/server/src/db/seed-hulp';

export const BENCH_FARMS = 50;
export const BENCH_EMAIL = 'bench@bench.nl';
export const BENCH_PASSWORD = 'bench';

export async function seedBench(db: Db): Promise<number[]> {
  const organisatieId = await maakOrganisatie(db, { naam: 'Bench Advies', kvkNummer: null, soort: 'adviesbureau' });
  const [gebruiker] = await db
    .insert(gebruikers)
    .values({ email: BENCH_EMAIL, naam: 'Bench Adviseur', wachtwoordHash: await hash(BENCH_PASSWORD), isAdviseur: true, organisatieId })
    .returning({ id: gebruikers.id });
  const ids: number[] = [];
  for (let i = 0; i < BENCH_FARMS; i++) {
    const [relatie] = await db
      .insert(relaties)
      .values({ naam: `Benchbedrijf ${i + 1}`, naamKort: `Bench ${i + 1}`, kvkNummer: String(70000000 + i), ubns: [String(8000000 + i)] })
      .returning({ id: relaties.id });
    const [klw] = await db
      .insert(kringloopwijzers)
      .values({ relatieId: relatie.id, jaar: 2024, statusId: 1, statusOmschrijving: 'Open', aantalMelkkoeien: 100 + i })
      .returning({ id: kringloopwijzers.id });
    await verleenMachtigingen(db, { organisatieId, relatieIds: [relatie.id], soort: 'beheren', door: gebruiker.id });
    const rows = [];
    for (let dag = 1, n = 0; dag <= 365; dag += n % 2 === 0 ? 2 : 3, n++) {
      const d = new Date(Date.UTC(2024, 0, dag));
      rows.push({
        relatieId: relatie.id,
        kringloopwijzerId: klw.id,
        leverDatum: d.toISOString().slice(0, 10),
        afleverTijd: '07:30',
        ubn: String(8000000 + i),
        kg: 6500 + ((n * 37) % 700),
        vet: 4.2 + ((n * 7) % 40) / 100,
        eiwit: 3.4 + ((n * 11) % 30) / 100,
        ureum: 18 + ((n * 13) % 10),
        fosfor: 90 + ((n * 17) % 20),
      });
    }
    await db.insert(melkleveringen).values(rows);
    ids.push(klw.id);
  }
  return ids;
}
