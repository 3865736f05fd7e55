/**
 * Purposes (decision 027; sharing-anchors.md §2 "/manage-purposes"): concept → actief → gesloten.
 * Only a concept can be changed; a purpose goes active only with a text for the farmer, an end
 * date, products, a legal basis, a retention and the licensor's approval (`bezwarenTegenActiveren`).
 */
import { bezwarenTegenActiveren, vandaagIso, type DataproductSleutel, type DoelInvoer, type DoelRegel, type DoelStap } from '@kw/contract';
import { eq } from 'drizzle-orm';
import { doelen, type Doel } from '../../db/schema';
import { HttpFout } from '../../fouten';
import type { Actor } from '../../plugins/auth';
import { isStaf, magDoelBeheren, MELDING_ALLEEN_STAF, MELDING_NIET_UW_DOEL } from './gegevensdeling.policy';
import { afnemerClientVan, doelOpId, leesDoelen, nieuwDoel, relatieOpId, relatieOpKvk, wijzigDoel, type Db, type DbOfTx } from './gegevensdeling.repository';

export const MELDING_DOEL_GEWIJZIGD = 'Dit doel is intussen door iemand anders gewijzigd. Laad de doelen opnieuw en probeer het nog eens.';

type DoelMetAfnemer = Awaited<ReturnType<typeof leesDoelen>>[number];

export function naarDoelRegel(r: DoelMetAfnemer, vandaag = vandaagIso()): DoelRegel {
  const d = r.doel;
  const tel = (s: string) => r.tellingen.filter((t) => t.status === s).reduce((a, t) => a + Number(t.aantal), 0);
  const alle = r.tellingen.reduce((a, t) => a + Number(t.aantal), 0);
  const kern = { ...d, producten: d.producten as DataproductSleutel[], licentiegeverAkkoordOp: d.licentiegeverAkkoordOp?.toISOString() ?? null };
  return {
    id: d.id,
    versie: d.versie,
    afnemer: r.afnemer,
    naam: d.naam,
    boerTekst: d.boerTekst,
    producten: kern.producten,
    grondslag: d.grondslag,
    bewaartermijn: d.bewaartermijn,
    begindatum: d.begindatum,
    einddatum: d.einddatum,
    status: d.status,
    licentiegeverAkkoordOp: kern.licentiegeverAkkoordOp,
    bezwaren: d.status === 'concept' ? bezwarenTegenActiveren(kern, vandaag) : [],
    deelnames: { aangevraagd: tel('aangevraagd'), goedgekeurd: tel('goedgekeurd'), overig: alle - tel('aangevraagd') - tel('goedgekeurd') },
  };
}

async function regel(db: DbOfTx, id: number): Promise<DoelRegel> {
  const [r] = await leesDoelen(db, eq(doelen.id, id));
  return naarDoelRegel(r);
}

/**
 * Staff see every purpose; a consumer organisation its own; anyone else none. `magNieuwDoel`: whether `afnemerVoor`
 * would let this user add one, so the page offers "Nieuw doel" only where the save is not refused (an adviser's or
 * accountant's organisation is no consumer).
 */
export async function lijstDoelen(db: Db, actor: Actor): Promise<{ doelen: DoelRegel[]; magNieuwDoel: boolean }> {
  if (!isStaf(actor) && actor.organisatieId === null) return { doelen: [], magNieuwDoel: false };
  const rijen = await leesDoelen(db, isStaf(actor) ? undefined : eq(doelen.afnemerId, actor.organisatieId!));
  const vandaag = vandaagIso();
  return { doelen: rijen.map((r) => naarDoelRegel(r, vandaag)), magNieuwDoel: isStaf(actor) || (await isAfnemer(db, actor.organisatieId!)) };
}

/** An approved organisation the servicedesk registered with client credentials (decision 027). */
async function isAfnemer(db: DbOfTx, organisatieId: number): Promise<boolean> {
  const org = await relatieOpId(db, organisatieId);
  return org !== undefined && org !== null && org.status === 'goedgekeurd' && Boolean(await afnemerClientVan(db, org.id));
}

