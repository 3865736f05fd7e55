/** SQL of Profiel (decision 019): the user's own row, sessions, preferences, company changes and the data export. */
import { and, asc, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db, DbOfTx } from '../../db/client';
import {
  bedrijfswijzigingen,
  gebruikers,
  handmatigeMelkgegevens,
  klwInvoer,
  kringloopwijzers,
  machtigingGebeurtenissen,
  machtigingen,
  melkleveringen,
  relaties,
  sessies,
  toegangslog,
} from '../../db/schema';

export async function vindRelatie(db: DbOfTx, id: number) {
  const [r] = await db.select().from(relaties).where(eq(relaties.id, id));
  return r;
}

/** The farm's latest company change still waiting for staff. */
export async function openWijziging(db: DbOfTx, relatieId: number) {
  const [w] = await db
    .select({
      id: bedrijfswijzigingen.id,
      oudKvk: bedrijfswijzigingen.oudKvk,
      nieuwKvk: bedrijfswijzigingen.nieuwKvk,
      oudBrs: bedrijfswijzigingen.oudBrs,
      nieuwBrs: bedrijfswijzigingen.nieuwBrs,
      oudUbns: bedrijfswijzigingen.oudUbns,
      nieuwUbns: bedrijfswijzigingen.nieuwUbns,
      ingediendOp: bedrijfswijzigingen.ingediendOp,
    })
    .from(bedrijfswijzigingen)
    .where(and(eq(bedrijfswijzigingen.relatieId, relatieId), eq(bedrijfswijzigingen.status, 'aangevraagd')))
    .orderBy(desc(bedrijfswijzigingen.id))
    .limit(1);
  return w;
}

/** Whether another user already has this e-mail address (stored lower-case). */
export async function emailBezet(db: DbOfTx, email: string, behalveId: number) {
  const [g] = await db.select({ id: gebruikers.id }).from(gebruikers).where(and(eq(gebruikers.email, email), ne(gebruikers.id, behalveId))).limit(1);
  return g !== undefined;
}

const actief = () => and(isNull(sessies.beeindigdOp), gt(sessies.verlooptOp, sql`now()`));

/** The user's live sessions, newest first. */
export async function actieveSessies(db: DbOfTx, gebruikerId: number) {
  return db
    .select({ id: sessies.id, nr: sessies.nr, apparaat: sessies.apparaat, aangemaaktOp: sessies.aangemaaktOp, verlooptOp: sessies.verlooptOp })
    .from(sessies)
    .where(and(eq(sessies.gebruikerId, gebruikerId), actief()))
    .orderBy(desc(sessies.aangemaaktOp), desc(sessies.nr));
}

export async function voegWijzigingToe(
  db: DbOfTx,
  w: { relatieId: number; oudKvk: string | null; nieuwKvk: string; oudBrs: string | null; nieuwBrs: string | null; oudUbns: string[]; nieuwUbns: string[]; overgangsdatum: string; ingediendDoor: number; reden: string | null },
) {
  const [r] = await db.insert(bedrijfswijzigingen).values(w).returning({ id: bedrijfswijzigingen.id });
  return r!.id;
}

/** Staff close a waiting change: processed or refused (Registratie relatie, decision 019; its lock and checks are there). */
export async function sluitWijziging(db: DbOfTx, w: { relatieId: number; id: number; status: 'verwerkt' | 'afgewezen'; door: number; reden?: string }) {
  await db
    .update(bedrijfswijzigingen)
    .set({ status: w.status, verwerktDoor: w.door, verwerktOp: sql`now()`, ...(w.reden !== undefined ? { reden: w.reden } : {}) })
    .where(and(eq(bedrijfswijzigingen.relatieId, w.relatieId), eq(bedrijfswijzigingen.id, w.id)));
}

/** E-mail addresses of staff (the outbox of a company change). */
export async function medewerkerAdressen(db: DbOfTx) {
  const rijen = await db.select({ email: gebruikers.email }).from(gebruikers).where(eq(gebruikers.isSBMedewerker, true));
  return rijen.map((r) => r.email);
}

// ---- the data export (Mijn gegevens downloaden) ----

export async function recordsVanBedrijf(db: Db, relatieId: number) {
  return db
    .select({ id: kringloopwijzers.id, relatieId: kringloopwijzers.relatieId, jaar: kringloopwijzers.jaar, statusId: kringloopwijzers.statusId, statusOmschrijving: kringloopwijzers.statusOmschrijving, aantalMelkkoeien: kringloopwijzers.aantalMelkkoeien })
    .from(kringloopwijzers)
    .where(eq(kringloopwijzers.relatieId, relatieId))
    .orderBy(asc(kringloopwijzers.jaar));
}

