/** Who may see the service desk's dashboard: staff only (route catalogue: MEDEWERKER). */
import type { BeleidsActor } from '../../plugins/auth';

export const magSbDashboardZien = (actor: Pick<BeleidsActor, 'isSBMedewerker'>) => actor.isSBMedewerker;

export { MELDING_SB_DASHBOARD_ALLEEN_STAF as MELDING_ALLEEN_SERVICEDESK } from '@kw/contract';
