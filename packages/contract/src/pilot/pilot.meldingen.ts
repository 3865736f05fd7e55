/**
 * The Dutch refusals of the pilot calls, written once: the server throws them and the call catalogue
 * lists them (decision 036).
 */
export const MELDING_PILOTS_ALLEEN_STAF = 'Alleen medewerkers kunnen pilots beheren.';
export const MELDING_PILOT_NIET_VERLATEN = 'Alleen de deelnemer van het bedrijf of de organisatie met de volmacht kan een pilot verlaten.';
export const MELDING_PILOT_GEWIJZIGD = 'Deze pilot is intussen door iemand anders gewijzigd. Laad de pilots opnieuw en probeer het nog eens.';
export const MELDING_PILOT_GEEN_BEDRIJVEN = 'Een pilot heeft minstens één bedrijf. Geef de KvK-nummers van de bedrijven (één per regel).';
export const MELDING_PILOT_ONBEKEND = 'Deze pilot bestaat niet.';
export const MELDING_PILOT_AL_VERLATEN = 'Dit bedrijf heeft deze pilot al verlaten.';
export const MELDING_PILOT_GEEN_DEELNAME = 'Dit bedrijf doet niet mee aan deze pilot.';
export const MELDING_PILOT_VRAAG = 'Geef met pilotId het nummer van de pilot op.';
export const pilotRegelOnbekendKvk = (regel: number, kvk: string) => `Regel ${regel}: er is geen bedrijf met KvK-nummer ${kvk}.`;
