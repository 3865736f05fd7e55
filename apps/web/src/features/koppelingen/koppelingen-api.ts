/** The farmer's link calls (decision 020) as TanStack Query hooks, through the call catalogue's client; the server decides every right. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { koppelingAanroepen as k, type Antwoord, type Invoer } from '@kw/contract';
import { roep } from '../../lib/aanroep';
import { metVernieuwing } from '../../lib/api-client';
import { useKlwQuery, type KlwSleutel } from '../../lib/queries';

export type LeveranciersAntwoord = Antwoord<typeof k.koppelingLeveranciers>;
export type RuwBericht = Antwoord<typeof k.koppelingBericht>;

export const koppelingSleutels = {
  alles: ['koppelingen'] as const,
  overzicht: (klw: KlwSleutel) => ['koppelingen', 'overzicht', klw] as const,
  leveranciers: ['koppelingen', 'leveranciers'] as const,
  bericht: (relatieId: number, berichtId: number) => ['koppelingen', 'bericht', relatieId, berichtId] as const,
};

/** The links of the record's farm, with health and this year's messages. */
export function useKoppelingen(klw: KlwSleutel) {
  return useKlwQuery(koppelingSleutels.overzicht(klw), klw, () => roep(k.koppelingenOverzicht, {}));
}

/** The suppliers to choose from (only when the add form opens). */
export function useLeveranciers(aan: boolean) {
  return useQuery({
    queryKey: koppelingSleutels.leveranciers,
    queryFn: () => metVernieuwing(() => roep(k.koppelingLeveranciers, {})),
    enabled: aan,
    staleTime: 5 * 60_000,
  });
}

/** One stored message as the supplier sent it (the drawer). */
export function useRuwBericht(vraag: { relatieId: number; berichtId: number } | null) {
  return useQuery({
    queryKey: koppelingSleutels.bericht(vraag?.relatieId ?? 0, vraag?.berichtId ?? 0),
    queryFn: () => metVernieuwing(() => roep(k.koppelingBericht, vraag!)),
    enabled: vraag !== null,
    staleTime: Infinity,
  });
}

/** The farm side's three decisions on a link, each its own call of the catalogue. */
const STAPPEN = { accepteren: k.koppelingAccepteren, weigeren: k.koppelingWeigeren, intrekken: k.koppelingIntrekken } as const;
export type StapSoort = keyof typeof STAPPEN;

/** A step on a link; afterwards the overview is read again (health, state, the Deelnemers column). */
function useKoppelingMutatie<I, A>(doe: (invoer: I) => Promise<A>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (invoer: I) => metVernieuwing(() => doe(invoer)),
    onSettled: () => client.invalidateQueries({ queryKey: koppelingSleutels.alles }),
  });
}

/** `stap` chooses the call; it is not part of what is sent. */
export const useKoppelingStap = () =>
  useKoppelingMutatie(({ stap, ...invoer }: Invoer<typeof k.koppelingAccepteren> & { stap: StapSoort }) => roep(STAPPEN[stap], invoer));
export const useToevoegen = () => useKoppelingMutatie((invoer: Invoer<typeof k.koppelingToevoegen>) => roep(k.koppelingToevoegen, invoer));
export const useNuOphalen = () => useKoppelingMutatie((invoer: Invoer<typeof k.koppelingNuOphalen>) => roep(k.koppelingNuOphalen, invoer));
