/**
 * The engine on every save (decision 010): read the record's whole input, compute, store the
 * outcome. Reads take the stored outcome and recompute only when it is behind the input (a
 * save whose engine step did not finish, new automatic deliveries, seeded data).
 */
import { resultaatUitPaden, schermVan, STATUS_GESLOTEN_VANAF, type Totaal } from '@kw/contract';
import type { Db, DbOfTx } from '../../db/client';
import type { HandmatigeMelkgegevens, Kringloopwijzer } from '../../db/schema';
import { automatischTotaal } from '../melklevering/melklevering.service';
import { berekenGeldigeUitkomst, berekenUitkomst, invoerVersie, stelInvoerSamen, type InvoerBron, type SchermRij, type Uitkomst } from './uitkomst.bereken';
import { ENGINE_VERSIE, regelversieVoorJaar } from './uitkomst.regelversie';
import { geparsteInvoer, rijCacheSleutel, type SectieCache } from './uitkomst.secties';
// The process's cache of parsed sections per database, shared by the register's saves and the data links (decision 013).
export { rijCacheSleutel, sectieCacheVan, type SectieCache } from './uitkomst.secties';
import {
  actueelOpgeslagenResultaat,
  bewaarUitkomst,
  bewaarUitkomsten,
  leesRecordInvoer,
  leesRecordInvoeren,
  leesResultaat,
  invoerUitLezing,
  leesUitkomst,
  type InvoerLezing,
  type RecordInvoer,
  type RecordSleutel,
  type ResultaatLezing,
  vingerafdrukVan,
  type InvoerSleutels,
} from './uitkomst.repository';
import type { Resultaat } from '@kw/engine';

// The record's whole input as columns of another statement: a register save reads it in its own
// statement (decision 013). Published here, by the owner of `klw_uitkomst` (decision 026).
export { invoerKolommen, invoerKolommenBekend, invoerUitLezing, teHerberekenenRecords, type BekendeSecties, type InvoerLezing, type RecordInvoer, type RecordSleutel } from './uitkomst.repository';
// The stored result as columns of another statement: the consumer API's one read per delivery (decision 034).
export { resultaatKolommen, type ResultaatLezing } from './uitkomst.repository';
// A register save reads the input's keys with its session and stores the outcome in its own statement (decision 013, revision 27-11-2026).
export {
  invoerSleutelKolommen,
  invoerSleutelsUitLezing,
  rijSleutel,
  uitkomstUpsert,
  uitkomstWaarden,
  vingerafdruk,
  type InvoerSleutelLezing,
  type InvoerSleutels,
} from './uitkomst.repository';

export { ENGINE_VERSIE, huidigeRegelversies, regelversieVoorJaar } from './uitkomst.regelversie';

type KlwRecord = Pick<Kringloopwijzer, 'id' | 'relatieId' | 'jaar'>;
const sleutel = (r: KlwRecord) => ({ relatieId: r.relatieId, kringloopwijzerId: r.id });

const totaal = (kg: number | null, vet: number | null, eiwit: number | null, ureum: number | null, fosfor: number | null): Totaal => ({ kg, vet, eiwit, ureum, fosfor });

function melkInvoer(h: HandmatigeMelkgegevens | undefined): InvoerBron['melk']['invoer'] {
  if (!h) return undefined;
  return {
    gebruikHandmatigeMelkRegistratie: h.gebruikHandmatigeMelkRegistratie,
    totaalHandmatig: totaal(h.handmatigKg, h.handmatigVet, h.handmatigEiwit, h.handmatigUreum, h.handmatigFosfor),
    totaalZelfZuivel: totaal(h.zelfZuivelKg, h.zelfZuivelVet, h.zelfZuivelEiwit, h.zelfZuivelUreum, h.zelfZuivelFosfor),
    melkGevoerdAanKalveren: h.gevoerdAanKalverenKg,
    totaalOverigeProductie: totaal(h.overigeProductieKg, null, null, null, null),
  };
}

/** The record's input as the engine reads it, and its version. */
export async function invoerVanRecord(db: Db, record: KlwRecord): Promise<{ bron: InvoerBron; versie: number } | undefined> {
  const gelezen = await leesRecordInvoer(db, sleutel(record));
  return gelezen ? bronVan(db, record, gelezen) : undefined;
}

