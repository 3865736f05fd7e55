import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now; re-renders when it starts or stops matching (false on the server). */
export function useMediaVraag(vraag: string): boolean {
  return useSyncExternalStore(
    (melding) => {
      const m = window.matchMedia(vraag);
      m.addEventListener('change', melding);
      return () => m.removeEventListener('change', melding);
    },
    () => window.matchMedia(vraag).matches,
    () => false,
  );
}
