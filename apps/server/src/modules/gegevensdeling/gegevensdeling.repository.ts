/**
 * The tables of data sharing (decision 027): purposes, participations with their history, and the
 * consumers' client credentials. This module owns them; others ask its services.
 */
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { RESULTAAT_PADEN, type DataproductSleutel, type DeelnameStatus } from '@kw/contract';
import type { Db, DbOfTx } from '../../db/client';
import { voorbereidSql } from '../../db/voorbereid';
import { leveringenJson, leveringRijen, type LeveringRij, type LeveringTupel } from '../melklevering/melklevering.service';
import { invoerKolommen, resultaatKolommen, type InvoerLezing, type ResultaatLezing } from '../uitkomst/uitkomst.service';
import { afnemerClients, auditLog, deelnameGebeurtenissen, deelnames, doelen, gebruikers, kringloopwijzers, relaties, type Doel } from '../../db/schema';

export type { Db, DbOfTx };

export async function relatieOpKvk(db: DbOfTx, kvk: string) {
  const [r] = await db.select().from(relaties).where(eq(relaties.kvkNummer, kvk));
  return r;
}

export async function relatieOpId(db: DbOfTx, id: number) {
  const [r] = await db.select().from(relaties).where(eq(relaties.id, id));
  return r;
}

// ---- purposes ---------------------------------------------------------------------------------
export async function leesDoelen(db: DbOfTx, waar?: SQL) {
  const rijen = await db
    .select({ doel: doelen, afnemer: { id: relaties.id, naam: relaties.naam, kvk: relaties.kvkNummer } })
    .from(doelen)
    .innerJoin(relaties, eq(relaties.id, doelen.afnemerId))
    .where(waar)
    .orderBy(doelen.id);
  const tellingen = rijen.length
    ? await db
        .select({ doelId: deelnames.doelId, status: deelnames.status, aantal: sql<number>`count(*)::int` })
        .from(deelnames)
        .where(inArray(deelnames.doelId, rijen.map((r) => r.doel.id)))
        .groupBy(deelnames.doelId, deelnames.status)
    : [];
  return rijen.map((r) => ({ ...r, tellingen: tellingen.filter((t) => t.doelId === r.doel.id) }));
}

export async function doelOpId(db: DbOfTx, id: number, voorWijzigen = false) {
  const q = db.select().from(doelen).where(eq(doelen.id, id));
  const [d] = voorWijzigen ? await q.for('update') : await q;
  return d;
}

export async function nieuwDoel(db: DbOfTx, v: typeof doelen.$inferInsert) {
  const [d] = await db.insert(doelen).values(v).returning();
  return d;
}

/** Changes a purpose only at the version the caller saw; undefined when someone else changed it first. */
export async function wijzigDoel(db: DbOfTx, id: number, versie: number, v: Partial<typeof doelen.$inferInsert>): Promise<Doel | undefined> {
  const [d] = await db
    .update(doelen)
    .set({ ...v, gewijzigdOp: sql`now()`, versie: sql`${doelen.versie} + 1` })
    .where(and(eq(doelen.id, id), eq(doelen.versie, versie)))
    .returning();
  return d;
}

// ---- participations ---------------------------------------------------------------------------
export const deelnameKolommen = {
  deelname: deelnames,
  bedrijf: { naam: relaties.naam, kvk: relaties.kvkNummer, ubns: relaties.ubns },
  doel: { id: doelen.id, naam: doelen.naam, boerTekst: doelen.boerTekst, einddatum: doelen.einddatum, afnemerId: doelen.afnemerId, status: doelen.status },
  afnemer: sql<string>`(select naam from ${relaties} a where a.id = ${doelen.afnemerId})`,
};

export async function leesDeelnames(db: DbOfTx, waar: SQL | undefined, max = 5_000) {
  return db
    .select(deelnameKolommen)
    .from(deelnames)
    .innerJoin(relaties, eq(relaties.id, deelnames.relatieId))
    .innerJoin(doelen, eq(doelen.id, deelnames.doelId))
    .where(waar)
    .orderBy(desc(deelnames.aangevraagdOp), desc(deelnames.id))
    .limit(max);
}
export type DeelnameRij = Awaited<ReturnType<typeof leesDeelnames>>[number];

