/**
 * Where a value came from (decision 020): the Herkomst call (per field the last value a data link wrote
 * or proposed, with supplier and date) and the pure rule of the "uit koppeling" marker that the one
 * renderer and Melklevering draw. The marker compares the link's value with what the field holds now,
 * so a value the farmer types over says "handmatig aangepast" at once, and stays so after saving.
 */
import { createContext, useContext } from 'react';
import { koppelingRoutes, type HerkomstAntwoord } from '@kw/contract';
import { api } from '../../lib/api-client';
import { useKlwQuery, type KlwSleutel } from '../../lib/queries';

export type HerkomstVeld = HerkomstAntwoord['velden'][number];
export type Herkomsten = ReadonlyMap<string, HerkomstVeld>;

/** Under the links' key, so adding or revoking a link (koppelingen-api invalidates ['koppelingen']) reads it again. */
export const herkomstSleutel = (klw: KlwSleutel) => ['koppelingen', 'herkomst', klw] as const;

/** The record's linked fields; a caller without the right, or an error, simply shows no markers. */
export function useHerkomst(klw: KlwSleutel) {
  return useKlwQuery(herkomstSleutel(klw), klw, () => api.get<HerkomstAntwoord>(koppelingRoutes.herkomst.path).then((r) => r.data), { staleTime: 60_000 });
}

/** The fields of one screen by their key (`krachtvoer.producten[Brok].aanvoerKg`). */
export function herkomstenVan(antwoord: HerkomstAntwoord | undefined, scherm: string): Herkomsten {
  const velden = Array.isArray(antwoord?.velden) ? antwoord.velden : [];
  return new Map(velden.filter((v) => v.scherm === scherm).map((v) => [v.veld, v]));
}

export interface HerkomstContextWaarde {
  velden: Herkomsten;
  /** takes a link's value back into a field (and marks the form changed); absent when read-only */
  overnemen?: (naam: (string | number)[], waarde: number | string | null) => void;
}

export const HerkomstContext = createContext<HerkomstContextWaarde>({ velden: new Map() });
export const useHerkomsten = () => useContext(HerkomstContext);

export interface Markering {
  soort: 'koppeling' | 'aangepast';
  /** short, for a table cell */
  kort: string;
  /** the whole sentence: visible on cards and phones, the accessible text everywhere */
  tekst: string;
  /** the link's value when the farmer's own value stands (to take it over) */
  voorstel: number | string | null;
}

const leeg = (w: unknown) => w === null || w === undefined || w === '';

/** Same value: numbers within rounding (the link rounds to 3 decimals), text exactly. */
export function zelfdeWaarde(a: unknown, b: unknown): boolean {
  if (leeg(a) || leeg(b)) return leeg(a) && leeg(b);
  if (typeof a === 'number' && typeof b === 'number') return Math.abs(a - b) < 1e-6;
  return String(a) === String(b);
}

/**
 * The marker of a field: "uit koppeling: <leverancier>, <datum>" while it holds the link's value;
 * "handmatig aangepast" with the link's value once the farmer changed it (or when a later message
 * was kept aside because the farmer had corrected the field: `toegepast` false).
 */
export function markeringVan(h: HerkomstVeld | undefined, huidig: unknown, opmaak: (w: number | string | null) => string): Markering | null {
  if (!h) return null;
  if (zelfdeWaarde(huidig, h.waarde)) return { soort: 'koppeling', kort: 'uit koppeling', tekst: h.tekst, voorstel: null };
  const werkwoord = h.toegepast ? 'gaf' : 'stuurde later';
  return { soort: 'aangepast', kort: 'handmatig aangepast', tekst: `handmatig aangepast; ${h.leverancier} ${werkwoord} ${opmaak(h.waarde)} (${h.datum})`, voorstel: h.waarde };
}
