/**
 * The farmer's side of the data links (decision 020): the links of the token's record's farm
 * with their health and this year's messages with what each changed; the per-field origin for
 * the "uit koppeling" marker; add, accept, refuse and revoke a link; the raw message; "Nu
 * ophalen" for the on-request plot link (a request row the supplier collects).
 */
import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import {
  BERICHT_SOORTEN,
  CADANS,
  RVO_STAPPEN,
  VIA_RVO,
  gezondheidVan,
  plekVanWijziging,
  vandaagIso,
  type BerichtRegel,
  type BerichtSoort,
  type HerkomstAntwoord,
  type KoppelingRegel,
  type KoppelingStap,
  type KoppelingStatus,
  type KoppelingenOverzicht,
  type ToevoegenInvoer,
} from '@kw/contract';
import type { Db } from '../../db/client';
import { koppelingBerichten, koppelingen, koppelingOphaalverzoeken, koppelingVerwerking, koppelingWijzigingen, leveranciers, relaties } from '../../db/schema';
import { HttpFout } from '../../fouten';
import { MELDING_BEDRIJF_ONBEKEND, MELDING_ALLEEN_OP_AANVRAAG, MELDING_BERICHT_ONBEKEND, MELDING_KIES_LEVERANCIER, MELDING_KOPPELING_BESTAAT_AL, MELDING_KOPPELING_GEWIJZIGD, MELDING_KOPPELING_NIET_ACTIEF, MELDING_KOPPELING_ONBEKEND, MELDING_KOPPELING_VIA_RVO, MELDING_SOORT_NIET_GELEVERD, stapKanNietMeer } from '@kw/contract';
import type { Actor } from '../../plugins/auth';
import { laadKlwVanToken } from '../kringloopwijzer/kringloopwijzer.service';
import { schrijfLezingen } from '../toegang/toegang.service';
import { magKoppelingenBeheren, magKoppelingenLezen, MELDING_GEEN_TOEGANG_BEDRIJF, MELDING_KOPPELING_ALLEEN_LEZEN } from './koppelingen.policy';
import { verwerkBericht } from './koppelingen.verwerking';
import { datumTekst, periodeTekst, tijdstipTekst } from './koppelingen.weergave';

const sleutel = (leverancierId: number, soort: string, klantnummer: string | null) => `${leverancierId}|${soort}|${klantnummer ?? ''}`;

