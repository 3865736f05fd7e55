/** The calls of Profiel (decision 019), through the one client with the spec §7 token handling. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  profielRoutes,
  toegangRoutes,
  type BedrijfswijzigingInvoer,
  type GegevensInvoer,
  type Profiel,
  type SessieRegel,
  type ToegangslogAntwoord,
  type VoorkeurenInvoer,
  type WachtwoordInvoer,
} from '@kw/contract';
import { api, metVernieuwing } from '../../lib/api-client';
import { downloadBestand } from '../../lib/download-bestand';
import { toonFout, toonSucces } from '../../lib/notifications';
import { useKlwQuery } from '../../lib/queries';

export const profielSleutels = {
  profiel: ['profiel'] as const,
  sessies: ['profiel', 'sessies'] as const,
  toegangslog: (relatieId: number, van?: string, tot?: string) => ['toegangslog', relatieId, van ?? null, tot ?? null] as const,
};

export const useProfiel = () => useKlwQuery(profielSleutels.profiel, 'sessie', () => api.get<Profiel>(profielRoutes.profiel.path).then((r) => r.data));
export const useSessies = () => useKlwQuery(profielSleutels.sessies, 'sessie', () => api.get<{ sessies: SessieRegel[] }>(profielRoutes.sessies.path).then((r) => r.data.sessies));

export function useToegangslog(relatieId: number | undefined, van?: string, tot?: string) {
  return useQuery({
    queryKey: profielSleutels.toegangslog(relatieId ?? 0, van, tot),
    queryFn: () => metVernieuwing(() => api.get<ToegangslogAntwoord>(toegangRoutes.toegangslog.path, { params: { relatieId, van, tot } }).then((r) => r.data)),
    enabled: relatieId !== undefined,
  });
}

type Ok = { ok: true; melding: string };

/** A POST of Profiel: success and error as notifications, then the profile (and sessions) read again. */
function useProfielActie<T>(pad: string, titel: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => metVernieuwing(() => api.post<Ok>(pad, body).then((r) => r.data)),
    onSuccess: (antwoord) => {
      toonSucces(titel, antwoord.melding);
      return client.invalidateQueries({ queryKey: profielSleutels.profiel });
    },
    onError: (fout) => toonFout(fout, `${titel} is niet gelukt`),
  });
}

export const useWijzigGegevens = () => useProfielActie<GegevensInvoer>(profielRoutes.gegevens.path, 'Gegevens opslaan');
export const useWijzigWachtwoord = () => useProfielActie<WachtwoordInvoer>(profielRoutes.wachtwoord.path, 'Wachtwoord wijzigen');
export const useMeldSessieAf = () => useProfielActie<{ nr: number }>(profielRoutes.afmelden.path, 'Sessie afmelden');
export const useWijzigVoorkeuren = () => useProfielActie<VoorkeurenInvoer>(profielRoutes.voorkeuren.path, 'E-mailvoorkeuren opslaan');
export const useBedrijfswijziging = () => useProfielActie<BedrijfswijzigingInvoer>(profielRoutes.bedrijfswijziging.path, 'Bedrijfswijziging doorgeven');

export const downloadMijnGegevens = (relatieId: number) => downloadBestand(`${profielRoutes.mijnGegevens.path}?relatieId=${relatieId}`, 'mijn-gegevens.zip');
