/** The consent ledger's calls (decision 033) as TanStack Query hooks, through the call catalogue's client; the server decides every right. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toestemmingAanroepen as t, type Invoer, type ToestemmingRegel } from '@kw/contract';
import { roep } from '../../lib/aanroep';
import { metVernieuwing } from '../../lib/api-client';
import { downloadBestand } from '../../lib/download-bestand';
import { useKlwQuery } from '../../lib/queries';

export type Weergave = 'lopend' | 'alle';

export const toestemmingSleutels = {
  alles: ['toestemmingen'] as const,
  grootboek: (relatieId: number, weergave: Weergave) => ['toestemmingen', relatieId, weergave] as const,
};

export function useGrootboek(relatieId: number, weergave: Weergave) {
  return useKlwQuery(toestemmingSleutels.grootboek(relatieId, weergave), 'sessie', () => roep(t.toestemmingenGrootboek, { relatieId, weergave }));
}

/** Ending a grant goes to its owner through the ledger; afterwards every list that shows grants is read again. */
export function useIntrekken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (invoer: Invoer<typeof t.toestemmingIntrekken>) => metVernieuwing(() => roep(t.toestemmingIntrekken, invoer)),
    onSettled: () =>
      Promise.all(['toestemmingen', 'machtigingen', 'koppelingen', 'gegevensdeling', 'pilot-bedrijf'].map((sleutel) => client.invalidateQueries({ queryKey: [sleutel] }))),
  });
}

/** The receipt is a file (PDF): the download helper fetches it, the path and the input are the entry's. */
export function downloadBewijs(relatieId: number, r: Pick<ToestemmingRegel, 'soort' | 'id'>) {
  const invoer: Invoer<typeof t.toestemmingBewijs> = { relatieId, soort: r.soort, id: r.id };
  const vraag = new URLSearchParams({ relatieId: String(invoer.relatieId), soort: invoer.soort, id: String(invoer.id) });
  return downloadBestand(`${t.toestemmingBewijs.pad}?${vraag}`, 'bewijs-van-toestemming.pdf');
}

/** The server's Dutch message of a refused call. */
export function foutmelding(fout: unknown): string {
  const data = (fout as { response?: { data?: { message?: unknown; errorDetails?: Array<{ message: string }> } } })?.response?.data;
  const details = data?.errorDetails?.map((d) => d.message).join(' ');
  return details || (typeof data?.message === 'string' ? data.message : 'Er ging iets mis. Probeer het opnieuw.');
}