export async function overzicht(db: Db, actor: Actor, klwId: number | null): Promise<KoppelingenOverzicht> {
  const record = await laadKlwVanToken(db, actor, klwId);
  const relatieId = record.relatieId;
  const links = await db
    .select({ k: koppelingen, leverancier: relaties.naam })
    .from(koppelingen)
    .innerJoin(leveranciers, eq(leveranciers.id, koppelingen.leverancierId))
    .innerJoin(relaties, eq(relaties.id, leveranciers.organisatieId))
    .where(eq(koppelingen.relatieId, relatieId))
    .orderBy(asc(koppelingen.soort), desc(koppelingen.statusGewijzigdOp));
  // every message of the farm (any year): last message and open failures per link; this year's in detail
  const berichten = await db
    .select({
      id: koppelingBerichten.id,
      leverancierId: koppelingBerichten.leverancierId,
      leverancierBerichtId: koppelingBerichten.leverancierBerichtId,
      soort: koppelingBerichten.soort,
      ontvangenOp: koppelingBerichten.ontvangenOp,
      klantnummer: koppelingVerwerking.klantnummer,
      status: koppelingVerwerking.status,
      reden: koppelingVerwerking.reden,
      jaar: koppelingVerwerking.jaar,
      periodeVan: koppelingVerwerking.periodeVan,
      periodeTot: koppelingVerwerking.periodeTot,
    })
    .from(koppelingVerwerking)
    .innerJoin(koppelingBerichten, and(eq(koppelingBerichten.leverancierId, koppelingVerwerking.leverancierId), eq(koppelingBerichten.id, koppelingVerwerking.berichtId)))
    .where(eq(koppelingVerwerking.relatieId, relatieId))
    .orderBy(desc(koppelingBerichten.ontvangenOp), desc(koppelingBerichten.id));
  const ditJaar = berichten.filter((b) => b.jaar === record.jaar);
  const wijzigingen = ditJaar.length
    ? await db
        .select()
        .from(koppelingWijzigingen)
        .where(and(eq(koppelingWijzigingen.relatieId, relatieId), eq(koppelingWijzigingen.kringloopwijzerId, record.id)))
        .orderBy(asc(koppelingWijzigingen.id))
    : [];
  const perBericht = new Map<number, typeof wijzigingen>();
  for (const w of wijzigingen) perBericht.set(w.berichtId, [...(perBericht.get(w.berichtId) ?? []), w]);
  const open = await db
    .select({ koppelingId: koppelingOphaalverzoeken.koppelingId })
    .from(koppelingOphaalverzoeken)
    .where(and(eq(koppelingOphaalverzoeken.relatieId, relatieId), isNull(koppelingOphaalverzoeken.beantwoordOp)));
  const openVerzoeken = new Set(open.map((o) => o.koppelingId));
  const vandaag = vandaagIso();

  const regelVan = (b: (typeof berichten)[number]): BerichtRegel => ({
    id: b.id,
    leverancierBerichtId: b.leverancierBerichtId,
    soort: b.soort as BerichtSoort,
    ontvangenOp: tijdstipTekst(b.ontvangenOp),
    status: b.status,
    reden: b.reden,
    periode: periodeTekst(b.periodeVan, b.periodeTot),
    wijzigingen: (perBericht.get(b.id) ?? []).map((w) => ({
      scherm: w.scherm,
      veld: w.veld,
      label: w.label,
      voor: w.voor as number | string | null,
      na: w.na as number | string | null,
      toegepast: w.toegepast,
      ...plekVanWijziging(w.scherm, w.veld, record.id),
    })),
  });

  const rijen: KoppelingRegel[] = links.map(({ k, leverancier }) => {
    const soort = k.soort as BerichtSoort;
    const vanLink = berichten.filter((b) => sleutel(b.leverancierId, b.soort, b.klantnummer) === sleutel(k.leverancierId, k.soort, k.klantnummer));
    const jaarBerichten = vanLink.filter((b) => b.jaar === record.jaar);
    const laatste = vanLink[0]?.ontvangenOp ?? null;
    const g = gezondheidVan({
      soort,
      status: k.status as KoppelingStatus,
      sinds: k.sinds ? k.sinds.toISOString().slice(0, 10) : null,
      laatsteBericht: laatste ? laatste.toISOString().slice(0, 10) : null,
      openFouten: vanLink.filter((b) => b.status === 'mislukt').length,
      vandaag,
    });
    const van = jaarBerichten.map((b) => b.periodeVan).filter((d): d is string => d !== null).sort()[0] ?? null;
    const tot = jaarBerichten.map((b) => b.periodeTot).filter((d): d is string => d !== null).sort().pop() ?? null;
    return {
      id: k.id,
      soort,
      leverancierId: k.leverancierId,
      leverancier,
      klantnummer: k.klantnummer,
      status: k.status as KoppelingStatus,
      versie: k.versie,
      sinds: k.sinds ? datumTekst(k.sinds) : null,
      statusSinds: datumTekst(k.statusGewijzigdOp),
      laatsteBericht: laatste ? tijdstipTekst(laatste) : null,
      aantalBerichtenDitJaar: jaarBerichten.length,
      periodeDitJaar: periodeTekst(van, tot),
      gezondheid: g.gezondheid,
      gezondheidReden: g.reden,
      verwachtUiterlijk: g.verwachtUiterlijk ? g.verwachtUiterlijk.split('-').reverse().join('-') : null,
      cadans: CADANS[soort].gepubliceerd,
      viaRvo: VIA_RVO.includes(soort),
      ophaalverzoekOpen: openVerzoeken.has(k.id),
      berichten: jaarBerichten.map(regelVan),
    };
  });
  // a type without a live link: one grey row, so the screen offers to add it (or explains RVO)
  for (const soort of BERICHT_SOORTEN) {
    if (rijen.some((r) => r.soort === soort && (r.status === 'actief' || r.status === 'aangevraagd'))) continue;
    const g = gezondheidVan({ soort, status: null, sinds: null, laatsteBericht: null, openFouten: 0, vandaag });
    rijen.push({
      id: null, soort, leverancierId: null, leverancier: null, klantnummer: null, status: null, versie: null, sinds: null, laatsteBericht: null,
      aantalBerichtenDitJaar: 0, periodeDitJaar: null, gezondheid: g.gezondheid, gezondheidReden: g.reden, verwachtUiterlijk: null,
      cadans: CADANS[soort].gepubliceerd, viaRvo: VIA_RVO.includes(soort), ophaalverzoekOpen: false, berichten: [],
    });
  }
  rijen.sort((a, b) => BERICHT_SOORTEN.indexOf(a.soort) - BERICHT_SOORTEN.indexOf(b.soort));
  return { relatieId, kringloopwijzerId: record.id, jaar: record.jaar, magBeheren: magKoppelingenBeheren(actor, relatieId), koppelingen: rijen, rvoStappen: [...RVO_STAPPEN] };
}

