/** The calls of submitting a year (spec §4, §6): the pre-flight list, Indienen and Heropenen. The record is the token's. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes, type IndienControle, type JaarStatusAntwoord } from '@kw/contract';
import { api, metVernieuwing } from '../../lib/api-client';
import { useKlwQuery, type KlwSleutel } from '../../lib/queries';

export const indienControleSleutel = (klw: KlwSleutel) => ['indienControle', klw] as const;

export const useIndienControle = (klw: KlwSleutel) =>
  // Always fresh: a save on any screen may have changed what blocks the submission.
  useKlwQuery(indienControleSleutel(klw), klw, () => api.get<IndienControle>(routes.indienControle.path).then((r) => r.data), { staleTime: 0 });

/** Indienen or Heropenen; afterwards every screen reloads (status, read-only, menu, pre-flight). */
export function useJaarStatusWijzigen(soort: 'indienen' | 'heropenen') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => metVernieuwing(() => api.post<JaarStatusAntwoord>(routes[soort].path).then((r) => r.data)),
    // The token stays (same record); everything read with it may have changed.
    onSuccess: () => queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'token' }),
  });
}
