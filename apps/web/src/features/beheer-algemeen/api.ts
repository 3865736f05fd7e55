/** The staff calls of /beheer/algemeen (decision 030) as TanStack Query hooks; the server refuses everyone else. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { beheerAlgemeenRoutes as b, type BeheerAlgemeen, type JaarDeadline, type JaarOpenen, type JaarSluiten, type MeldingInvoer, type SluitVoorbeeld, type StatustekstInvoer, type VoorwaardenVersieInvoer } from '@kw/contract';
import { api, metVernieuwing } from '../../lib/api-client';
import { useKlwQuery, useToken } from '../../lib/queries';

const SLEUTEL = ['beheer-algemeen'] as const;

export const useBeheerAlgemeen = () => useKlwQuery(SLEUTEL, 'sessie', () => api.get<BeheerAlgemeen>(b.overzicht.path).then((r) => r.data));

/** What closing a year would change: asked when the dialog opens, never cached (the confirmation names its count). */
export function useSluitVoorbeeld(jaar: number | null) {
  const token = useToken('sessie');
  return useQuery({
    // its own key: a change elsewhere on the screen must not re-ask it behind the open dialog (a closed year answers 409)
    queryKey: ['beheer-algemeen-sluitvoorbeeld', jaar],
    queryFn: () => metVernieuwing(() => api.get<SluitVoorbeeld>(b.sluitVoorbeeld.path, { params: { jaar } }).then((r) => r.data)),
    enabled: token.isSuccess && jaar !== null,
    gcTime: 0,
    staleTime: 0,
  });
}

function useMutatie<I, A = { melding: string }>(pad: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (invoer: I) => metVernieuwing(() => api.post<A>(pad, invoer).then((r) => r.data)),
    // the menu model carries the status texts, the terms and the deadline; the banner the notices
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: SLEUTEL }), client.invalidateQueries({ queryKey: ['meldingen'] })]),
  });
}

export const useJaarOpenen = () => useMutatie<JaarOpenen>(b.jaarOpenen.path);
export const useDeadline = () => useMutatie<JaarDeadline>(b.jaarDeadline.path);
export const useJaarSluiten = () => useMutatie<JaarSluiten>(b.jaarSluiten.path);
export const useStatustekst = () => useMutatie<StatustekstInvoer, unknown>(b.statustekst.path);
export const useVoorwaarden = () => useMutatie<VoorwaardenVersieInvoer>(b.voorwaarden.path);
export const useMeldingOpslaan = () => useMutatie<MeldingInvoer, { bericht: string }>(b.meldingOpslaan.path);
export const useMeldingVerwijderen = () => useMutatie<{ id: number; versie: number }>(b.meldingVerwijderen.path);