async function afnemerVoor(db: DbOfTx, actor: Actor, kvk: string | undefined): Promise<number> {
  if (isStaf(actor)) {
    if (!kvk) throw new HttpFout(400, 'Kies de afnemer (KvK-nummer) van het doel.', [{ field: 'afnemerKvk', message: 'Kies de afnemer van het doel.' }]);
    const r = await relatieOpKvk(db, kvk);
    if (!r || r.soort === 'bedrijf') throw new HttpFout(404, `Er is geen organisatie met KvK-nummer ${kvk}.`);
    return r.id;
  }
  if (actor.organisatieId === null) throw new HttpFout(403, 'Alleen een organisatie of de servicedesk kan doelen vastleggen.');
  const org = await relatieOpId(db, actor.organisatieId);
  if (!org || org.status !== 'goedgekeurd') throw new HttpFout(403, 'Uw organisatie is nog niet goedgekeurd; u kunt nog geen doelen vastleggen.');
  if (kvk && kvk !== org.kvkNummer) throw new HttpFout(403, 'U kunt alleen doelen van uw eigen organisatie vastleggen.');
  // a consumer is an organisation the servicedesk registered with client credentials (decision 027)
  if (!(await afnemerClientVan(db, org.id))) throw new HttpFout(403, 'Uw organisatie is niet als afnemer aangemeld. Vraag de servicedesk om aanmelding voordat u doelen vastlegt.');
  return org.id;
}

async function teWijzigen(db: DbOfTx, actor: Actor, id: number, versie: number): Promise<Doel> {
  const d = await doelOpId(db, id, true);
  if (!d || !magDoelBeheren(actor, d.afnemerId)) throw new HttpFout(d ? 403 : 404, d ? MELDING_NIET_UW_DOEL : 'Dit doel bestaat niet.');
  if (d.versie !== versie) throw new HttpFout(409, MELDING_DOEL_GEWIJZIGD);
  return d;
}

export async function slaDoelOp(db: Db, actor: Actor, v: DoelInvoer): Promise<{ doel: DoelRegel }> {
  const velden = { naam: v.naam, boerTekst: v.boerTekst, producten: v.producten, grondslag: v.grondslag, bewaartermijn: v.bewaartermijn, begindatum: v.begindatum, einddatum: v.einddatum };
  return db.transaction(async (tx) => {
    if (v.id === undefined) {
      const afnemerId = await afnemerVoor(tx, actor, v.afnemerKvk);
      const d = await nieuwDoel(tx, { ...velden, afnemerId, aangemaaktDoor: actor.id });
      return { doel: await regel(tx, d.id) };
    }
    const d = await teWijzigen(tx, actor, v.id, v.versie!);
    if (d.status !== 'concept') throw new HttpFout(409, 'Alleen een doel in concept kan worden gewijzigd. Sluit dit doel en leg een nieuw vast.');
    // a change of what is asked or told to the farmer needs the licensor's look again
    const inhoudGewijzigd = d.boerTekst !== v.boerTekst || [...d.producten].sort().join() !== [...v.producten].sort().join();
    await wijzigDoel(tx, d.id, d.versie, { ...velden, ...(inhoudGewijzigd ? { licentiegeverAkkoordOp: null, licentiegeverAkkoordDoor: null } : {}) });
    return { doel: await regel(tx, d.id) };
  });
}

export async function activeerDoel(db: Db, actor: Actor, s: DoelStap): Promise<{ doel: DoelRegel }> {
  return db.transaction(async (tx) => {
    const d = await teWijzigen(tx, actor, s.id, s.versie);
    const bezwaren = bezwarenTegenActiveren({ ...d, producten: d.producten as DataproductSleutel[], licentiegeverAkkoordOp: d.licentiegeverAkkoordOp?.toISOString() ?? null }, vandaagIso());
    if (bezwaren.length) throw new HttpFout(400, `Dit doel kan nog niet actief worden: ${bezwaren.join(' ')}`, bezwaren.map((message) => ({ field: 'doel', message })));
    await wijzigDoel(tx, d.id, d.versie, { status: 'actief' });
    return { doel: await regel(tx, d.id) };
  });
}

export async function sluitDoel(db: Db, actor: Actor, s: DoelStap): Promise<{ doel: DoelRegel }> {
  return db.transaction(async (tx) => {
    const d = await teWijzigen(tx, actor, s.id, s.versie);
    if (d.status === 'gesloten') throw new HttpFout(409, 'Dit doel is al gesloten.');
    await wijzigDoel(tx, d.id, d.versie, { status: 'gesloten', statusReden: s.reden ?? null });
    return { doel: await regel(tx, d.id) };
  });
}

/** Staff record the licensor's approval of a purpose in concept. */
export async function licentiegeverAkkoord(db: Db, actor: Actor, s: DoelStap): Promise<{ doel: DoelRegel }> {
  if (!isStaf(actor)) throw new HttpFout(403, MELDING_ALLEEN_STAF);
  return db.transaction(async (tx) => {
    const d = await teWijzigen(tx, actor, s.id, s.versie);
    if (d.status !== 'concept') throw new HttpFout(409, 'De licentiegever keurt een doel goed voordat het actief wordt; dit doel is niet meer in concept.');
    await wijzigDoel(tx, d.id, d.versie, { licentiegeverAkkoordOp: new Date(), licentiegeverAkkoordDoor: actor.id });
    return { doel: await regel(tx, d.id) };
  });
}

