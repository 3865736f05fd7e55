import { useMediaVraag } from '../../lib/use-media-vraag';

/**
 * Below 576 px (antd's `sm` breakpoint; a phone held upright) an input table shows each row as a stacked
 * block instead of a table that scrolls sideways inside its card (decision 025).
 */
export const TELEFOON_VRAAG = '(max-width: 575.98px)';

export const useTelefoon = (): boolean => useMediaVraag(TELEFOON_VRAAG);
