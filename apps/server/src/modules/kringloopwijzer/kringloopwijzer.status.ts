/**
 * The two states a year moves between (spec §4: above status 1 read-only for everyone), with
 * the one name of each state from the contract (packages/contract/src/status.ts, taken over
 * unchanged from branch fix-shell): a closed year is "Afgesloten".
 */
import { STATUS_NAAM_AFGESLOTEN, STATUS_NAAM_OPEN, STATUS_TOELICHTING_AFGESLOTEN, STATUS_TOELICHTING_OPEN } from '@kw/contract';

export const STATUS_OPEN = {
  statusId: 1,
  statusOmschrijving: STATUS_NAAM_OPEN,
  statusToelichting: STATUS_TOELICHTING_OPEN,
} as const;

export const STATUS_AFGESLOTEN = {
  statusId: 2,
  statusOmschrijving: STATUS_NAAM_AFGESLOTEN,
  statusToelichting: STATUS_TOELICHTING_AFGESLOTEN,
} as const;

export type JaarStatus = typeof STATUS_OPEN | typeof STATUS_AFGESLOTEN;
