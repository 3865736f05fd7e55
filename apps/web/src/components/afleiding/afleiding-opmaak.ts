/** Formatting for the trace view: Dutch numbers with enough digits for small factors, input values in words. */
import type { AfleidingHerkomst } from '@kw/contract';

/** Decimals by size: whole numbers from 100, one from 10, two from 1, and three significant digits below 1. */
export function afleidingDecimalen(waarde: number): number {
  const a = Math.abs(waarde);
  if (a === 0 || a >= 100) return 0;
  if (a >= 10) return 1;
  if (a >= 1) return 2;
  return Math.min(8, 2 - Math.floor(Math.log10(a)));
}

/** Decimal comma, thousands dot; trailing zeros dropped (0,05 rather than 0,0500). */
export function formatAfleidingGetal(waarde: number): string {
  if (!Number.isFinite(waarde)) return '–';
  return waarde.toLocaleString('nl-NL', { maximumFractionDigits: afleidingDecimalen(waarde), minimumFractionDigits: 0 });
}

/** A value with its unit ("1.234,5 kg N"); a dimensionless '-' unit is left out. */
export function metEenheid(waarde: number, eenheid?: string): string {
  const getal = formatAfleidingGetal(waarde);
  return eenheid && eenheid !== '-' ? `${getal} ${eenheid}` : getal;
}

/** An input field's value as the calculation read it. */
export function invoerWaarde(waarde: number | string | boolean | null, eenheid?: string): string {
  if (waarde === null) return 'niet ingevuld';
  if (typeof waarde === 'boolean') return waarde ? 'ja' : 'nee';
  if (typeof waarde === 'number') return metEenheid(waarde, eenheid);
  return waarde;
}

/** Tag colours per kind, each pair above WCAG AA 4.5:1 for 12 px text (checked by axe in the browser test). */
export const HERKOMST_KLEUR: Record<AfleidingHerkomst, { color: string; background: string; borderColor: string }> = {
  gemeten: { color: '#0b4566', background: '#e6f4fb', borderColor: '#91caff' },
  ingevoerd: { color: '#1f5a37', background: '#e3f0e6', borderColor: '#9cc9a9' },
  standaard: { color: '#6b3d00', background: '#fff7e6', borderColor: '#ffd591' },
  forfait: { color: '#4b2a7a', background: '#f4ecfb', borderColor: '#d3adf7' },
};

/** What each kind means for a value read directly (an input field, or a node without parts). */
export const HERKOMST_UITLEG: Record<AfleidingHerkomst, string> = {
  gemeten: 'gemeten door een derde (zuivelfabriek, laboratorium)',
  ingevoerd: 'door u of uw adviseur ingevoerd',
  standaard: 'het veld was leeg; de standaardwaarde van het jaar is gebruikt',
  forfait: 'een forfaitaire norm in plaats van een bedrijfseigen cijfer',
};

/** A computed value takes the least farm-specific kind of what it rests on; say so instead of calling it entered. */
const BEREKEND_UITLEG: Record<AfleidingHerkomst, string> = {
  gemeten: 'berekend uit gemeten gegevens',
  ingevoerd: 'berekend uit ingevoerde gegevens (en eventueel gemeten gegevens)',
  standaard: 'berekend; rust deels op een standaardwaarde voor een leeg veld',
  forfait: 'berekend; rust deels op een forfaitaire norm in plaats van een bedrijfseigen cijfer',
};

export const herkomstUitleg = (herkomst: AfleidingHerkomst, berekend: boolean) => (berekend ? BEREKEND_UITLEG : HERKOMST_UITLEG)[herkomst];
