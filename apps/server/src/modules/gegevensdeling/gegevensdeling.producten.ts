/**
 * The data product catalogue with its use (decision 027), and the farmer's preview: their own values
 * that would flow under a participation, before they approve (sharing-anchors.md §6: informed
 * consent means which data, not only category names).
 */
import {
  dataproducten,
  dataproductVan,
  productInhoud,
  type MelkleveringPerUbn,
  type ProductBron,
  statusNaam,
  uitResultaat,
  VERVERSING_TEKST,
  type DataproductenAntwoord,
  type DataproductSleutel,
  type VoorbeeldAntwoord,
  vandaagIso,
} from '@kw/contract';
import type { Resultaat } from '@kw/engine';
import { HttpFout } from '../../fouten';
import type { Actor } from '../../plugins/auth';
import { leveringenVanRecord, type LeveringRij } from '../melklevering/melklevering.service';
import { resultaatVanRecord, samengesteldeInvoer } from '../uitkomst/uitkomst.service';
import { tijdTekst } from './gegevensdeling.deelnames';
import { magBedrijfszijde, MELDING_GEEN_BEDRIJFSZIJDE } from './gegevensdeling.policy';
import { deelnameOpId, doelOpId, gebruikPerProduct, goedgekeurdVoorBedrijf, laatsteJaar, recordVanJaar, type Db } from './gegevensdeling.repository';

type Record_ = NonNullable<Awaited<ReturnType<typeof recordVanJaar>>>;

/**
 * What a product of a year is built from, read only as far as the products need it: the input for the
 * input products, the stored result for the key figures and BEX, the milk deliveries with their UBN for
 * Dier (decision 034), and the participation's UBN restriction. One builder for delivery and preview.
 * `vooraf`: what the caller read already (the consumer API's one statement, decision 034); the rest is read here.
 */
export async function productBron(
  db: Db,
  record: Record_,
  producten: readonly DataproductSleutel[],
  ubnBeperking: readonly string[],
  vooraf: { resultaat?: Resultaat | null; invoer?: Record<string, unknown>; leveringen?: LeveringRij[] } = {},
): Promise<ProductBron> {
  const nodig = <T>(gelezen: T | undefined, wel: boolean, lees: () => Promise<T>, anders: T) => (gelezen !== undefined ? Promise.resolve(gelezen) : wel ? lees() : Promise.resolve(anders));
  const [invoer, opgeslagen, leveringen] = await Promise.all([
    nodig(vooraf.invoer, producten.some((p) => p.startsWith('invoer-')), () => samengesteldeInvoer(db, record), undefined),
    nodig(vooraf.resultaat, producten.some(uitResultaat), () => resultaatVanRecord(db, record), null),
    nodig(vooraf.leveringen, producten.includes('invoer-dier'), () => leveringenVanRecord(db, record.id), undefined),
  ]);
  return {
    jaar: record.jaar,
    invoer: (invoer ?? {}) as never,
    resultaat: opgeslagen ?? null,
    status: { id: record.statusId, omschrijving: statusNaam(record.statusId), ingediendOp: record.statusId > 1 && record.ingediendOp ? new Date(record.ingediendOp).toISOString() : null },
    melkleveringen: leveringen?.map(
      (l): MelkleveringPerUbn => ({ datum: l.leverDatum, tijd: l.afleverTijd, ubn: l.ubn, kg: l.kg, vetProcent: l.vet, eiwitProcent: l.eiwit, ureumMgPer100ml: l.ureum, fosforMgPer100g: l.fosfor }),
    ),
    ubnBeperking,
  };
}

export async function catalogus(db: Db, actor: Actor): Promise<DataproductenAntwoord> {
  const { actief, bedrijvenPerProduct } = await gebruikPerProduct(db);
  const eigen = actor.isDeelnemer && actor.relatieId !== null ? await goedgekeurdVoorBedrijf(db, actor.relatieId) : null;
  return {
    producten: dataproducten.map((p) => ({
      ...p,
      verversing: VERVERSING_TEKST[p.verversing],
      doelen: actief.filter((d) => d.producten.includes(p.sleutel)).map((d) => ({ id: d.id, naam: d.naam, afnemer: d.afnemer })),
      deelnemendeBedrijven: bedrijvenPerProduct.get(p.sleutel) ?? 0,
      ...(eigen
        ? {
            mijnBedrijf: eigen
              .filter((e) => e.producten.includes(p.sleutel))
              .map((e) => ({ afnemer: e.afnemer, doel: e.doel, sinds: e.sinds ? tijdTekst(e.sinds).slice(0, 10) : '', tot: e.tot ? e.tot.split('-').reverse().join('-') : null })),
          }
        : {}),
    })),
  };
}

/** Flattens a product's JSON along its dictionary: one labelled value per field (list fields once per row). */
function waardenLangs(sleutel: DataproductSleutel, inhoud: Record<string, unknown>) {
  const uit: VoorbeeldAntwoord['producten'][number]['waarden'] = [];
  const lees = (o: unknown, delen: string[]): unknown[] => {
    if (delen.length === 0) return [o];
    if (o === null || o === undefined) return [];
    const [kop, ...rest] = delen;
    if (kop.endsWith('[]')) {
      const lijst = (o as Record<string, unknown>)[kop.slice(0, -2)];
      return Array.isArray(lijst) ? lijst.flatMap((x) => lees(x, rest)) : [];
    }
    return lees((o as Record<string, unknown>)[kop], rest);
  };
  for (const v of dataproductVan(sleutel).velden) {
    for (const w of lees(inhoud, v.pad.split('.'))) {
      if (w === undefined) continue;
      uit.push({ label: v.label, eenheid: v.eenheid, groep: v.groep, waarde: typeof w === 'number' || typeof w === 'string' || typeof w === 'boolean' ? w : null, soort: v.soort, ...(v.weergave ? { weergave: v.weergave } : {}) });
    }
  }
  return uit;
}

export async function voorbeeld(db: Db, actor: Actor, relatieId: number, deelnameId: number): Promise<VoorbeeldAntwoord> {
  if (!magBedrijfszijde(actor, relatieId)) throw new HttpFout(403, MELDING_GEEN_BEDRIJFSZIJDE);
  const d = await deelnameOpId(db, relatieId, deelnameId);
  if (!d) throw new HttpFout(404, 'Deze deelname bestaat niet.');
  const doel = await doelOpId(db, d.doelId);
  const producten = (d.producten as DataproductSleutel[]).filter((p) => doel.producten.includes(p));
  const jaar = await laatsteJaar(db, relatieId);
  const record = jaar === undefined ? undefined : await recordVanJaar(db, relatieId, jaar);
  if (!record) return { jaar: null, producten: producten.map((p) => ({ sleutel: p, naam: dataproductVan(p).naam, waarden: [] })) };
  // what would flow, the participation's UBN restriction applied; the submission as a Dutch day, as before
  const bron = await productBron(db, record, producten, d.ubnBeperking);
  bron.status.ingediendOp = record.ingediendOp ? vandaagIso(new Date(record.ingediendOp)) : null;
  return {
    jaar: record.jaar,
    producten: producten.map((p) => {
      const inhoud = productInhoud(p, bron);
      return { sleutel: p, naam: dataproductVan(p).naam, waarden: inhoud ? waardenLangs(p, inhoud) : [] };
    }),
  };
}
