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
