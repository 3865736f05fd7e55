/** The Dutch refusal of the staff dashboard's call, written once: the server throws it, the call catalogue lists it (decision 036). */
export const MELDING_SB_DASHBOARD_ALLEEN_STAF = 'Het dashboard is er alleen voor medewerkers van de servicedesk.';
