/**
 * Participations (decision 027; sharing-anchors.md §3): farm × purpose × products (× UBN limit).
 * aangevraagd → goedgekeurd | afgewezen | ingetrokken-door-aanvrager | verlopen; goedgekeurd →
 * ingetrokken | verlopen. Each step checks the caller's right, the state and the version the caller
 * saw, then writes the participation, its history row and the mails in ONE transaction.
 */
import {
  DEELNAME_LIJSTEN,
  DEELNAME_STATUS_TEKST,
  volgendeDeelnameStatus,
  vandaagIso,
  type AanvraagInvoer,
  type BulkAntwoord,
  type DataproductSleutel,
  type DeelnameActie,
  type DeelnameRegel,
  type DeelnamesAntwoord,
  type DeelnamesVraag,
  type DeelnameStap,
  type NamensInvoer,
} from '@kw/contract';
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import { deelnames, doelen } from '../../db/schema';
import { csvTekst } from '../../csv';
import { HttpFout } from '../../fouten';
import type { Actor } from '../../plugins/auth';
import { zetInUitbak } from '../mail/mail.service';
import { deelnameMails, type DeelnameMailStap } from './gegevensdeling.mail';
import { isStaf, isVanAfnemer, magBedrijfszijde, magDeelnamesVanBedrijfLezen, MELDING_ALLEEN_STAF, MELDING_GEEN_BEDRIJFSZIJDE, MELDING_NIET_UW_DOEL } from './gegevensdeling.policy';
import {
  adressen,
  deelnameVoorStap,
  doelOpId,
  gebeurtenis,
  leesDeelnames,
  leesGeschiedenis,
  levendeDeelname,
  laatVerlopen,
  nieuweDeelname,
  relatieOpId,
  relatieOpKvk,
  zetDeelnameStatus,
  zetUbnBeperking,
  type Db,
  type DbOfTx,
  type DeelnameRij,
} from './gegevensdeling.repository';

export const MELDING_DEELNAME_GEWIJZIGD = 'Deze deelname is intussen door iemand anders gewijzigd. Laad de lijst opnieuw en probeer het nog eens.';

