import { useSyncExternalStore } from 'react';

/** Below 600 px (a phone) charts switch to a layout that reads top-down. */
const VRAAG = '(max-width: 600px)';

export function useSmal(): boolean {
  return useSyncExternalStore(
    (melding) => {
      const m = window.matchMedia(VRAAG);
      m.addEventListener('change', melding);
      return () => m.removeEventListener('change', melding);
    },
    () => window.matchMedia(VRAAG).matches,
    () => false,
  );
}
