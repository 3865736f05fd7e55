/** The staff calls of pilots as TanStack Query hooks, through the call catalogue's client; the server decides who may do what. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pilotAanroepen as p, type Invoer } from '@kw/contract';
import { roep } from '../../lib/aanroep';
import { metVernieuwing } from '../../lib/api-client';
import { useKlwQuery } from '../../lib/queries';

const PILOTS = ['beheer-pilots'] as const;

export const usePilots = () => useKlwQuery(PILOTS, 'sessie', () => roep(p.pilots, {}));

export function usePilotOpslaan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (invoer: Invoer<typeof p.pilotOpslaan>) => metVernieuwing(() => roep(p.pilotOpslaan, invoer)),
    onSettled: () => client.invalidateQueries({ queryKey: PILOTS }),
  });
}
