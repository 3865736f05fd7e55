/**
 * The calls of /Deelnemers: the list, opening a farm (staff first give a reason), the key
 * figures of the selected farms. The server decides every permission; these only pass on its
 * Dutch messages. Asking a farm for a mandate is the mandates feature's (composed by app/).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { deelnemersQuery, deelnemersRoutes, toegangRoutes, type DeelnemersAntwoord, type DeelnemersVraag } from '@kw/contract';
import { api, metVernieuwing, vernieuwToken, zorgVoorXsrf } from '../../lib/api-client';
import { downloadBestand } from '../../lib/download-bestand';
import { useToken } from '../../lib/queries';

export type LijstVraag = Pick<DeelnemersVraag, 'zoek' | 'filter' | 'jaar'> & { pagina: number; perPagina: number };

export const haalDeelnemers = (v: LijstVraag) => api.get<DeelnemersAntwoord>(`${deelnemersRoutes.lijst.path}${deelnemersQuery(v)}`).then((r) => r.data);

export function useDeelnemers(v: LijstVraag) {
  // any token of the session will do: the list needs no selected record
  const token = useToken('sessie');
  return useQuery({
    queryKey: ['deelnemers', v],
    queryFn: () => metVernieuwing(() => haalDeelnemers(v)),
    enabled: token.isSuccess,
    staleTime: 30_000,
    // the table keeps the rows of the last answer while the next page or search loads
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** Staff: access to the farm for 60 minutes with a reason the farmer reads in the access log (cookie session + XSRF). */
export async function openAlsServicedesk(relatieId: number, reden: string): Promise<void> {
  await zorgVoorXsrf();
  await api.post(toegangRoutes.servicedesk.path, { relatieId, reden });
}

/** Scope the token (and the session) to the farm's record: the call context follows (deelnemerId, proxyId, proxyKvk). */
export const kiesRecord = (kringloopwijzerId: number) => vernieuwToken(kringloopwijzerId);

export const downloadKengetallen = (relatieIds: number[], jaar: number, formaat: 'xlsx' | 'csv') =>
  downloadBestand(deelnemersRoutes.kengetallen.path, `Kengetallen-${jaar}.${formaat}`, { body: { relatieIds, jaar, formaat } });
