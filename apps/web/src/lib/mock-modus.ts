/** Spec §2/§7/§9: served on local port 3000, every call is answered by in-browser mocks. */
export function isMockModus(locatie: Pick<Location, 'port'> = window.location): boolean {
  return locatie.port === '3000';
}
