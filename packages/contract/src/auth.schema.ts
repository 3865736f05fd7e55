import { z } from 'zod';
import { tekstVeld } from '@kw/engine';

export const loginInvoerSchema = z.object({
  email: tekstVeld('e-mailadres', { label: 'E-mailadres' }, { max: 200 }).trim().min(1, 'Vul uw e-mailadres in.').email('Vul een geldig e-mailadres in.'),
  // The password is only hashed and compared, never stored or sent to the database; it keeps
  // every character (a password rule must not lock anyone out), so it is no shared text field.
  wachtwoord: z.string().min(1, 'Vul uw wachtwoord in.').max(200),
});
export type LoginInvoer = z.infer<typeof loginInvoerSchema>;

export const loginAntwoordSchema = z.object({ gebruikersnaam: z.string() });

/** POST /Menu/RefreshToken body (spec §7): the record the new token is scoped to. */
export const refreshTokenVerzoekSchema = z.object({ selectedKringloopwijzerId: z.number().int().positive().optional() });
export const refreshTokenAntwoordSchema = z.object({ access_token: z.string() });
