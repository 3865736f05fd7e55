/**
 * Demo data (password `demo` for every demo user), deterministic: the same seed gives the
 * same deliveries on every machine. Idempotent: does nothing when the demo users exist.
 */
import { seedKoppelingenDemo } from './seed-koppelingen';
import { seedGegevensdelingDemo } from './seed-gegevensdeling';
import { seedPilotDemo } from './seed-pilot';
import { hash } from '@node-rs/argon2';
import { inArray } from 'drizzle-orm';
import { maakPrng, STATUS_NAAM_AFGESLOTEN, STATUS_NAAM_OPEN, totaalVanLeveringen } from '@kw/contract';
import type { Db } from './client';
import { gebruikers, handmatigeMelkgegevens, klwInvoer, kringloopwijzers, melkleveringen, relaties } from './schema';
import { ACCOUNTANT_EMAIL, seedAdviesDemo } from './seed-demo-advies';
import { maakOrganisatie, verleenMachtigingen, VOORWAARDEN_GEACCEPTEERD } from './seed-hulp';
import { demoSchermen, halfGevuld, type DemoBedrijf } from './seed-invoer';
import { werkUitkomstBij } from '../modules/uitkomst/uitkomst.service';

export const DEMO_WACHTWOORD = 'demo';
export const DEMO_EMAILS = {
  deelnemer: 'deelnemer@demo.nl',
  deelnemer2: 'deelnemer2@demo.nl',
  volmacht: 'volmacht@demo.nl',
  adviseur: 'adviseur@demo.nl',
  medewerker: 'medewerker@demo.nl',
  demo: 'demo@demo.nl',
  accountant: ACCOUNTANT_EMAIL,
} as const;

const STATUS_OPEN = { statusId: 1, statusOmschrijving: STATUS_NAAM_OPEN, statusToelichting: 'De kringloopwijzer is nog niet ingediend en kan worden bewerkt.' };
const STATUS_AFGESLOTEN = {
  statusId: 2,
  statusOmschrijving: STATUS_NAAM_AFGESLOTEN,
  statusToelichting: 'De kringloopwijzer is ingediend en afgesloten; wijzigen is niet meer mogelijk.',
};


const tussen = (r: () => number, min: number, max: number, decimalen: number) => {
  const f = 10 ** decimalen;
  return Math.round((min + r() * (max - min)) * f) / f;
};
const tweeCijfers = (n: number) => String(n).padStart(2, '0');

interface DemoLevering {
  leverDatum: string;
  afleverTijd: string;
  ubn: string;
  kg: number;
  vet: number;
  eiwit: number;
  ureum: number;
  fosfor: number | null;
}

/** Deliveries every 2 and 3 days alternately, a morning pick-up between 06:40 and 09:30. */
export function demoLeveringen(jaar: number, ubn: string, zaad: number, jaarKg = 1_000_000): DemoLevering[] {
  const r = maakPrng(zaad);
  const lijst: DemoLevering[] = [];
  const dag = new Date(Date.UTC(jaar, 0, 1 + Math.floor(r() * 2)));
  const aantal = Math.round(365 / 2.5);
  const gemiddeld = jaarKg / aantal;
  let stap = 2;
  while (dag.getUTCFullYear() === jaar) {
    const minuten = 6 * 60 + 40 + Math.floor(r() * 171); // 06:40 .. 09:30
    lijst.push({
      leverDatum: `${jaar}-${tweeCijfers(dag.getUTCMonth() + 1)}-${tweeCijfers(dag.getUTCDate())}`,
      afleverTijd: `${tweeCijfers(Math.floor(minuten / 60))}:${tweeCijfers(minuten % 60)}`,
      ubn,
      kg: Math.round(gemiddeld * tussen(r, 0.9, 1.1, 3)),
      vet: tussen(r, 4.2, 4.6, 2),
      eiwit: tussen(r, 3.4, 3.7, 2),
      ureum: Math.round(tussen(r, 18, 28, 0)),
      fosfor: jaar >= 2019 ? Math.round(tussen(r, 90, 110, 0)) : null,
    });
    dag.setUTCDate(dag.getUTCDate() + stap);
    stap = stap === 2 ? 3 : 2;
  }
  return lijst;
}

