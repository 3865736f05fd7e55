/**
 * Login with OpenID Connect (decision 018): the two browser routes, the settings the login page
 * reads, and the Dutch messages for a refused login (the callback redirects to /login?oidc=<code>).
 */
import { z } from 'zod';

export const oidcInstellingenSchema = z.object({ beschikbaar: z.boolean(), knopTekst: z.string() });
export type OidcInstellingenAntwoord = z.infer<typeof oidcInstellingenSchema>;
