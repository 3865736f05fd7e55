import { z } from 'zod';

export const loginInvoerSchema = z.object({
  email: z.string().trim().min(1, 'Vul uw e-mailadres in.').email('Vul een geldig e-mailadres in.').max(200),
  wachtwoord: z.string().min(1, 'Vul uw wachtwoord in.').max(200),
});
export type LoginInvoer = z.infer<typeof loginInvoerSchema>;

export const loginAntwoordSchema = z.object({ gebruikersnaam: z.string() });

/** POST /Menu/RefreshToken body (spec §7): the record the new token is scoped to. */
export const refreshTokenVerzoekSchema = z.object({ selectedKringloopwijzerId: z.number().int().positive().optional() });
export const refreshTokenAntwoordSchema = z.object({ access_token: z.string() });