const tijdNl = new Intl.DateTimeFormat('nl-NL', { timeZone: 'Europe/Amsterdam', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false });
/** DD-MM-YYYY HH:mm in Dutch time. */
export const tijdTekst = (d: Date) => tijdNl.format(d).replace(/\//g, '-').replace(',', '');

const ACTIE_TEKST: Record<string, string> = {
  aangevraagd: 'Aangevraagd',
  'namens-aangevraagd': 'Aangevraagd door de servicedesk namens de boer',
  goedgekeurd: 'Goedgekeurd',
  afgewezen: 'Afgewezen',
  ingetrokken: 'Ingetrokken',
  'ingetrokken-door-aanvrager': 'Ingetrokken door de aanvrager',
  verlopen: 'Verlopen',
  opnieuw: 'Opnieuw verstuurd',
  'ubn-beperking': 'UBN-beperking gewijzigd',
};

async function regels(db: DbOfTx, waar: SQL | undefined): Promise<DeelnameRegel[]> {
  const rijen = await leesDeelnames(db, waar);
  const geschiedenis = await leesGeschiedenis(db, rijen);
  return rijen.map((r) => naarRegel(r, geschiedenis.filter((g) => g.deelnameId === r.deelname.id)));
}

function naarRegel(r: DeelnameRij, g: Awaited<ReturnType<typeof leesGeschiedenis>>): DeelnameRegel {
  const d = r.deelname;
  return {
    id: d.id,
    relatieId: d.relatieId,
    versie: d.versie,
    bedrijf: { naam: r.bedrijf.naam, kvk: r.bedrijf.kvk, ubns: r.bedrijf.ubns },
    doel: { id: r.doel.id, naam: r.doel.naam, boerTekst: r.doel.boerTekst, einddatum: r.doel.einddatum },
    afnemer: r.afnemer,
    producten: d.producten as DataproductSleutel[],
    ubnBeperking: d.ubnBeperking,
    status: d.status,
    statusBron: d.statusBron,
    aangevraagdOp: tijdTekst(d.aangevraagdOp),
    beslistOp: d.beslistOp ? tijdTekst(d.beslistOp) : null,
    reden: d.reden,
    laatstGeleverdOp: d.laatstGeleverdOp ? tijdTekst(d.laatstGeleverdOp) : null,
    geschiedenis: g.map((x) => ({ tijdstip: tijdTekst(x.tijdstip), wie: x.wie ?? 'Kringloopwijzer', actie: ACTIE_TEKST[x.actie] ?? x.actie, reden: x.reden })),
  };
}

async function regel(db: DbOfTx, relatieId: number, id: number) {
  const [r] = await regels(db, and(eq(deelnames.relatieId, relatieId), eq(deelnames.id, id)));
  return r;
}

/** Which participations the caller may list: a farm's (farm side, staff with access), the consumer's own, all for staff. */
function zichtbaar(actor: Actor, relatieId: number | undefined): SQL | undefined {
  if (relatieId !== undefined) {
    if (!magDeelnamesVanBedrijfLezen(actor, relatieId)) throw new HttpFout(403, 'U mag de deelnames van dit bedrijf niet zien.');
    return eq(deelnames.relatieId, relatieId);
  }
  if (isStaf(actor)) return undefined;
  const delen: SQL[] = [];
  if (actor.isDeelnemer && actor.relatieId !== null) delen.push(eq(deelnames.relatieId, actor.relatieId));
  if (actor.organisatieId !== null) delen.push(eq(doelen.afnemerId, actor.organisatieId));
  return delen.length ? or(...delen) : eq(deelnames.id, -1);
}

export async function lijst(db: Db, actor: Actor, v: DeelnamesVraag): Promise<DeelnamesAntwoord> {
  const waar = zichtbaar(actor, v.relatieId);
  await db.transaction((tx) => verlopenMetMail(tx, vandaagIso()));
  const gevonden = await regels(db, and(waar, inArray(deelnames.status, [...DEELNAME_LIJSTEN[v.lijst]]), v.doelId ? eq(deelnames.doelId, v.doelId) : undefined));
  const perDoel = new Map<number, { doelId: number; naam: string; aantal: number }>();
  for (const d of gevonden) {
    const p = perDoel.get(d.doel.id) ?? { doelId: d.doel.id, naam: d.doel.naam, aantal: 0 };
    p.aantal++;
    perDoel.set(d.doel.id, p);
  }
  return { deelnames: gevonden, perDoel: [...perDoel.values()] };
}

/** The list as CSV for Dutch spreadsheets (semicolons), formula-safe (csv.ts). */
export function alsCsv(a: DeelnamesAntwoord): string {
  const kop = ['Bedrijf', 'KvK', 'Doel', 'Afnemer', 'Dataproducten', 'UBN-beperking', 'Status', 'Aangevraagd', 'Beslist', 'Reden', 'Laatst geleverd'];
  const rijen = a.deelnames.map((d) => [d.bedrijf.naam, d.bedrijf.kvk ?? '', d.doel.naam, d.afnemer, d.producten.join(', '), d.ubnBeperking.join(', '), DEELNAME_STATUS_TEKST[d.status], d.aangevraagdOp, d.beslistOp ?? '', d.reden ?? '', d.laatstGeleverdOp ?? '']);
  return csvTekst([kop, ...rijen]);
}

/** The farm hears of a request (and its withdrawal), the consumer of the farm's answer; a revocation goes to both. */
const AAN: Record<DeelnameMailStap, ReadonlyArray<'boer' | 'afnemer'>> = {
  aangevraagd: ['boer'],
  opnieuw: ['boer'],
  'ingetrokken-door-aanvrager': ['boer'],
  goedgekeurd: ['afnemer'],
  afgewezen: ['afnemer'],
  ingetrokken: ['boer', 'afnemer'],
  verlopen: ['boer', 'afnemer'],
};

const doorWie = (actor: Actor) => (isStaf(actor) ? `${actor.naam} (servicedesk)` : actor.naam);
/** Who the mail names for a step nobody took: the end date passed. */
export const DOOR_KRINGLOOPWIJZER = 'De Kringloopwijzer';

async function mail(tx: DbOfTx, stap: DeelnameMailStap, door: string, d: { relatieId: number; doelId: number; producten: string[] }, reden: string | null) {
  const [bedrijf, doel] = await Promise.all([relatieOpId(tx, d.relatieId), doelOpId(tx, d.doelId)]);
  const afnemer = await relatieOpId(tx, doel.afnemerId);
  const aan = await Promise.all(AAN[stap].map((kant) => adressen(tx, kant === 'boer' ? { bedrijf: bedrijf.id } : { organisatie: afnemer.id })));
  await zetInUitbak(
    tx,
    deelnameMails({
      stap,
      door,
      bedrijf: { id: bedrijf.id, naam: bedrijf.naam, kvk: bedrijf.kvkNummer },
      afnemer: afnemer.naam,
      doel: { naam: doel.naam, boerTekst: doel.boerTekst, einddatum: doel.einddatum },
      producten: d.producten,
      reden,
      adressen: aan.flat(),
    }),
  );
}

/** The purpose a request is for: active, not past its end, and (unless staff) the caller's own. */
async function actiefDoel(db: DbOfTx, actor: Actor, doelId: number, alsStaf: boolean) {
  const doel = await doelOpId(db, doelId);
  if (!doel) throw new HttpFout(404, 'Dit doel bestaat niet.');
  if (!alsStaf && !isVanAfnemer(actor, doel.afnemerId)) throw new HttpFout(403, MELDING_NIET_UW_DOEL);
  if (doel.status !== 'actief' || (doel.einddatum !== null && doel.einddatum < vandaagIso())) throw new HttpFout(409, 'Dit doel is niet actief; er kunnen geen deelnames voor worden aangevraagd.');
  return doel;
}

async function vraag(tx: DbOfTx, actor: Actor, doel: Awaited<ReturnType<typeof actiefDoel>>, kvk: string, ubns: string[], reden: string | null, actie: string) {
  const bedrijf = await relatieOpKvk(tx, kvk);
  if (!bedrijf || bedrijf.soort !== 'bedrijf') throw new HttpFout(404, `Er is geen bedrijf met KvK-nummer ${kvk}.`);
  const vreemd = ubns.filter((u) => !bedrijf.ubns.includes(u));
  if (vreemd.length) throw new HttpFout(400, `UBN ${vreemd.join(', ')} hoort niet bij ${bedrijf.naam}.`, [{ field: 'ubnBeperking', message: 'Kies UBN’s van het bedrijf.' }]);
  const levend = await levendeDeelname(tx, bedrijf.id, doel.id);
  if (levend) throw new HttpFout(409, levend.status === 'aangevraagd' ? `${bedrijf.naam} is al gevraagd voor dit doel; het bedrijf moet nog beslissen.` : `${bedrijf.naam} neemt al deel aan dit doel.`);
  const d = await nieuweDeelname(tx, { relatieId: bedrijf.id, doelId: doel.id, producten: doel.producten as DataproductSleutel[], ubnBeperking: ubns, door: actor.id, reden });
  if (actie !== 'aangevraagd') await gebeurtenis(tx, { relatieId: d.relatieId, deelnameId: d.id, door: actor.id, actie, reden });
  await mail(tx, 'aangevraagd', doorWie(actor), d, reden);
  return d;
}

/**
 * Participations past their purpose's end date become verlopen, and both sides are mailed as on a
 * revocation, in the caller's transaction. The hourly job calls it in batches (`max`,
 * gegevensdeling.verloop.ts); every list and step calls it first too, so a read never shows an
 * expired participation as live. One function for both, so an expiry is mailed exactly once,
 * whichever finds it first. Delivery does not wait for either: `leveringsBezwaar` compares the
 * dates on every call.
 */
export async function verlopenMetMail(tx: DbOfTx, vandaag: string, max?: number): Promise<number> {
  const verlopen = await laatVerlopen(tx, vandaag, max);
  for (const d of verlopen) await mail(tx, 'verlopen', DOOR_KRINGLOOPWIJZER, d, d.reden);
  return verlopen.length;
}

/** A consumer organisation asks a farm to take part in its active purpose. */
export async function vraagAan(db: Db, actor: Actor, v: AanvraagInvoer): Promise<{ deelname: DeelnameRegel }> {
  return db.transaction(async (tx) => {
    const doel = await actiefDoel(tx, actor, v.doelId, false);
    const d = await vraag(tx, actor, doel, v.kvkNummer, v.ubnBeperking, null, 'aangevraagd');
    return { deelname: await regel(tx, d.relatieId, d.id) };
  });
}

/** Staff file a request on behalf of a farmer (e.g. one without eHerkenning: sharing-anchors.md §2 "/manage-participations"). */
export async function vraagNamens(db: Db, actor: Actor, v: NamensInvoer): Promise<{ deelname: DeelnameRegel }> {
  if (!isStaf(actor)) throw new HttpFout(403, MELDING_ALLEEN_STAF);
  return db.transaction(async (tx) => {
    const doel = await actiefDoel(tx, actor, v.doelId, true);
    const d = await vraag(tx, actor, doel, v.kvkNummer, v.ubnBeperking, v.reden, 'namens-aangevraagd');
    return { deelname: await regel(tx, d.relatieId, d.id) };
  });
}

/** Staff: requests from a list of KvK numbers (one per line, or the first column of a CSV); every line answered. */
export async function vraagBulk(db: Db, actor: Actor, v: { doelId: number; csv: string; reden: string }): Promise<BulkAntwoord> {
  if (!isStaf(actor)) throw new HttpFout(403, MELDING_ALLEEN_STAF);
  const doel = await db.transaction((tx) => actiefDoel(tx, actor, v.doelId, true));
  const regelsCsv = v.csv.split(/\r?\n/).map((r, i) => ({ regel: i + 1, kvk: (r.split(/[;,\t]/)[0] ?? '').trim().replace(/^"|"$/g, '') })).filter((r) => r.kvk !== '');
  if (regelsCsv.length > 2_000) throw new HttpFout(400, 'Hoogstens 2.000 regels per bestand.');
  const antwoord: BulkAntwoord = { aangemaakt: [], geweigerd: [] };
  const gezien = new Set<string>();
  for (const r of regelsCsv) {
    if (r.regel === 1 && !/^\d/.test(r.kvk)) continue; // a header line
    if (!/^\d{8}$/.test(r.kvk)) {
      antwoord.geweigerd.push({ ...r, reden: 'Een KvK-nummer heeft precies 8 cijfers.' });
      continue;
    }
    if (gezien.has(r.kvk)) {
      antwoord.geweigerd.push({ ...r, reden: 'Dit KvK-nummer stond al eerder in het bestand.' });
      continue;
    }
    gezien.add(r.kvk);
    try {
      // each line its own transaction: one refusal does not undo the others, and the report says which
      const d = await db.transaction((tx) => vraag(tx, actor, doel, r.kvk, [], v.reden, 'namens-aangevraagd'));
      const bedrijf = await relatieOpId(db, d.relatieId);
      antwoord.aangemaakt.push({ ...r, bedrijf: bedrijf.naam });
    } catch (e) {
      if (e instanceof HttpFout && e.statusCode < 500) antwoord.geweigerd.push({ ...r, reden: e.message });
      else throw e;
    }
  }
  return antwoord;
}

const STAP_MAIL: Record<DeelnameActie, DeelnameMailStap> = {
  goedkeuren: 'goedgekeurd',
  afwijzen: 'afgewezen',
  intrekken: 'ingetrokken',
  'intrekken-door-aanvrager': 'ingetrokken-door-aanvrager',
};

/** Approve, refuse or revoke (farm side, or staff revoking), or withdraw a request (the consumer). */
export async function stap(db: Db, actor: Actor, s: DeelnameStap, gevraagd: 'goedkeuren' | 'afwijzen' | 'intrekken'): Promise<{ deelname: DeelnameRegel }> {
  return db.transaction(async (tx) => {
    await verlopenMetMail(tx, vandaagIso());
    const d = await deelnameVoorStap(tx, s.relatieId, s.deelnameId);
    if (!d) throw new HttpFout(404, 'Deze deelname bestaat niet.');
    const doel = await doelOpId(tx, d.doelId);
    const boerKant = magBedrijfszijde(actor, d.relatieId);
    const afnemerKant = isVanAfnemer(actor, doel.afnemerId);
    let actie: DeelnameActie = gevraagd;
    if (gevraagd === 'intrekken' && !boerKant && afnemerKant && d.status === 'aangevraagd') actie = 'intrekken-door-aanvrager';
    const mag = actie === 'intrekken-door-aanvrager' || boerKant || (gevraagd === 'intrekken' && isStaf(actor));
    if (!mag) throw new HttpFout(403, afnemerKant ? 'Uw organisatie kan alleen een eigen verzoek intrekken zolang het bedrijf nog niet heeft beslist.' : MELDING_GEEN_BEDRIJFSZIJDE);
    if (d.versie !== s.versie) throw new HttpFout(409, MELDING_DEELNAME_GEWIJZIGD);
    const reden = s.reden?.trim() || null;
    // the consumer sees why: a refusal or revocation needs a reason (sharing-anchors.md §2)
    if ((actie === 'afwijzen' || actie === 'intrekken') && !reden) throw new HttpFout(400, 'Geef een reden; de afnemer krijgt die te zien.', [{ field: 'reden', message: 'Geef een reden.' }]);
    const volgende = volgendeDeelnameStatus(d.status, actie);
    if ('fout' in volgende) throw new HttpFout(409, volgende.fout);
    const gezet = await zetDeelnameStatus(tx, { relatieId: d.relatieId, id: d.id, versie: d.versie, status: volgende.status, door: actor.id, actie: volgende.status, reden });
    if (!gezet) throw new HttpFout(409, MELDING_DEELNAME_GEWIJZIGD);
    await mail(tx, STAP_MAIL[actie], doorWie(actor), d, reden);
    return { deelname: await regel(tx, d.relatieId, d.id) };
  });
}

/** Staff: mail the farmer an open request again. */
export async function stuurOpnieuw(db: Db, actor: Actor, s: DeelnameStap): Promise<{ deelname: DeelnameRegel }> {
  if (!isStaf(actor)) throw new HttpFout(403, MELDING_ALLEEN_STAF);
  return db.transaction(async (tx) => {
    const d = await deelnameVoorStap(tx, s.relatieId, s.deelnameId);
    if (!d) throw new HttpFout(404, 'Deze deelname bestaat niet.');
    if (d.status !== 'aangevraagd') throw new HttpFout(409, 'Alleen een open verzoek kan opnieuw worden verstuurd.');
    await gebeurtenis(tx, { relatieId: d.relatieId, deelnameId: d.id, door: actor.id, actie: 'opnieuw', reden: s.reden ?? null });
    await mail(tx, 'opnieuw', doorWie(actor), d, s.reden ?? null);
    return { deelname: await regel(tx, d.relatieId, d.id) };
  });
}

/** Staff: limit a participation to some of the farm's UBNs (none: the whole farm). */
export async function zetUbns(db: Db, actor: Actor, s: { relatieId: number; deelnameId: number; versie: number; ubns: string[] }): Promise<{ deelname: DeelnameRegel }> {
  if (!isStaf(actor)) throw new HttpFout(403, MELDING_ALLEEN_STAF);
  return db.transaction(async (tx) => {
    const d = await deelnameVoorStap(tx, s.relatieId, s.deelnameId);
    if (!d) throw new HttpFout(404, 'Deze deelname bestaat niet.');
    const bedrijf = await relatieOpId(tx, d.relatieId);
    const vreemd = s.ubns.filter((u) => !bedrijf.ubns.includes(u));
    if (vreemd.length) throw new HttpFout(400, `UBN ${vreemd.join(', ')} hoort niet bij ${bedrijf.naam}.`);
    if (d.versie !== s.versie) throw new HttpFout(409, MELDING_DEELNAME_GEWIJZIGD);
    const gezet = await zetUbnBeperking(tx, { relatieId: d.relatieId, id: d.id, versie: d.versie, ubns: [...new Set(s.ubns)], door: actor.id });
    if (!gezet) throw new HttpFout(409, MELDING_DEELNAME_GEWIJZIGD);
    return { deelname: await regel(tx, d.relatieId, d.id) };
  });
}
