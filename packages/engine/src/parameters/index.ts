import { parameters2022 } from './2022';
import { parameters2023 } from './2023';
import { parameters2024 } from './2024';
import { parameters2025 } from './2025';
import type { RekenParameters } from './types';

/** The rule parameters per reporting year. */
export const parametersPerJaar: Readonly<Record<number, RekenParameters>> = {
  2022: parameters2022,
  2023: parameters2023,
  2024: parameters2024,
  2025: parameters2025,
};

export const ondersteundeJaren: readonly number[] = Object.keys(parametersPerJaar).map(Number);

/** The parameters of a reporting year; throws a Dutch error for years without a table. */
export function parametersVoorJaar(jaar: number): RekenParameters {
  const p = parametersPerJaar[jaar];
  if (!p) {
    throw new Error(`Rapportagejaar ${jaar} wordt niet ondersteund: er zijn alleen rekenregels voor ${ondersteundeJaren.join(', ')}.`);
  }
  return p;
}

export { parameters2022, parameters2023, parameters2024, parameters2025 };
export type * from './types';
