/** Staff calls of /importberichten-opnieuw-verwerken (decision 020) as TanStack Query hooks. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { koppelingRoutes, type OpnieuwAntwoord, type importberichtenAntwoordSchema } from '@kw/contract';
import type { z } from 'zod';
import { api, metVernieuwing } from '../../lib/api-client';
import { useKlwQuery } from '../../lib/queries';
import type { Keuze } from './importberichten-logica';

export type ImportberichtenAntwoord = z.infer<typeof importberichtenAntwoordSchema>;
export type ImportGroep = ImportberichtenAntwoord['groepen'][number];
export type ImportBericht = ImportGroep['berichten'][number];

const SLEUTEL = ['importberichten'] as const;

export function useImportberichten() {
  return useKlwQuery(SLEUTEL, 'sessie', () => api.get<ImportberichtenAntwoord>(koppelingRoutes.importberichten.path).then((r) => r.data));
}

/** Reprocess (or, with `proefdraai`, only compute) a choice; the list is read again after a real run. */
export function useOpnieuwVerwerken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { keuze: Keuze; proefdraai: boolean }) =>
      metVernieuwing(() => api.post<OpnieuwAntwoord>(koppelingRoutes.opnieuwVerwerken.path, { ...v.keuze, proefdraai: v.proefdraai }).then((r) => r.data)),
    onSettled: (_d, _f, v) => (v.proefdraai ? undefined : client.invalidateQueries({ queryKey: SLEUTEL })),
  });
}

export function useAfhandelen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { berichtIds: number[]; reden: string }) => metVernieuwing(() => api.post<{ afgehandeld: number }>(koppelingRoutes.afhandelen.path, v).then((r) => r.data)),
    onSettled: () => client.invalidateQueries({ queryKey: SLEUTEL }),
  });
}