export async function leesGeschiedenis(db: DbOfTx, rijen: DeelnameRij[]) {
  if (rijen.length === 0) return [];
  return db
    .select({ deelnameId: deelnameGebeurtenissen.deelnameId, tijdstip: deelnameGebeurtenissen.tijdstip, actie: deelnameGebeurtenissen.actie, reden: deelnameGebeurtenissen.reden, wie: gebruikers.naam })
    .from(deelnameGebeurtenissen)
    .leftJoin(gebruikers, eq(gebruikers.id, deelnameGebeurtenissen.door))
    .where(and(inArray(deelnameGebeurtenissen.relatieId, [...new Set(rijen.map((r) => r.deelname.relatieId))]), inArray(deelnameGebeurtenissen.deelnameId, rijen.map((r) => r.deelname.id))))
    .orderBy(deelnameGebeurtenissen.id);
}

export async function deelnameOpId(db: DbOfTx, relatieId: number, id: number) {
  const [d] = await db.select().from(deelnames).where(and(eq(deelnames.relatieId, relatieId), eq(deelnames.id, id)));
  return d;
}

export async function deelnameVoorStap(db: DbOfTx, relatieId: number, id: number) {
  const [d] = await db.select().from(deelnames).where(and(eq(deelnames.relatieId, relatieId), eq(deelnames.id, id))).for('update');
  return d;
}

export async function levendeDeelname(db: DbOfTx, relatieId: number, doelId: number) {
  const [d] = await db
    .select()
    .from(deelnames)
    .where(and(eq(deelnames.relatieId, relatieId), eq(deelnames.doelId, doelId), inArray(deelnames.status, ['aangevraagd', 'goedgekeurd'])));
  return d;
}

export async function nieuweDeelname(db: DbOfTx, v: { relatieId: number; doelId: number; producten: DataproductSleutel[]; ubnBeperking: string[]; door: number; reden: string | null }) {
  const [d] = await db
    .insert(deelnames)
    .values({ relatieId: v.relatieId, doelId: v.doelId, producten: v.producten, ubnBeperking: v.ubnBeperking, status: 'aangevraagd', aangevraagdDoor: v.door, reden: v.reden })
    .returning();
  await db.insert(deelnameGebeurtenissen).values({ relatieId: d.relatieId, deelnameId: d.id, door: v.door, actie: 'aangevraagd', reden: v.reden });
  return d;
}

/** A step at the version the caller saw, with its history row; undefined when someone else was first. */
export async function zetDeelnameStatus(db: DbOfTx, s: { relatieId: number; id: number; versie: number; status: DeelnameStatus; door: number; actie: string; reden: string | null }) {
  const [d] = await db
    .update(deelnames)
    .set({ status: s.status, beslistOp: sql`clock_timestamp()`, beslistDoor: s.door, reden: s.reden, versie: sql`${deelnames.versie} + 1` })
    .where(and(eq(deelnames.relatieId, s.relatieId), eq(deelnames.id, s.id), eq(deelnames.versie, s.versie)))
    .returning();
  if (d) await db.insert(deelnameGebeurtenissen).values({ relatieId: s.relatieId, deelnameId: s.id, door: s.door, actie: s.actie, reden: s.reden });
  return d;
}

export async function zetUbnBeperking(db: DbOfTx, s: { relatieId: number; id: number; versie: number; ubns: string[]; door: number }) {
  const [d] = await db
    .update(deelnames)
    .set({ ubnBeperking: s.ubns, versie: sql`${deelnames.versie} + 1` })
    .where(and(eq(deelnames.relatieId, s.relatieId), eq(deelnames.id, s.id), eq(deelnames.versie, s.versie)))
    .returning();
  if (d) await db.insert(deelnameGebeurtenissen).values({ relatieId: s.relatieId, deelnameId: s.id, door: s.door, actie: 'ubn-beperking', reden: s.ubns.length ? `UBN: ${s.ubns.join(', ')}` : 'hele bedrijf' });
  return d;
}

export async function gebeurtenis(db: DbOfTx, g: { relatieId: number; deelnameId: number; door: number; actie: string; reden: string | null }) {
  await db.insert(deelnameGebeurtenissen).values(g);
}

/**
 * Requested and approved participations of a purpose past its end date become verlopen: the state, the
 * version, who (nobody: the Kringloopwijzer, `beslist_door` null), when and why on the row and in its
 * history row. The UPDATE re-checks the state under the row lock, so a participation expires once
 * however many callers race. With `max` (the job): a batch, skipping rows another round holds.
 * Returns what expired, for the mails.
 */
