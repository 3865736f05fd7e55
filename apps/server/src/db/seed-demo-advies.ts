/**
 * The demo's advisory world (decision 019): Visser Melkveeadvies works for 40 more farms
 * (mixed years and states, some without any input), has a pending request to Maatschap
 * Jansen and a former beheren on Jansen that Jansen revoked, with the access rows of the time
 * before; Smit Accountants (accountant@demo.nl) may look at De Vries and Jansen (inzien).
 * Deterministic; farms without input get no engine outcome (nothing to compute).
 */
import { and, eq } from 'drizzle-orm';
import { STATUS_NAAM_AFGESLOTEN, STATUS_NAAM_OPEN } from '@kw/contract';
import type { DbOfTx } from './client';
import { gebruikers, klwInvoer, kringloopwijzers, machtigingGebeurtenissen, machtigingen, relaties, toegangslog } from './schema';
import { datumVanaf, maakOrganisatie, verleenMachtigingen, VOORWAARDEN_GEACCEPTEERD } from './seed-hulp';
import { demoSchermen, halfGevuld } from './seed-invoer';

export const ACCOUNTANT_EMAIL = 'accountant@demo.nl';

const ACHTERNAMEN = [
  'Hoekstra', 'Bosma', 'Dijkstra', 'Van der Meer', 'Postma', 'Kuipers', 'Wijnja', 'Terpstra', 'Brouwer', 'Veenstra',
  'Mulder', 'Schouten', 'Van Dijk', 'Hofstra', 'Bakker', 'Jongsma', 'Zijlstra', 'De Boer', 'Visscher', 'Haitsma',
  'Van Beek', 'Nijenhuis', 'Oosterhof', 'Kamphuis', 'Wolters', 'Smeenk', 'Ten Have', 'Groothuis', 'Lubbers', 'Bruggink',
  'Van Ginkel', 'Hendriks', 'Verhoeven', 'Van den Berg', 'Scholten', 'Roelofs', 'Huisman', 'Timmerman', 'Kok', 'Van Leeuwen',
];
const PLAATSEN = ['Drachten', 'Heerenveen', 'Sneek', 'Barneveld', 'Winterswijk', 'Lochem', 'Emmen', 'Gouda', 'Woerden', 'Bergambacht'];

const OPEN = { statusId: 1, statusOmschrijving: STATUS_NAAM_OPEN, statusToelichting: 'De kringloopwijzer is nog niet ingediend en kan worden bewerkt.' };
const AFGESLOTEN = { statusId: 2, statusOmschrijving: STATUS_NAAM_AFGESLOTEN, statusToelichting: 'De kringloopwijzer is ingediend en afgesloten; wijzigen is niet meer mogelijk.' };

export interface AdviesDemoContext {
  wachtwoordHash: string;
  visser: number;
  adviseurId: number;
  deVries: number;
  jansen: number;
  jansenBoerId: number;
  deVriesBoerId: number;
}

