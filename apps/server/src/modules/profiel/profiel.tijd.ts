/** Dates and times as the Dutch screens show them (DD-MM-YYYY, 24 h, Europe/Amsterdam). */
const datumNl = new Intl.DateTimeFormat('nl-NL', { timeZone: 'Europe/Amsterdam', day: '2-digit', month: '2-digit', year: 'numeric' });
const tijdNl = new Intl.DateTimeFormat('nl-NL', { timeZone: 'Europe/Amsterdam', hour: '2-digit', minute: '2-digit', hour12: false });

export const datumTekst = (d: Date) => datumNl.format(d).replace(/\//g, '-');
export const datumTijdTekst = (d: Date) => `${datumTekst(d)} ${tijdNl.format(d)}`;
/** YYYY-MM-DD (a stored date) → DD-MM-YYYY. */
export const isoNaarNl = (iso: string) => iso.split('-').reverse().join('-');
