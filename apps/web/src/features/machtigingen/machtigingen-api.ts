/** The mandate calls (decision 019) as TanStack Query hooks; the server decides every right. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  machtigingRoutes,
  type AanvragenInvoer,
  type AlleMachtigingenAntwoord,
  type AlleVraag,
  type BedrijfMachtigingenAntwoord,
  type MachtigingStap,
  type MachtigingStapAntwoord,
  type VerlenenInvoer,
} from '@kw/contract';
import { api, metVernieuwing } from '../../lib/api-client';
import { useKlwQuery } from '../../lib/queries';

export const machtigingSleutels = {
  alles: ['machtigingen'] as const,
  bedrijf: (relatieId: number) => ['machtigingen', 'bedrijf', relatieId] as const,
  alle: (vraag: Partial<AlleVraag>) => ['machtigingen', 'alle', vraag] as const,
};

export function useBedrijfMachtigingen(relatieId: number) {
  return useKlwQuery(machtigingSleutels.bedrijf(relatieId), 'sessie', () =>
    api.get<BedrijfMachtigingenAntwoord>(machtigingRoutes.vanBedrijf.path, { params: { relatieId } }).then((r) => r.data),
  );
}

/** Only the filters that are set go into the query string. */
export function useAlleMachtigingen(vraag: Partial<AlleVraag>) {
  const params = Object.fromEntries(Object.entries(vraag).filter(([, v]) => v !== undefined && v !== ''));
  return useKlwQuery(machtigingSleutels.alle(params), 'sessie', () => api.get<AlleMachtigingenAntwoord>(machtigingRoutes.alle.path, { params }).then((r) => r.data));
}

export type StapSoort = 'bevestigen' | 'weigeren' | 'intrekken';

/** Every step answers the mandate as it stands; afterwards every mandate list is read again. */
function useStap<I>(pad: (invoer: I) => string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (invoer: I) => metVernieuwing(() => api.post<MachtigingStapAntwoord>(pad(invoer), invoer).then((r) => r.data)),
    onSettled: () => client.invalidateQueries({ queryKey: machtigingSleutels.alles }),
  });
}

export const useMachtigingStap = () => useStap<MachtigingStap & { stap: StapSoort }>((i) => machtigingRoutes[i.stap].path);
export const useVerlenen = () => useStap<VerlenenInvoer>(() => machtigingRoutes.verlenen.path);
export const useAanvragen = () => useStap<AanvragenInvoer>(() => machtigingRoutes.aanvragen.path);

/** The server's Dutch message of a refused call. */
export function foutmelding(fout: unknown): string {
  const data = (fout as { response?: { data?: { message?: unknown; errorDetails?: Array<{ message: string }> } } })?.response?.data;
  const details = data?.errorDetails?.map((d) => d.message).join(' ');
  return details || (typeof data?.message === 'string' ? data.message : 'Er ging iets mis. Probeer het opnieuw.');
}
