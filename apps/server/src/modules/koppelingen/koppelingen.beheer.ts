/**
 * The staff side of the data links (decision 020): suppliers with their figures, onboarding
 * (credentials shown once), rotating a secret; the failed and waiting messages grouped by cause
 * (ServicePulse's grouping, sharing-anchors §1.4 R39); reprocessing one, a group or a farm, with
 * a dry run; closing messages without processing, with a reason.
 */
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  BERICHT_SOORTEN,
  CADANS,
  OORZAAK_NAMEN,
  OORZAKEN,
  plekVanWijziging,
  type AanmeldenInvoer,
  type BerichtSoort,
  type OpnieuwAntwoord,
  type OpnieuwInvoer,
  type Oorzaak,
} from '@kw/contract';
import type { Db } from '../../db/client';
import { koppelingBerichten, koppelingen, koppelingVerwerking, kringloopwijzers, leveranciers, relaties } from '../../db/schema';
import { HttpFout } from '../../fouten';
import type { Actor } from '../../plugins/auth';
import { registreerLeverancierOrganisatie } from '../relaties/relaties.service';
import { hashVan, nieuweClientId, nieuwGeheim } from './koppelingen.geheim';
import { magKoppelingenBeheer, MELDING_ALLEEN_SERVICEDESK } from './koppelingen.policy';
import { verwerkBericht } from './koppelingen.verwerking';
import { tijdstipTekst } from './koppelingen.weergave';

function alleenServicedesk(actor: Actor) {
  if (!magKoppelingenBeheer(actor)) throw new HttpFout(403, MELDING_ALLEEN_SERVICEDESK);
}

const OPEN = ['mislukt', 'wacht', 'ontvangen'] as const;

export async function leveranciersBeheer(db: Db, actor: Actor) {
  alleenServicedesk(actor);
  const rijen = await db
    .select({
      id: leveranciers.id,
      naam: relaties.naam,
      kvkNummer: relaties.kvkNummer,
      soorten: leveranciers.soorten,
      kanaal: leveranciers.kanaal,
      actief: leveranciers.actief,
      clientId: leveranciers.clientId,
      geheimGewijzigdOp: leveranciers.geheimGewijzigdOp,
      laatsteBericht: sql<string | null>`(select max(b.ontvangen_op)::text from ${koppelingBerichten} b where b.leverancier_id = ${leveranciers.id})`,
      totaal7: sql<number>`(select count(*)::int from ${koppelingBerichten} b where b.leverancier_id = ${leveranciers.id} and b.ontvangen_op > now() - interval '7 days')`,
      fout7: sql<number>`(select count(*)::int from ${koppelingBerichten} b join ${koppelingVerwerking} v on v.leverancier_id = b.leverancier_id and v.bericht_id = b.id
                          where b.leverancier_id = ${leveranciers.id} and b.ontvangen_op > now() - interval '7 days' and v.status in ('mislukt', 'afgehandeld'))`,
      totaal30: sql<number>`(select count(*)::int from ${koppelingBerichten} b where b.leverancier_id = ${leveranciers.id} and b.ontvangen_op > now() - interval '30 days')`,
      fout30: sql<number>`(select count(*)::int from ${koppelingBerichten} b join ${koppelingVerwerking} v on v.leverancier_id = b.leverancier_id and v.bericht_id = b.id
                          where b.leverancier_id = ${leveranciers.id} and b.ontvangen_op > now() - interval '30 days' and v.status in ('mislukt', 'afgehandeld'))`,
      bedrijven: sql<number>`(select count(distinct k.relatie_id)::int from ${koppelingen} k where k.leverancier_id = ${leveranciers.id} and k.status = 'actief')`,
    })
    .from(leveranciers)
    .innerJoin(relaties, eq(relaties.id, leveranciers.organisatieId))
    .orderBy(asc(relaties.naam));
  const soortenVan = (s: string[]) => s.filter((x): x is BerichtSoort => (BERICHT_SOORTEN as readonly string[]).includes(x));
  return {
    leveranciers: rijen.map((r) => {
      const soorten = soortenVan(r.soorten);
      return {
        id: r.id,
        naam: r.naam,
        kvkNummer: r.kvkNummer,
        soorten,
        kanaal: r.kanaal,
        cadans: soorten.map((s) => CADANS[s].gepubliceerd).filter((c, i, a) => a.indexOf(c) === i).join(' '),
        actief: r.actief,
        clientId: r.clientId,
        laatsteBericht: r.laatsteBericht ? tijdstipTekst(new Date(r.laatsteBericht)) : null,
        foutPercentage7: r.totaal7 > 0 ? r.fout7 / r.totaal7 : null,
        foutPercentage30: r.totaal30 > 0 ? r.fout30 / r.totaal30 : null,
        berichten30: r.totaal30,
        bedrijvenMetKoppeling: r.bedrijven,
        geheimGewijzigdOp: tijdstipTekst(r.geheimGewijzigdOp),
      };
    }),
  };
}

