import dayjs from 'dayjs';

/** Spec §1/§9: decimal comma, thousands dot; '' for missing values. */
export function formatGetal(waarde: number | null | undefined, decimalen: number): string {
  if (waarde === null || waarde === undefined || !Number.isFinite(waarde)) return '';
  return waarde.toLocaleString('nl-NL', { minimumFractionDigits: decimalen, maximumFractionDigits: decimalen });
}

/** Spec §9 display precision per quantity. */
export const PRECISIE = { kg: 0, vet: 2, eiwit: 2, ureum: 0, fosfor: 0 } as const;

/** DD-MM-YYYY (spec §9); '' when missing or not a date. */
export function formatDatum(iso: string | null | undefined): string {
  if (!iso) return '';
  const datum = dayjs(iso);
  return datum.isValid() ? datum.format('DD-MM-YYYY') : '';
}

/** Long date D MMMM YYYY in Dutch (needs the 'nl' dayjs locale, set in lib/dayjs-nl.ts). */
export function formatLangeDatum(iso: string | null | undefined): string {
  if (!iso) return '';
  const datum = dayjs(iso);
  return datum.isValid() ? datum.locale('nl').format('D MMMM YYYY') : '';
}

/** HH:mm from 'HH:mm' or 'HH:mm:ss'. */
export function formatTijd(tijd: string | null | undefined): string {
  if (!tijd) return '';
  const m = /^(\d{1,2}):(\d{2})/.exec(tijd);
  return m ? `${m[1].padStart(2, '0')}:${m[2]}` : tijd;
}
