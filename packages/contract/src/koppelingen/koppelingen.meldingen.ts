/** The Dutch refusals of the farmer's link calls, written once (decision 036): the server throws them, the catalogue lists them. */
export const MELDING_KOPPELING_ALLEEN_LEZEN = 'U mag de koppelingen van dit bedrijf alleen inzien, niet wijzigen.';
export const MELDING_GEEN_TOEGANG_BEDRIJF = 'U heeft geen toegang tot dit bedrijf.';
export const MELDING_KOPPELING_ONBEKEND = 'Deze koppeling bestaat niet.';
export const MELDING_KOPPELING_GEWIJZIGD = 'Deze koppeling is intussen gewijzigd. Laad de pagina opnieuw.';
export const MELDING_KOPPELING_BESTAAT_AL = 'Voor dit klantnummer en deze soort bericht bestaat al een koppeling of een verzoek (ook bij een ander bedrijf).';
export const MELDING_KOPPELING_VIA_RVO = 'Koppelingen met RVO (I&R, VDM, percelen) geeft u bij mijn.rvo.nl aan ZuivelNL; volg de stappen op deze pagina.';
export const MELDING_KIES_LEVERANCIER = 'Kies een leverancier uit de lijst.';
export const MELDING_SOORT_NIET_GELEVERD = 'Deze leverancier levert deze soort bericht niet.';
export const MELDING_BERICHT_ONBEKEND = 'Dit bericht bestaat niet bij dit bedrijf.';
export const MELDING_ALLEEN_OP_AANVRAAG = 'Alleen de perceelkoppeling wordt op aanvraag opgehaald; de andere koppelingen leveren zelf.';
export const MELDING_KOPPELING_NIET_ACTIEF = 'Deze koppeling is niet actief.';
/** the state names are the link's own ('aangevraagd', 'actief', 'geweigerd', 'ingetrokken') */
export const stapKanNietMeer = (status: string) => `Deze koppeling is ${status}; deze stap kan niet meer.`;
