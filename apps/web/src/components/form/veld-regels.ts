/**
 * The one way number fields behave (spec §5), driven by a VeldRegel from @kw/contract:
 * the antd rules, the keys that are blocked, and clamping + rounding on leaving the field.
 */
import type { KeyboardEvent } from 'react';
import type { Rule } from 'antd/es/form';
import { controleerVeld, klemEnRond, type VeldRegel, type VeldSleutel } from '@kw/contract';

/** 'e' (scientific notation), '+' and Enter are blocked in number inputs. */
export const GEBLOKKEERDE_TOETSEN = ['e', 'E', '+', 'Enter'];

export function blokkeerToetsen(event: Pick<KeyboardEvent, 'key' | 'preventDefault'>): void {
  if (GEBLOKKEERDE_TOETSEN.includes(event.key)) event.preventDefault();
}

/** The antd form path of a contract field key ('totaalHandmatig.kg' → ['totaalHandmatig', 'kg']). */
export const veldPad = (veld: VeldSleutel): string[] => veld.split('.');

/** Reads what the user typed: decimal comma or point; anything else (also '1.234,5') is no number. */
export function leesInvoer(tekst: string | null | undefined): number | null {
  const schoon = (tekst ?? '').trim().replace(',', '.');
  if (schoon === '' || !/^-?(\d+\.?\d*|\.\d+)$/.test(schoon)) return null;
  const getal = Number(schoon);
  return Number.isFinite(getal) ? getal : null;
}

/** Spec §5: on leaving a field, clamp to min/max and round to the precision. */
export const bijVerlaten = (tekst: string | null | undefined, regel: Pick<VeldRegel, 'min' | 'max' | 'precisie'>) => klemEnRond(leesInvoer(tekst), regel);

/**
 * Spec §5: required messages are empty (only the red highlight shows); range and
 * precision messages are the contract's Dutch texts.
 */
export function antdRegels(regel: VeldRegel, verplicht: boolean): Rule[] {
  return [
    { required: verplicht, message: '' },
    {
      validator: async (_regel, waarde: unknown) => {
        if (waarde === null || waarde === undefined || waarde === '') return;
        const melding = controleerVeld(regel, Number(waarde));
        if (melding) throw new Error(melding);
      },
    },
  ];
}
