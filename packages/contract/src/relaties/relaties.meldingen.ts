/**
 * The Dutch refusals of Registratie relatie (staff), written once: the server throws them and the call
 * catalogue lists them (decision 036).
 */
export const MELDING_RELATIES_ALLEEN_STAF = 'Alleen medewerkers van de servicedesk kunnen relaties registreren en beoordelen.';
export const MELDING_RELATIE_ONBEKEND = 'Deze relatie bestaat niet.';
export const MELDING_BEDRIJF_NIET_BEOORDELEN = 'Een melkveebedrijf wordt niet goedgekeurd of geblokkeerd; dit geldt alleen voor organisaties.';
export const MELDING_RELATIE_AL_BEOORDEELD = 'Deze organisatie is intussen door iemand anders beoordeeld. Vernieuw de lijst.';
export const MELDING_BEDRIJFSWIJZIGING_ONBEKEND = 'Deze bedrijfswijziging bestaat niet.';
export const MELDING_NIEUW_KVK_BEZET = 'Het nieuwe KvK-nummer is al geregistreerd bij een andere relatie.';
export const kvkBezet = (naam: string) => `Dit KvK-nummer is al geregistreerd (${naam}).`;
export const organisatieAl = (status: string) => `Deze organisatie is al ${status}.`;
export const bedrijfswijzigingAl = (status: string) => `Deze bedrijfswijziging is al ${status}.`;
export const nieuwKvkBezetDoor = (naam: string) => `Het nieuwe KvK-nummer is al geregistreerd (${naam}). Los dit eerst op.`;
