/** The farmer's link calls (decision 020) as TanStack Query hooks; the server decides every right. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  koppelingRoutes,
  type KoppelingenOverzicht,
  type KoppelingStap,
  type leveranciersAntwoordSchema,
  type ruwBerichtSchema,
  type ToevoegenInvoer,
} from '@kw/contract';
import type { z } from 'zod';
import { api, metVernieuwing } from '../../lib/api-client';
import { useKlwQuery, type KlwSleutel } from '../../lib/queries';

export type LeveranciersAntwoord = z.infer<typeof leveranciersAntwoordSchema>;
export type RuwBericht = z.infer<typeof ruwBerichtSchema>;

export const koppelingSleutels = {
  alles: ['koppelingen'] as const,
  overzicht: (klw: KlwSleutel) => ['koppelingen', 'overzicht', klw] as const,
  leveranciers: ['koppelingen', 'leveranciers'] as const,
  bericht: (relatieId: number, berichtId: number) => ['koppelingen', 'bericht', relatieId, berichtId] as const,
};

/** The links of the record's farm, with health and this year's messages. */
export function useKoppelingen(klw: KlwSleutel) {
  return useKlwQuery(koppelingSleutels.overzicht(klw), klw, () => api.get<KoppelingenOverzicht>(koppelingRoutes.overzicht.path).then((r) => r.data));
}

/** The suppliers to choose from (only when the add form opens). */
export function useLeveranciers(aan: boolean) {
  return useQuery({
    queryKey: koppelingSleutels.leveranciers,
    queryFn: () => metVernieuwing(() => api.get<LeveranciersAntwoord>(koppelingRoutes.leveranciers.path).then((r) => r.data)),
    enabled: aan,
    staleTime: 5 * 60_000,
  });
}

/** One stored message as the supplier sent it (the drawer). */
export function useRuwBericht(vraag: { relatieId: number; berichtId: number } | null) {
  return useQuery({
    queryKey: koppelingSleutels.bericht(vraag?.relatieId ?? 0, vraag?.berichtId ?? 0),
    queryFn: () => metVernieuwing(() => api.get<RuwBericht>(koppelingRoutes.bericht.path, { params: vraag! }).then((r) => r.data)),
    enabled: vraag !== null,
    staleTime: Infinity,
  });
}

export type StapSoort = 'accepteren' | 'weigeren' | 'intrekken';

/** A step on a link; afterwards the overview is read again (health, state, the Deelnemers column). */
function useKoppelingMutatie<I, A>(pad: (invoer: I) => string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (invoer: I) => metVernieuwing(() => api.post<A>(pad(invoer), invoer).then((r) => r.data)),
    onSettled: () => client.invalidateQueries({ queryKey: koppelingSleutels.alles }),
  });
}

export const useKoppelingStap = () => useKoppelingMutatie<KoppelingStap & { stap: StapSoort }, unknown>((i) => koppelingRoutes[i.stap].path);
export const useToevoegen = () => useKoppelingMutatie<ToevoegenInvoer, unknown>(() => koppelingRoutes.toevoegen.path);
export const useNuOphalen = () => useKoppelingMutatie<{ relatieId: number; koppelingId: number }, { melding: string }>(() => koppelingRoutes.nuOphalen.path);
