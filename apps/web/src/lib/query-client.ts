import { QueryClient } from '@tanstack/react-query';
import { httpStatus } from './api-client';

export function maakQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not get better by asking again.
        retry: (pogingen, fout) => {
          const status = httpStatus(fout);
          return status !== undefined && status < 500 ? false : pogingen < 1;
        },
      },
    },
  });
}

let gedeeld: QueryClient | null = null;

/** One client for the whole tab; created when the first data screen loads (not on the login page). */
export function gedeeldeQueryClient(): QueryClient {
  gedeeld ??= maakQueryClient();
  return gedeeld;
}
