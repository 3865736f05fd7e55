/** The access token lives in sessionStorage ("stored session data", spec §7): per tab, gone when the tab closes. */
const SLEUTEL = 'klw.access_token';

export const tokenOpslag = {
  lees(): string | null {
    try {
      return sessionStorage.getItem(SLEUTEL);
    } catch {
      return null;
    }
  },
  schrijf(token: string): void {
    try {
      sessionStorage.setItem(SLEUTEL, token);
    } catch {
      /* storage blocked: the token still lives in the default header */
    }
  },
  wis(): void {
    try {
      sessionStorage.removeItem(SLEUTEL);
    } catch {
      /* nothing to clear */
    }
  },
};