/** Writes the advisory demo; returns the records with input, whose engine outcome the caller computes. */
export async function seedAdviesDemo(tx: DbOfTx, c: AdviesDemoContext): Promise<Array<{ id: number; relatieId: number; jaar: number }>> {
  const bedrijven = await tx
    .insert(relaties)
    .values(
      ACHTERNAMEN.map((naam, i) => ({
        naam: `Melkveebedrijf ${naam}`,
        naamKort: naam,
        kvkNummer: String(61_000_000 + i * 1_237),
        ubns: [String(6_100_000 + i * 97)],
        brs: String(110_000_000 + i * 4_321),
        plaats: PLAATSEN[i % PLAATSEN.length],
        soort: 'bedrijf' as const,
      })),
    )
    .returning({ id: relaties.id, naam: relaties.naam });

  // Records: every farm has 2024; every other farm also 2023. States vary: a third of the
  // 2024 records are submitted, 2023 is submitted where it exists except on every fourth farm.
  const records = await tx
    .insert(kringloopwijzers)
    .values(
      bedrijven.flatMap((b, i) => [
        ...(i % 2 === 0 ? [{ relatieId: b.id, jaar: 2023, aantalMelkkoeien: 70 + i, ...(i % 4 === 0 ? OPEN : AFGESLOTEN) }] : []),
        { relatieId: b.id, jaar: 2024, aantalMelkkoeien: 72 + i, ...(i % 3 === 0 ? AFGESLOTEN : OPEN) },
      ]),
    )
    .returning({ id: kringloopwijzers.id, relatieId: kringloopwijzers.relatieId, jaar: kringloopwijzers.jaar });

  // Input on 2024 only: complete on every third farm, half filled on the next, none on the rest.
  const metInvoer: Array<{ id: number; relatieId: number; jaar: number }> = [];
  for (const [i, b] of bedrijven.entries()) {
    if (i % 3 === 2) continue;
    const record = records.find((r) => r.relatieId === b.id && r.jaar === 2024)!;
    const farm = { naam: b.naam, koeien: 72 + i, grasHa: 30 + (i % 15), melkKg: 600_000 + i * 9_000 };
    const docs = i % 3 === 0 ? demoSchermen(farm, 2024) : halfGevuld(farm, 2024);
    await tx.insert(klwInvoer).values(Object.entries(docs).map(([scherm, gegevens]) => ({ relatieId: b.id, kringloopwijzerId: record.id, scherm, gegevens, versie: 1 })));
    metInvoer.push(record);
  }

  // Visser: volmacht on every eighth farm, beheren on the rest.
  const ids = bedrijven.map((b) => b.id);
  await verleenMachtigingen(tx, { organisatieId: c.visser, relatieIds: ids.filter((_, i) => i % 8 === 0), soort: 'volmacht', door: c.adviseurId });
  await verleenMachtigingen(tx, { organisatieId: c.visser, relatieIds: ids.filter((_, i) => i % 8 !== 0), soort: 'beheren', door: c.adviseurId });

  // Visser's former beheren on Jansen: granted 14 months ago, revoked by Jansen 2 months ago,
  // with the reads of that time in the access log (after the revocation: none).
  const ingang = datumVanaf(-425);
  const ingetrokkenOp = new Date(Date.now() - 60 * 86_400_000);
  const [oud] = await tx
    .insert(machtigingen)
    .values({
      relatieId: c.jansen,
      organisatieId: c.visser,
      soort: 'beheren',
      status: 'ingetrokken',
      ingangsdatum: ingang,
      einddatum: datumVanaf(365, new Date(`${ingang}T00:00:00Z`)),
      aangemaaktOp: new Date(`${ingang}T09:00:00Z`),
      aangemaaktDoor: c.jansenBoerId,
      statusGewijzigdOp: ingetrokkenOp,
      statusGewijzigdDoor: c.jansenBoerId,
      statusReden: 'We werken niet meer samen met dit adviesbureau.',
      versie: 2,
    })
    .returning({ id: machtigingen.id });
  await tx.insert(machtigingGebeurtenissen).values([
    { relatieId: c.jansen, machtigingId: oud.id, tijdstip: new Date(`${ingang}T09:00:00Z`), gebruikerId: c.jansenBoerId, actie: 'verleend', vanStatus: null, naarStatus: 'actief' },
    { relatieId: c.jansen, machtigingId: oud.id, tijdstip: ingetrokkenOp, gebruikerId: c.jansenBoerId, actie: 'ingetrokken', vanStatus: 'actief', naarStatus: 'ingetrokken', reden: 'We werken niet meer samen met dit adviesbureau.' },
  ]);
  const jansen2024 = await tx.select({ id: kringloopwijzers.id }).from(kringloopwijzers).where(sqlRelatieJaar(c.jansen, 2024));
  const WAT = ['Bedrijfsgegevens', 'Krachtvoer', 'Resultaten', 'Melklevering', 'Signaleringen'];
  await tx.insert(toegangslog).values(
    Array.from({ length: 12 }, (_, i) => ({
      relatieId: c.jansen,
      tijdstip: new Date(ingetrokkenOp.getTime() - (200 - i * 15) * 86_400_000 + (9 + (i % 5)) * 3_600_000),
      gebruikerId: c.adviseurId,
      organisatieId: c.visser,
      rol: 'beheren',
      machtigingId: oud.id,
      kringloopwijzerId: jansen2024[0]?.id ?? null,
      jaar: 2024,
      wat: WAT[i % WAT.length],
      actie: (i === 7 ? 'gewijzigd' : 'bekeken') as 'gewijzigd' | 'bekeken',
    })),
  );

  // ...and now Visser asks again: a pending request (beheren) from Visser to Jansen.
  const [vraag] = await tx
    .insert(machtigingen)
    .values({ relatieId: c.jansen, organisatieId: c.visser, soort: 'beheren', status: 'aangevraagd', ingangsdatum: datumVanaf(0), einddatum: datumVanaf(2 * 365), aangemaaktDoor: c.adviseurId, statusGewijzigdDoor: c.adviseurId })
    .returning({ id: machtigingen.id });
  await tx.insert(machtigingGebeurtenissen).values({ relatieId: c.jansen, machtigingId: vraag.id, gebruikerId: c.adviseurId, actie: 'aangevraagd', vanStatus: null, naarStatus: 'aangevraagd' });

  // Smit Accountants: inzien on De Vries and Jansen.
  const smit = await maakOrganisatie(tx, { naam: 'Smit Accountants', naamKort: 'Smit', kvkNummer: '78901234', soort: 'accountant', plaats: 'Zwolle', contactEmail: 'info@smit-accountants.demo.nl' });
  await tx.insert(gebruikers).values({ email: ACCOUNTANT_EMAIL, naam: 'Eva Smit', wachtwoordHash: c.wachtwoordHash, kvkNummer: '78901234', organisatieId: smit, ...VOORWAARDEN_GEACCEPTEERD });
  await verleenMachtigingen(tx, { organisatieId: smit, relatieIds: [c.deVries], soort: 'inzien', door: c.deVriesBoerId });
  await verleenMachtigingen(tx, { organisatieId: smit, relatieIds: [c.jansen], soort: 'inzien', door: c.jansenBoerId });
  return metInvoer;
}

const sqlRelatieJaar = (relatieId: number, jaar: number) => and(eq(kringloopwijzers.relatieId, relatieId), eq(kringloopwijzers.jaar, jaar));
