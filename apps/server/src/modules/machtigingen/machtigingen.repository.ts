/**
 * SQL of the mandate life cycle (decision 019). Every write takes the transaction of its
 * step, so the mandate, its history row and the mails are stored together or not at all.
 */
import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { STANDAARD_MAIL_VOORKEUREN } from '@kw/contract';
import type { Db, DbOfTx } from '../../db/client';
import { gebruikers, machtigingGebeurtenissen, machtigingen, relaties, type MachtigingSoort } from '../../db/schema';
import type { Ontvanger } from './machtigingen.mail';
import { vandaagNl } from '../../db/vandaag';

export type MachtigingStatus = (typeof machtigingen.$inferSelect)['status'];

export async function relatieOpKvk(db: DbOfTx, kvk: string) {
  const [r] = await db
    .select({ id: relaties.id, naam: relaties.naam, soort: relaties.soort, status: relaties.status, kvkNummer: relaties.kvkNummer, contactEmail: relaties.contactEmail })
    .from(relaties)
    .where(eq(relaties.kvkNummer, kvk));
  return r;
}

export async function relatieOpId(db: DbOfTx, id: number) {
  const [r] = await db
    .select({ id: relaties.id, naam: relaties.naam, soort: relaties.soort, status: relaties.status, kvkNummer: relaties.kvkNummer, contactEmail: relaties.contactEmail })
    .from(relaties)
    .where(eq(relaties.id, id));
  return r;
}

/** One mandate of a farm, locked for the step that changes it (FOR UPDATE: a confirm and a revoke queue). */
export async function machtigingVoorStap(db: DbOfTx, relatieId: number, id: number) {
  const [m] = await db
    .select()
    .from(machtigingen)
    .where(and(eq(machtigingen.relatieId, relatieId), eq(machtigingen.id, id)))
    .for('update');
  return m;
}

/** The organisation holding the farm's active volmacht (another than `behalve`), if any. */
export async function volmachtHouder(db: DbOfTx, relatieId: number, behalve?: number) {
  const [r] = await db
    .select({ organisatieId: machtigingen.organisatieId, naam: relaties.naam })
    .from(machtigingen)
    .innerJoin(relaties, eq(relaties.id, machtigingen.organisatieId))
    .where(
      and(
        eq(machtigingen.relatieId, relatieId),
        eq(machtigingen.soort, 'volmacht'),
        eq(machtigingen.status, 'actief'),
        behalve === undefined ? undefined : sql`${machtigingen.organisatieId} <> ${behalve}`,
      ),
    )
    .limit(1);
  return r;
}

/** A live (aangevraagd or actief) mandate of this kind from the farm to the organisation, if any. */
export async function levendeMachtiging(db: DbOfTx, relatieId: number, organisatieId: number, soort: MachtigingSoort) {
  const [m] = await db
    .select({ id: machtigingen.id, status: machtigingen.status })
    .from(machtigingen)
    .where(
      and(
        eq(machtigingen.relatieId, relatieId),
        eq(machtigingen.organisatieId, organisatieId),
        eq(machtigingen.soort, soort),
        inArray(machtigingen.status, ['aangevraagd', 'actief']),
      ),
    )
    .limit(1);
  return m;
}

export async function nieuweMachtiging(
  db: DbOfTx,
  m: { relatieId: number; organisatieId: number; soort: MachtigingSoort; status: 'aangevraagd' | 'actief'; ingangsdatum: string; einddatum: string; door: number; actie: string },
) {
  const [rij] = await db
    .insert(machtigingen)
    .values({
      relatieId: m.relatieId,
      organisatieId: m.organisatieId,
      soort: m.soort,
      status: m.status,
      ingangsdatum: m.ingangsdatum,
      einddatum: m.einddatum,
      aangemaaktDoor: m.door,
      statusGewijzigdDoor: m.door,
    })
    .returning();
  await db.insert(machtigingGebeurtenissen).values({ relatieId: m.relatieId, machtigingId: rij.id, gebruikerId: m.door, actie: m.actie, vanStatus: null, naarStatus: m.status });
  return rij;
}

/**
 * A step of the life cycle: only when the mandate still has the version and state the caller
 * saw; raises the version and writes the history row. Undefined: it changed meanwhile.
 */
export async function zetStatus(
  db: DbOfTx,
  s: { relatieId: number; id: number; versie: number; van: MachtigingStatus; naar: MachtigingStatus; door: number | null; actie: string; reden: string | null },
) {
  const [rij] = await db
    .update(machtigingen)
    .set({ status: s.naar, statusGewijzigdOp: sql`now()`, statusGewijzigdDoor: s.door, statusReden: s.reden, versie: sql`${machtigingen.versie} + 1` })
    .where(and(eq(machtigingen.relatieId, s.relatieId), eq(machtigingen.id, s.id), eq(machtigingen.versie, s.versie), eq(machtigingen.status, s.van)))
    .returning();
  if (!rij) return undefined;
  await db.insert(machtigingGebeurtenissen).values({ relatieId: s.relatieId, machtigingId: s.id, gebruikerId: s.door, actie: s.actie, vanStatus: s.van, naarStatus: s.naar, reden: s.reden });
  return rij;
}

