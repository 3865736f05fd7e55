/**
 * Notifications of spec §8. The antd instance is handed in by the app shell
 * (App.useApp), so this module holds no React and is easy to test.
 */
import type { NotificationInstance } from 'antd/es/notification/interface';

export const STANDAARD_FOUT_TITEL = 'Er is een fout opgetreden';

type Melder = Pick<NotificationInstance, 'error' | 'warning' | 'success'>;
let melder: Melder | null = null;

export function zetMelder(nieuw: Melder | null): void {
  melder = nieuw;
}

interface FoutData {
  message?: unknown;
  messages?: unknown;
  errorDetails?: unknown;
}

const tekst = (waarde: unknown): string | null => (typeof waarde === 'string' && waarde.trim() !== '' ? waarde : null);

/**
 * Spec §8 precedence: each errorDetails item's message (one notification per item);
 * else the response message; else the response messages joined with '. '; else the raw
 * response data when it is a string; else the error string.
 */
export function foutBeschrijvingen(fout: unknown): string[] {
  const data = (fout as { response?: { data?: unknown } } | null)?.response?.data;
  if (data && typeof data === 'object') {
    const { errorDetails, message, messages } = data as FoutData;
    if (Array.isArray(errorDetails)) {
      const details = errorDetails.map((d) => tekst((d as { message?: unknown })?.message) ?? tekst(d)).filter((d): d is string => d !== null);
      if (details.length > 0) return details;
    }
    const bericht = tekst(message);
    if (bericht) return [bericht];
    if (Array.isArray(messages)) {
      const lijst = messages.map(tekst).filter((m): m is string => m !== null);
      if (lijst.length > 0) return [lijst.join('. ')];
    }
  }
  const ruw = tekst(data);
  if (ruw) return [ruw];
  if (fout instanceof Error) return [fout.message || String(fout)];
  return [String(fout)];
}

export function toonFout(fout: unknown, titel: string = STANDAARD_FOUT_TITEL): void {
  for (const beschrijving of foutBeschrijvingen(fout)) {
    if (melder) melder.error({ message: titel, description: beschrijving });
    else console.error(`${titel}: ${beschrijving}`);
  }
}

/** Spec §8: warning and success helpers use their own title as description when none is given. */
export function beschrijvingOfTitel(titel: string, beschrijving?: string): string {
  return beschrijving && beschrijving.trim() !== '' ? beschrijving : titel;
}

export function toonWaarschuwing(titel: string, beschrijving?: string): void {
  melder?.warning({ message: titel, description: beschrijvingOfTitel(titel, beschrijving) });
}

export function toonSucces(titel: string, beschrijving?: string): void {
  melder?.success({ message: titel, description: beschrijvingOfTitel(titel, beschrijving) });
}
