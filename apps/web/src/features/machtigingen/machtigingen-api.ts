/** The mandate calls (decision 019) as TanStack Query hooks, through the call catalogue's client; the server decides every right. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { machtigingAanroepen as m, type AlleVraag, type Invoer } from '@kw/contract';
import { roep } from '../../lib/aanroep';
import { metVernieuwing } from '../../lib/api-client';
import { useKlwQuery } from '../../lib/queries';

export const machtigingSleutels = {
  alles: ['machtigingen'] as const,
  bedrijf: (relatieId: number) => ['machtigingen', 'bedrijf', relatieId] as const,
  alle: (vraag: Partial<AlleVraag>) => ['machtigingen', 'alle', vraag] as const,
};

export function useBedrijfMachtigingen(relatieId: number) {
  return useKlwQuery(machtigingSleutels.bedrijf(relatieId), 'sessie', () => roep(m.machtigingenVanBedrijf, { relatieId }));
}

/** Only the filters that are set go into the query string. */
export function useAlleMachtigingen(vraag: Partial<AlleVraag>) {
  const params = Object.fromEntries(Object.entries(vraag).filter(([, v]) => v !== undefined && v !== '')) as Partial<AlleVraag>;
  return useKlwQuery(machtigingSleutels.alle(params), 'sessie', () => roep(m.machtigingenAlle, params));
}

/** The farm side's three decisions, each its own call of the catalogue. */
const STAPPEN = { bevestigen: m.machtigingBevestigen, weigeren: m.machtigingWeigeren, intrekken: m.machtigingIntrekken } as const;
export type StapSoort = keyof typeof STAPPEN;

/** Every step answers the mandate as it stands; afterwards every mandate list is read again. */
function useStap<I, A>(doe: (invoer: I) => Promise<A>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (invoer: I) => metVernieuwing(() => doe(invoer)),
    onSettled: () => client.invalidateQueries({ queryKey: machtigingSleutels.alles }),
  });
}

/** `stap` chooses the call; it is not part of what is sent. */
export const useMachtigingStap = () =>
  useStap(({ stap, ...invoer }: Invoer<typeof m.machtigingBevestigen> & { stap: StapSoort }) => roep(STAPPEN[stap], invoer));
export const useVerlenen = () => useStap((invoer: Invoer<typeof m.machtigingVerlenen>) => roep(m.machtigingVerlenen, invoer));
export const useAanvragen = () => useStap((invoer: Invoer<typeof m.machtigingAanvragen>) => roep(m.machtigingAanvragen, invoer));

/** The server's Dutch message of a refused call. */
export function foutmelding(fout: unknown): string {
  const data = (fout as { response?: { data?: { message?: unknown; errorDetails?: Array<{ message: string }> } } })?.response?.data;
  const details = data?.errorDetails?.map((d) => d.message).join(' ');
  return details || (typeof data?.message === 'string' ? data.message : 'Er ging iets mis. Probeer het opnieuw.');
}
