/**
 * The notices running now for the logged-in user (GET /api/Meldingen, decision 030). Asked by the shell on every
 * page; the banner that shows them is a lazy chunk, loaded only when there is one (the pages' bundle budgets).
 */
import { useQuery } from '@tanstack/react-query';
import { MELDINGEN_PAD, type ActueleMeldingen } from '@kw/contract';
import { api, metVernieuwing } from '../../lib/api-client';
import { useToken } from '../../lib/queries';

export function useActueleMeldingen() {
  const token = useToken('sessie');
  return useQuery({
    queryKey: ['meldingen'],
    queryFn: () => metVernieuwing(() => api.get<ActueleMeldingen>(MELDINGEN_PAD).then((r) => r.data)),
    enabled: token.isSuccess,
    // a notice that starts or ends while the page is open appears or goes within five minutes
    refetchInterval: 5 * 60_000,
    staleTime: 60_000,
  });
}
