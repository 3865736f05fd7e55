/**
 * Server data shared by the shell and the screens, through TanStack Query.
 * Every key carries the record ('sessie' when the URL names none), and every data call
 * waits until the token is scoped to that record (RefreshToken with its id).
 */
import { useQuery } from '@tanstack/react-query';
import { routes, type CallContext, type MenuModel, type StartGegevens } from '@kw/contract';
import { api, metVernieuwing, vernieuwToken } from './api-client';

export type KlwSleutel = number | 'sessie';

export function klwSleutel(klwId: string | number | undefined | null): KlwSleutel {
  const getal = Number(klwId);
  return Number.isInteger(getal) && getal > 0 ? getal : 'sessie';
}

export const sleutels = {
  token: (klw: KlwSleutel) => ['token', klw] as const,
  callContext: (klw: KlwSleutel) => ['callContext', klw] as const,
  menu: (klw: KlwSleutel) => ['menu', klw] as const,
  menuAlle: ['menu'] as const,
  start: (klw: KlwSleutel) => ['start', klw] as const,
  melkLevering: (klw: KlwSleutel) => ['melkLevering', klw] as const,
};

/**
 * The token for this record; the first thing a screen needs. A 401 here means: not logged in;
 * 403/404: the record is not visible to this user, or does not exist.
 * 'sessie' asks for the session's record without reading an id from the URL, so the frame around a
 * refused record can still load the user's own menu.
 */
export function useToken(klw: KlwSleutel) {
  return useQuery({
    queryKey: sleutels.token(klw),
    queryFn: () => vernieuwToken(klw === 'sessie' ? null : klw),
    staleTime: 10 * 60_000,
    retry: false,
  });
}

/** A data query that runs once the token for its record is there. */
export function useKlwQuery<T>(sleutel: readonly unknown[], klw: KlwSleutel, ophalen: () => Promise<T>, opties: { staleTime?: number } = {}) {
  const token = useToken(klw);
  return useQuery({ queryKey: sleutel, queryFn: () => metVernieuwing(ophalen), enabled: token.isSuccess, ...opties });
}

export const haalCallContext = () => api.get<CallContext>(routes.callContext.path).then((r) => r.data);
export const haalMenu = (klw: KlwSleutel) =>
  api.post<MenuModel>(routes.menu.path, klw === 'sessie' ? {} : { kringloopwijzerId: klw }).then((r) => r.data);
export const haalStartGegevens = () => api.get<StartGegevens>(routes.startGegevens.path).then((r) => r.data);

export const useCallContext = (klw: KlwSleutel) => useKlwQuery(sleutels.callContext(klw), klw, haalCallContext);
export const useMenu = (klw: KlwSleutel) => useKlwQuery(sleutels.menu(klw), klw, () => haalMenu(klw));
export const useStartGegevens = (klw: KlwSleutel) => useKlwQuery(sleutels.start(klw), klw, haalStartGegevens);
