/**
 * The term of a mandate (decision 019): pure date rules on ISO dates (YYYY-MM-DD), shared by
 * the server, the form and the mocks. The 5-year cap matches the database check
 * (`einddatum <= ingangsdatum + interval '5 years'`; 29 February + 5 years = 28 February).
 */

export const MACHTIGING_MAX_JAREN = 5;

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written as YYYY-MM-DD (years 2000–2999). */
export function geldigeDatum(s: string): boolean {
  const m = ISO.exec(s);
  if (!m) return false;
  const [j, mnd, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (j < 2000 || j > 2999 || mnd < 1 || mnd > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(j, mnd, 0)).getUTCDate();
}

/** The last end date a term starting on `ingang` may have (same day 5 years on; end of February when that day does not exist). */
export function uitersteEinddatum(ingang: string): string {
  const [j, m, d] = ingang.split('-').map(Number);
  const laatsteDag = new Date(Date.UTC(j + MACHTIGING_MAX_JAREN, m, 0)).getUTCDate();
  return `${j + MACHTIGING_MAX_JAREN}-${String(m).padStart(2, '0')}-${String(Math.min(d, laatsteDag)).padStart(2, '0')}`;
}

/** DD-MM-YYYY of an ISO date. */
export const datumNlVanIso = (iso: string) => iso.split('-').reverse().join('-');

/** Why a term is not allowed (Dutch), or null. Both dates must be valid ISO dates. */
export function termijnFout(ingang: string, eind: string): string | null {
  if (!geldigeDatum(ingang) || !geldigeDatum(eind)) return null; // the date fields report it themselves
  if (eind < ingang) return 'De einddatum ligt voor de ingangsdatum.';
  if (eind > uitersteEinddatum(ingang)) return `Een machtiging duurt hoogstens ${MACHTIGING_MAX_JAREN} jaar: de einddatum mag niet na ${datumNlVanIso(uitersteEinddatum(ingang))} liggen.`;
  return null;
}

// one formatter for the process: building one per call cost ~0.5–0.8 ms of CPU on every read that checks a term
// (a CPU profile of the consumer API, decision 034)
const NL_DAG = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Amsterdam' });

/** Today in the Netherlands as YYYY-MM-DD (the day a farmer reads on the calendar). */
export function vandaagIso(nu = new Date()): string {
  return NL_DAG.format(nu);
}

/** The state as it counts today: an active mandate past its end date has expired. */
export function actueleStatus<S extends string>(status: S, einddatum: string, vandaag: string): S | 'verlopen' {
  return status === 'actief' && einddatum < vandaag ? 'verlopen' : status;
}
