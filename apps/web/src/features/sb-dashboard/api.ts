/**
 * The calls of /sbDashboard: the one dashboard call, and for the farm search /Deelnemers' own
 * list call and the service desk's access with a reason (toegang). The server decides every
 * permission; these only pass on its Dutch messages.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { deelnemersQuery, deelnemersRoutes, sbDashboardAanroepen, toegangRoutes, type DeelnemersAntwoord } from '@kw/contract';
import { roep } from '../../lib/aanroep';
import { api, metVernieuwing, vernieuwToken, zorgVoorXsrf } from '../../lib/api-client';
import { useToken } from '../../lib/queries';

export function useSbDashboard(jaar: number | undefined) {
  const token = useToken('sessie');
  return useQuery({
    queryKey: ['sb-dashboard', jaar ?? null],
    queryFn: () => metVernieuwing(() => roep(sbDashboardAanroepen.sbDashboard, jaar ? { jaar } : {})),
    enabled: token.isSuccess,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export const ZOEK_AANTAL = 10;

/** A farm by name, KvK, UBN or BRS: /Deelnemers' search (staff see every farm). */
export function useBedrijfZoeken(zoek: string) {
  const token = useToken('sessie');
  return useQuery({
    queryKey: ['sb-dashboard-zoek', zoek],
    queryFn: () => metVernieuwing(() => api.get<DeelnemersAntwoord>(`${deelnemersRoutes.lijst.path}${deelnemersQuery({ zoek, perPagina: ZOEK_AANTAL })}`).then((r) => r.data)),
    enabled: token.isSuccess && zoek.length > 0,
    staleTime: 30_000,
    retry: false,
  });
}

/** Staff: access to the farm with a reason the farmer reads in the access log, then the token scoped to its record. */
export async function openMetReden(relatieId: number, kringloopwijzerId: number, reden: string): Promise<void> {
  await zorgVoorXsrf();
  await api.post(toegangRoutes.servicedesk.path, { relatieId, reden });
  await vernieuwToken(kringloopwijzerId);
}