const MELDING_EENMALIG = 'Bewaar het geheim nu: het wordt maar één keer getoond en alleen versleuteld bewaard.';

export async function meldAan(db: Db, actor: Actor, v: AanmeldenInvoer) {
  alleenServicedesk(actor);
  const geheim = nieuwGeheim();
  const clientId = nieuweClientId();
  return db.transaction(async (tx) => {
    const [bestaand] = await tx.select().from(relaties).where(eq(relaties.kvkNummer, v.kvkNummer));
    if (bestaand && bestaand.soort === 'bedrijf') throw new HttpFout(409, 'Dit KvK-nummer hoort bij een bedrijf, niet bij een leverancier.');
    let organisatieId = bestaand?.id;
    if (!organisatieId) {
      organisatieId = await registreerLeverancierOrganisatie(tx, { naam: v.naam, kvkNummer: v.kvkNummer });
    }
    const [l] = await tx
      .insert(leveranciers)
      .values({ organisatieId, soorten: [...new Set(v.soorten)], kanaal: v.kanaal, clientId, geheimHash: hashVan(geheim) })
      .onConflictDoNothing()
      .returning({ id: leveranciers.id });
    if (!l) throw new HttpFout(409, 'Deze organisatie is al aangemeld als leverancier; maak eventueel een nieuw geheim.');
    return { leverancierId: l.id, clientId, clientSecret: geheim, melding: MELDING_EENMALIG };
  });
}

export async function roteerGeheim(db: Db, actor: Actor, leverancierId: number) {
  alleenServicedesk(actor);
  const geheim = nieuwGeheim();
  const [l] = await db
    .update(leveranciers)
    .set({ geheimHash: hashVan(geheim), geheimVersie: sql`${leveranciers.geheimVersie} + 1`, geheimGewijzigdOp: sql`now()` })
    .where(eq(leveranciers.id, leverancierId))
    .returning({ id: leveranciers.id, clientId: leveranciers.clientId });
  if (!l) throw new HttpFout(404, 'Deze leverancier bestaat niet.');
  return { leverancierId: l.id, clientId: l.clientId, clientSecret: geheim, melding: `${MELDING_EENMALIG} Het oude geheim en de tokens die ermee zijn uitgegeven werken niet meer.` };
}

const importKolommen = {
  id: koppelingBerichten.id,
  leverancierId: koppelingBerichten.leverancierId,
  leverancier: relaties.naam,
  soort: koppelingBerichten.soort,
  leverancierBerichtId: koppelingBerichten.leverancierBerichtId,
  ontvangenOp: koppelingBerichten.ontvangenOp,
  klantnummer: koppelingVerwerking.klantnummer,
  relatieId: koppelingVerwerking.relatieId,
  bedrijf: sql<string | null>`(select r.naam from ${relaties} r where r.id = ${koppelingVerwerking.relatieId})`,
  status: koppelingVerwerking.status,
  oorzaak: koppelingVerwerking.oorzaak,
  reden: koppelingVerwerking.reden,
  pogingen: koppelingVerwerking.pogingen,
  laatstePoging: koppelingVerwerking.laatstePoging,
};

function openBerichten(db: Db) {
  return db
    .select(importKolommen)
    .from(koppelingVerwerking)
    .innerJoin(koppelingBerichten, and(eq(koppelingBerichten.leverancierId, koppelingVerwerking.leverancierId), eq(koppelingBerichten.id, koppelingVerwerking.berichtId)))
    .innerJoin(leveranciers, eq(leveranciers.id, koppelingVerwerking.leverancierId))
    .innerJoin(relaties, eq(relaties.id, leveranciers.organisatieId));
}

