/** Pure rules of the Signalering screen (decision 012): grouping per screen, the filter, value and range as Dutch text. */
import type { SignaleringRegel } from '@kw/contract';

export type Ernst = SignaleringRegel['ernst'];
export type ErnstFilter = Ernst | 'alle';

export const ERNST_VOLGORDE: Ernst[] = ['fout', 'waarschuwing', 'info'];
export const ERNST_NAAM: Record<Ernst, string> = { fout: 'Fout', waarschuwing: 'Waarschuwing', info: 'Informatie' };

export interface SchermGroep {
  scherm: string;
  titel: string;
  signaleringen: SignaleringRegel[];
}

/** Per screen in the order the screens first appear, inside a screen the errors first. */
export function groepeerPerScherm(lijst: SignaleringRegel[], filter: ErnstFilter): SchermGroep[] {
  const groepen = new Map<string, SchermGroep>();
  for (const s of lijst) {
    if (filter !== 'alle' && s.ernst !== filter) continue;
    const g = groepen.get(s.scherm) ?? { scherm: s.scherm, titel: s.schermTitel, signaleringen: [] };
    g.signaleringen.push(s);
    groepen.set(s.scherm, g);
  }
  for (const g of groepen.values()) g.signaleringen.sort((a, b) => ERNST_VOLGORDE.indexOf(a.ernst) - ERNST_VOLGORDE.indexOf(b.ernst));
  return [...groepen.values()];
}

export const telPerErnst = (lijst: SignaleringRegel[]): Record<ErnstFilter, number> => ({
  alle: lijst.length,
  fout: lijst.filter((s) => s.ernst === 'fout').length,
  waarschuwing: lijst.filter((s) => s.ernst === 'waarschuwing').length,
  info: lijst.filter((s) => s.ernst === 'info').length,
});

/** A figure the Dutch way with as many decimals as it needs, at most two: 1234.5 → "1.234,5". */
export function nlGetal(waarde: number): string {
  const decimalen = Math.abs(waarde) >= 1000 ? 0 : 2;
  return waarde.toLocaleString('nl-NL', { maximumFractionDigits: decimalen });
}

const metEenheid = (tekst: string, eenheid: string | null) => (eenheid ? `${tekst} ${eenheid}` : tekst);

export function waardeTekst(s: Pick<SignaleringRegel, 'waarde' | 'eenheid'>): string {
  return s.waarde === null ? '–' : metEenheid(nlGetal(s.waarde), s.eenheid);
}

/** "3–7 %", "minimaal 0 kg DS", "maximaal 366 dagen", or "–" when no range is known. */
export function bereikTekst(s: Pick<SignaleringRegel, 'verwachtMin' | 'verwachtMax' | 'eenheid'>): string {
  const { verwachtMin: min, verwachtMax: max } = s;
  if (min !== null && max !== null) return metEenheid(`${nlGetal(min)}–${nlGetal(max)}`, s.eenheid);
  if (min !== null) return metEenheid(`minimaal ${nlGetal(min)}`, s.eenheid);
  if (max !== null) return metEenheid(`maximaal ${nlGetal(max)}`, s.eenheid);
  return '–';
}

/** The link to the field: the screen's route with the field's document path as fragment (the screen focuses it). */
export const veldLink = (s: Pick<SignaleringRegel, 'route' | 'veldPad'>) => (s.route ? `${s.route}#${s.veldPad}` : null);