export async function laatVerlopen(db: DbOfTx, vandaag: string, max?: number) {
  const grens = max === undefined ? sql`` : sql`limit ${max} for update of d skip locked`;
  const verlopen = await db.execute(sql`
    with k as (
      select d.relatie_id, d.id from ${deelnames} d join ${doelen} o on o.id = d.doel_id
       where d.status in ('aangevraagd', 'goedgekeurd') and o.einddatum is not null and o.einddatum < ${vandaag}::date
       order by d.relatie_id, d.id ${grens})
    update ${deelnames} d set status = 'verlopen', versie = d.versie + 1, beslist_op = now(), beslist_door = null,
           reden = 'Einddatum van het doel (' || to_char(o.einddatum, 'DD-MM-YYYY') || ') verstreken.'
      from k, ${doelen} o
     where d.relatie_id = k.relatie_id and d.id = k.id and o.id = d.doel_id and d.status in ('aangevraagd', 'goedgekeurd')
    returning d.relatie_id, d.id, d.doel_id, d.producten, d.reden`);
  const rijen = (verlopen as unknown as { rows: { relatie_id: number; id: number; doel_id: number; producten: string[]; reden: string }[] }).rows;
  if (rijen.length) await db.insert(deelnameGebeurtenissen).values(rijen.map((r) => ({ relatieId: r.relatie_id, deelnameId: r.id, door: null, actie: 'verlopen', reden: r.reden })));
  return rijen.map((r) => ({ relatieId: r.relatie_id, id: r.id, doelId: r.doel_id, producten: r.producten, reden: r.reden }));
}

// ---- what a farm shares -----------------------------------------------------------------------
export async function goedgekeurdVoorBedrijf(db: DbOfTx, relatieId: number) {
  return db
    .select({ producten: deelnames.producten, doel: doelen.naam, afnemer: relaties.naam, sinds: deelnames.beslistOp, tot: doelen.einddatum })
    .from(deelnames)
    .innerJoin(doelen, eq(doelen.id, deelnames.doelId))
    .innerJoin(relaties, eq(relaties.id, doelen.afnemerId))
    .where(and(eq(deelnames.relatieId, relatieId), eq(deelnames.status, 'goedgekeurd')));
}

/** Per product: the active purposes asking for it and the number of farms with an approved participation. */
export async function gebruikPerProduct(db: DbOfTx) {
  const actief = await db
    .select({ id: doelen.id, naam: doelen.naam, producten: doelen.producten, afnemer: relaties.naam })
    .from(doelen)
    .innerJoin(relaties, eq(relaties.id, doelen.afnemerId))
    .where(eq(doelen.status, 'actief'));
  const bedrijven = await db.execute(sql`
    select p as product, count(distinct d.relatie_id)::int as aantal
      from ${deelnames} d, unnest(d.producten) p
     where d.status = 'goedgekeurd' group by p`);
  const rijen = (bedrijven as unknown as { rows: { product: string; aantal: number }[] }).rows;
  return { actief, bedrijvenPerProduct: new Map(rijen.map((r) => [r.product, Number(r.aantal)])) };
}

// ---- the consumer API -------------------------------------------------------------------------
export async function afnemerClient(db: DbOfTx, clientId: string) {
  const [c] = await db.select().from(afnemerClients).where(eq(afnemerClients.clientId, clientId));
  return c;
}

export async function afnemerClientVan(db: DbOfTx, afnemerId: number) {
  const [c] = await db.select().from(afnemerClients).where(eq(afnemerClients.afnemerId, afnemerId));
  return c;
}

export async function bewaarAfnemerClient(db: DbOfTx, afnemerId: number, clientId: string, geheimHash: string) {
  await db
    .insert(afnemerClients)
    .values({ afnemerId, clientId, geheimHash })
    .onConflictDoUpdate({ target: afnemerClients.afnemerId, set: { geheimHash, geheimVersie: sql`${afnemerClients.geheimVersie} + 1`, geheimGewijzigdOp: sql`now()` } });
}

/** A record's submission time: the last 'indienen' in the audit log (the record's columns as SQL). */
const ingediendOpVan = (relatieId: SQL | typeof kringloopwijzers.relatieId, klwId: SQL | typeof kringloopwijzers.id) =>
  sql<Date | null>`(select max(${auditLog.tijdstip}) from ${auditLog} where ${auditLog.relatieId} = ${relatieId} and ${auditLog.kringloopwijzerId} = ${klwId} and ${auditLog.tabel} = 'kringloopwijzers' and ${auditLog.actie} = 'indienen')`;