/**
 * Active mandates past their end date become 'verlopen', each with a history row (run on
 * read; the rights never depend on it: auth checks the dates itself). `relatieId` narrows it.
 */
export async function markeerVerlopen(db: DbOfTx, filter: { relatieId?: number; organisatieId?: number } = {}) {
  const verlopen = await db
    .update(machtigingen)
    .set({ status: 'verlopen', statusGewijzigdOp: sql`now()`, statusGewijzigdDoor: null, statusReden: null, versie: sql`${machtigingen.versie} + 1` })
    .where(
      and(
        eq(machtigingen.status, 'actief'),
        sql`${machtigingen.einddatum} < ${vandaagNl}`,
        filter.relatieId === undefined ? undefined : eq(machtigingen.relatieId, filter.relatieId),
        filter.organisatieId === undefined ? undefined : eq(machtigingen.organisatieId, filter.organisatieId),
      ),
    )
    .returning({ id: machtigingen.id, relatieId: machtigingen.relatieId });
  if (verlopen.length > 0) {
    await db
      .insert(machtigingGebeurtenissen)
      .values(verlopen.map((m) => ({ relatieId: m.relatieId, machtigingId: m.id, gebruikerId: null, actie: 'verlopen', vanStatus: 'actief', naarStatus: 'verlopen', reden: 'De einddatum is verstreken.' })));
  }
  return verlopen.length;
}

const meldKolommen = {
  relatieId: machtigingen.relatieId,
  organisatieId: machtigingen.organisatieId,
  soort: machtigingen.soort,
  ingangsdatum: machtigingen.ingangsdatum,
  einddatum: machtigingen.einddatum,
};

/**
 * Claims up to `aantal` expired mandates not yet reported and marks them reported (the
 * caller's transaction also writes their mails). SKIP LOCKED: a concurrent round takes others.
 */
export async function claimVerlopen(db: DbOfTx, aantal: number) {
  const kandidaten = db
    .select({ id: machtigingen.id })
    .from(machtigingen)
    .where(and(eq(machtigingen.status, 'verlopen'), isNull(machtigingen.verloopGemeldOp)))
    .limit(aantal)
    .for('update', { skipLocked: true });
  return db
    .update(machtigingen)
    .set({ verloopGemeldOp: sql`now()` })
    .where(and(inArray(machtigingen.id, kandidaten), isNull(machtigingen.verloopGemeldOp)))
    .returning(meldKolommen);
}

/**
 * Claims up to `aantal` active mandates whose end date is at most `dagen` days away, whose
 * term is longer than that, and that had no reminder yet; marks them reminded.
 */
export async function claimHerinneringen(db: DbOfTx, dagen: number, aantal: number) {
  const kandidaten = db
    .select({ id: machtigingen.id })
    .from(machtigingen)
    .where(
      and(
        eq(machtigingen.status, 'actief'),
        isNull(machtigingen.herinneringGemeldOp),
        sql`${machtigingen.einddatum} >= ${vandaagNl}`,
        sql`${machtigingen.einddatum} <= ${vandaagNl} + ${dagen}::int`,
        sql`${machtigingen.einddatum} - ${machtigingen.ingangsdatum} > ${dagen}::int`,
      ),
    )
    .limit(aantal)
    .for('update', { skipLocked: true });
  return db
    .update(machtigingen)
    .set({ herinneringGemeldOp: sql`now()` })
    .where(and(inArray(machtigingen.id, kandidaten), isNull(machtigingen.herinneringGemeldOp)))
    .returning(meldKolommen);
}

const bedrijf = alias(relaties, 'bedrijf');
const organisatie = alias(relaties, 'organisatie');

const regelKolommen = {
  id: machtigingen.id,
  relatieId: machtigingen.relatieId,
  bedrijfsnaam: bedrijf.naam,
  bedrijfKvk: bedrijf.kvkNummer,
  organisatieId: machtigingen.organisatieId,
  organisatie: organisatie.naam,
  organisatieKvk: organisatie.kvkNummer,
  organisatieSoort: organisatie.soort,
  soort: machtigingen.soort,
  status: machtigingen.status,
  ingangsdatum: machtigingen.ingangsdatum,
  einddatum: machtigingen.einddatum,
  versie: machtigingen.versie,
  statusReden: machtigingen.statusReden,
  statusGewijzigdOp: machtigingen.statusGewijzigdOp,
};

/** Mandates with farm and organisation names; `waar` filters, newest state change first. */
export async function leesMachtigingen(db: DbOfTx, waar: SQL | undefined, pagina?: { limit: number; offset: number }) {
  const q = db
    .select(regelKolommen)
    .from(machtigingen)
    .innerJoin(bedrijf, eq(bedrijf.id, machtigingen.relatieId))
    .innerJoin(organisatie, eq(organisatie.id, machtigingen.organisatieId))
    .where(waar)
    .orderBy(sql`case ${machtigingen.status} when 'aangevraagd' then 0 when 'actief' then 1 else 2 end`, desc(machtigingen.statusGewijzigdOp), desc(machtigingen.id));
  return pagina ? q.limit(pagina.limit).offset(pagina.offset) : q;
}

