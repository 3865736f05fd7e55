/**
 * The submission deadline of a reporting year (sharing-anchors §2 /beheer/algemeen: 15 May of the
 * following year by default, "unless your dairy says otherwise"): one deadline per year, kept in
 * the table rapportagejaren and set by staff (decision 030). Pure, for server, web and mocks.
 */
export const standaardDeadline = (jaar: number): string => `${jaar + 1}-05-15`;

/** The years staff may open: from 2000 up to next year. */
export const EERSTE_JAAR = 2000;
export const laatsteTeOpenenJaar = (vandaag: Date = new Date()): number => vandaag.getFullYear() + 1;

/** A deadline lies after its reporting year and at most three years later; null when it does. */
export function deadlineFout(jaar: number, deadline: string): string | null {
  if (deadline <= `${jaar}-12-31`) return `De deadline moet na het rapportagejaar ${jaar} liggen (op of na 01-01-${jaar + 1}).`;
  if (deadline > `${jaar + 3}-12-31`) return `De deadline mag niet later liggen dan 31-12-${jaar + 3}.`;
  return null;
}