/** A record's input as stored: the register's documents per screen and the Melklevering data. */
export async function invoerVanRecord(db: Db, relatieId: number, klwId: number) {
  const [schermen, handmatig, leveringen] = await Promise.all([
    db
      .select({ scherm: klwInvoer.scherm, gegevens: klwInvoer.gegevens, versie: klwInvoer.versie, gewijzigdOp: klwInvoer.gewijzigdOp })
      .from(klwInvoer)
      .where(and(eq(klwInvoer.relatieId, relatieId), eq(klwInvoer.kringloopwijzerId, klwId)))
      .orderBy(asc(klwInvoer.scherm)),
    db.select().from(handmatigeMelkgegevens).where(and(eq(handmatigeMelkgegevens.relatieId, relatieId), eq(handmatigeMelkgegevens.kringloopwijzerId, klwId))),
    db
      .select({ leverDatum: melkleveringen.leverDatum, afleverTijd: melkleveringen.afleverTijd, ubn: melkleveringen.ubn, kg: melkleveringen.kg, vet: melkleveringen.vet, eiwit: melkleveringen.eiwit, ureum: melkleveringen.ureum, fosfor: melkleveringen.fosfor })
      .from(melkleveringen)
      .where(and(eq(melkleveringen.relatieId, relatieId), eq(melkleveringen.kringloopwijzerId, klwId)))
      .orderBy(asc(melkleveringen.leverDatum), asc(melkleveringen.afleverTijd)),
  ]);
  return { schermen, handmatig: handmatig[0] ?? null, leveringen };
}

/** The farm's mandates with their organisation and their whole history. */
export async function machtigingenMetGeschiedenis(db: Db, relatieId: number) {
  const [lijst, gebeurtenissen] = await Promise.all([
    db
      .select({
        id: machtigingen.id,
        organisatie: relaties.naam,
        organisatieKvk: relaties.kvkNummer,
        soort: machtigingen.soort,
        status: machtigingen.status,
        ingangsdatum: machtigingen.ingangsdatum,
        einddatum: machtigingen.einddatum,
        aangemaaktOp: machtigingen.aangemaaktOp,
        statusGewijzigdOp: machtigingen.statusGewijzigdOp,
        statusReden: machtigingen.statusReden,
      })
      .from(machtigingen)
      .innerJoin(relaties, eq(relaties.id, machtigingen.organisatieId))
      .where(eq(machtigingen.relatieId, relatieId))
      .orderBy(asc(machtigingen.id)),
    db
      .select({
        machtigingId: machtigingGebeurtenissen.machtigingId,
        tijdstip: machtigingGebeurtenissen.tijdstip,
        door: gebruikers.naam,
        actie: machtigingGebeurtenissen.actie,
        vanStatus: machtigingGebeurtenissen.vanStatus,
        naarStatus: machtigingGebeurtenissen.naarStatus,
        reden: machtigingGebeurtenissen.reden,
      })
      .from(machtigingGebeurtenissen)
      .leftJoin(gebruikers, eq(gebruikers.id, machtigingGebeurtenissen.gebruikerId))
      .where(eq(machtigingGebeurtenissen.relatieId, relatieId))
      .orderBy(asc(machtigingGebeurtenissen.id)),
  ]);
  return lijst.map((m) => ({ ...m, geschiedenis: gebeurtenissen.filter((g) => g.machtigingId === m.id).map(({ machtigingId: _m, ...g }) => g) }));
}

/** Every row of the farm's access log, oldest first (the export holds the log as written, not merged). */
export async function volledigToegangslog(db: Db, relatieId: number) {
  return db
    .select({
      tijdstip: toegangslog.tijdstip,
      organisatie: sql<string | null>`(select r.naam from ${relaties} r where r.id = ${toegangslog.organisatieId})`,
      rol: toegangslog.rol,
      machtigingId: toegangslog.machtigingId,
      reden: toegangslog.reden,
      namens: toegangslog.namens,
      jaar: toegangslog.jaar,
      wat: toegangslog.wat,
      actie: toegangslog.actie,
    })
    .from(toegangslog)
    .where(eq(toegangslog.relatieId, relatieId))
    .orderBy(asc(toegangslog.tijdstip), asc(toegangslog.id));
}
