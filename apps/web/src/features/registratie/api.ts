/** The calls of Registratie relatie (decision 019), staff only. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { relatieRoutes, type RegistreerRelatie, type RelatieRegel, type WijzigingRegel } from '@kw/contract';
import { api, metVernieuwing } from '../../lib/api-client';
import { toonFout, toonSucces } from '../../lib/notifications';
import { useKlwQuery } from '../../lib/queries';

export interface LijstFilter {
  soort?: string;
  status?: string;
  zoek?: string;
}

export const registratieSleutels = {
  alle: ['relaties'] as const,
  lijst: (f: LijstFilter) => ['relaties', 'lijst', f.soort ?? null, f.status ?? null, f.zoek ?? null] as const,
  wijzigingen: ['relaties', 'wijzigingen'] as const,
};

export const useRelaties = (f: LijstFilter) =>
  useKlwQuery(registratieSleutels.lijst(f), 'sessie', () => api.get<{ relaties: RelatieRegel[]; meer: boolean }>(relatieRoutes.lijst.path, { params: { ...f, zoek: f.zoek || undefined } }).then((r) => r.data));
export const useWijzigingen = () => useKlwQuery(registratieSleutels.wijzigingen, 'sessie', () => api.get<{ wijzigingen: WijzigingRegel[] }>(relatieRoutes.wijzigingen.path).then((r) => r.data.wijzigingen));

function useActie<T, A = { melding: string }>(pad: string, titel: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => metVernieuwing(() => api.post<A & { melding: string }>(pad, body).then((r) => r.data)),
    onSuccess: (antwoord) => {
      toonSucces(titel, antwoord.melding);
      return client.invalidateQueries({ queryKey: registratieSleutels.alle });
    },
    onError: (fout) => toonFout(fout, `${titel} is niet gelukt`),
  });
}

export const useRegistreer = () => useActie<RegistreerRelatie, { id: number }>(relatieRoutes.registreer.path, 'Relatie registreren');
export const useBeslis = () => useActie<{ id: number; status: 'goedgekeurd' | 'geblokkeerd'; reden: string }>(relatieRoutes.status.path, 'Aanvraag beoordelen');
export const useVerwerk = () => useActie<{ relatieId: number; id: number }>(relatieRoutes.verwerken.path, 'Bedrijfswijziging verwerken');
export const useWijsAf = () => useActie<{ relatieId: number; id: number; reden: string }>(relatieRoutes.afwijzen.path, 'Bedrijfswijziging afwijzen');
