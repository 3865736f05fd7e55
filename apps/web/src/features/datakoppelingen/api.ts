/** Staff calls of /beheer/datakoppelingen (decision 020) as TanStack Query hooks; the server refuses everyone else. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { koppelingRoutes, type AanmeldenInvoer, type beheerLeveranciersAntwoordSchema, type inloggegevensAntwoordSchema } from '@kw/contract';
import type { z } from 'zod';
import { api, metVernieuwing } from '../../lib/api-client';
import { useKlwQuery } from '../../lib/queries';

export type BeheerLeveranciersAntwoord = z.infer<typeof beheerLeveranciersAntwoordSchema>;
export type BeheerLeverancier = BeheerLeveranciersAntwoord['leveranciers'][number];
export type Inloggegevens = z.infer<typeof inloggegevensAntwoordSchema>;

const SLEUTEL = ['datakoppelingen'] as const;

export function useBeheerLeveranciers() {
  return useKlwQuery(SLEUTEL, 'sessie', () => api.get<BeheerLeveranciersAntwoord>(koppelingRoutes.beheerLeveranciers.path).then((r) => r.data));
}

function useMutatie<I>(pad: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (invoer: I) => metVernieuwing(() => api.post<Inloggegevens>(pad, invoer).then((r) => r.data)),
    onSettled: () => client.invalidateQueries({ queryKey: SLEUTEL }),
  });
}

export const useAanmelden = () => useMutatie<AanmeldenInvoer>(koppelingRoutes.aanmelden.path);
export const useNieuwGeheim = () => useMutatie<{ leverancierId: number }>(koppelingRoutes.nieuwGeheim.path);