/** True when seeded; false when the demo users were already there. */
export async function seedDemo(db: Db, opties: { wachtwoordHash?: string } = {}): Promise<boolean> {
  const bestaand = await db.select({ id: gebruikers.id }).from(gebruikers).where(inArray(gebruikers.email, Object.values(DEMO_EMAILS))).limit(1);
  if (bestaand.length > 0) return false;
  // argon2id with the library defaults, hashed once and shared by all demo users (seeding stays fast).
  const wachtwoordHash = opties.wachtwoordHash ?? (await hash(DEMO_WACHTWOORD));

  const teBerekenen: Array<{ id: number; relatieId: number; jaar: number }> = [];
  await db.transaction(async (tx) => {
    const [deVries, jansen, demobedrijf] = await tx
      .insert(relaties)
      .values([
        { naam: 'Melkveebedrijf De Vries', naamKort: 'De Vries', kvkNummer: '12345678', ubns: ['1234567'] },
        { naam: 'Maatschap Jansen', naamKort: 'Jansen', kvkNummer: '23456789', ubns: ['2345678'] },
        { naam: 'Demobedrijf', naamKort: 'Demo', kvkNummer: '34567890', ubns: ['3456789'] },
      ])
      .returning();

    // The organisations behind the proxy holder and the adviser (decision 019): the user works
    // for the organisation, the farm gives the organisation its mandate.
    const bakker = await maakOrganisatie(tx, { naam: 'Bakker Bedrijfsadvies', naamKort: 'Bakker Advies', kvkNummer: '45678901', soort: 'adviesbureau', plaats: 'Drachten' });
    const visser = await maakOrganisatie(tx, { naam: 'Visser Melkveeadvies', naamKort: 'Visser Advies', kvkNummer: '56789012', soort: 'adviesbureau', plaats: 'Barneveld' });
    // an application waiting for staff on Registratie relatie (sharing-anchors.md §2)
    await maakOrganisatie(tx, { naam: 'Zuivelcoöperatie Noord', naamKort: 'Zuivel Noord', kvkNummer: '67890123', soort: 'zuivelonderneming', status: 'aangevraagd', plaats: 'Leeuwarden', contactEmail: 'aanvraag@zuivelnoord.example' });
    const g = await tx
      .insert(gebruikers)
      .values([
        { email: DEMO_EMAILS.deelnemer, naam: 'Jan de Vries', wachtwoordHash, isDeelnemer: true, kvkNummer: '12345678', relatieId: deVries.id, ...VOORWAARDEN_GEACCEPTEERD },
        { email: DEMO_EMAILS.deelnemer2, naam: 'Piet Jansen', wachtwoordHash, isDeelnemer: true, kvkNummer: '23456789', relatieId: jansen.id, ...VOORWAARDEN_GEACCEPTEERD },
        { email: DEMO_EMAILS.volmacht, naam: 'Anna Bakker', wachtwoordHash, kvkNummer: '45678901', organisatieId: bakker, ...VOORWAARDEN_GEACCEPTEERD },
        { email: DEMO_EMAILS.adviseur, naam: 'Kees Visser', wachtwoordHash, isAdviseur: true, kvkNummer: '56789012', organisatieId: visser, ...VOORWAARDEN_GEACCEPTEERD },
        { email: DEMO_EMAILS.medewerker, naam: 'Sanne Mulder', wachtwoordHash, isSBMedewerker: true, ...VOORWAARDEN_GEACCEPTEERD },
        { email: DEMO_EMAILS.demo, naam: 'Demogebruiker', wachtwoordHash, isDeelnemer: true, isDemoGebruiker: true, relatieId: demobedrijf.id, ...VOORWAARDEN_GEACCEPTEERD },
      ])
      .returning();
    const perEmail = new Map(g.map((x) => [x.email, x.id]));

    await verleenMachtigingen(tx, { organisatieId: bakker, relatieIds: [deVries.id], soort: 'volmacht', door: perEmail.get(DEMO_EMAILS.deelnemer)! });
    await verleenMachtigingen(tx, { organisatieId: visser, relatieIds: [deVries.id], soort: 'beheren', door: perEmail.get(DEMO_EMAILS.deelnemer)! });

    const klws = await tx
      .insert(kringloopwijzers)
      .values([
        { relatieId: deVries.id, jaar: 2018, aantalMelkkoeien: 108, ...STATUS_AFGESLOTEN },
        { relatieId: deVries.id, jaar: 2020, aantalMelkkoeien: 111, ...STATUS_AFGESLOTEN },
        { relatieId: deVries.id, jaar: 2022, aantalMelkkoeien: 113, ...STATUS_AFGESLOTEN },
        { relatieId: deVries.id, jaar: 2024, aantalMelkkoeien: 115, ...STATUS_OPEN },
        { relatieId: jansen.id, jaar: 2019, aantalMelkkoeien: 78, ...STATUS_OPEN },
        { relatieId: jansen.id, jaar: 2024, aantalMelkkoeien: 84, ...STATUS_OPEN },
        { relatieId: demobedrijf.id, jaar: 2024, aantalMelkkoeien: 95, ...STATUS_OPEN },
      ])
      .returning();
    const klw = (relatieId: number, jaar: number) => klws.find((k) => k.relatieId === relatieId && k.jaar === jaar)!;

    const perRecord: Array<{ id: number; relatieId: number; leveringen: DemoLevering[] }> = [
      { id: klw(deVries.id, 2018).id, relatieId: deVries.id, leveringen: demoLeveringen(2018, '1234567', 2018, 960_000) },
      { id: klw(deVries.id, 2020).id, relatieId: deVries.id, leveringen: demoLeveringen(2020, '1234567', 2020, 985_000) },
      { id: klw(deVries.id, 2022).id, relatieId: deVries.id, leveringen: demoLeveringen(2022, '1234567', 2022, 1_010_000) },
      { id: klw(deVries.id, 2024).id, relatieId: deVries.id, leveringen: demoLeveringen(2024, '1234567', 2024, 1_030_000) },
      { id: klw(demobedrijf.id, 2024).id, relatieId: demobedrijf.id, leveringen: demoLeveringen(2024, '3456789', 42, 820_000) },
    ];
    for (const { id, relatieId, leveringen } of perRecord) {
      await tx.insert(melkleveringen).values(leveringen.map((l) => ({ ...l, relatieId, kringloopwijzerId: id })));
    }

    // Every record with deliveries carries a saved, valid manual row (switch off: manual = the
    // automatic totals), so its Melklevering screen and menu item are done, as on a complete farm
    // (demo data). Calves' milk and other production: plausible amounts for the herd (te verifiëren).
    const opgeslagen: Array<{ record: { id: number }; kalveren: number | null; overig: number | null; door: string }> = [
      { record: klw(deVries.id, 2018), kalveren: null, overig: null, door: DEMO_EMAILS.deelnemer },
      { record: klw(deVries.id, 2020), kalveren: null, overig: 3200, door: DEMO_EMAILS.deelnemer },
      { record: klw(deVries.id, 2022), kalveren: 12_500, overig: 2800, door: DEMO_EMAILS.deelnemer },
      { record: klw(deVries.id, 2024), kalveren: 13_000, overig: 2600, door: DEMO_EMAILS.deelnemer },
      { record: klw(demobedrijf.id, 2024), kalveren: 9_500, overig: 1_100, door: DEMO_EMAILS.demo },
    ];
    for (const { record, kalveren, overig, door } of opgeslagen) {
      const rec = perRecord.find((p) => p.id === record.id)!;
      const t = totaalVanLeveringen(rec.leveringen);
      await tx.insert(handmatigeMelkgegevens).values({
        relatieId: rec.relatieId,
        kringloopwijzerId: rec.id,
        gebruikHandmatigeMelkRegistratie: false,
        handmatigKg: t.kg,
        handmatigVet: t.vet,
        handmatigEiwit: t.eiwit,
        handmatigUreum: t.ureum,
        handmatigFosfor: t.fosfor,
        gevoerdAanKalverenKg: kalveren,
        overigeProductieKg: overig,
        versie: 1,
        gewijzigdDoor: perEmail.get(door)!,
      });
    }

    // Jansen 2024 registers its milk by hand (no automatic deliveries).
    await tx.insert(handmatigeMelkgegevens).values({
      relatieId: jansen.id,
      kringloopwijzerId: klw(jansen.id, 2024).id,
      gebruikHandmatigeMelkRegistratie: true,
      handmatigKg: 690_000,
      handmatigVet: 4.35,
      handmatigEiwit: 3.5,
      handmatigUreum: 24,
      handmatigFosfor: 96,
      gevoerdAanKalverenKg: 9_000,
      overigeProductieKg: 1_200,
      versie: 1,
      gewijzigdDoor: perEmail.get(DEMO_EMAILS.deelnemer2)!,
    });

    // The register screens (decision 010): De Vries complete in every year, the demo farm complete,
    // Jansen 2024 half filled (not-done and warning states), Jansen 2019 empty.
    // De Vries 2018 is the year before the farm exported enough manure: it breaks the usage norms for
    // N from animal manure and P2O5, so their warning can be seen; every other demo year is within them.
    const vries = (jaar: number): DemoBedrijf => ({ naam: deVries.naam, koeien: 98 + (jaar - 2018), grasHa: 42, melkKg: 960_000 + (jaar - 2018) * 12_000, ...(jaar === 2018 ? { mestAfvoerM3PerKoe: 6.5 } : {}) });
    const invoer: Array<{ record: (typeof klws)[number]; docs: Record<string, object> }> = [
      ...[2018, 2020, 2022, 2024].map((jaar) => ({ record: klw(deVries.id, jaar), docs: demoSchermen(vries(jaar), jaar) })),
      { record: klw(demobedrijf.id, 2024), docs: demoSchermen({ naam: demobedrijf.naam, koeien: 88, grasHa: 38, melkKg: 820_000 }, 2024) },
      { record: klw(jansen.id, 2024), docs: halfGevuld({ naam: jansen.naam, koeien: 80, grasHa: 40, melkKg: 690_000 }, 2024) },
    ];
    for (const { record, docs } of invoer) {
      await tx.insert(klwInvoer).values(
        Object.entries(docs).map(([scherm, gegevens]) => ({
          relatieId: record.relatieId,
          kringloopwijzerId: record.id,
          scherm,
          gegevens,
          versie: 1,
          gewijzigdDoor: perEmail.get(record.relatieId === jansen.id ? DEMO_EMAILS.deelnemer2 : record.relatieId === demobedrijf.id ? DEMO_EMAILS.demo : DEMO_EMAILS.deelnemer)!,
        })),
      );
    }
    teBerekenen.push(...klws.map((k) => ({ id: k.id, relatieId: k.relatieId, jaar: k.jaar })));

    // Visser's 40 farms, a pending and a revoked mandate, the accountant (decision 019).
    const metInvoer = await seedAdviesDemo(tx, {
      wachtwoordHash,
      visser,
      adviseurId: perEmail.get(DEMO_EMAILS.adviseur)!,
      deVries: deVries.id,
      jansen: jansen.id,
      deVriesBoerId: perEmail.get(DEMO_EMAILS.deelnemer)!,
      jansenBoerId: perEmail.get(DEMO_EMAILS.deelnemer2)!,
    });
    teBerekenen.push(...metInvoer);
  });
  // The engine for every seeded record, so the menu shows stored states from the start.
  for (const record of teBerekenen) await werkUitkomstBij(db, record);
  await seedKoppelingenDemo(db);
  await seedGegevensdelingDemo(db);
  await seedPilotDemo(db);
  return true;
}