/** Per field of the record that a link wrote: the last value, supplier and date. */
export async function herkomst(db: Db, actor: Actor, klwId: number | null): Promise<HerkomstAntwoord> {
  const record = await laadKlwVanToken(db, actor, klwId);
  const rijen = await db
    .selectDistinctOn([koppelingWijzigingen.veld], {
      scherm: koppelingWijzigingen.scherm,
      veld: koppelingWijzigingen.veld,
      label: koppelingWijzigingen.label,
      na: koppelingWijzigingen.na,
      toegepast: koppelingWijzigingen.toegepast,
      tijdstip: koppelingWijzigingen.tijdstip,
      leverancier: relaties.naam,
    })
    .from(koppelingWijzigingen)
    .innerJoin(leveranciers, eq(leveranciers.id, koppelingWijzigingen.leverancierId))
    .innerJoin(relaties, eq(relaties.id, leveranciers.organisatieId))
    .where(and(eq(koppelingWijzigingen.relatieId, record.relatieId), eq(koppelingWijzigingen.kringloopwijzerId, record.id)))
    .orderBy(koppelingWijzigingen.veld, desc(koppelingWijzigingen.id));
  return {
    kringloopwijzerId: record.id,
    velden: rijen.map((r) => ({
      scherm: r.scherm,
      veld: r.veld,
      label: r.label,
      leverancier: r.leverancier,
      datum: datumTekst(r.tijdstip),
      tekst: `uit koppeling: ${r.leverancier}, ${datumTekst(r.tijdstip)}`,
      waarde: r.na as number | string | null,
      toegepast: r.toegepast,
    })),
  };
}

export async function leveranciersVoorBoer(db: Db) {
  const rijen = await db
    .select({ id: leveranciers.id, naam: relaties.naam, soorten: leveranciers.soorten })
    .from(leveranciers)
    .innerJoin(relaties, eq(relaties.id, leveranciers.organisatieId))
    .where(eq(leveranciers.actief, true))
    .orderBy(asc(relaties.naam));
  return { leveranciers: rijen.map((r) => ({ ...r, soorten: r.soorten.filter((s): s is BerichtSoort => (BERICHT_SOORTEN as readonly string[]).includes(s)) })) };
}

function magBeheren(actor: Actor, relatieId: number) {
  if (!magKoppelingenLezen(actor, relatieId)) throw new HttpFout(403, MELDING_GEEN_TOEGANG_BEDRIJF);
  if (!magKoppelingenBeheren(actor, relatieId)) throw new HttpFout(403, MELDING_KOPPELING_ALLEEN_LEZEN);
}

async function bestaatBedrijf(db: Db, relatieId: number) {
  const [b] = await db.select({ id: relaties.id }).from(relaties).where(and(eq(relaties.id, relatieId), eq(relaties.soort, 'bedrijf')));
  if (!b) throw new HttpFout(404, MELDING_BEDRIJF_ONBEKEND);
}

