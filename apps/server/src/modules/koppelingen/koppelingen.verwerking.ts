/**
 * Processing one stored message (decision 020): parse → find the farm by supplier, type and
 * customer number with an active link → the year by the message's dates → a submitted year
 * waits → apply the message to that year's documents (pure, `pasToe` in the contract) → the
 * register's check on every changed document → write the documents through the register's save
 * statement (klw_invoer + audit row, the same as a user's save), the milk deliveries, the
 * per-field changes and the access-log row naming the supplier, run the engine, mark the
 * message verwerkt — all in ONE transaction, so a failure leaves nothing half-written. A
 * failure is kept on the message with its cause and a Dutch reason. A dry run does the same
 * reading and checking and writes nothing.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  berichtSchemas,
  datumsVan,
  isAfgesloten,
  pasToe,
  schermVan,
  valideerSchermDocument,
  voerCsvNaarBericht,
  type Bericht,
  type BerichtSoort,
  type BerichtStatus,
  type Documenten,
  type Oorzaak,
  type SchermSleutel,
  type VeldWijziging,
} from '@kw/contract';
import type { Db, DbOfTx } from '../../db/client';
import { isTegelijkFout } from '../../fouten';
import { koppelingen, koppelingVerwerking, relaties } from '../../db/schema';
import { slaSchermRijenOp } from '../invoer/invoer.opslag';
import { bewaarLeveringSamenvatting, voegLeveringenToe } from '../melklevering/melklevering.service';
import { bewaarVerwerkt, leesBerichtMetLinks, leesInvoerMetLeveringen, leesJaarMetDocumenten, type Link } from './koppelingen.verwerking.opslag';
import { berekenZonderOpslag, rijCacheSleutel, sectieCacheVan, werkUitkomstBij, type BerekendeUitkomst, type RecordInvoer } from '../uitkomst/uitkomst.service';

export interface VerwerkUitkomst {
  status: BerichtStatus;
  oorzaak: Oorzaak | null;
  reden: string | null;
  relatieId: number | null;
  bedrijf: string | null;
  jaar: number | null;
  /** the year's record, once found (the staff answer links the changes to its screens) */
  kringloopwijzerId: number | null;
  wijzigingen: VeldWijziging[];
}

type Fout = { oorzaak: Oorzaak; reden: string; wacht?: true; relatieId?: number; bedrijf?: string; kringloopwijzerId?: number; jaar?: number };

/** Zod's issues in one Dutch sentence (at most three, with where). */
function zodReden(issues: { path: PropertyKey[]; message: string }[]): string {
  const delen = issues.slice(0, 3).map((i) => (i.path.length ? `${i.path.map(String).join('.')}: ${i.message}` : i.message));
  return `De inhoud van het bericht klopt niet: ${delen.join('; ')}${issues.length > 3 ? ` (en ${issues.length - 3} meer)` : ''}.`;
}

/** The message as the contract's type, or why not. */
export function leesBericht(soort: BerichtSoort, inhoudType: string, inhoud: string, kop?: { berichtId: string; klantnummer: string }): { ok: true; bericht: Bericht } | { ok: false; reden: string } {
  let ruw: unknown;
  if (inhoudType === 'text/csv') {
    if (soort !== 'voerleveringen' || !kop) return { ok: false, reden: 'Alleen voerleveringen kunnen als CSV worden gestuurd.' };
    const c = voerCsvNaarBericht(inhoud, kop.berichtId, kop.klantnummer);
    if (!c.ok) return { ok: false, reden: `Het CSV-bestand klopt niet: ${c.reden}` };
    ruw = c.bericht;
  } else {
    try {
      ruw = JSON.parse(inhoud);
    } catch {
      return { ok: false, reden: 'Het bericht is geen geldige JSON.' };
    }
  }
  const p = berichtSchemas[soort].safeParse(ruw);
  if (!p.success) return { ok: false, reden: zodReden(p.error.issues) };
  return { ok: true, bericht: { soort, inhoud: p.data } as Bericht };
}

