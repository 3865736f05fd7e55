/**
 * Field builders shared by the screen schemas. Every field carries its unit in its
 * description; `valideerInvoer` quotes that description in its Dutch messages.
 */
import { z } from 'zod';

/** A non-negative amount (kg, ha, kWh, …); the description names the unit. */
export const hoeveelheid = (beschrijving: string) => z.number().finite().nonnegative().describe(beschrijving);

/** A percentage 0–100. */
export const procent = (beschrijving: string) => z.number().finite().min(0).max(100).describe(beschrijving);

/** A content per kg (g/kg, VEM/kg DS, …) with a plausible hard upper bound. */
export const gehalte = (beschrijving: string, max: number) => z.number().finite().min(0).max(max).describe(beschrijving);

/** Soil types the engine distinguishes (KLW-domeinnotities §1.8: veen, klei, zand, löss). */
export const grondsoortSchema = z.enum(['zand', 'klei', 'veen', 'loss']).describe('grondsoort: zand, klei, veen of loss');
export type Grondsoort = z.infer<typeof grondsoortSchema>;
