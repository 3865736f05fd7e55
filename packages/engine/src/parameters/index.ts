import { parameters2018 } from './2018';
import { parameters2019 } from './2019';
import { parameters2020 } from './2020';
import { parameters2021 } from './2021';
import { parameters2022 } from './2022';
import { parameters2023 } from './2023';
import { parameters2024 } from './2024';
import { parameters2025 } from './2025';
import { parameters2026 } from './2026';
import type { RekenParameters } from './types';

/** The rule parameters per reporting year. */
export const parametersPerJaar: Readonly<Record<number, RekenParameters>> = {
  2018: parameters2018,
  2019: parameters2019,
  2020: parameters2020,
  2021: parameters2021,
  2022: parameters2022,
  2023: parameters2023,
  2024: parameters2024,
  2025: parameters2025,
  2026: parameters2026,
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

export { parameters2018, parameters2019, parameters2020, parameters2021, parameters2022, parameters2023, parameters2024, parameters2025, parameters2026 };
export type * from './types';
