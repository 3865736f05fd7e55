/**
 * Who may use /Deelnemers (decision 019): users of an organisation (adviser, accountant, dairy,
 * supplier) and staff. A farm's own users work in their one farm and get 403.
 */
import type { BeleidsActor } from '../../plugins/auth';
import { magBedrijfInzien } from '../kringloopwijzer/kringloopwijzer.policy';

export const MELDING_ALLEEN_ORGANISATIES =
  'De lijst met deelnemers is er voor medewerkers van adviesbureaus en andere organisaties en voor de servicedesk.';
export const MELDING_NIET_ALLE_BEDRIJVEN = 'U mag de kengetallen van niet al deze bedrijven inzien. Vernieuw de lijst en kies opnieuw.';

export const magDeelnemersZien = (v: { isSBMedewerker: boolean; organisatieId: number | null }) => v.isSBMedewerker || v.organisatieId !== null;

/**
 * Key figures are farm data: an active mandate of the caller's organisation, or for staff a
 * running access given with a reason (the same rule as opening the farm).
 */
export const magKengetallenVan = (actor: BeleidsActor, relatieId: number) => magBedrijfInzien(actor, relatieId);