async function bronVan(db: Db, record: KlwRecord, gelezen: RecordInvoer): Promise<{ bron: InvoerBron; versie: number }> {
  // no stored delivery summary yet (seeded or new deliveries): Melklevering builds and stores it
  const automatisch = gelezen.totaal ?? (await automatischTotaal(db, record));
  const bron: InvoerBron = {
    jaar: record.jaar,
    rijen: gelezen.rijen,
    melk: { invoer: melkInvoer(gelezen.handmatig), automatisch, jaar: record.jaar },
    melkOpgeslagen: gelezen.handmatig !== undefined,
  };
  return { bron, versie: invoerVersie(gelezen.rijen, gelezen.handmatig?.versie ?? 0, gelezen.leveringenVersie) };
}

/** The assembled engine input of a record (the export). */
export async function samengesteldeInvoer(db: Db, record: KlwRecord): Promise<Record<string, unknown> | undefined> {
  const i = await invoerVanRecord(db, record);
  return i ? stelInvoerSamen(i.bron) : undefined;
}

/** The same from the `invoerKolommen` another statement read (the consumer API's one statement, decision 034). */
export async function samengesteldeInvoerUitLezing(db: Db, record: KlwRecord, lezing: InvoerLezing): Promise<Record<string, unknown>> {
  return stelInvoerSamen((await bronVan(db, record, invoerUitLezing(lezing))).bron);
}

export type ActueleUitkomst = Pick<Uitkomst, 'schermstatus' | 'signaleringen' | 'dashboard'> & { vorigDashboard: Uitkomst['dashboard'] };

/**
 * Compute and store the record's outcome now (after a save), with the dashboard it replaced.
 * `resultaatBewaren: false` (the saves' hot path, decision 013): the full engine result (~23 KB
 * of JSON) is not stored; the reports compute and store it when they first need it.
 */
export async function werkUitkomstBij(
  db: Db,
  record: KlwRecord,
  { resultaatBewaren = true, cache, zonderFlush = false }: { resultaatBewaren?: boolean; cache?: SectieCache; zonderFlush?: boolean } = {},
): Promise<(ActueleUitkomst & Pick<Uitkomst, 'resultaat'>) | undefined> {
  const gelezen = await leesRecordInvoer(db, sleutel(record));
  return gelezen ? berekenEnBewaar(db, record, gelezen, resultaatBewaren, cache, { zonderFlush }) : undefined;
}

/** The outcome a register save stores in its own statement, with what that statement checks and writes. */
export interface UitkomstVooraf {
  uitkomst: Uitkomst;
  /** the input version the outcome belongs to (with the saved row's new version) */
  versie: number;
  regelversie: string;
  /** `vingerafdruk` of the input the outcome was computed from, but the saved screen */
  verwacht: string;
}

const nietGelezen = (scherm: string) => () => {
  // only the sections of a kept row are used on this path; its document was not read (a bug if ever reached)
  throw new Error(`Het document van ${scherm} is niet gelezen.`);
};

/**
 * A register save's engine step BEFORE its statement (decision 013, revision 27-11-2026): from the
 * input's keys read with the session (`invoerSleutelKolommen`) and the sections kept per row version
 * (`rijSleutel`), with the saved screen's new version and its sections as the register's check parsed
 * them. The statement then stores the outcome only if the input is still what it was computed from
 * (`vingerafdruk` equals `verwacht`). Undefined when a row's sections are not kept, the deliveries'
 * summary is missing or the input does not pass the cached check: then the save reads the input in its
 * statement and computes after it, as before (the engine's own messages for an input that does not pass).
 */
export function uitkomstVooraf(
  record: KlwRecord,
  sleutels: InvoerSleutels,
  opgeslagen: { scherm: string; versie: number; gegevens: Record<string, unknown>; geparst: Record<string, unknown> },
  cache: SectieCache,
): UitkomstVooraf | undefined {
  if (sleutels.totaal === null) return undefined; // the summary is built and stored on the other path (automatischTotaal)
  const rijen: SchermRij[] = [];
  for (const r of sleutels.rijen) {
    if (r.scherm === opgeslagen.scherm) continue;
    // a row of a screen the register no longer has adds its version only (as geparsteInvoer skips it)
    const geparst = schermVan(r.scherm) ? cache.get(rijCacheSleutel(record.jaar, r.sleutel)) : {};
    if (!geparst) return undefined;
    rijen.push(Object.defineProperty({ scherm: r.scherm, versie: r.versie, geparst } as SchermRij, 'gegevens', { get: nietGelezen(r.scherm) }));
  }
  rijen.push({ scherm: opgeslagen.scherm, versie: opgeslagen.versie, gegevens: opgeslagen.gegevens, geparst: opgeslagen.geparst });
  rijen.sort((a, b) => (a.scherm < b.scherm ? -1 : 1));
  const bron: InvoerBron = { jaar: record.jaar, rijen, melk: { invoer: melkInvoer(sleutels.handmatig), automatisch: sleutels.totaal, jaar: record.jaar }, melkOpgeslagen: sleutels.handmatig !== undefined };
  const data = geparsteInvoer(bron, cache);
  if (!data) return undefined;
  return {
    uitkomst: { ...berekenGeldigeUitkomst(bron, ENGINE_VERSIE, data), resultaat: null },
    versie: invoerVersie(rijen, sleutels.handmatig?.versie ?? 0, sleutels.leveringenVersie),
    regelversie: regelversieVoorJaar(record.jaar),
    verwacht: vingerafdrukVan(sleutels, opgeslagen.scherm),
  };
}

