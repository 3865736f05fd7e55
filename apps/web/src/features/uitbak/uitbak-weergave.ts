/** Pure helpers of the outbox table: the date with time, and the colours of a state (AA contrast). */
import dayjs from 'dayjs';
import { MAIL_STATUS_NAMEN, type MailStatus } from '@kw/contract';

/** DD-MM-YYYY HH:mm in local time; '' when missing. */
export function datumTijd(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = dayjs(iso);
  return d.isValid() ? d.format('DD-MM-YYYY HH:mm') : '';
}

// Dark text on a light ground, all above 7:1 (antd's preset tag colours are below 4.5:1 at 12 px).
export const STATUS_KLEUR: Record<MailStatus, { color: string; background: string; borderColor: string }> = {
  wacht: { color: '#3b463d', background: '#eceeec', borderColor: '#c4cbc5' },
  verzonden: { color: '#1f5a37', background: '#e3f0e6', borderColor: '#9cc9a9' },
  opnieuw: { color: '#6b4300', background: '#fdf3e1', borderColor: '#e8c88f' },
  mislukt: { color: '#8f2219', background: '#fdf0ef', borderColor: '#f1c4bf' },
};

export const statusTekst = (status: MailStatus) => MAIL_STATUS_NAMEN[status];
