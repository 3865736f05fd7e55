/**
 * What the ledger decides about a grant, as pure functions shared by the server and the port-3000
 * mocks (decision 033): when a grant counts as unused for 12 months (sharing-anchors.md §6 item 7:
 * "flag mandates unused for 12 months; propose cleanup"), and the Dutch proposal that goes with it.
 */
export const TOESTEMMING_SOORTEN = ['organisatiemachtiging', 'koppeling', 'deelname', 'pilot'] as const;
export type ToestemmingSoort = (typeof TOESTEMMING_SOORTEN)[number];

export const TOESTEMMING_SOORT_NAMEN: Record<ToestemmingSoort, string> = {
  organisatiemachtiging: 'Machtiging organisatie',
  koppeling: 'Koppeling',
  deelname: 'Deelname',
  pilot: 'Pilot',
};

/** The short code of a kind in a receipt's reference. */
export const TOESTEMMING_CODE: Record<ToestemmingSoort, string> = { organisatiemachtiging: 'OM', koppeling: 'KP', deelname: 'DN', pilot: 'PL' };

/** The months after which an unused grant is flagged (sharing-anchors.md §6 item 7; agrirouter notices after 1 year, [R38]). */
export const ONGEBRUIKT_MAANDEN = 12;

/** The date (JJJJ-MM-DD) `maanden` months after `iso`; a day that month lacks becomes its last day. */
export function maandenLater(iso: string, maanden: number): string {
  const [j, m, d] = iso.split('-').map(Number);
  const totaal = j * 12 + (m - 1) + maanden;
  const jaar = Math.floor(totaal / 12);
  const maand = (totaal % 12) + 1;
  const laatste = new Date(Date.UTC(jaar, maand, 0)).getUTCDate();
  return `${String(jaar).padStart(4, '0')}-${String(maand).padStart(2, '0')}-${String(Math.min(d, laatste)).padStart(2, '0')}`;
}

/**
 * Unused for 12 months: the last use — or, for a grant never used, its start — lies 12 months or
 * more before today. Only a grant in force can be unused; a pilot moves no data (never flagged).
 */
export function isOngebruikt(g: { soort: ToestemmingSoort; lopend: boolean; laatstGebruikt: string | null; start: string | null }, vandaag: string): boolean {
  if (!g.lopend || g.soort === 'pilot') return false;
  const peil = g.laatstGebruikt ?? g.start;
  if (peil === null) return false;
  return maandenLater(peil, ONGEBRUIKT_MAANDEN) <= vandaag;
}

/** DD-MM-JJJJ of an ISO date. */
export const datumNl = (iso: string) => iso.slice(0, 10).split('-').reverse().join('-');

/** The Dutch proposal to end an unused grant, naming since when it was unused. */
export function voorstelTekst(g: { soort: ToestemmingSoort; laatstGebruikt: string | null; start: string | null }): string {
  const sinds = g.laatstGebruikt ? `sinds ${datumNl(g.laatstGebruikt)} niet meer gebruikt` : `nooit gebruikt sinds de start op ${datumNl(g.start ?? '')}`;
  switch (g.soort) {
    case 'organisatiemachtiging':
      return `Deze machtiging is ${sinds}. Wij stellen voor haar in te trekken; u kunt later altijd een nieuwe verlenen.`;
    case 'koppeling':
      return `Deze koppeling is ${sinds} (geen verwerkt bericht). Wij stellen voor haar in te trekken; u kunt haar later opnieuw toevoegen.`;
    case 'deelname':
      return `Deze deelname is ${sinds} (geen levering). Wij stellen voor haar in te trekken; de afnemer kan u later opnieuw vragen.`;
    default:
      return '';
  }
}
