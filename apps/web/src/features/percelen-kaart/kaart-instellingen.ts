/**
 * The map background as the server is configured (KLW_KAART_TEGELS_URL, README): read at run time from the
 * /health answer, so one build serves every environment. No answer or no URL: a plain background.
 */
import { useQuery } from '@tanstack/react-query';
import { routes } from '@kw/contract';
import { api } from '../../lib/api-client';

export interface KaartInstellingen {
  tegelsUrl: string | null;
  attributie: string | null;
}

const GEEN: KaartInstellingen = { tegelsUrl: null, attributie: null };

export function leesKaartInstellingen(antwoord: unknown): KaartInstellingen {
  const kaart = (antwoord as { kaart?: { tegelsUrl?: unknown; attributie?: unknown } } | null)?.kaart;
  if (!kaart || typeof kaart.tegelsUrl !== 'string' || kaart.tegelsUrl === '') return GEEN;
  return { tegelsUrl: kaart.tegelsUrl, attributie: typeof kaart.attributie === 'string' ? kaart.attributie : null };
}

export function useKaartInstellingen(): KaartInstellingen {
  const vraag = useQuery({
    queryKey: ['kaartInstellingen'],
    queryFn: () =>
      api
        .get(routes.health.path)
        .then((r) => leesKaartInstellingen(r.data))
        .catch(() => GEEN),
    staleTime: Infinity,
    retry: false,
  });
  return vraag.data ?? GEEN;
}