/** The farm side adds a link: active at once (sharing-anchors §1.1: the farmer gives the mandate). */
export async function voegToe(db: Db, actor: Actor, v: ToevoegenInvoer) {
  await bestaatBedrijf(db, v.relatieId);
  magBeheren(actor, v.relatieId);
  if (VIA_RVO.includes(v.soort)) throw new HttpFout(400, MELDING_KOPPELING_VIA_RVO);
  const [l] = await db.select({ id: leveranciers.id, soorten: leveranciers.soorten, actief: leveranciers.actief }).from(leveranciers).where(eq(leveranciers.id, v.leverancierId));
  if (!l || !l.actief) throw new HttpFout(400, MELDING_KIES_LEVERANCIER, [{ field: 'leverancierId', message: 'Onbekende of niet actieve leverancier.' }]);
  if (!l.soorten.includes(v.soort)) throw new HttpFout(400, MELDING_SOORT_NIET_GELEVERD, [{ field: 'soort', message: 'Kies een soort bericht die de leverancier levert.' }]);
  const [k] = await db
    .insert(koppelingen)
    .values({ relatieId: v.relatieId, leverancierId: v.leverancierId, soort: v.soort, klantnummer: v.klantnummer, status: 'actief', sinds: sql`now()`, statusGewijzigdDoor: actor.id })
    .onConflictDoNothing()
    .returning();
  if (!k) throw new HttpFout(409, MELDING_KOPPELING_BESTAAT_AL);
  // messages that failed for this customer number before now find their farm
  await heropenMislukteVanKlant(db, v.leverancierId, v.soort, v.klantnummer);
  return { id: k.id, status: k.status, versie: k.versie };
}

/** Failed "unknown customer / no link" messages of a customer number are processed again now that the link is active. */
async function heropenMislukteVanKlant(db: Db, leverancierId: number, soort: string, klantnummer: string) {
  const rijen = await db
    .select({ berichtId: koppelingVerwerking.berichtId })
    .from(koppelingVerwerking)
    .where(
      and(
        eq(koppelingVerwerking.leverancierId, leverancierId),
        eq(koppelingVerwerking.soort, soort),
        eq(koppelingVerwerking.klantnummer, klantnummer),
        eq(koppelingVerwerking.status, 'mislukt'),
        or(eq(koppelingVerwerking.oorzaak, 'geen-klant'), eq(koppelingVerwerking.oorzaak, 'geen-machtiging')),
      ),
    )
    .orderBy(asc(koppelingVerwerking.berichtId));
  for (const r of rijen) await verwerkBericht(db, leverancierId, r.berichtId);
}

async function stap(db: Db, actor: Actor, s: KoppelingStap, van: KoppelingStatus[], naar: KoppelingStatus) {
  await bestaatBedrijf(db, s.relatieId);
  magBeheren(actor, s.relatieId);
  const [k] = await db.select().from(koppelingen).where(and(eq(koppelingen.relatieId, s.relatieId), eq(koppelingen.id, s.koppelingId)));
  if (!k) throw new HttpFout(404, MELDING_KOPPELING_ONBEKEND);
  if (!van.includes(k.status as KoppelingStatus)) throw new HttpFout(409, stapKanNietMeer(k.status));
  if (k.versie !== s.versie) throw new HttpFout(409, MELDING_KOPPELING_GEWIJZIGD);
  const [na] = await db
    .update(koppelingen)
    .set({ status: naar, versie: sql`${koppelingen.versie} + 1`, statusGewijzigdOp: sql`now()`, statusGewijzigdDoor: actor.id, ...(naar === 'actief' ? { sinds: sql`now()` } : {}) })
    .where(and(eq(koppelingen.relatieId, s.relatieId), eq(koppelingen.id, s.koppelingId), eq(koppelingen.versie, s.versie)))
    .returning();
  if (!na) throw new HttpFout(409, MELDING_KOPPELING_GEWIJZIGD);
  if (naar === 'actief') await heropenMislukteVanKlant(db, na.leverancierId, na.soort, na.klantnummer);
  return { id: na.id, status: na.status as KoppelingStatus, versie: na.versie };
}