/** The supplier's links for the message's type and customer number, newest status first (when not read with the message). */
async function leesLinks(db: DbOfTx, leverancierId: number, soort: BerichtSoort, klantnummer: string): Promise<Link[]> {
  return db
    .select({ relatieId: koppelingen.relatieId, id: koppelingen.id, status: koppelingen.status, gewijzigd: koppelingen.statusGewijzigdOp, bedrijf: relaties.naam })
    .from(koppelingen)
    .innerJoin(relaties, eq(relaties.id, koppelingen.relatieId))
    .where(and(eq(koppelingen.leverancierId, leverancierId), eq(koppelingen.soort, soort), eq(koppelingen.klantnummer, klantnummer)))
    .orderBy(desc(koppelingen.statusGewijzigdOp), desc(koppelingen.id));
}

/** Finds farm, link and year (locked, with the documents the message writes); or the cause why not. */
async function zoekDoel(db: DbOfTx, leverancierNaam: string, bericht: Bericht, links: Link[], eerstVergrendelen: boolean) {
  const klantnummer = bericht.inhoud.klantnummer;
  const actief = links.find((l) => l.status === 'actief');
  if (!actief) {
    const l = links[0];
    if (!l) return { fout: { oorzaak: 'geen-klant', reden: `Klantnummer ${klantnummer} is niet bekend: geen bedrijf heeft een koppeling met ${leverancierNaam} voor dit klantnummer en deze soort bericht.` } satisfies Fout };
    const datum = l.gewijzigd.toISOString().slice(0, 10).split('-').reverse().join('-');
    const reden =
      l.status === 'aangevraagd'
        ? `De koppeling voor klantnummer ${klantnummer} is aangevraagd maar nog niet door het bedrijf bevestigd.`
        : `De koppeling voor klantnummer ${klantnummer} is ${l.status === 'ingetrokken' ? 'ingetrokken' : 'geweigerd'} op ${datum}; het bericht is niet verwerkt.`;
    return { fout: { oorzaak: 'geen-machtiging', reden, relatieId: l.relatieId, bedrijf: l.bedrijf } satisfies Fout };
  }
  const datums = datumsVan(bericht);
  const jaren = [...new Set(datums.map((d) => Number(d.slice(0, 4))))].sort();
  if (jaren.length !== 1)
    return { fout: { oorzaak: 'meerdere-jaren', reden: `Het bericht gaat over meer dan één jaar (${jaren.join(', ')}); een leverancier stuurt per jaar een apart bericht.`, relatieId: actief.relatieId, bedrijf: actief.bedrijf } satisfies Fout };
  const jaar = jaren[0];
  // one message at a time per record: concurrent messages for a year queue on this lock
  // again after a version clash (the documents were read before a wait for this lock): the lock first, so the read is fresh
  const klw = await leesJaarMetDocumenten(db, actief.relatieId, jaar, [...new Set(schermenVanBericht(bericht))], eerstVergrendelen);
  const basis = { relatieId: actief.relatieId, bedrijf: actief.bedrijf, jaar };
  if (!klw) return { fout: { oorzaak: 'geen-jaar', reden: `${actief.bedrijf} heeft geen kringloopwijzer voor ${jaar}; het bericht wacht tot die er is en wordt dan opnieuw verwerkt.`, ...basis } satisfies Fout };
  if (isAfgesloten(klw.statusId))
    return {
      fout: { oorzaak: 'jaar-ingediend', wacht: true, reden: `Wacht: jaar ingediend. De kringloopwijzer ${jaar} is ingediend en wordt niet door een koppeling gewijzigd; het bericht wordt verwerkt zodra de servicedesk het jaar heropent.`, ...basis, kringloopwijzerId: klw.id } satisfies Fout,
    };
  return { doel: { ...basis, kringloopwijzerId: klw.id, linkId: actief.id, periodeVan: datums.reduce((a, b) => (a < b ? a : b)), periodeTot: datums.reduce((a, b) => (a > b ? a : b)), documenten: klw.documenten, geschreven: klw.geschreven, sleutels: klw.sleutels } };
}

