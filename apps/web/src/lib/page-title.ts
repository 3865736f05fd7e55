import { useEffect } from 'react';

export const TITEL_SUFFIX = ' - Kringloopwijzer';

/** Spec §2: every page title ends with ' - Kringloopwijzer'. */
export function paginaTitel(naam: string): string {
  return `${naam}${TITEL_SUFFIX}`;
}

export function usePaginaTitel(naam: string): void {
  useEffect(() => {
    document.title = paginaTitel(naam);
  }, [naam]);
}
