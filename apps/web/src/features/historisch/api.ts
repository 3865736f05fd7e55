import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pilotRoutes, routes, type BedrijfsPilotsAntwoord, type Herberekening, type Historisch, type PilotVergelijking } from '@kw/contract';
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

// ---- pilots of the farm (sharing-anchors.md §2 "/beheer/pilot"): badge, comparison, leaving
const PILOT = ['pilot-bedrijf'] as const;
export const usePilotsVanBedrijf = (klw: KlwSleutel) =>
  useKlwQuery([...PILOT, klw], klw, () => api.get<BedrijfsPilotsAntwoord>(pilotRoutes.vanBedrijf.path).then((r) => r.data));

export function usePilotVergelijking(klw: KlwSleutel, pilotId: number | null) {
  const token = useToken(klw);
  return useQuery({
    queryKey: [...PILOT, klw, 'vergelijking', pilotId],
    queryFn: () => metVernieuwing(() => api.get<PilotVergelijking>(pilotRoutes.vergelijking.path, { params: { pilotId } }).then((r) => r.data)),
    enabled: token.isSuccess && pilotId !== null,
  });
}

export function usePilotVerlaten() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (pilotId: number) => metVernieuwing(() => api.post<BedrijfsPilotsAntwoord>(pilotRoutes.verlaten.path, { pilotId }).then((r) => r.data)),
    // The answer is the farm's pilots after leaving: it goes straight into the list, so the left pilot's panel (and
    // its comparison) unmounts in the same render. Removing the comparison query while that panel was still mounted
    // made its observer fetch it again, and the server answers 404 for a left pilot (a console error in a browser
    // test, 27-11-2026). The comparison stays in the cache unused until it is collected.
    onSuccess: (antwoord) => client.setQueriesData({ queryKey: PILOT, predicate: (q) => !q.queryKey.includes('vergelijking') }, antwoord),
    onSettled: () => client.invalidateQueries({ queryKey: PILOT, predicate: (q) => !q.queryKey.includes('vergelijking') }),
  });
}
