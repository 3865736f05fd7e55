/**
 * The signal code of a dashboard indicator outside its plausible range (decision 021), in a module of
 * its own without zod, so the results panel beside every input screen can recognise the warning
 * without loading the trace's schemas (the page budget of decision 008).
 */
export const INDICATOR_BUITEN_BEREIK = 'INDICATOR_BUITEN_BEREIK';
