/** The data-sharing calls (decision 027) as TanStack Query hooks; the server decides who may do what. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  gegevensdelingRoutes as g,
  type AanvraagInvoer,
  type BulkAntwoord,
  type DataproductenAntwoord,
  type DeelnameLijst,
  type DeelnameRegel,
  type DeelnamesAntwoord,
  type DeelnameStap,
  type DoelInvoer,
  type DoelRegel,
  type DoelStap,
  type NamensInvoer,
  type VoorbeeldAntwoord,
} from '@kw/contract';
import { api, metVernieuwing } from '../../lib/api-client';
import { useKlwQuery, useToken } from '../../lib/queries';

const DELING = ['gegevensdeling'] as const;

export const useDataproducten = () => useKlwQuery([...DELING, 'producten'], 'sessie', () => api.get<DataproductenAntwoord>(g.dataproducten.path).then((r) => r.data));
export const useDoelen = () => useKlwQuery([...DELING, 'doelen'], 'sessie', () => api.get<{ doelen: DoelRegel[] }>(g.doelen.path).then((r) => r.data));
export const useDeelnames = (lijst: DeelnameLijst) =>
  useKlwQuery([...DELING, 'deelnames', lijst], 'sessie', () => api.get<DeelnamesAntwoord>(g.deelnames.path, { params: { lijst } }).then((r) => r.data));

/** The farm's own values under a participation, fetched when the farmer opens it. */
export function useVoorbeeld(deelname: Pick<DeelnameRegel, 'relatieId' | 'id'> | null) {
  const token = useToken('sessie');
  return useQuery({
    queryKey: [...DELING, 'voorbeeld', deelname?.relatieId, deelname?.id],
    queryFn: () => metVernieuwing(() => api.get<VoorbeeldAntwoord>(g.voorbeeld.path, { params: { relatieId: deelname!.relatieId, deelnameId: deelname!.id } }).then((r) => r.data)),
    enabled: token.isSuccess && deelname !== null,
  });
}

export const csvAdres = (lijst: DeelnameLijst) => `${g.deelnames.path}?lijst=${lijst}&formaat=csv`;

function useMutatie<I, A>(pad: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (invoer: I) => metVernieuwing(() => api.post<A>(pad, invoer).then((r) => r.data)),
    onSettled: () => client.invalidateQueries({ queryKey: DELING }),
  });
}

export const useDeelnameStap = (stap: 'goedkeuren' | 'afwijzen' | 'intrekken') => useMutatie<DeelnameStap, { deelname: DeelnameRegel }>(g[stap].path);
export const useDoelOpslaan = () => useMutatie<DoelInvoer, { doel: DoelRegel }>(g.doelOpslaan.path);
export const useDoelStap = (stap: 'doelActiveren' | 'doelSluiten' | 'doelLicentiegever') => useMutatie<DoelStap, { doel: DoelRegel }>(g[stap].path);
export const useAanvragen = () => useMutatie<AanvraagInvoer, { deelname: DeelnameRegel }>(g.deelnameAanvragen.path);
export const useNamens = () => useMutatie<NamensInvoer, { deelname: DeelnameRegel }>(g.deelnameNamens.path);
export const useBulk = () => useMutatie<{ doelId: number; csv: string; reden: string }, BulkAntwoord>(g.deelnamesBulk.path);
export const useOpnieuwVersturen = () => useMutatie<DeelnameStap, { deelname: DeelnameRegel }>(g.opnieuwVersturen.path);
export const useUbnBeperking = () => useMutatie<DeelnameStap & { ubns: string[] }, { deelname: DeelnameRegel }>(g.ubnBeperking.path);
