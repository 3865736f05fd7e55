/**
 * The field key a link writes (`pasToe` in toepassen.ts, stored per change and answered by the
 * Herkomst call), read back from a screen's document: so the one renderer can put the "uit
 * koppeling" marker beside the field or table cell the link wrote (decision 020). A table row is
 * keyed as `pasToe` finds it again: the product's name, the soil sample's date, plot and lab, the
 * VDM number at the end of the counterparty, the RVO plot id, the animal category of an I&R movement row
 * (decision 035: the link writes one row per category).
 */
type Rij = Readonly<Record<string, unknown>>;

/** `organischeMest.aanvoer[VDM 123]`: pasToe marks the counterparty with " (VDM <nummer>)". */
function vdmSleutel(tegenpartij: unknown): string | null {
  if (typeof tegenpartij !== 'string' || !tegenpartij.endsWith(')')) return null;
  const begin = tegenpartij.lastIndexOf('(VDM ');
  return begin < 0 ? null : tegenpartij.slice(begin + 1, -1);
}

/** The key of a table row as a link names it; null: a row no link can have written. */
export function rijSleutel(pad: string, rij: Rij | undefined | null): string | null {
  if (!rij) return null;
  switch (pad) {
    case 'bodem.analyses':
      return typeof rij.datum === 'string' && typeof rij.laboratorium === 'string' ? `${rij.datum} ${typeof rij.perceelId === 'string' && rij.perceelId ? rij.perceelId : '-'} ${rij.laboratorium}` : null;
    case 'organischeMest.aanvoer':
    case 'organischeMest.afvoer':
      return vdmSleutel(rij.tegenpartij);
    case 'percelen.percelen':
      return typeof rij.id === 'string' ? rij.id : null;
    case 'veestapel.aanvoer':
    case 'veestapel.afvoer':
      return typeof rij.categorie === 'string' ? rij.categorie : null;
    default:
      return typeof rij.naam === 'string' && rij.naam !== '' ? rij.naam : null;
  }
}

/** The key of a single field (`veestapel.melkkoeien` + `gemiddeldAantal`). */
export const veldSleutel = (pad: string, kolom: string) => `${pad}.${kolom}`;

/** The key of a table cell (`krachtvoer.producten` + row + `aanvoerKg` → `krachtvoer.producten[Brok].aanvoerKg`); null without a row key. */
export function celSleutel(pad: string, rij: Rij | undefined | null, kolom: string): string | null {
  const sleutel = rijSleutel(pad, rij);
  return sleutel === null ? null : `${pad}[${sleutel}].${kolom}`;
}

/** A milk delivery of the dairy (Melklevering, its own table): `melkleveringen[2024-03-04 06:30].kg`. */
export const melkSleutel = (datum: string, tijd: string) => `melkleveringen[${datum} ${tijd.slice(0, 5)}].kg`;
