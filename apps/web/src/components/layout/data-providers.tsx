import { useEffect, useState, type ReactNode } from 'react';
import { notification } from 'antd';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import '../../lib/dayjs-nl';
import { zetMelder } from '../../lib/notifications';
import { gedeeldeQueryClient } from '../../lib/query-client';

/**
 * What data screens need and the login page does not: TanStack Query and the
 * notification instance (spec §8). Kept out of the first chunk to keep login light.
 */
export function DataProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  // Bottom right: at the top the notifications covered 'Alles opslaan', the year list and 'Uitloggen'.
  const [api, houder] = notification.useNotification({ placement: 'bottomRight' });
  const [queryClient] = useState(() => client ?? gedeeldeQueryClient());
  useEffect(() => {
    zetMelder(api);
    return () => zetMelder(null);
  }, [api]);
  return (
    <QueryClientProvider client={queryClient}>
      {houder}
      {children}
    </QueryClientProvider>
  );
}
