/**
 * The one way number fields behave (spec §5), driven by a GetalRegel (a contract VeldRegel or a
 * register field): the antd rules, the keys that are blocked, and reading, clamping and
 * rounding on leaving the field.
 */
import type { KeyboardEvent } from 'react';
import type { Rule } from 'antd/es/form';
import { controleerVeld, klemEnRond, type VeldRegel, type VeldSleutel } from '@kw/contract';
import { leesGetal, schrijfGetal, type GetalRegel } from './getal-tekst';

/** 'e' (scientific notation), '+' and Enter are blocked in number inputs. */
export const GEBLOKKEERDE_TOETSEN = ['e', 'E', '+', 'Enter'];

export function blokkeerToetsen(event: Pick<KeyboardEvent, 'key' | 'preventDefault'>): void {
  if (GEBLOKKEERDE_TOETSEN.includes(event.key)) event.preventDefault();
}

/** The antd form path of a dotted field key ('totaalHandmatig.kg' → ['totaalHandmatig', 'kg']). */
export const veldPad = (veld: VeldSleutel | string): string[] => veld.split('.');

/** What the input tells its field: the text was refused, or the value was changed to a bound. */
export interface InvoerMelding {
  soort: 'onduidelijk' | 'aangepast';
  tekst: string;
}

export type Verlaten = { soort: 'leeg' } | { soort: 'getal'; waarde: number; aangepast?: string } | { soort: 'onduidelijk'; melding: string };

const grenzen = (regel: GetalRegel) => ({ min: regel.min ?? -Infinity, max: regel.max ?? Infinity, precisie: regel.precisie ?? 0 });

/**
 * Spec §5: on leaving a field, clamp to min/max and round to the precision. Text that has no
 * single Dutch reading is refused (the caller keeps it and shows `melding`); a clamp or a rounding is said.
 */
export function bijVerlaten(tekst: string | null | undefined, regel: GetalRegel): Verlaten {
  const gelezen = leesGetal(tekst, regel);
  if (gelezen.soort !== 'getal') return gelezen;
  const g = grenzen(regel);
  const waarde = klemEnRond(gelezen.waarde, g) as number;
  const eenheid = regel.eenheid ? ` ${regel.eenheid}` : '';
  if (gelezen.waarde > g.max) return { soort: 'getal', waarde, aangepast: `Aangepast naar het maximum ${schrijfGetal(g.max, regel)}${eenheid}.` };
  if (gelezen.waarde < g.min) return { soort: 'getal', waarde, aangepast: `Aangepast naar het minimum ${schrijfGetal(g.min, regel)}${eenheid}.` };
  // rounding to the field's precision is the spec's rule, but it changes what was typed: say so, as for a limit
  // (what a farmer types is never silently changed into another number)
  if (waarde !== gelezen.waarde) {
    const decimalen = g.precisie === 0 ? 'dit veld heeft geen decimalen' : `dit veld heeft ${g.precisie} ${g.precisie === 1 ? 'decimaal' : 'decimalen'}`;
    return { soort: 'getal', waarde, aangepast: `Afgerond op ${schrijfGetal(waarde, regel)}${eenheid}: ${decimalen}.` };
  }
  return { soort: 'getal', waarde };
}

/** The contract's Dutch check (range, precision) for any number rule. */
export function controleerGetal(regel: GetalRegel, waarde: number): string | null {
  const g = grenzen(regel);
  const alsVeldRegel: VeldRegel = { veld: 'totaalHandmatig.kg', label: regel.label, eenheid: regel.eenheid ?? '', ...g, verplicht: 'nooit' };
  return controleerVeld(alsVeldRegel, waarde);
}

/**
 * Spec §5: required messages are empty (only the red highlight shows); range and
 * precision messages are the contract's Dutch texts.
 */
export function antdRegels(regel: GetalRegel, verplicht: boolean): Rule[] {
  return [
    { required: verplicht, message: '' },
    {
      validator: async (_regel, waarde: unknown) => {
        if (waarde === null || waarde === undefined || waarde === '') return;
        const melding = controleerGetal(regel, Number(waarde));
        if (melding) throw new Error(melding);
      },
    },
  ];
}
