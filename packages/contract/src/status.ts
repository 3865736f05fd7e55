import { STATUS_GESLOTEN_VANAF } from './read-only';

/**
 * The one name of each record state the user sees (spec §4: "States of the nutrient-cycle record other
 * than the status id threshold at 1: not shown"). Server menu model, start page, year list and mocks all
 * use these words, so a closed year is called "Afgesloten" everywhere.
 */
export const STATUS_NAAM_OPEN = 'Open';
export const STATUS_NAAM_AFGESLOTEN = 'Afgesloten';

/** Spec §4/§9: status id above 1 is closed. */
export const isAfgesloten = (statusId: number | null | undefined): boolean => (statusId ?? 0) >= STATUS_GESLOTEN_VANAF;

export const statusNaam = (statusId: number): string => (isAfgesloten(statusId) ? STATUS_NAAM_AFGESLOTEN : STATUS_NAAM_OPEN);

/** A year as shown in a list of years, e.g. "2022 (Afgesloten)"; an open year is just the year. */
export const jaarMetStatus = (jaar: number, statusId: number): string => (isAfgesloten(statusId) ? `${jaar} (${STATUS_NAAM_AFGESLOTEN})` : String(jaar));

/** The explanation of each state the menu model carries (spec §3); the server stores it with the record, the mocks say it too. */
export const STATUS_TOELICHTING_OPEN = 'De kringloopwijzer is nog niet ingediend en kan worden bewerkt.';
export const STATUS_TOELICHTING_AFGESLOTEN = 'De kringloopwijzer is ingediend en afgesloten; wijzigen is niet meer mogelijk.';

export const statusToelichting = (statusId: number): string => (isAfgesloten(statusId) ? STATUS_TOELICHTING_AFGESLOTEN : STATUS_TOELICHTING_OPEN);
