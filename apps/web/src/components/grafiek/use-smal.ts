import { useMediaVraag } from '../../lib/use-media-vraag';

/** Below 600 px (a phone) charts switch to a layout that reads top-down. */
const VRAAG = '(max-width: 600px)';

export const useSmal = (): boolean => useMediaVraag(VRAAG);
