/**
 * The Dutch refusals of the consent ledger's calls (decision 033), written once: the server throws them
 * and the call catalogue lists them (decision 036).
 */
export const MELDING_GEEN_GROOTBOEK = 'U heeft geen toegang tot de toestemmingen van dit bedrijf.';
export const MELDING_TOESTEMMING_NIET_INTREKKEN = 'Alleen de deelnemer van het bedrijf of de organisatie met de volmacht kan toestemmingen van dit bedrijf intrekken.';
export const MELDING_TOESTEMMING_ONBEKEND = 'Deze toestemming bestaat niet bij dit bedrijf.';
export const MELDING_TOESTEMMING_VERSIE = 'Geef de versie van de toestemming mee (laad de lijst opnieuw).';
export const MELDING_TOESTEMMING_ONGELDIG = 'De gegevens zijn ongeldig.';
/** a query's number that is missing or not a whole positive number */
export const toestemmingNummerMelding = (naam: string) => `Geef met ${naam} een geldig nummer op.`;
