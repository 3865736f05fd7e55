/** Who may read the sector report (decision 029): staff only; every other user gets 403. */
export const MELDING_ALLEEN_MEDEWERKERS = 'De sectorrapportage is er alleen voor medewerkers van de servicedesk.';

export const magSectorrapportZien = (actor: { isSBMedewerker: boolean }) => actor.isSBMedewerker;