/**
 * Processes one message. `proefdraai`: the answer says what would happen; nothing is written.
 * A message already verwerkt or afgehandeld is left as it is (reprocessing twice = once).
 */
export async function verwerkBericht(db: Db, leverancierId: number, berichtId: number, opties: { proefdraai?: boolean } = {}): Promise<VerwerkUitkomst> {
  return (await verwerkMetHerhaling(db, leverancierId, berichtId, opties.proefdraai ?? false, false))!;
}

/**
 * As verwerkBericht, but only a message still `ontvangen`, and one another transaction (another
 * server process) holds right now is skipped (`FOR UPDATE SKIP LOCKED`): null then. The recovery
 * sweep uses it, so two processes never wait on each other; the row lock plus the status check
 * make sure a message is processed once.
 */
export async function verwerkOntvangenTenzijBezet(db: Db, leverancierId: number, berichtId: number): Promise<VerwerkUitkomst | null> {
  return verwerkMetHerhaling(db, leverancierId, berichtId, false, true);
}

async function verwerkMetHerhaling(db: Db, leverancierId: number, berichtId: number, proefdraai: boolean, overslaanAlsBezet: boolean): Promise<VerwerkUitkomst | null> {
  for (let poging = 0; ; poging++) {
    try {
      return await verwerkEenKeer(db, leverancierId, berichtId, proefdraai, overslaanAlsBezet, poging > 0);
    } catch (e) {
      // a user's save of the same screen between our read and our write, or PostgreSQL aborting this
      // transaction to break a lock cycle (nothing of it written): read again (3 times)
      if ((e instanceof VersieBotsing || isTegelijkFout(e)) && poging < 2) continue;
      throw e;
    }
  }
}

class VersieBotsing extends Error {}

