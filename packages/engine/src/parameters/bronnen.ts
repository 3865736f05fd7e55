/** Short source strings used by the parameter tables (full references in docs/rekenregels.md). */
import type { Constante } from '../afleiding';

export const c = (waarde: number, eenheid: string, bron: string): Constante => ({ waarde, eenheid, bron });

/** Marks a placeholder value: the official table was not available when this was written. */
export const aangenomen = (wat: string) => `AANGENOMEN: ${wat} — te verifiëren tegen de officiële tabel`;

/** A value the sources give only for another year: the nearest year's value is reused. */
export const hergebruikt = (vanJaar: number, wat: string) =>
  `AANGENOMEN: waarde van ${vanJaar} hergebruikt (${wat}); dit jaar niet in de bronnen — te verifiëren tegen de officiële tabel`;
