/**
 * The Dutch refusals of /beheer/algemeen (decision 030), written once: the server throws them and the
 * call catalogue lists them (decision 036). Dates in the texts are DD-MM-YYYY.
 */
export const MELDING_ALGEMEEN_ALLEEN_STAF = 'Alleen medewerkers kunnen de algemene instellingen beheren.';
export const jaarNietGeopend = (jaar: number) => `Het jaar ${jaar} is niet geopend: er zijn geen kringloopwijzers voor ${jaar}.`;
export const jaarAlGesloten = (jaar: number, opNl: string) => `Het jaar ${jaar} is al gesloten (op ${opNl}); er is niets gewijzigd.`;
export const jaarGewijzigd = (jaar: number) => `Het jaar ${jaar} is intussen door een ander gewijzigd. Laad de pagina opnieuw en probeer het nog eens.`;
export const hoogstensJaar = (laatste: number) => `U kunt hoogstens het jaar ${laatste} openen.`;
export const jaarGeslotenGeenRecords = (jaar: number) => `Het jaar ${jaar} is gesloten; er worden geen kringloopwijzers meer voor aangemaakt.`;
export const jaarAlGeopendMet = (jaar: number, deadlineNl: string) => `Het jaar ${jaar} is al geopend met deadline ${deadlineNl}. Wijzig de deadline met "Deadline wijzigen".`;
export const jaarWordtGeopend = (jaar: number) => `Het jaar ${jaar} wordt op dit moment door een ander geopend. Laad de pagina opnieuw.`;
export const jaarGeslotenDeadline = (jaar: number) => `Het jaar ${jaar} is gesloten; de deadline wijzigt niet meer.`;
export const aantalOpenVeranderd = (jaar: number, open: number, inVoorbeeld: number) =>
  `Sinds het voorbeeld is het aantal open kringloopwijzers van ${jaar} veranderd (nu ${open}, in het voorbeeld ${inVoorbeeld}). Bekijk het voorbeeld opnieuw; er is niets gewijzigd.`;
export const gewijzigdDoorAnder = (wat: string) => `${wat} is intussen door een ander gewijzigd. Laad de pagina opnieuw en probeer het nog eens.`;
export const statusZonderTekst = (statusId: number) => `Status ${statusId} heeft geen tekst.`;
export const MELDING_VOORWAARDEN_INGANG_VERLEDEN = 'De ingangsdatum mag niet in het verleden liggen.';
export const voorwaardenVersieBestaat = (versie: string) => `Versie ${versie} van de gebruiksvoorwaarden bestaat al; kies een nieuw versielabel.`;
export const MELDING_EINDE_MELDING_VERLEDEN = 'Het einde van de melding ligt in het verleden.';
export const MELDING_MELDING_ONBEKEND = 'Deze melding bestaat niet (meer).';