/** Per group this many messages are listed (the count says how many there are). */
export const PER_GROEP = 200;

export async function importberichten(db: Db, actor: Actor) {
  alleenServicedesk(actor);
  const rijen = await openBerichten(db)
    .where(inArray(koppelingVerwerking.status, ['mislukt', 'wacht']))
    .orderBy(asc(koppelingVerwerking.oorzaak), asc(koppelingBerichten.id));
  const groepen = OORZAKEN.map((oorzaak) => {
    const van = rijen.filter((r) => r.oorzaak === oorzaak);
    return {
      oorzaak,
      naam: OORZAAK_NAMEN[oorzaak],
      aantal: van.length,
      berichten: van.slice(0, PER_GROEP).map((r) => ({
        id: r.id,
        leverancier: r.leverancier,
        soort: r.soort as BerichtSoort,
        leverancierBerichtId: r.leverancierBerichtId,
        klantnummer: r.klantnummer,
        relatieId: r.relatieId,
        bedrijf: r.bedrijf,
        ontvangenOp: tijdstipTekst(r.ontvangenOp),
        status: r.status,
        reden: r.reden,
        pogingen: r.pogingen,
        laatstePoging: r.laatstePoging ? tijdstipTekst(r.laatstePoging) : null,
      })),
    };
  }).filter((g) => g.aantal > 0);
  return { groepen, totaal: rijen.length };
}

/**
 * Reprocess the chosen messages in the order they arrived. A message already verwerkt or
 * afgehandeld is left alone, so a second run changes nothing (idempotent). The dry run reads
 * each message against the input as it is now and writes nothing.
 */
export async function verwerkOpnieuw(db: Db, actor: Actor, v: OpnieuwInvoer): Promise<OpnieuwAntwoord> {
  alleenServicedesk(actor);
  const start = new Date();
  const filter = v.berichtIds
    ? inArray(koppelingVerwerking.berichtId, v.berichtIds)
    : v.oorzaak
      ? and(eq(koppelingVerwerking.oorzaak, v.oorzaak), inArray(koppelingVerwerking.status, [...OPEN]))
      : and(eq(koppelingVerwerking.relatieId, v.relatieId!), inArray(koppelingVerwerking.status, [...OPEN]));
  const gekozen = await db
    .select({ leverancierId: koppelingVerwerking.leverancierId, berichtId: koppelingVerwerking.berichtId, status: koppelingVerwerking.status, soort: koppelingVerwerking.soort, klantnummer: koppelingVerwerking.klantnummer })
    .from(koppelingVerwerking)
    .where(filter)
    .orderBy(asc(koppelingVerwerking.berichtId))
    .limit(10_000);
  if (v.berichtIds && gekozen.length === 0) throw new HttpFout(404, 'Deze berichten bestaan niet.');
  const antwoord: OpnieuwAntwoord = { proefdraai: v.proefdraai, verwerkt: 0, mislukt: 0, wacht: 0, opnieuwMislukt: 0, nieuwBinnengekomen: 0, berichten: [] };
  const klwVan = new Map<string, number>();
  const uitkomsten = await inBanen(gekozen, (g) => `${g.leverancierId}|${g.soort}|${g.klantnummer ?? ''}`, (g) => verwerkBericht(db, g.leverancierId, g.berichtId, { proefdraai: v.proefdraai }));
  for (const [i, g] of gekozen.entries()) {
    const u = uitkomsten[i];
    if (u.status === 'verwerkt' && g.status !== 'verwerkt') antwoord.verwerkt++;
    if (u.status === 'mislukt') antwoord.mislukt++;
    if (u.status === 'wacht') antwoord.wacht++;
    if ((u.status === 'mislukt' || u.status === 'wacht') && (g.status === 'mislukt' || g.status === 'wacht')) antwoord.opnieuwMislukt++;
    // the record as the processing found it; looked up only for a message that failed before it was found
    let klwId: number | undefined = u.kringloopwijzerId ?? undefined;
    if (klwId === undefined && u.relatieId !== null && u.jaar !== null) {
      const k = `${u.relatieId}|${u.jaar}`;
      if (!klwVan.has(k)) {
        const [r] = await db.select({ id: kringloopwijzers.id }).from(kringloopwijzers).where(and(eq(kringloopwijzers.relatieId, u.relatieId), eq(kringloopwijzers.jaar, u.jaar)));
        if (r) klwVan.set(k, r.id);
      }
      klwId = klwVan.get(k);
    }
    antwoord.berichten.push({
      id: g.berichtId,
      status: u.status,
      reden: u.reden,
      jaar: u.jaar,
      bedrijf: u.bedrijf,
      wijzigingen: u.wijzigingen.map((w) => ({ ...w, voor: w.voor, na: w.na, ...(klwId !== undefined ? plekVanWijziging(w.scherm, w.veld, klwId) : { route: null, schermTitel: null }) })),
    });
  }
  // failures that arrived while this ran (the group retry says so, as ServicePulse does)
  const [nieuw] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(koppelingVerwerking)
    .innerJoin(koppelingBerichten, and(eq(koppelingBerichten.leverancierId, koppelingVerwerking.leverancierId), eq(koppelingBerichten.id, koppelingVerwerking.berichtId)))
    .where(and(eq(koppelingVerwerking.status, 'mislukt'), gt(koppelingBerichten.ontvangenOp, start)));
  antwoord.nieuwBinnengekomen = nieuw.n;
  return antwoord;
}

