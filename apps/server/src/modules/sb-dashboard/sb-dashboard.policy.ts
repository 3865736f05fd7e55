/** Who may see the service desk's dashboard: staff only (route catalogue: MEDEWERKER). */
import type { BeleidsActor } from '../../plugins/auth';

export const magSbDashboardZien = (actor: Pick<BeleidsActor, 'isSBMedewerker'>) => actor.isSBMedewerker;

export const MELDING_ALLEEN_SERVICEDESK = 'Het dashboard is er alleen voor medewerkers van de servicedesk.';
