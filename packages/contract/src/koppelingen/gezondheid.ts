/**
 * Link health against the published cadence (decision 020; sharing-anchors §6 item 4), a pure
 * function shared by the server and the port-3000 mocks:
 * - grijs: no active link mandate;
 * - rood: failed messages not yet handled, or overdue by more than one cycle;
 * - oranje: overdue (the next message was due and has not come);
 * - groen: on cadence (or waiting for the first message within the published start time).
 */
import { CADANS, type BerichtSoort, type KoppelingStatus } from './soorten';

export const GEZONDHEDEN = ['groen', 'oranje', 'rood', 'grijs'] as const;
export type Gezondheid = (typeof GEZONDHEDEN)[number];

export interface GezondheidInvoer {
  soort: BerichtSoort;
  /** the link mandate's state; null: none */
  status: KoppelingStatus | null;
  /** YYYY-MM-DD: since when the mandate is active */
  sinds: string | null;
  /** YYYY-MM-DD: when the last message of the link arrived */
  laatsteBericht: string | null;
  /** failed messages of the link not yet processed or handled */
  openFouten: number;
  /** YYYY-MM-DD */
  vandaag: string;
}

export interface GezondheidUitkomst {
  gezondheid: Gezondheid;
  /** why, in Dutch */
  reden: string;
  /** YYYY-MM-DD: when the next message is due (null: on request, or no link) */
  verwachtUiterlijk: string | null;
}

const dag = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const plusDagen = (d: string, n: number) => iso(dag(d) + n * 86_400_000);
const nl = (d: string) => d.split('-').reverse().join('-');

/** The D-th of the month after the month of `d`. */
function dagVolgendeMaand(d: string, dagNr: number): string {
  const j = Number(d.slice(0, 4));
  const m = Number(d.slice(5, 7)); // 1..12; next month index is m (0-based)
  return iso(Date.UTC(j, m, dagNr));
}

/** When the next message is due after `vanaf` (the last message, or the first visible day), and the cycle length in days. */
function volgende(soort: BerichtSoort, vanaf: string): { uiterlijk: string; cyclusDagen: number } | null {
  const c = CADANS[soort];
  switch (c.ritme.soort) {
    case 'maandelijks':
      return { uiterlijk: dagVolgendeMaand(vanaf, c.ritme.dag), cyclusDagen: 31 };
    case 'wekelijks':
      // weekly, visible the next day (R4)
      return { uiterlijk: plusDagen(vanaf, 8), cyclusDagen: 7 };
    case 'dagelijks':
      return { uiterlijk: plusDagen(vanaf, c.stilVensterDagen ?? 1), cyclusDagen: c.stilVensterDagen ?? 1 };
    case 'op-aanvraag':
      return null;
  }
}

export function gezondheidVan(i: GezondheidInvoer): GezondheidUitkomst {
  if (i.status !== 'actief') {
    const reden = i.status === 'aangevraagd' ? 'De leverancier vraagt om een koppeling; u heeft nog niet geantwoord.' : 'Er is geen actieve koppeling.';
    return { gezondheid: 'grijs', reden, verwachtUiterlijk: null };
  }
  const fouten = i.openFouten > 0 ? `${i.openFouten} ${i.openFouten === 1 ? 'bericht is' : 'berichten zijn'} niet verwerkt.` : null;
  const start = i.laatsteBericht ?? (i.sinds ? plusDagen(i.sinds, CADANS[i.soort].eersteZichtbaarDagen) : null);
  const v = start ? volgende(i.soort, start) : null;
  // before the first message: due at the published start time itself
  const uiterlijk = v ? (i.laatsteBericht ? v.uiterlijk : start!) : null;
  if (fouten) return { gezondheid: 'rood', reden: fouten, verwachtUiterlijk: uiterlijk };
  if (!v || !uiterlijk) {
    return { gezondheid: 'groen', reden: i.laatsteBericht ? `Op aanvraag; laatste gegevens van ${nl(i.laatsteBericht)}.` : 'Op aanvraag; nog geen gegevens opgehaald.', verwachtUiterlijk: null };
  }
  if (i.vandaag <= uiterlijk) {
    return {
      gezondheid: 'groen',
      reden: i.laatsteBericht ? `Op schema; volgend bericht uiterlijk ${nl(uiterlijk)}.` : `Wacht op het eerste bericht (verwacht uiterlijk ${nl(uiterlijk)}).`,
      verwachtUiterlijk: uiterlijk,
    };
  }
  const teLaat = Math.round((dag(i.vandaag) - dag(uiterlijk)) / 86_400_000);
  if (teLaat > v.cyclusDagen) {
    return { gezondheid: 'rood', reden: `Meer dan één periode achter: het bericht werd verwacht op ${nl(uiterlijk)} (${teLaat} dagen geleden).`, verwachtUiterlijk: uiterlijk };
  }
  return { gezondheid: 'oranje', reden: `Achter: het bericht werd verwacht op ${nl(uiterlijk)} (${teLaat} ${teLaat === 1 ? 'dag' : 'dagen'} geleden).`, verwachtUiterlijk: uiterlijk };
}

export const GEZONDHEID_NAMEN: Record<Gezondheid, string> = { groen: 'Op schema', oranje: 'Achter', rood: 'Actie nodig', grijs: 'Geen koppeling' };
