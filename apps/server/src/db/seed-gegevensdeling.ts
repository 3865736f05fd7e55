/**
 * Demo data of data sharing (decision 027): a consumer organisation with a user and client
 * credentials, one active purpose (approved by the licensor) asking for the key figures and the
 * submission status, one purpose still in concept, and participations in each state: De Vries
 * asked and not yet answered, Jansen approved, Demobedrijf revoked with a reason. A second active
 * purpose (a benchmark) has De Vries approved and delivered to, so the farmer's consent ledger
 * (decision 033) shows a participation in force with its last delivery.
 *
 * The client secret is a demo value, known like the demo users' password 'demo' (seed-demo.ts);
 * only its hash is stored. Never use it outside the demo.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { hashVan } from '../modules/koppelingen/koppelingen.geheim';
import type { Db } from './client';
import { datumVanaf, maakOrganisatie, VOORWAARDEN_GEACCEPTEERD } from './seed-hulp';
import { afnemerClients, deelnameGebeurtenissen, deelnames, doelen, gebruikers, relaties } from './schema';

export const DEMO_AFNEMER = {
  naam: 'Stichting Duurzame Zuivelketen',
  kvkNummer: '68000001',
  email: 'afnemer@demo.nl',
  clientId: 'demo-duurzame-zuivel',
  clientSecret: 'demo-geheim-duurzame-zuivel',
} as const;

export async function seedGegevensdelingDemo(db: Db): Promise<void> {
  const boeren = await db.select({ id: relaties.id, naamKort: relaties.naamKort }).from(relaties).where(and(eq(relaties.soort, 'bedrijf'), inArray(relaties.naamKort, ['De Vries', 'Jansen', 'Demo'])));
  const bedrijf = (n: string) => boeren.find((b) => b.naamKort === n)?.id;
  const [voorbeeld] = await db.select({ wachtwoordHash: gebruikers.wachtwoordHash }).from(gebruikers).where(eq(gebruikers.email, 'deelnemer@demo.nl'));
  if (!bedrijf('De Vries') || !voorbeeld) return;
  const afnemerId = await maakOrganisatie(db, { naam: DEMO_AFNEMER.naam, naamKort: 'Duurzame Zuivel', kvkNummer: DEMO_AFNEMER.kvkNummer, soort: 'overig', plaats: 'Amersfoort' });
  await db.insert(gebruikers).values({ email: DEMO_AFNEMER.email, naam: 'Sanne de Groot', wachtwoordHash: voorbeeld.wachtwoordHash, kvkNummer: DEMO_AFNEMER.kvkNummer, organisatieId: afnemerId, ...VOORWAARDEN_GEACCEPTEERD });
  await db.insert(afnemerClients).values({ afnemerId, clientId: DEMO_AFNEMER.clientId, geheimHash: hashVan(DEMO_AFNEMER.clientSecret) });
  const [premie] = await db
    .insert(doelen)
    .values({
      afnemerId,
      naam: 'Duurzaamheidspremie melkveehouderij',
      boerTekst:
        'Wij gebruiken de kengetallen van uw Kringloopwijzer (zoals stikstofbodemoverschot, ammoniak en broeikasgassen) en of u hebt ingediend, om uw duurzaamheidspremie te berekenen. Wij bewaren ze vijf jaar en delen ze met niemand.',
      producten: ['kengetallen', 'indienstatus'],
      grondslag: 'Toestemming van de melkveehouder (AVG art. 6 lid 1 a); licentie ZuivelNL voor KLW-gegevens',
      bewaartermijn: '5 jaar na het premiejaar',
      begindatum: datumVanaf(-300),
      einddatum: datumVanaf(2 * 365),
      status: 'actief',
      licentiegeverAkkoordOp: new Date(Date.now() - 290 * 86_400_000),
    })
    .returning();
  const [benchmark] = await db
    .insert(doelen)
    .values({
      afnemerId,
      naam: 'Kringloopbenchmark melkvee',
      boerTekst: 'Wij vergelijken de BEX-uitkomst van uw bedrijf met die van vergelijkbare bedrijven in uw regio en sturen u elk jaar uw plek in de benchmark. Wij bewaren de cijfers drie jaar.',
      producten: ['bex'],
      grondslag: 'Toestemming van de melkveehouder (AVG art. 6 lid 1 a); licentie ZuivelNL voor KLW-gegevens',
      bewaartermijn: '3 jaar',
      begindatum: datumVanaf(-450),
      einddatum: datumVanaf(3 * 365),
      status: 'actief',
      licentiegeverAkkoordOp: new Date(Date.now() - 440 * 86_400_000),
    })
    .returning();
  const [bench] = await db
    .insert(deelnames)
    .values({ relatieId: bedrijf('De Vries')!, doelId: benchmark.id, producten: benchmark.producten, status: 'goedgekeurd', aangevraagdOp: new Date(Date.now() - 210 * 86_400_000), beslistOp: new Date(Date.now() - 200 * 86_400_000), laatstGeleverdOp: new Date(Date.now() - 12 * 86_400_000) })
    .returning();
  await db.insert(deelnameGebeurtenissen).values([
    { relatieId: bench.relatieId, deelnameId: bench.id, actie: 'aangevraagd', reden: null },
    { relatieId: bench.relatieId, deelnameId: bench.id, actie: 'goedgekeurd', reden: null },
  ]);
  await db.insert(doelen).values({ afnemerId, naam: 'Onderzoek graslandbeheer', boerTekst: '', producten: ['invoer-bodem'], grondslag: '', bewaartermijn: '', status: 'concept' });
  const rijen: Array<{ relatieId: number | undefined; status: 'aangevraagd' | 'goedgekeurd' | 'ingetrokken'; reden?: string }> = [
    { relatieId: bedrijf('De Vries'), status: 'aangevraagd' },
    { relatieId: bedrijf('Jansen'), status: 'goedgekeurd' },
    { relatieId: bedrijf('Demo'), status: 'ingetrokken', reden: 'Ik doe niet meer mee aan de premieregeling.' },
  ];
  for (const r of rijen) {
    if (!r.relatieId) continue;
    const [d] = await db
      .insert(deelnames)
      .values({ relatieId: r.relatieId, doelId: premie.id, producten: premie.producten, status: r.status, reden: r.reden ?? null, ...(r.status === 'aangevraagd' ? {} : { beslistOp: new Date(Date.now() - 30 * 86_400_000) }) })
      .returning();
    await db.insert(deelnameGebeurtenissen).values({ relatieId: d.relatieId, deelnameId: d.id, actie: 'aangevraagd', reden: null });
    if (r.status !== 'aangevraagd') await db.insert(deelnameGebeurtenissen).values({ relatieId: d.relatieId, deelnameId: d.id, actie: 'goedgekeurd', reden: null });
    if (r.status === 'ingetrokken') await db.insert(deelnameGebeurtenissen).values({ relatieId: d.relatieId, deelnameId: d.id, actie: 'ingetrokken', reden: r.reden });
  }
}
