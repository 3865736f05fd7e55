/** Pure rules of the Koppelingen screen (tested in koppelingen-logica.test.ts). */
import { BERICHT_SOORTEN, VIA_RVO, type BerichtSoort, type KoppelingRegel } from '@kw/contract';

/** Whether RVO data arrives for an RVO link, in one sentence. */
export function rvoStand(k: Pick<KoppelingRegel, 'laatsteBericht' | 'aantalBerichtenDitJaar' | 'periodeDitJaar'>): string {
  if (!k.laatsteBericht) return 'nog geen gegevens ontvangen. Heeft u ZuivelNL gemachtigd? Dan komen ze binnen de genoemde tijd.';
  const ditJaar = k.aantalBerichtenDitJaar === 0 ? 'dit jaar nog geen berichten' : `${k.aantalBerichtenDitJaar} ${k.aantalBerichtenDitJaar === 1 ? 'bericht' : 'berichten'} dit jaar${k.periodeDitJaar ? ` (${k.periodeDitJaar})` : ''}`;
  return `gegevens komen binnen; laatste bericht ${k.laatsteBericht}, ${ditJaar}.`;
}

/** The message types a farmer can link here: all but the RVO ones (given at mijn.rvo.nl). */
export const EIGEN_SOORTEN: readonly BerichtSoort[] = BERICHT_SOORTEN.filter((s) => !VIA_RVO.includes(s));

/** The suppliers that send a message type. */
export function leveranciersVoor<T extends { soorten: readonly BerichtSoort[] }>(leveranciers: readonly T[], soort: BerichtSoort | undefined): T[] {
  return soort ? leveranciers.filter((l) => l.soorten.includes(soort)) : [];
}

/** "12 berichten (01-01-2026 – 31-10-2026)", or "Geen berichten" */
export function berichtenDitJaar(k: Pick<KoppelingRegel, 'aantalBerichtenDitJaar' | 'periodeDitJaar'>): string {
  if (k.aantalBerichtenDitJaar === 0) return 'Geen berichten';
  const n = `${k.aantalBerichtenDitJaar} ${k.aantalBerichtenDitJaar === 1 ? 'bericht' : 'berichten'}`;
  return k.periodeDitJaar ? `${n} (${k.periodeDitJaar})` : n;
}

/** A readable name of a link row for buttons: "Voerleveringen, De Heus (klant 123)". */
export function koppelingNaam(k: Pick<KoppelingRegel, 'leverancier' | 'klantnummer'>, soortNaam: string): string {
  return [soortNaam, k.leverancier, k.klantnummer ? `klant ${k.klantnummer}` : null].filter(Boolean).join(', ');
}

/** Links that need the farmer's answer first (a supplier's request), then the rest in the server's order. */
export function opVolgorde<T extends Pick<KoppelingRegel, 'status'>>(rijen: readonly T[]): T[] {
  return [...rijen.filter((r) => r.status === 'aangevraagd'), ...rijen.filter((r) => r.status !== 'aangevraagd')];
}

/**
 * The date beside a link's state: an active or requested link since its start, a revoked or refused one on the day
 * it was revoked or refused (`statusSinds`); without that date none, never the start date beside "Ingetrokken".
 */
export function datumBijStatus(k: Pick<KoppelingRegel, 'status' | 'sinds'> & { statusSinds?: string | null }): string | null {
  if (k.status === 'ingetrokken' || k.status === 'geweigerd') return k.statusSinds ? `${k.status} op ${k.statusSinds}` : null;
  return k.sinds ? `sinds ${k.sinds}` : null;
}
