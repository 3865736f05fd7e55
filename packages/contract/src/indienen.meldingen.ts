/**
 * The Dutch answers of Indienen and Heropenen (spec §4, §6), said by the server
 * (modules/kringloopwijzer) and by the port-3000 mocks alike.
 */
export const MELDING_AL_AFGESLOTEN = 'Deze kringloopwijzer is al ingediend en afgesloten.';
export const MELDING_AL_OPEN = 'Deze kringloopwijzer is al open.';
export const MELDING_GEBLOKKEERD = 'De kringloopwijzer is niet ingediend: werk eerst de volgende punten af.';
export const MELDING_ALLEEN_MEDEWERKER = 'Alleen een medewerker kan een kringloopwijzer heropenen.';
export const MELDING_GEEN_TOEGANG = 'U heeft geen toegang tot deze kringloopwijzer.';
export const MELDING_NIET_INDIENEN = 'U mag deze kringloopwijzer niet indienen: dat kan alleen de deelnemer, een volmachthouder of een geautoriseerde gebruiker.';
