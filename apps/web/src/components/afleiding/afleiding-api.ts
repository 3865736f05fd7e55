/** The trace calls (GET /api/Rapportage/GetAfleiding), one node per request, through TanStack Query. */
import { useQuery } from '@tanstack/react-query';
import { routes, type AfleidingKnoopAntwoord, type AfleidingWortelsAntwoord } from '@kw/contract';
import { api, metVernieuwing } from '../../lib/api-client';
import { useToken, type KlwSleutel } from '../../lib/queries';

export const afleidingSleutel = (klw: KlwSleutel, knoop: string) => ['afleiding', klw, knoop] as const;

export const haalAfleidingKnoop = (knoop: string) => api.get<AfleidingKnoopAntwoord>(routes.afleiding.path, { params: { knoop } }).then((r) => r.data);

/** One node with its children's summaries; nothing is fetched while `knoop` is null (the view is closed). */
export function useAfleidingKnoop(klw: KlwSleutel, knoop: string | null) {
  const token = useToken(klw);
  return useQuery({
    queryKey: afleidingSleutel(klw, knoop ?? ''),
    queryFn: () => metVernieuwing(() => haalAfleidingKnoop(knoop!)),
    enabled: token.isSuccess && knoop !== null,
    // Any save (a register screen, Melklevering) changes the numbers: a node seen before shows at once from
    // the cache and is asked again in the background (the server answers a cached graph in a few ms).
    staleTime: 0,
    retry: false,
  });
}

/**
 * The figures of the record that have a trace (GetAfleiding without `knoop`): a report screen asks once
 * and offers "Waarom dit getal?" only on those, never a button that would answer "onbekende knoop".
 */
export function useAfleidingWortels(klw: KlwSleutel) {
  const token = useToken(klw);
  return useQuery({
    queryKey: ['afleiding-wortels', klw] as const,
    queryFn: () => metVernieuwing(() => api.get<AfleidingWortelsAntwoord>(routes.afleiding.path).then((r) => new Set(Object.keys(r.data.wortels)))),
    enabled: token.isSuccess,
    retry: false,
  });
}

/** The trace root of a report cell's `bron` (a path in the engine's result): dumpfile variables go by their own name. */
export const knoopVanBron = (bron: string | undefined): string | undefined => (bron?.startsWith('dumpfile.') ? bron.slice('dumpfile.'.length) : bron);
