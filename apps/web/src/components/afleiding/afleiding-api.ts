/** The trace calls (GET /api/Rapportage/GetAfleiding), one node per request, through TanStack Query. */
import { useQuery } from '@tanstack/react-query';
import { routes, type AfleidingKnoopAntwoord, type AfleidingWortelsAntwoord } from '@kw/contract';
import { api, metVernieuwing } from '../../lib/api-client';
import { useToken, type KlwSleutel } from '../../lib/queries';

/**
 * `record`: another record of the same farm than the token's (the history screen's years), read with
 * the screen's token through GetAfleiding's `klwId`; the server checks it like every record.
 */
export const afleidingSleutel = (klw: KlwSleutel, knoop: string, record?: number) => ['afleiding', klw, record ?? null, knoop] as const;

const recordParam = (record?: number) => (record === undefined ? {} : { klwId: record });

export const haalAfleidingKnoop = (knoop: string, record?: number) =>
  api.get<AfleidingKnoopAntwoord>(routes.afleiding.path, { params: { knoop, ...recordParam(record) } }).then((r) => r.data);

/** One node with its children's summaries; nothing is fetched while `knoop` is null (the view is closed). */
export function useAfleidingKnoop(klw: KlwSleutel, knoop: string | null, record?: number) {
  const token = useToken(klw);
  return useQuery({
    queryKey: afleidingSleutel(klw, knoop ?? '', record),
    queryFn: () => metVernieuwing(() => haalAfleidingKnoop(knoop!, record)),
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
export function useAfleidingWortels(klw: KlwSleutel, record?: number, aan = true) {
  const token = useToken(klw);
  return useQuery({
    queryKey: ['afleiding-wortels', klw, record ?? null] as const,
    queryFn: () =>
      metVernieuwing(() => api.get<AfleidingWortelsAntwoord>(routes.afleiding.path, { params: recordParam(record) }).then((r) => new Set(Object.keys(r.data.wortels)))),
    enabled: token.isSuccess && aan,
    retry: false,
  });
}

/** The trace root of a report cell's `bron` (a path in the engine's result): dumpfile variables go by their own name. */
export const knoopVanBron = (bron: string | undefined): string | undefined => (bron?.startsWith('dumpfile.') ? bron.slice('dumpfile.'.length) : bron);
