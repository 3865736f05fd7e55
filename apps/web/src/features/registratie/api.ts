/** The calls of Registratie relatie (decision 019), staff only, through the call catalogue's client. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { relatieAanroepen as r, type Aanroep, type Antwoord, type Invoer } from '@kw/contract';
import { roep } from '../../lib/aanroep';
import { metVernieuwing } from '../../lib/api-client';
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

/** Only the filters that are set go into the query string. */
export const useRelaties = (f: LijstFilter) =>
  useKlwQuery(registratieSleutels.lijst(f), 'sessie', () =>
    roep(r.relatiesLijst, { ...(f.soort ? { soort: f.soort } : {}), ...(f.status ? { status: f.status } : {}), ...(f.zoek ? { zoek: f.zoek } : {}) } as Invoer<typeof r.relatiesLijst>),
  );
export const useWijzigingen = () => useKlwQuery(registratieSleutels.wijzigingen, 'sessie', () => roep(r.bedrijfswijzigingen, {}).then((a) => a.wijzigingen));

function useActie<C extends Aanroep>(a: C, titel: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Invoer<C>) => metVernieuwing(() => roep(a, body)) as Promise<Antwoord<C> & { melding: string }>,
    onSuccess: (antwoord) => {
      toonSucces(titel, antwoord.melding);
      return client.invalidateQueries({ queryKey: registratieSleutels.alle });
    },
    onError: (fout) => toonFout(fout, `${titel} is niet gelukt`),
  });
}

export const useRegistreer = () => useActie(r.relatieRegistreren, 'Relatie registreren');
export const useBeslis = () => useActie(r.relatieStatus, 'Aanvraag beoordelen');
export const useVerwerk = () => useActie(r.bedrijfswijzigingVerwerken, 'Bedrijfswijziging verwerken');
export const useWijsAf = () => useActie(r.bedrijfswijzigingAfwijzen, 'Bedrijfswijziging afwijzen');