/** The farm's record of a year with its submission time (the last 'indienen' in the audit log while it is closed). */
export async function recordVanJaar(db: DbOfTx, relatieId: number, jaar: number) {
  const [r] = await db
    .select({
      id: kringloopwijzers.id,
      relatieId: kringloopwijzers.relatieId,
      jaar: kringloopwijzers.jaar,
      statusId: kringloopwijzers.statusId,
      ingediendOp: ingediendOpVan(kringloopwijzers.relatieId, kringloopwijzers.id),
    })
    .from(kringloopwijzers)
    .where(and(eq(kringloopwijzers.relatieId, relatieId), eq(kringloopwijzers.jaar, jaar)));
  return r;
}

/** What one consumer-API call reads (`leveringsLezing`); a part is null when it does not exist (or the purpose is not the caller's). */
export interface LeveringsLezing {
  /** the caller's current secret version (a token of an older one is revoked); null: no client credentials */
  geheimVersie: number | null;
  afnemerNaam: string | null;
  doel: { id: number; naam: string; status: Doel['status']; einddatum: string | null } | null;
  bedrijfId: number | null;
  deelname: { id: number; status: DeelnameStatus; producten: DataproductSleutel[]; ubnBeperking: string[] } | null;
  record: { id: number; relatieId: number; jaar: number; statusId: number; ingediendOp: Date | null } | null;
  /** the stored engine result's columns (uitkomst.resultaatKolommen): its `RESULTAAT_PADEN` leaves, only when asked for */
  resultaat: ResultaatLezing;  /** with `metInvoer`: the record's whole input (uitkomst.invoerKolommen) and, with `metLeveringen`, its milk deliveries */
  invoer?: InvoerLezing;
  leveringen?: LeveringRij[];
}

interface LeveringsRij extends ResultaatLezing, Partial<InvoerLezing> {
  melkleveringen?: LeveringTupel[] | string | null;
  geheimVersie: number | null;
  afnemerNaam: string | null;
  doelId: number | null;
  doelNaam: string | null;
  doelStatus: Doel['status'] | null;
  doelEinddatum: string | null;
  bedrijfId: number | null;
  deelnameId: number | null;
  deelnameStatus: DeelnameStatus | null;
  producten: DataproductSleutel[] | null;
  ubnBeperking: string[] | null;
  recordId: number | null;
  jaar: number | null;
  statusId: number | null;
  ingediendOp: Date | null;
}

/**
 * Everything a consumer-API delivery checks and reads, in one statement (decision 034: one round trip
 * instead of seven): the caller's secret version and name, the purpose (only when it is the caller's),
 * the farm by KvK number, its live participation in that purpose, the record of the year with its
 * submission time and, with `metResultaat`, the stored engine result's leaves the result-based products
 * read (`RESULTAAT_PADEN`: ~40 numbers, not the ~21 KB result), with `metInvoer` the record's input and
 * with `metLeveringen` its milk deliveries (the input products). Every row is read as the
 * separate reads did; the service decides on them in the same order. The participation is checked
 * again under its row lock when the delivery is written (`zetLaatstGeleverd`).
 */