export async function telMachtigingen(db: DbOfTx, waar: SQL | undefined) {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(machtigingen)
    .innerJoin(bedrijf, eq(bedrijf.id, machtigingen.relatieId))
    .innerJoin(organisatie, eq(organisatie.id, machtigingen.organisatieId))
    .where(waar);
  return r.n;
}

export const opBedrijf = (relatieId: number) => eq(machtigingen.relatieId, relatieId);
export const opOrganisatie = (organisatieId: number) => eq(machtigingen.organisatieId, organisatieId);
export const opEen = (relatieId: number, id: number) => and(eq(machtigingen.relatieId, relatieId), eq(machtigingen.id, id));

export type MachtigingRij = Awaited<ReturnType<typeof leesMachtigingen>>[number];

/** The staff filters: kind, state, and a name or KvK part of the organisation and of the farm. */
export function staffFilter(f: { soort?: MachtigingSoort; status?: MachtigingStatus; organisatie?: string; bedrijf?: string }) {
  const deel = (t: string) => `%${t.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return and(
    f.soort ? eq(machtigingen.soort, f.soort) : undefined,
    f.status ? eq(machtigingen.status, f.status) : undefined,
    f.organisatie ? or(ilike(organisatie.naam, deel(f.organisatie)), ilike(organisatie.kvkNummer, deel(f.organisatie))) : undefined,
    f.bedrijf ? or(ilike(bedrijf.naam, deel(f.bedrijf)), ilike(bedrijf.kvkNummer, deel(f.bedrijf))) : undefined,
  );
}

/** The history of the given mandates (oldest first), with who did it: user name and organisation, or the farm. */
export async function leesGeschiedenis(db: DbOfTx, ids: Array<{ relatieId: number; id: number }>) {
  if (ids.length === 0) return [];
  const organisatieVanGebruiker = alias(relaties, 'org_van_gebruiker');
  return db
    .select({
      machtigingId: machtigingGebeurtenissen.machtigingId,
      tijdstip: machtigingGebeurtenissen.tijdstip,
      naam: gebruikers.naam,
      isSBMedewerker: gebruikers.isSBMedewerker,
      organisatie: organisatieVanGebruiker.naam,
      actie: machtigingGebeurtenissen.actie,
      vanStatus: machtigingGebeurtenissen.vanStatus,
      naarStatus: machtigingGebeurtenissen.naarStatus,
      reden: machtigingGebeurtenissen.reden,
    })
    .from(machtigingGebeurtenissen)
    .leftJoin(gebruikers, eq(gebruikers.id, machtigingGebeurtenissen.gebruikerId))
    .leftJoin(organisatieVanGebruiker, eq(organisatieVanGebruiker.id, gebruikers.organisatieId))
    .where(
      and(
        inArray(machtigingGebeurtenissen.relatieId, [...new Set(ids.map((i) => i.relatieId))]),
        inArray(machtigingGebeurtenissen.machtigingId, ids.map((i) => i.id)),
      ),
    )
    .orderBy(asc(machtigingGebeurtenissen.tijdstip), asc(machtigingGebeurtenissen.id));
}

/** The `machtigingen` e-mail preference of a user: their own choice, else the contract's default. */
const wilMachtigingMails = (voorkeuren: Record<string, boolean> | null | undefined) => ({ ...STANDAARD_MAIL_VOORKEUREN, ...voorkeuren }).machtigingen;

/**
 * Who gets the mails of a step: the farm's participant users, the organisation's users and its
 * contact address, each with their `machtigingen` preference. The contact address has no
 * preference of its own: the default, unless a user with that same address chose otherwise.
 */
export async function mailAdressen(db: DbOfTx, relatieId: number, organisatieId: number): Promise<{ bedrijf: Ontvanger[]; organisatie: Ontvanger[] }> {
  const kolommen = { email: gebruikers.email, voorkeuren: gebruikers.mailVoorkeuren };
  const boer = await db
    .select(kolommen)
    .from(gebruikers)
    .where(and(eq(gebruikers.relatieId, relatieId), eq(gebruikers.isDeelnemer, true), eq(gebruikers.isDemoGebruiker, false)));
  const org = await db.select(kolommen).from(gebruikers).where(eq(gebruikers.organisatieId, organisatieId));
  const [o] = await db.select({ contactEmail: relaties.contactEmail }).from(relaties).where(eq(relaties.id, organisatieId));
  const uniek = (rijen: Array<{ email: string; voorkeuren: Record<string, boolean> | null }>): Ontvanger[] => {
    const per = new Map<string, boolean>();
    for (const r of rijen) if (!per.has(r.email)) per.set(r.email, wilMachtigingMails(r.voorkeuren));
    return [...per].map(([email, wil]) => ({ email, wilMachtigingMails: wil }));
  };
  return {
    bedrijf: uniek(boer),
    organisatie: uniek([...org, ...(o?.contactEmail ? [{ email: o.contactEmail.toLowerCase(), voorkeuren: null }] : [])]),
  };
}

export type { Db };
