/** Formatting for the trace view: Dutch numbers with enough digits for small factors, input values in words. */
import type { AfleidingHerkomst } from '@kw/contract';

// Numbers and input values as the server writes them into the formula (one format for both, decision 022).
export { afleidingDecimalen, formatAfleidingGetal, metEenheid, invoerWaarde } from '@kw/contract/afleiding-opmaak';

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