export const accepteer = (db: Db, actor: Actor, s: KoppelingStap) => stap(db, actor, s, ['aangevraagd'], 'actief');
export const weiger = (db: Db, actor: Actor, s: KoppelingStap) => stap(db, actor, s, ['aangevraagd'], 'geweigerd');
export const trekIn = (db: Db, actor: Actor, s: KoppelingStap) => stap(db, actor, s, ['actief', 'aangevraagd'], 'ingetrokken');

/** One message exactly as the supplier sent it (the farm's own messages only). */
export async function ruwBericht(db: Db, actor: Actor, relatieId: number, berichtId: number) {
  if (!magKoppelingenLezen(actor, relatieId)) throw new HttpFout(403, MELDING_GEEN_TOEGANG_BEDRIJF);
  const [b] = await db
    .select({ b: koppelingBerichten, leverancier: relaties.naam })
    .from(koppelingVerwerking)
    .innerJoin(koppelingBerichten, and(eq(koppelingBerichten.leverancierId, koppelingVerwerking.leverancierId), eq(koppelingBerichten.id, koppelingVerwerking.berichtId)))
    .innerJoin(leveranciers, eq(leveranciers.id, koppelingBerichten.leverancierId))
    .innerJoin(relaties, eq(relaties.id, leveranciers.organisatieId))
    .where(and(eq(koppelingVerwerking.relatieId, relatieId), eq(koppelingVerwerking.berichtId, berichtId)));
  if (!b) throw new HttpFout(404, MELDING_BERICHT_ONBEKEND);
  await schrijfLezingen(db, { gebruikerId: actor.id, bedrijven: [{ relatieId, klwId: null }], wat: 'koppelingen', actie: 'bekeken' });
  return {
    id: b.b.id,
    leverancier: b.leverancier,
    soort: b.b.soort as BerichtSoort,
    leverancierBerichtId: b.b.leverancierBerichtId,
    ontvangenOp: tijdstipTekst(b.b.ontvangenOp),
    inhoudType: b.b.inhoudType,
    inhoud: b.b.inhoud,
  };
}

/**
 * "Nu ophalen" (plot link, on request): writes a request row; the supplier collects open requests
 * (GET Inbox/Ophaalverzoeken) and answers with a plot message. The simulator plays that supplier.
 */
export async function nuOphalen(db: Db, actor: Actor, v: { relatieId: number; koppelingId: number }) {
  await bestaatBedrijf(db, v.relatieId);
  magBeheren(actor, v.relatieId);
  const [k] = await db.select().from(koppelingen).where(and(eq(koppelingen.relatieId, v.relatieId), eq(koppelingen.id, v.koppelingId)));
  if (!k) throw new HttpFout(404, MELDING_KOPPELING_ONBEKEND);
  if (CADANS[k.soort as BerichtSoort]?.ritme.soort !== 'op-aanvraag') throw new HttpFout(400, MELDING_ALLEEN_OP_AANVRAAG);
  if (k.status !== 'actief') throw new HttpFout(409, MELDING_KOPPELING_NIET_ACTIEF);
  const [open] = await db
    .select({ id: koppelingOphaalverzoeken.id })
    .from(koppelingOphaalverzoeken)
    .where(and(eq(koppelingOphaalverzoeken.relatieId, v.relatieId), eq(koppelingOphaalverzoeken.koppelingId, v.koppelingId), isNull(koppelingOphaalverzoeken.beantwoordOp)));
  if (!open) await db.insert(koppelingOphaalverzoeken).values({ relatieId: v.relatieId, koppelingId: v.koppelingId, gevraagdDoor: actor.id });
  return { melding: 'De percelen zijn opgevraagd. Zodra de leverancier ze stuurt, staan ze hier en op Percelen (meestal binnen enkele minuten).' };
}
