/**
 * The two states a year moves between (spec §4: above status 1 read-only for everyone).
 * "Afgesloten" is the word for a closed year (issue 11 §6); another branch (fix-shell) moves
 * these texts into one constant in packages/contract — use that one when it is there.
 */
export const STATUS_OPEN = {
  statusId: 1,
  statusOmschrijving: 'Open',
  statusToelichting: 'De kringloopwijzer is nog niet ingediend en kan worden bewerkt.',
} as const;

export const STATUS_AFGESLOTEN = {
  statusId: 2,
  statusOmschrijving: 'Afgesloten',
  statusToelichting: 'De kringloopwijzer is ingediend en afgesloten; wijzigen is niet meer mogelijk.',
} as const;

export type JaarStatus = typeof STATUS_OPEN | typeof STATUS_AFGESLOTEN;
