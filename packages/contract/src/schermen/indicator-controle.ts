/**
 * A dashboard indicator outside its plausible range (engine signalering/indicatoren.ts,
 * docs/decisions/021-plausibiliteit-en-normen.md): the engine names the input paths that move it
 * most; here they become links a farmer can follow (screen, route, field, Dutch label). One
 * function for the server and the port-3000 mocks, so both store and show the same.
 */
import type { Signalering } from '@kw/engine';
import { invoerLabel, invoerPlek } from '../afleiding.schema';
import type { InvoerVerwijzing, SchermSignalering } from './register.types';
import { INDICATOR_BUITEN_BEREIK } from './indicator-code';

export { INDICATOR_BUITEN_BEREIK };

/** The input fields behind the engine paths, in the engine's order (a path no screen fills is left out). */
export function invoerVerwijzingen(paden: readonly string[]): InvoerVerwijzing[] {
  return paden.flatMap((pad) => {
    const plek = invoerPlek(pad);
    return plek ? [{ ...plek, label: invoerLabel(pad).label }] : [];
  });
}

/** What an engine signal adds to the stored signal beyond code, text and field: its value, indicator and links. */
export function signaleringExtra(s: Pick<Signalering, 'waarde' | 'indicator' | 'bijdragen'>): Pick<SchermSignalering, 'waarde' | 'indicator' | 'bijdragen'> {
  return {
    ...(typeof s.waarde === 'number' && Number.isFinite(s.waarde) ? { waarde: s.waarde } : {}),
    ...(s.indicator ? { indicator: s.indicator } : {}),
    ...(s.bijdragen ? { bijdragen: invoerVerwijzingen(s.bijdragen) } : {}),
  };
}

/**
 * The signals a screen shows: its own, plus every indicator warning (the results panel beside every
 * input screen shows the six indicators, so a warning on one belongs there on every screen).
 */
export const signaleringVoorScherm = (s: Pick<SchermSignalering, 'scherm' | 'code'>, scherm: string) => s.scherm === scherm || s.code === INDICATOR_BUITEN_BEREIK;

/** The start page's list: every indicator warning of the record's stored signals. */
export function indicatorWaarschuwingen(signaleringen: readonly SchermSignalering[]): { indicator: string; bericht: string; bijdragen: InvoerVerwijzing[] }[] {
  return signaleringen.filter((s) => s.code === INDICATOR_BUITEN_BEREIK).map((s) => ({ indicator: s.indicator ?? '', bericht: s.bericht, bijdragen: s.bijdragen ?? [] }));
}
