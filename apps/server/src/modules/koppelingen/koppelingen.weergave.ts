/** Dates as the screens show them (Dutch, Europe/Amsterdam). */
export { datumTekst, tijdstipTekst } from '../machtigingen/machtigingen.weergave';

export const isoNaarNl = (iso: string) => iso.split('-').reverse().join('-');
export const periodeTekst = (van: string | null, tot: string | null) => (van && tot ? (van === tot ? isoNaarNl(van) : `${isoNaarNl(van)} – ${isoNaarNl(tot)}`) : null);
