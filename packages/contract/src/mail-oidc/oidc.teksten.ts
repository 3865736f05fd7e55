/**
 * OIDC login's routes and Dutch messages without zod: the login page (the first chunk, ≤ 170 KB) imports only
 * these (decision 008).
 */
export const oidcRoutes = {
  /** redirects the browser to the provider (authorization code flow with PKCE, state and nonce) */
  start: { method: 'GET', path: '/api/Auth/Oidc/Start' },
  /** the provider's redirect back: verifies, maps the KvK number, starts the session, redirects */
  terug: { method: 'GET', path: '/api/Auth/Oidc/Terug' },
  /** whether the login page shows the button */
  instellingen: { method: 'GET', path: '/api/Auth/Oidc/Instellingen' },
} as const;

export const OIDC_KNOP_TEKST = 'Inloggen met eHerkenning';

export const OIDC_FOUTEN = {
  'onbekende-kvk': 'Uw KvK-nummer is nog niet bekend; vraag registratie aan bij de servicedesk.',
  'wacht-op-goedkeuring': 'De registratie van uw organisatie wacht nog op goedkeuring door de servicedesk.',
  geblokkeerd: 'De toegang van uw organisatie is geblokkeerd. Neem contact op met de servicedesk.',
  'geen-kvk': 'Uw inlogmiddel gaf geen geldig KvK-nummer door. Probeer het opnieuw of neem contact op met de servicedesk.',
  'ander-bedrijf': 'Dit account hoort bij een ander KvK-nummer. Neem contact op met de servicedesk.',
  'email-bezet': 'Er bestaat al een account met dit e-mailadres. Log in met uw wachtwoord of vraag de servicedesk uw accounts te koppelen.',
  verlopen: 'Het inloggen duurde te lang of is onderbroken. Probeer het opnieuw.',
  mislukt: 'Inloggen via eHerkenning is niet gelukt. Probeer het opnieuw.',
  'niet-ingesteld': 'Inloggen via eHerkenning is hier niet ingesteld.',
} as const;
export type OidcFoutCode = keyof typeof OIDC_FOUTEN;

/** The Dutch message for the `oidc` query parameter of /login, or null for an unknown code. */
export function oidcFoutTekst(code: string | null | undefined): string | null {
  return code && Object.hasOwn(OIDC_FOUTEN, code) ? OIDC_FOUTEN[code as OidcFoutCode] : null;
}
