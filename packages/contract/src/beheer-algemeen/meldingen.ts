/**
 * The kinds and audiences of a notice with their Dutch names (decision 030). Zod-free: the shell's banner
 * shows them on every page, and a schema module in its chunk would bring zod along.
 */
export const MELDING_SOORTEN = ['onderhoud', 'storing', 'deadline'] as const;
export type MeldingSoort = (typeof MELDING_SOORTEN)[number];
export const MELDING_SOORT_NAMEN: Record<MeldingSoort, string> = { onderhoud: 'Onderhoud', storing: 'Storing', deadline: 'Deadline' };

export const DOELGROEPEN = ['iedereen', 'boeren', 'organisaties', 'medewerkers'] as const;
export type Doelgroep = (typeof DOELGROEPEN)[number];
export const DOELGROEP_NAMEN: Record<Doelgroep, string> = { iedereen: 'Iedereen', boeren: 'Boeren', organisaties: 'Organisaties', medewerkers: 'Medewerkers' };

/** GET: the notices running now for the caller's audiences (every logged-in user); here, not only in ./routes, so the shell loads no more than this. */
export const MELDINGEN_PAD = '/api/Meldingen';
