import { useQuery } from '@tanstack/react-query';
import { routes, type Herberekening, type Historisch } from '@kw/contract';
import { api, metVernieuwing } from '../../lib/api-client';
import { useKlwQuery, useToken, type KlwSleutel } from '../../lib/queries';

export const haalHistorisch = () => api.get<Historisch>(routes.historisch.path).then((r) => r.data);
export const haalHerberekening = (klwId: number) => api.get<Herberekening>(routes.herberekening.path, { params: { klwId } }).then((r) => r.data);

export const useHistorisch = (klw: KlwSleutel) => useKlwQuery(['historisch', klw], klw, haalHistorisch);

/** The recompute of one year, fetched only once a year is chosen. */
export function useHerberekening(klw: KlwSleutel, klwId: number | null) {
  const token = useToken(klw);
  return useQuery({
    queryKey: ['herberekening', klw, klwId],
    queryFn: () => metVernieuwing(() => haalHerberekening(klwId!)),
    enabled: token.isSuccess && klwId !== null,
  });
}
