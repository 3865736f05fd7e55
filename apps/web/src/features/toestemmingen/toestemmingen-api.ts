/** The consent ledger's calls (decision 033) as TanStack Query hooks; the server decides every right. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toestemmingRoutes, type GrootboekAntwoord, type ToestemmingIntrekken, type ToestemmingRegel } from '@kw/contract';
import { api, metVernieuwing } from '../../lib/api-client';
import { downloadBestand } from '../../lib/download-bestand';
import { useKlwQuery } from '../../lib/queries';

export type Weergave = 'lopend' | 'alle';

export const toestemmingSleutels = {
  alles: ['toestemmingen'] as const,
  grootboek: (relatieId: number, weergave: Weergave) => ['toestemmingen', relatieId, weergave] as const,
};

export function useGrootboek(relatieId: number, weergave: Weergave) {
  return useKlwQuery(toestemmingSleutels.grootboek(relatieId, weergave), 'sessie', () =>
    api.get<GrootboekAntwoord>(toestemmingRoutes.grootboek.path, { params: { relatieId, weergave } }).then((r) => r.data),
  );
}

/** Ending a grant goes to its owner through the ledger; afterwards every list that shows grants is read again. */
export function useIntrekken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (invoer: ToestemmingIntrekken) => metVernieuwing(() => api.post<{ melding: string }>(toestemmingRoutes.intrekken.path, invoer).then((r) => r.data)),
    onSettled: () =>
      Promise.all(['toestemmingen', 'machtigingen', 'koppelingen', 'gegevensdeling', 'pilot-bedrijf'].map((sleutel) => client.invalidateQueries({ queryKey: [sleutel] }))),
  });
}

export function downloadBewijs(relatieId: number, r: Pick<ToestemmingRegel, 'soort' | 'id'>) {
  const vraag = new URLSearchParams({ relatieId: String(relatieId), soort: r.soort, id: String(r.id) });
  return downloadBestand(`${toestemmingRoutes.bewijs.path}?${vraag}`, 'bewijs-van-toestemming.pdf');
}

/** The server's Dutch message of a refused call. */
export function foutmelding(fout: unknown): string {
  const data = (fout as { response?: { data?: { message?: unknown; errorDetails?: Array<{ message: string }> } } })?.response?.data;
  const details = data?.errorDetails?.map((d) => d.message).join(' ');
  return details || (typeof data?.message === 'string' ? data.message : 'Er ging iets mis. Probeer het opnieuw.');
}
