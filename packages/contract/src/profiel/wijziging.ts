/**
 * What a company change (bedrijfswijziging) changes, in words for the farmer's confirmation: only the numbers that
 * differ ("nieuw BRS-nummer 222222222"), so a change of the BRS number does not read as a new KvK number.
 */
export interface WijzigingNummers {
  oudKvk: string | null;
  nieuwKvk: string;
  oudBrs: string | null;
  nieuwBrs: string | null;
  oudUbns: readonly string[];
  nieuwUbns: readonly string[];
}

export function bedrijfswijzigingWat(w: WijzigingNummers): string {
  const delen: string[] = [];
  if (w.nieuwKvk !== w.oudKvk) delen.push(`nieuw KvK-nummer ${w.nieuwKvk}`);
  if (w.nieuwBrs !== w.oudBrs) delen.push(w.nieuwBrs ? `nieuw BRS-nummer ${w.nieuwBrs}` : 'geen BRS-nummer meer');
  if (w.nieuwUbns.join(',') !== w.oudUbns.join(',')) delen.push(w.nieuwUbns.length === 1 ? `nieuw UBN ${w.nieuwUbns[0]}` : `nieuwe UBN’s ${w.nieuwUbns.join(', ')}`);
  if (delen.length === 0) return 'geen nieuwe nummers';
  return delen.length === 1 ? delen[0] : `${delen.slice(0, -1).join(', ')} en ${delen[delen.length - 1]}`;
}