/**
 * The same with the record's input already read, e.g. by a register save's own statement
 * (one round trip less on the hot path, decision 013); `cache`: the parsed sections of the
 * rows seen before (uitkomst.secties), the register save's. `zonderFlush`: the outcome is
 * committed without waiting for the WAL flush (see `bewaarUitkomst`; only on `db` itself,
 * never on a transaction).
 */
export async function berekenEnBewaar(
  db: Db,
  record: KlwRecord,
  gelezen: RecordInvoer,
  resultaatBewaren: boolean,
  cache?: SectieCache,
  { zonderFlush = false }: { zonderFlush?: boolean } = {},
): Promise<ActueleUitkomst & Pick<Uitkomst, 'resultaat'>> {
  const { uitkomst: u, versie, regelversie } = await bereken(db, record, gelezen, cache);
  const bewaard = await bewaarUitkomst(db, sleutel(record), versie, regelversie, resultaatBewaren ? u : { ...u, resultaat: null }, { zonderFlush });
  return { ...u, vorigDashboard: (bewaard?.vorigDashboard as Uitkomst['dashboard'] | undefined) ?? null };
}

/** An outcome computed but not yet stored, with the input version and rules it belongs to (`uitkomstWaarden`'s arguments). */
export interface BerekendeUitkomst {
  uitkomst: Uitkomst;
  versie: number;
  regelversie: string;
}

/**
 * The engine on the record's input already read, without storing the outcome: for a statement that stores it
 * as a piece (`uitkomstUpsert`), e.g. a data link's message's last statement (decision 020, revision 27-11-2026 (2)).
 * The full result is left out, as on every save (decision 013).
 */
export async function berekenZonderOpslag(db: Db, record: KlwRecord, gelezen: RecordInvoer, cache?: SectieCache): Promise<BerekendeUitkomst> {
  const b = await bereken(db, record, gelezen, cache);
  return { ...b, uitkomst: { ...b.uitkomst, resultaat: null } };
}

async function bereken(db: Db, record: KlwRecord, gelezen: RecordInvoer, cache?: SectieCache): Promise<BerekendeUitkomst> {
  let i = await bronVan(db, record, gelezen);
  let u: Uitkomst;
  // the cached check first (decision 013); what it cannot pass goes through the full validation, for the engine's own messages
  const data = cache ? geparsteInvoer(i.bron, cache) : undefined;
  if (cache) cache.zetOnvolledig(record.relatieId, record.id, !data);
  if (data) u = berekenGeldigeUitkomst(i.bron, ENGINE_VERSIE, data);
  else {
    if (gelezen.rijen.some((r) => 'zonderDocument' in r)) {
      // rows read without their document (their sections were known, `invoerKolommenBekend`): the full validation
      // needs every document, so the input is read again (the caller's transaction: what it wrote is in it)
      const alles = await leesRecordInvoer(db, sleutel(record));
      if (!alles) throw new Error(`kringloopwijzer ${record.id} verdween tijdens de berekening`);
      i = await bronVan(db, record, { ...alles, totaal: alles.totaal ?? gelezen.totaal });
    }
    u = berekenUitkomst(i.bron, ENGINE_VERSIE);
  }
  return { uitkomst: u, versie: i.versie, regelversie: regelversieVoorJaar(record.jaar) };
}

/**
 * The record's full engine result for the reports: the stored one while it belongs to the
 * current input, else computed now and stored (a save stores none; decision 013). Null: no
 * result (nothing entered, or the input does not validate); undefined: no such record.
 */
export async function resultaatVanRecord(db: Db, record: KlwRecord): Promise<Resultaat | null | undefined> {
  const gelezen = await leesResultaat(db, sleutel(record));
  return gelezen ? resultaatUitLezing(db, record, gelezen) : undefined;
}

/**
 * The same from a row of `resultaatKolommen` another statement read (read with the result): the stored
 * result while it belongs to the current input, else computed and stored now (null: the input is not
 * valid for the engine). `paden`: the row holds only those leaves (the consumer API, decision 034); the
 * answer is then a partial result with just them, or the whole computed one when it had to compute.
 */
