import { useQuery } from '@tanstack/react-query';
import { routes, type Herberekening, type Historisch } from '@kw/contract';
import { api, metVernieuwing } from '../../lib/api-client';
import { useKlwQuery, useToken, type KlwSleutel } from '../../lib/queries';

export const haalHistorisch = () => api.get<Historisch>(routes.historisch.path).then((r) => r.data);
export const haalHerberekening = (klwId: number, vergelijkMet?: number) =>
  api.get<Herberekening>(routes.herberekening.path, { params: vergelijkMet === undefined ? { klwId } : { klwId, vergelijkMet } }).then((r) => r.data);

export const useHistorisch = (klw: KlwSleutel) => useKlwQuery(['historisch', klw], klw, haalHistorisch);

/** The recompute of one year against another (default: the newest), fetched only once asked for. */
export function useHerberekening(klw: KlwSleutel, klwId: number | null, vergelijkMet?: number) {
  const token = useToken(klw);
  return useQuery({
    queryKey: ['herberekening', klw, klwId, vergelijkMet ?? null],
    queryFn: () => metVernieuwing(() => haalHerberekening(klwId!, vergelijkMet)),
    enabled: token.isSuccess && klwId !== null,
  });
}
