/** The staff calls of pilots as TanStack Query hooks; the server decides who may do what. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pilotRoutes as p, type PilotInvoer, type PilotRegel, type PilotsAntwoord } from '@kw/contract';
import { api, metVernieuwing } from '../../lib/api-client';
import { useKlwQuery } from '../../lib/queries';

const PILOTS = ['beheer-pilots'] as const;

export const usePilots = () => useKlwQuery(PILOTS, 'sessie', () => api.get<PilotsAntwoord>(p.pilots.path).then((r) => r.data));

export function usePilotOpslaan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (invoer: PilotInvoer) => metVernieuwing(() => api.post<{ pilot: PilotRegel }>(p.pilotOpslaan.path, invoer).then((r) => r.data)),
    onSettled: () => client.invalidateQueries({ queryKey: PILOTS }),
  });
}
