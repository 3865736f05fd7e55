/** The outbox call (decision 018) as a TanStack Query hook, through the call catalogue's client. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { mailAanroepen } from '@kw/contract';
import { roep } from '../../lib/aanroep';
import { metVernieuwing } from '../../lib/api-client';
import { useToken } from '../../lib/queries';

export const haalUitbak = (pagina: number, aan: string) => roep(mailAanroepen.uitbak, aan ? { pagina, aan } : { pagina });

/** One page of the outbox; the previous page stays shown while the next loads. */
export function useUitbak(pagina: number, aan: string) {
  const token = useToken('sessie');
  return useQuery({
    queryKey: ['uitbak', pagina, aan],
    queryFn: () => metVernieuwing(() => haalUitbak(pagina, aan)),
    enabled: token.isSuccess,
    placeholderData: keepPreviousData,
  });
}
