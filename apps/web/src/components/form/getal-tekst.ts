/**
 * Reading and writing numbers the way a Dutch farmer types them (decision 006, spec §5):
 * decimal comma, and dots or spaces between groups of three digits ("1.030.567", "650 000").
 * Pure functions; what stays ambiguous ("1.5", "12.50", "1,234.5") is refused with a Dutch
 * message instead of being guessed, so a typed amount is never silently divided or cut.
 */

/** The facts of a number field the input needs; fits the contract's VeldRegel and a register VeldDefinitie. */
export interface GetalRegel {
  label: string;
  /** unit as shown ('kg', '%'); absent = none */
  eenheid?: string;
  /** bounds for clamping on leaving the field; absent = unbounded */
  min?: number;
  max?: number;
  /** decimals kept on leaving the field; absent = 0 */
  precisie?: number;
}

export type GelezenGetal = { soort: 'leeg' } | { soort: 'getal'; waarde: number } | { soort: 'onduidelijk'; melding: string };

/** Grouping makes sense only where an amount can reach 1000 (so "4.400" in a fat % is refused, not 4400). */
export const groeptDuizendtallen = (regel: Pick<GetalRegel, 'max'>): boolean => regel.max === undefined || regel.max >= 1000;

const SPATIES = /[\u00a0\u202f]/g;
const GEHEEL_GEGROEPEERD = (sep: string) => new RegExp(`^[1-9]\\d{0,2}(?:\\${sep}\\d{3})+$`);
const MET_PUNT = GEHEEL_GEGROEPEERD('.');
const MET_SPATIE = GEHEEL_GEGROEPEERD(' ');

export const MELDING_ONDUIDELIJK =
  'Onduidelijk getal: gebruik een komma voor decimalen (4,40) en punten of spaties alleen tussen groepjes van drie cijfers (1.030.567).';
export const MELDING_KOMMA = 'Onduidelijk getal: gebruik een komma voor decimalen, bijvoorbeeld 4,40.';
export const MELDING_GEEN_GETAL = 'Dit is geen getal. Gebruik cijfers en een komma voor decimalen, bijvoorbeeld 4,40.';

/** The integer part: plain digits, or (where amounts can be large) valid groups of three. */
function leesGeheel(deel: string, groeperen: boolean): string | null {
  if (/^\d+$/.test(deel)) return deel;
  if (!groeperen) return null;
  if (MET_PUNT.test(deel)) return deel.replace(/\./g, '');
  if (MET_SPATIE.test(deel)) return deel.replace(/ /g, '');
  return null;
}

/** Reads what was typed. Never guesses: an amount is read only when it has one meaning in Dutch. */
export function leesGetal(tekst: string | null | undefined, regel: Pick<GetalRegel, 'max'> = {}): GelezenGetal {
  const schoon = (tekst ?? '').replace(SPATIES, ' ').trim().replace(/ +/g, ' ');
  if (schoon === '') return { soort: 'leeg' };
  const groeperen = groeptDuizendtallen(regel);
  const onduidelijk = { soort: 'onduidelijk', melding: groeperen ? MELDING_ONDUIDELIJK : MELDING_KOMMA } as const;
  if (!/^-?[\d., ]+$/.test(schoon) || !/\d/.test(schoon)) return { soort: 'onduidelijk', melding: MELDING_GEEN_GETAL };
  const negatief = schoon.startsWith('-');
  const rest = negatief ? schoon.slice(1).trim() : schoon;
  const delen = rest.split(',');
  if (delen.length > 2) return onduidelijk;
  const [geheelDeel, breuk] = delen as [string, string | undefined];
  if (breuk !== undefined && !/^\d*$/.test(breuk)) return onduidelijk; // "1,234.5", "1,2 3"
  const geheel = geheelDeel === '' && breuk ? '0' : leesGeheel(geheelDeel, groeperen);
  if (geheel === null) return onduidelijk; // "1.5", "12.50", "1.2.3", "65 00"
  const getal = Number(`${geheel}.${breuk || '0'}`);
  if (!Number.isFinite(getal)) return { soort: 'onduidelijk', melding: MELDING_GEEN_GETAL };
  return { soort: 'getal', waarde: negatief && getal !== 0 ? -getal : getal };
}

/**
 * Writes a value for the field: decimal comma, `precisie` decimals, and (while not editing)
 * dots between thousands where amounts can be large ("1.030.567"). '' for no value.
 */
export function schrijfGetal(waarde: number | null | undefined, regel: Pick<GetalRegel, 'max' | 'precisie'>, bewerken = false): string {
  if (waarde === null || waarde === undefined || !Number.isFinite(waarde)) return '';
  const precisie = regel.precisie ?? 0;
  return waarde.toLocaleString('nl-NL', {
    minimumFractionDigits: precisie,
    maximumFractionDigits: precisie,
    useGrouping: !bewerken && groeptDuizendtallen(regel),
  });
}
