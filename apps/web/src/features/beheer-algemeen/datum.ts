/** Dates on this screen: DD-MM-YYYY and DD-MM-YYYY HH:mm in Dutch time (spec §1/§9). */
import type { Dayjs } from 'dayjs';

export const DATUM_FORMAAT = 'DD-MM-YYYY';
export const DATUM_TIJD_FORMAAT = 'DD-MM-YYYY HH:mm';
export const naarIso = (d: Dayjs | null | undefined) => (d ? d.format('YYYY-MM-DD') : '');
export const isoNl = (iso: string) => iso.slice(0, 10).split('-').reverse().join('-');

export function momentNl(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return d
    .toLocaleString('nl-NL', { timeZone: 'Europe/Amsterdam', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' })
    .replace(/\//g, '-')
    .replace(',', '');
}