async function verwerkEenKeer(db: Db, leverancierId: number, berichtId: number, proefdraai: boolean, overslaanAlsBezet: boolean, eerstVergrendelen: boolean): Promise<VerwerkUitkomst | null> {
  let uitkomst: VerwerkUitkomst | undefined;
  {
    await db.transaction(async (tx) => {
      const rij = await leesBerichtMetLinks(tx, leverancierId, berichtId, overslaanAlsBezet);
      if (overslaanAlsBezet && rij?.status !== 'ontvangen') return;
      if (!rij) throw new Error(`bericht ${berichtId} bestaat niet`);
      if (rij.status === 'verwerkt' || rij.status === 'afgehandeld') {
        uitkomst = { status: rij.status, oorzaak: null, reden: rij.status === 'verwerkt' ? 'Al verwerkt; niets gewijzigd.' : 'Al afgehandeld; niets gewijzigd.', relatieId: null, bedrijf: null, jaar: null, kringloopwijzerId: null, wijzigingen: [] };
        return;
      }
      const soort = rij.soort as BerichtSoort;
      const markeer = async (f: Fout) => {
        uitkomst = { status: f.wacht ? 'wacht' : 'mislukt', oorzaak: f.oorzaak, reden: f.reden, relatieId: f.relatieId ?? null, bedrijf: f.bedrijf ?? null, jaar: f.jaar ?? null, kringloopwijzerId: f.kringloopwijzerId ?? null, wijzigingen: [] };
        if (proefdraai) return;
        await tx
          .update(koppelingVerwerking)
          .set({
            status: uitkomst.status,
            oorzaak: f.oorzaak,
            reden: f.reden,
            pogingen: sql`${koppelingVerwerking.pogingen} + 1`,
            laatstePoging: sql`now()`,
            relatieId: f.relatieId ?? null,
            kringloopwijzerId: f.kringloopwijzerId ?? null,
            jaar: f.jaar ?? null,
          })
          .where(and(eq(koppelingVerwerking.leverancierId, leverancierId), eq(koppelingVerwerking.berichtId, berichtId)));
      };
      // a CSV carries its id and customer number in the call (query), kept beside the raw body
      const gelezen = leesBericht(soort, rij.inhoudType, rij.inhoud, { berichtId: rij.leverancierBerichtId, klantnummer: rij.klantnummer ?? '' });
      if (!gelezen.ok) return markeer({ oorzaak: 'ongeldige-inhoud', reden: gelezen.reden });
      const bericht = gelezen.bericht;
      // the links came with the message for the customer number stored at receipt: the message's own (read again if not)
      const links = rij.klantnummer === bericht.inhoud.klantnummer ? rij.links : await leesLinks(tx, leverancierId, soort, bericht.inhoud.klantnummer);
      const gezocht = await zoekDoel(tx, rij.leverancier, bericht, links, eerstVergrendelen);
      if ('fout' in gezocht) return markeer(gezocht.fout as Fout);
      const doel = gezocht.doel;
      // the record's row is locked by zoekDoel: one message at a time per record
      const documenten: Documenten = Object.fromEntries(doel.documenten.map((b) => [b.scherm, b.gegevens]));
      const versies = new Map(doel.documenten.map((b) => [b.scherm, b.versie]));

      const geschreven = new Map(Object.entries(doel.geschreven));

      const t = pasToe(bericht, documenten, geschreven);
      const basis = { relatieId: doel.relatieId, bedrijf: doel.bedrijf, jaar: doel.jaar };
      if (!t.ok) return markeer({ oorzaak: t.oorzaak, reden: t.reden, ...basis });
      const geparst: Record<string, Record<string, unknown>> = {};
      for (const [scherm, doc] of Object.entries(t.documenten)) {
        const v = valideerSchermDocument(scherm as SchermSleutel, doel.jaar, doc);
        if (!v.ok) {
          const titel = schermVan(scherm as SchermSleutel)?.titel ?? scherm;
          const meldingen = v.fouten.slice(0, 3).map((f) => `${f.field}: ${f.message}`).join('; ');
          return markeer({ oorzaak: 'ongeldige-inhoud', reden: `Na verwerking zou ${titel} niet kloppen: ${meldingen}. Er is niets gewijzigd.`, ...basis });
        }
        geparst[scherm] = Object.fromEntries(Object.keys(doc!).filter((k) => k in v.geparst).map((k) => [k, v.geparst[k]]));
      }
      uitkomst = { status: 'verwerkt', oorzaak: null, reden: null, ...basis, kringloopwijzerId: doel.kringloopwijzerId, wijzigingen: t.wijzigingen };
      if (proefdraai) return;

      // The parsed sections the process holds for the record's rows (decision 013's cache, shared with the register's
      // saves), taken now so a later eviction cannot lose them: the statements below send only the other rows'
      // documents (decision 020, revision 27-11-2026 (2)). A record whose input did not pass the cached check last time
      // (an incomplete year) needs every document for the full validation's messages: then all are read at once.
      const secties = sectieCacheVan(db);
      const bekend = new Map<string, Record<string, unknown>>();
      if (!secties.isOnvolledig(doel.relatieId, doel.kringloopwijzerId))
        for (const r of doel.sleutels.rijen) {
          const s = secties.get(rijCacheSleutel(doel.jaar, r.sleutel));
          if (s) bekend.set(r.sleutel, s);
        }

      // the register's save of every changed screen in one statement (rows + audit lines, all or nothing), by no
      // user: the access row below names the supplier. It reads the rest of the record's input back for the engine.
      let invoerNaOpslag: RecordInvoer | undefined;
      const teSlaan = Object.entries(t.documenten);
      if (teSlaan.length > 0) {
        const opgeslagen = await slaSchermRijenOp(tx as unknown as Db, {
          relatieId: doel.relatieId,
          kringloopwijzerId: doel.kringloopwijzerId,
          rijen: teSlaan.map(([scherm, doc]) => ({ scherm, versie: versies.get(scherm) ?? 0, gegevens: doc!, geparst: geparst[scherm] })),
          gebruikerId: null,
          bekend,
        });
        // a user's save of one of the screens between our read and our write: nothing of this message stays
        if (!opgeslagen) throw new VersieBotsing();
        invoerNaOpslag = opgeslagen.invoer;
        // the saved rows' sections, as the register's check parsed them, under their new keys: the next message or
        // save of this record finds them (they would be gone after the commit otherwise, their key is new)
        for (const o of opgeslagen.opgeslagen) {
          secties.set(rijCacheSleutel(doel.jaar, o.sleutel), geparst[o.scherm]);
          bekend.set(o.sleutel, geparst[o.scherm]);
        }
      }
      if (t.melkleveringen.length > 0) {
        await voegLeveringenToe(
          tx,
          { relatieId: doel.relatieId, kringloopwijzerId: doel.kringloopwijzerId },
          t.melkleveringen.map((m) => ({ leverDatum: m.datum, afleverTijd: m.tijd, ubn: m.ubn, kg: m.kg, vet: m.vet, eiwit: m.eiwit, ureum: m.ureum, fosfor: m.fosfor })),
        );
      }
      const geraakt = [...new Set(t.wijzigingen.filter((w) => w.toegepast).map((w) => w.scherm))];
      // the engine, as after a user's save; inside the transaction, so the outcome matches the input. Computed before
      // the message's last statement, which stores it (decision 020, revision 27-11-2026 (2)).
      let motor: BerekendeUitkomst | undefined;
      let motorAchteraf = false;
      if (geraakt.length > 0) {
        const record = { id: doel.kringloopwijzerId, relatieId: doel.relatieId, jaar: doel.jaar };
        // as a register save (decision 013): the input its save statement read, the sections parsed before reused.
        // New milk deliveries make the stored delivery summary stale: the record's input and its deliveries are read
        // in one statement and the summary made from them here (decision 020, revision 27-11-2026), instead of the
        // engine step reading the input and then, finding no current summary, the deliveries (two round trips)
        if (t.melkleveringen.length > 0) {
          const gelezen = await leesInvoerMetLeveringen(tx, { relatieId: doel.relatieId, kringloopwijzerId: doel.kringloopwijzerId }, bekend);
          if (!gelezen) throw new Error(`kringloopwijzer ${doel.kringloopwijzerId} verdween tijdens de verwerking`);
          const totaal = await bewaarLeveringSamenvatting(tx, record, gelezen.invoer.leveringenVersie, gelezen.leveringen);
          motor = await berekenZonderOpslag(tx as unknown as Db, record, { ...gelezen.invoer, totaal }, secties);
        } else if (invoerNaOpslag) motor = await berekenZonderOpslag(tx as unknown as Db, record, invoerNaOpslag, secties);
        else motorAchteraf = true;
      }
      // the changes, the state verwerkt, an access row per changed screen naming the supplier and the outcome, in one statement
      await bewaarVerwerkt(tx, {
        leverancierId,
        berichtId,
        relatieId: doel.relatieId,
        kringloopwijzerId: doel.kringloopwijzerId,
        jaar: doel.jaar,
        periodeVan: doel.periodeVan,
        periodeTot: doel.periodeTot,
        wijzigingen: t.wijzigingen,
        toegang: { organisatieId: rij.organisatieId, leverancier: rij.leverancier, reden: `Koppeling: bericht ${rij.leverancierBerichtId}`, schermen: geraakt },
        uitkomst: motor,
      });
      if (motorAchteraf)
        await werkUitkomstBij(tx as unknown as Db, { id: doel.kringloopwijzerId, relatieId: doel.relatieId, jaar: doel.jaar }, { resultaatBewaren: false, cache: secties });
    });
  }
  return uitkomst ?? null;
}

function schermenVanBericht(b: Bericht): string[] {
  switch (b.soort) {
    case 'melkleveringen':
      return [];
    case 'voerleveringen':
      return b.inhoud.leveringen.map((l) => l.categorie);
    case 'analyses':
      return b.inhoud.analyses.map((a) => (a.soort === 'grond' ? 'bodem' : 'ruwvoer'));
    case 'diertellingen':
      return ['veestapel'];
    case 'mesttransporten':
      return ['organischeMest'];
    case 'percelen':
      return ['percelen'];
  }
}