export async function resultaatUitLezing(db: Db, record: KlwRecord, gelezen: ResultaatLezing, paden?: readonly string[]): Promise<Resultaat | null> {
  const opgeslagen = actueelOpgeslagenResultaat(gelezen);
  if (opgeslagen) return paden ? resultaatUitPaden(paden, opgeslagen as Array<[unknown] | null>) : (opgeslagen as Resultaat);
  return (await werkUitkomstBij(db, record))?.resultaat ?? null;
}

/** The stored outcome, recomputed first when it is missing or behind the input. */
export async function actueleUitkomst(db: Db, record: KlwRecord): Promise<ActueleUitkomst | undefined> {
  const gelezen = await leesUitkomst(db, sleutel(record));
  if (!gelezen) return undefined;
  const { uitkomst, huidigeVersie } = gelezen;
  if (uitkomst && uitkomst.invoerVersie === huidigeVersie) {
    return {
      schermstatus: uitkomst.schermstatus as Uitkomst['schermstatus'],
      signaleringen: uitkomst.signaleringen as Uitkomst['signaleringen'],
      dashboard: uitkomst.dashboard as Uitkomst['dashboard'],
      vorigDashboard: uitkomst.vorigDashboard as Uitkomst['dashboard'],
    };
  }
  return werkUitkomstBij(db, record, { resultaatBewaren: false });
}

/** The record's engine result, brought up to date first (null when the input is not valid for the engine). */
export async function actueelResultaat(db: Db, record: KlwRecord): Promise<Resultaat | null> {
  return (await resultaatVanRecord(db, record)) ?? null;
}

/** A record of a recompute batch, computed but not yet stored (decision 028). */
export interface Herberekend {
  sleutel: RecordSleutel;
  /** false: the year was submitted meanwhile (or is gone): its stored outcome stays */
  open: boolean;
  versie: number;
  regelversie: string;
  uitkomst: Uitkomst | null;
  /** the Dutch cause when the record could not be recomputed; its outcome is stored all the same when there is one */
  fout: string | null;
}

const MELDING_NIET_GELEZEN = 'De opgeslagen invoer van dit jaar kon niet worden gelezen.';

/** Hand the event loop back so user requests waiting for it go first (decision 028: the recompute yields). */
export const gunVoorrang = () => new Promise<void>((klaar) => setImmediate(klaar));

/**
 * Recompute several records under the running engine and their year's rules (decision 028): read in
 * one statement, computed one by one with the event loop handed back between records. Stores nothing:
 * the caller stores the batch with `bewaarHerberekend` in the transaction that marks its tasks done.
 */
export async function herbereken(db: Db, sleutels: RecordSleutel[], tussendoor: () => Promise<void> = gunVoorrang): Promise<Herberekend[]> {
  const gelezen = await leesRecordInvoeren(db, sleutels);
  const perSleutel = new Map(gelezen.map((g) => [`${g.sleutel.relatieId}:${g.sleutel.kringloopwijzerId}`, g]));
  const uit: Herberekend[] = [];
  for (const s of sleutels) {
    const g = perSleutel.get(`${s.relatieId}:${s.kringloopwijzerId}`);
    if (!g || g.statusId >= STATUS_GESLOTEN_VANAF) {
      uit.push({ sleutel: s, open: false, versie: 0, regelversie: '', uitkomst: null, fout: null });
      continue;
    }
    const regelversie = regelversieVoorJaar(g.jaar);
    try {
      const i = await bronVan(db, { id: s.kringloopwijzerId, relatieId: s.relatieId, jaar: g.jaar }, g.invoer);
      const u = berekenUitkomst(i.bron, ENGINE_VERSIE);
      const nietBerekend = u.signaleringen.find((x) => x.code === 'NIET_BEREKEND');
      uit.push({ sleutel: s, open: true, versie: i.versie, regelversie, uitkomst: { ...u, resultaat: null }, fout: nietBerekend?.bericht ?? null });
    } catch {
      uit.push({ sleutel: s, open: true, versie: 0, regelversie, uitkomst: null, fout: MELDING_NIET_GELEZEN });
    }
    await tussendoor();
  }
  return uit;
}

/** Store a recomputed batch (inside the caller's transaction); returns the records whose outcome was written. */
export async function bewaarHerberekend(tx: DbOfTx, lijst: Herberekend[]): Promise<RecordSleutel[]> {
  return bewaarUitkomsten(
    tx,
    lijst.filter((h) => h.open && h.uitkomst).map((h) => ({ sleutel: h.sleutel, versie: h.versie, regelversie: h.regelversie, uitkomst: h.uitkomst! })),
  );
}
