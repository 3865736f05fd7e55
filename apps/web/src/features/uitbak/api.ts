import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { uitbakRoutes, type UitbakAntwoord } from '@kw/contract';
import { api, metVernieuwing } from '../../lib/api-client';
import { useToken } from '../../lib/queries';

export const haalUitbak = (pagina: number, aan: string) =>
  api.get<UitbakAntwoord>(uitbakRoutes.uitbak.path, { params: aan ? { pagina, aan } : { pagina } }).then((r) => r.data);

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
