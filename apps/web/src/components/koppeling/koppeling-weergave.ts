/** Pure display helpers of the link screens (tested in koppeling-weergave.test.ts). */
import { BERICHT_STATUS_NAMEN, type BerichtStatus } from '@kw/contract';
import type { Tint } from '../ui/kleur-tag';

/** A value of a field as the farmer reads it: decimal comma, thousands dot; '—' when empty (spec §9). */
export function waardeTekst(v: number | string | null | undefined): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'number') return Number.isFinite(v) ? v.toLocaleString('nl-NL', { maximumFractionDigits: 3 }) : '—';
  return v;
}

/** A share 0–1 as a percentage with one decimal ("12,5 %"); '—' without messages. */
export function percentageTekst(deel: number | null | undefined): string {
  if (deel === null || deel === undefined || !Number.isFinite(deel)) return '—';
  return `${(deel * 100).toLocaleString('nl-NL', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`;
}

export const BERICHT_STATUS_TINT: Record<BerichtStatus, Tint> = { ontvangen: 'blauw', verwerkt: 'groen', mislukt: 'rood', wacht: 'goud', afgehandeld: 'grijs' };
export const berichtStatusTekst = (s: BerichtStatus) => BERICHT_STATUS_NAMEN[s];