/**
 * Reprocessing in BANEN lanes at once, each message of one link (supplier × type × customer number) in
 * one lane in the order it arrived: a link's messages build on each other (a later plot message removes
 * what an earlier one wrote, decision 035), different links' messages do not. Node works one message
 * while the database answers another's statements: one lane after another left a core idle
 * (docs/metingen.md, 26-11-2026 and 27-11-2026). Messages of one farm in two lanes queue on the year's lock.
 */
const BANEN = 3;
async function inBanen<T, U>(lijst: readonly T[], sleutel: (t: T) => string, doe: (t: T) => Promise<U>): Promise<U[]> {
  const uit = new Array<U>(lijst.length);
  const banen: number[][] = Array.from({ length: BANEN }, () => []);
  const baanVan = new Map<string, number>();
  lijst.forEach((t, i) => {
    const k = sleutel(t);
    let b = baanVan.get(k);
    if (b === undefined) {
      // the shortest lane so far, so the lanes stay about equally long
      b = banen.reduce((kort, baan, j) => (baan.length < banen[kort].length ? j : kort), 0);
      baanVan.set(k, b);
    }
    banen[b].push(i);
  });
  await Promise.all(banen.map(async (baan) => {
    for (const i of baan) uit[i] = await doe(lijst[i]);
  }));
  return uit;
}

export async function handelAf(db: Db, actor: Actor, v: { berichtIds: number[]; reden: string }) {
  alleenServicedesk(actor);
  const rijen = await db
    .update(koppelingVerwerking)
    .set({ status: 'afgehandeld', reden: `Afgehandeld zonder verwerken: ${v.reden}`, afgehandeldDoor: actor.id, laatstePoging: sql`now()` })
    .where(and(inArray(koppelingVerwerking.berichtId, v.berichtIds), inArray(koppelingVerwerking.status, ['mislukt', 'wacht'])))
    .returning({ id: koppelingVerwerking.berichtId });
  if (rijen.length === 0) throw new HttpFout(409, 'Geen van deze berichten is mislukt of wachtend; er is niets afgehandeld.');
  return { afgehandeld: rijen.length };
}

/** After a year is reopened: its waiting messages, in the order they arrived. */
export async function verwerkWachtende(db: Db, relatieId: number, kringloopwijzerId: number) {
  const rijen = await db
    .select({ leverancierId: koppelingVerwerking.leverancierId, berichtId: koppelingVerwerking.berichtId })
    .from(koppelingVerwerking)
    .where(and(eq(koppelingVerwerking.relatieId, relatieId), eq(koppelingVerwerking.kringloopwijzerId, kringloopwijzerId), eq(koppelingVerwerking.status, 'wacht')))
    .orderBy(asc(koppelingVerwerking.berichtId));
  for (const r of rijen) await verwerkBericht(db, r.leverancierId, r.berichtId);
  return rijen.length;
}

export type { Oorzaak };