export async function leveringsLezing(
  db: Db,
  v: { afnemerId: number; doelId: number; kvk: string; jaar: number; metResultaat: boolean; metInvoer: boolean; metLeveringen: boolean },
): Promise<LeveringsLezing> {
  const p = (naam: string) => sql.placeholder(naam);
  // the input products' statement also reads the input (~20 KB of screens): a second statement, so the others never do
  const invoer = v.metInvoer
    ? sql`, ${invoerKolommen(sql`null`)},
      case when ${p('metLeveringen')}::boolean then ${leveringenJson(sql`k.relatie_id`, sql`k.id`)} end as "melkleveringen"`
    : sql``;
  const [r] = await voorbereidSql<LeveringsRij>(db, v.metInvoer ? 'afnemer_levering_invoer' : 'afnemer_levering', () => sql`
    select
      (select c.geheim_versie from ${afnemerClients} c where c.afnemer_id = a.id) as "geheimVersie",
      (select o.naam from ${relaties} o where o.id = a.id) as "afnemerNaam",
      d.id as "doelId", d.naam as "doelNaam", d.status as "doelStatus", d.einddatum::text as "doelEinddatum",
      b.id as "bedrijfId",
      n.id as "deelnameId", n.status as "deelnameStatus", n.producten as "producten", n.ubn_beperking as "ubnBeperking",
      k.id as "recordId", k.jaar as "jaar", k.status_id as "statusId", ${ingediendOpVan(sql`k.relatie_id`, sql`k.id`)} as "ingediendOp",
      ${resultaatKolommen(sql`${p('metResultaat')}::boolean`, p('resultaatPaden'))}${invoer}
    from (select ${p('afnemerId')}::integer as id) a
    left join ${doelen} d on d.id = ${p('doelId')}::integer and d.afnemer_id = a.id
    left join ${relaties} b on b.kvk_nummer = ${p('kvk')}::text
    left join ${deelnames} n on n.relatie_id = b.id and n.doel_id = d.id and n.status in ('aangevraagd', 'goedgekeurd')
    left join ${kringloopwijzers} k on k.relatie_id = b.id and k.jaar = ${p('jaar')}::integer`).uitvoeren({ ...v, resultaatPaden: RESULTAAT_PADEN });
  return {
    geheimVersie: r.geheimVersie,
    afnemerNaam: r.afnemerNaam,
    doel: r.doelId === null ? null : { id: r.doelId, naam: r.doelNaam!, status: r.doelStatus!, einddatum: r.doelEinddatum },
    bedrijfId: r.bedrijfId,
    deelname: r.deelnameId === null ? null : { id: r.deelnameId, status: r.deelnameStatus!, producten: r.producten!, ubnBeperking: r.ubnBeperking! },
    record: r.recordId === null ? null : { id: r.recordId, relatieId: r.bedrijfId!, jaar: r.jaar!, statusId: r.statusId!, ingediendOp: r.ingediendOp },
    resultaat: { resultaat: r.resultaat, invoerVersie: r.invoerVersie, huidigeVersie: r.huidigeVersie },
    invoer: v.metInvoer && r.recordId !== null ? { rijen: r.rijen!, handmatig: r.handmatig ?? null, leveringenVersie: r.leveringenVersie!, totaal: r.totaal ?? null } : undefined,
    leveringen: v.metLeveringen && r.melkleveringen ? leveringRijen(r.melkleveringen) : undefined,
  };
}

/** The farm's latest year (for the preview before approving). */
export async function laatsteJaar(db: DbOfTx, relatieId: number) {
  const [r] = await db.select({ jaar: kringloopwijzers.jaar }).from(kringloopwijzers).where(eq(kringloopwijzers.relatieId, relatieId)).orderBy(desc(kringloopwijzers.jaar)).limit(1);
  return r?.jaar;
}

/**
 * A delivery's last flow on the participation ("laatst gebruikt"), only while it is still approved:
 * the UPDATE takes the row lock, so a revocation that committed after the delivery's check refuses the
 * delivery here (false), and one still running waits for the delivery and stamps its time after it.
 * So no access row of a delivery is later than the revocation (sharing-anchors.md §6.3, decision 034).
 */
export async function zetLaatstGeleverd(db: DbOfTx, relatieId: number, deelnameId: number): Promise<boolean> {
  const rijen = await db
    .update(deelnames)
    .set({ laatstGeleverdOp: sql`now()` })
    .where(and(eq(deelnames.relatieId, relatieId), eq(deelnames.id, deelnameId), eq(deelnames.status, 'goedgekeurd')))
    .returning({ id: deelnames.id });
  return rijen.length === 1;
}

/** Mail addresses of a farm's participants (not demo accounts) or of an organisation's users and contact. */
export async function adressen(db: DbOfTx, kant: { bedrijf: number } | { organisatie: number }): Promise<string[]> {
  if ('bedrijf' in kant) {
    const rijen = await db
      .select({ email: gebruikers.email })
      .from(gebruikers)
      .where(and(eq(gebruikers.relatieId, kant.bedrijf), eq(gebruikers.isDeelnemer, true), eq(gebruikers.isDemoGebruiker, false)));
    return rijen.map((r) => r.email);
  }
  const rijen = await db.select({ email: gebruikers.email }).from(gebruikers).where(eq(gebruikers.organisatieId, kant.organisatie));
  const [o] = await db.select({ contactEmail: relaties.contactEmail }).from(relaties).where(eq(relaties.id, kant.organisatie));
  return [...rijen.map((r) => r.email), ...(o?.contactEmail ? [o.contactEmail.toLowerCase()] : [])];
}
