/**
 * The content of a data product for one farm and year: what the consumer API answers and what the
 * farmer previews before approving (decision 027). Built from the year's input and stored result by
 * the same dictionary as `dataproducten.ts`, so the preview, the delivery and the documentation agree.
 */
import type { BedrijfsjaarInvoerRuw, Resultaat } from '@kw/engine';
import { kengetallen } from '../rapportage/rapportage.kengetallen';
import { indicatorDefinities } from '../schermen/indicatoren';
import { kengetalSleutel, MELKLEVERINGEN_PER_UBN, sectiesVanMenu } from './dataproducten';
import type { DataproductSleutel } from './soorten';

export interface ProductBron {
  jaar: number;
  /** the year's input as stored, section by section */
  invoer: Partial<BedrijfsjaarInvoerRuw>;
  /** the engine's result of the last save; null when the year was never calculated */
  resultaat: Resultaat | null;
  status: { id: number; omschrijving: string; ingediendOp: string | null };
  /** the year's milk deliveries with their UBN (the Dier product's per-UBN rows); absent: none known */
  melkleveringen?: readonly MelkleveringPerUbn[];
  /** the participation's UBN restriction; empty or absent: the whole farm */
  ubnBeperking?: readonly string[];
}

export interface MelkleveringPerUbn {
  /** JJJJ-MM-DD */
  datum: string;
  /** HH:mm */
  tijd: string;
  ubn: string;
  kg: number;
  vetProcent: number;
  eiwitProcent: number;
  ureumMgPer100ml: number;
  fosforMgPer100g: number | null;
}

/** The rows of the restriction's UBNs (all without one): decision 034. */
export const binnenUbnBeperking = <T extends { ubn: string }>(rijen: readonly T[], beperking: readonly string[] | undefined): T[] =>
  beperking && beperking.length ? rijen.filter((r) => beperking.includes(r.ubn)) : [...rijen];

const MENU: Partial<Record<DataproductSleutel, 'Bedrijf' | 'Dier' | 'Voer' | 'Bodem' | 'Mest'>> = {
  'invoer-bedrijf': 'Bedrijf',
  'invoer-dier': 'Dier',
  'invoer-voer': 'Voer',
  'invoer-bodem': 'Bodem',
  'invoer-mest': 'Mest',
};

const getal = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) ? x : null);

function kengetallenObject(r: Resultaat, alleenGroep?: string): Record<string, number | null> {
  return Object.fromEntries(
    kengetallen(r)
      .filter((k) => !alleenGroep || k.groep === alleenGroep)
      .map((k) => [kengetalSleutel(k), getal(k.waarde)]),
  );
}

/** The product's JSON body (without the envelope the API adds); null when the year has no result to give. */
export function productInhoud(sleutel: DataproductSleutel, bron: ProductBron): Record<string, unknown> | null {
  const menu = MENU[sleutel];
  if (menu) {
    const secties: Record<string, unknown> = Object.fromEntries(sectiesVanMenu(menu).filter((s) => bron.invoer[s] !== undefined).map((s) => [s, bron.invoer[s]]));
    if (menu === 'Dier' && bron.melkleveringen) secties[MELKLEVERINGEN_PER_UBN] = binnenUbnBeperking(bron.melkleveringen, bron.ubnBeperking);
    return secties;
  }
  if (sleutel === 'indienstatus') return { jaar: bron.jaar, statusId: bron.status.id, status: bron.status.omschrijving, ingediendOp: bron.status.ingediendOp };
  const r = bron.resultaat;
  if (!r) return null;
  if (sleutel === 'bex') return { kengetallen: kengetallenObject(r, 'Excretie (BEX)') };
  return {
    dashboard: Object.fromEntries(indicatorDefinities.map((d) => [d.sleutel, getal(r.dashboard[d.sleutel])])),
    kengetallen: kengetallenObject(r),
  };
}
