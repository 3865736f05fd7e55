/**
 * The trace's number and value format (decision 022), zod- and engine-free (`@kw/contract/afleiding-opmaak`): the
 * server writes formulas with it and the web's drawer, loaded on every screen with figures, shows values with it.
 */
import { metEenheid } from '@kw/engine/afleiding-tekst';

export { afleidingDecimalen, formatAfleidingGetal, metEenheid } from '@kw/engine/afleiding-tekst';

/** An input field's value as the calculation read it ("12 ha", "ja", "niet ingevuld"). */
export function invoerWaarde(waarde: number | string | boolean | null, eenheid?: string): string {
  if (waarde === null) return 'niet ingevuld';
  if (typeof waarde === 'boolean') return waarde ? 'ja' : 'nee';
  if (typeof waarde === 'number') return metEenheid(waarde, eenheid);
  return waarde;
}
