/** The staff calls of /beheer/algemeen (decision 030) as TanStack Query hooks, through the call catalogue's client; the server refuses everyone else. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { beheerAlgemeenAanroepen as b, type Aanroep, type Antwoord, type Invoer } from '@kw/contract';
import { roep } from '../../lib/aanroep';
import { metVernieuwing } from '../../lib/api-client';
import { useKlwQuery, useToken } from '../../lib/queries';

const SLEUTEL = ['beheer-algemeen'] as const;

export const useBeheerAlgemeen = () => useKlwQuery(SLEUTEL, 'sessie', () => roep(b.beheerAlgemeen, {}));

/** What closing a year would change: asked when the dialog opens, never cached (the confirmation names its count). */
export function useSluitVoorbeeld(jaar: number | null) {
  const token = useToken('sessie');
  return useQuery({
    // its own key: a change elsewhere on the screen must not re-ask it behind the open dialog (a closed year answers 409)
    queryKey: ['beheer-algemeen-sluitvoorbeeld', jaar],
    queryFn: () => metVernieuwing(() => roep(b.sluitVoorbeeld, { jaar: jaar! })),
    enabled: token.isSuccess && jaar !== null,
    gcTime: 0,
    staleTime: 0,
  });
}

function useMutatie<C extends Aanroep>(a: C) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (invoer: Invoer<C>): Promise<Antwoord<C>> => metVernieuwing(() => roep(a, invoer)),
    // the menu model carries the status texts, the terms and the deadline; the banner the notices
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: SLEUTEL }), client.invalidateQueries({ queryKey: ['meldingen'] })]),
  });
}

export const useJaarOpenen = () => useMutatie(b.jaarOpenen);
export const useDeadline = () => useMutatie(b.jaarDeadline);
export const useJaarSluiten = () => useMutatie(b.jaarSluiten);
export const useStatustekst = () => useMutatie(b.statustekst);
export const useVoorwaarden = () => useMutatie(b.voorwaarden);
export const useMeldingOpslaan = () => useMutatie(b.meldingOpslaan);
export const useMeldingVerwijderen = () => useMutatie(b.meldingVerwijderen);
