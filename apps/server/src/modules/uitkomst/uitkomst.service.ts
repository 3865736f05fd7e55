/**
 * The engine on every save (decision 010): read the record's whole input, compute, store the
 * outcome. Reads take the stored outcome and recompute only when it is behind the input (a
 * save whose engine step did not finish, new automatic deliveries, seeded data).
 */
import { readFileSync } from 'node:fs';
import type { Totaal } from '@kw/contract';
import type { Db } from '../../db/client';
import type { HandmatigeMelkgegevens, Kringloopwijzer } from '../../db/schema';
import { bewaarSamenvatting, leveringenMetVersie } from '../melklevering/melklevering.repository';
import { vatLeveringenSamen } from '../melklevering/melklevering.samenvatting';
import { berekenUitkomst, invoerVersie, stelInvoerSamen, type InvoerBron, type Uitkomst } from './uitkomst.bereken';
import { bewaarUitkomst, leesRecordInvoer, leesResultaat, leesUitkomst } from './uitkomst.repository';
import type { Resultaat } from '@kw/engine';

/** `@kw/engine <version>`, from the engine package itself. */
export const ENGINE_VERSIE = `@kw/engine ${(JSON.parse(readFileSync(new URL('../../../../../packages/engine/package.json', import.meta.url), 'utf8')) as { version: string }).version}`;

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
  if (!gelezen) return undefined;
  let automatisch = gelezen.totaal;
  if (!automatisch) {
    const { versie, rijen } = await leveringenMetVersie(db, record.id);
    const s = vatLeveringenSamen(rijen, record.jaar);
    await bewaarSamenvatting(db, record.id, versie, s);
    automatisch = s.totaal;
  }
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

export type ActueleUitkomst = Pick<Uitkomst, 'schermstatus' | 'signaleringen' | 'dashboard'> & { vorigDashboard: Uitkomst['dashboard'] };

/** Compute and store the record's outcome now (after a save), with the dashboard it replaced. */
export async function werkUitkomstBij(db: Db, record: KlwRecord): Promise<ActueleUitkomst | undefined> {
  const i = await invoerVanRecord(db, record);
  if (!i) return undefined;
  const u = berekenUitkomst(i.bron, ENGINE_VERSIE);
  const bewaard = await bewaarUitkomst(db, sleutel(record), i.versie, u);
  return { ...u, vorigDashboard: (bewaard?.vorigDashboard as Uitkomst['dashboard'] | undefined) ?? null };
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
  return werkUitkomstBij(db, record);
}

/** The record's engine result, brought up to date first (null when the input is not valid for the engine). */
export async function actueelResultaat(db: Db, record: KlwRecord): Promise<Resultaat | null> {
  await actueleUitkomst(db, record);
  return ((await leesResultaat(db, sleutel(record))) as Resultaat | null | undefined) ?? null;
}
