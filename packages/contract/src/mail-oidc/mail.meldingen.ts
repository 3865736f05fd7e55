/** The Dutch refusal of the outbox call (decision 018), written once: the server throws it, the call catalogue lists it (decision 036). */
export const MELDING_UITBAK_ALLEEN_STAF = 'Alleen medewerkers van de servicedesk kunnen de uitgaande e-mail bekijken.';
