/**
 * The Dutch refusals of the mandate calls, written once: the server throws them and the call catalogue
 * lists them (decision 036), so the port-3000 mode and the documentation say what the server says.
 */
export const MELDING_GEEN_BEHEER = 'Alleen de deelnemer van het bedrijf of de organisatie met de volmacht kan de machtigingen van dit bedrijf beheren.';
export const MELDING_MACHTIGING_GEWIJZIGD = 'Deze machtiging is intussen door iemand anders gewijzigd. Laad de machtigingen opnieuw en probeer het nog eens.';
export const MELDING_MACHTIGING_ONBEKEND = 'Deze machtiging bestaat niet bij dit bedrijf.';
export const MELDING_BEDRIJF_ONBEKEND = 'Dit bedrijf bestaat niet.';
export const MELDING_NIET_INTREKKEN = 'U mag deze machtiging niet intrekken.';
export const MELDING_GEEN_TOEGANG_MACHTIGINGEN = 'U heeft geen toegang tot de machtigingen van dit bedrijf.';
export const MELDING_GEEN_ORGANISATIE = 'U werkt niet voor een organisatie; er zijn geen machtigingen van uw organisatie.';
export const MELDING_ALLE_MACHTIGINGEN_STAF = 'Alleen medewerkers van de servicedesk zien alle machtigingen.';
export const MELDING_ORGANISATIE_NIET_GOEDGEKEURD =
  'Uw organisatie is nog niet geregistreerd of nog niet goedgekeurd; u kunt nog geen machtiging aanvragen. Neem contact op met de servicedesk.';
export const MELDING_INGANG_VERLEDEN = 'De ingangsdatum ligt in het verleden. Kies vandaag of een latere datum.';
export const MELDING_TERMIJN_VOORBIJ = 'De gevraagde termijn is al voorbij. Weiger de aanvraag; de organisatie kan een nieuwe doen.';
export const MELDING_AL_LOPEND = 'Er is al een lopende aanvraag of machtiging van deze soort tussen dit bedrijf en deze organisatie.';
export const volmachtBezet = (houder: string) =>
  `Dit bedrijf heeft al een volmacht aan ${houder}. Een bedrijf kan maar één organisatie een volmacht geven; die moet eerst worden ingetrokken.`;
export const geenOpenAanvraag = (status: string) => `Deze machtiging is geen openstaande aanvraag meer (status: ${status}).`;
export const alBeeindigd = (status: string) => `Deze machtiging is al ${status}; intrekken is niet meer nodig.`;
export const geenBedrijfMetKvk = (kvk: string) => `Er is geen bedrijf met KvK-nummer ${kvk}.`;
export const geenOrganisatieMetKvk = (kvk: string) => `Er is geen organisatie met KvK-nummer ${kvk}.`;
