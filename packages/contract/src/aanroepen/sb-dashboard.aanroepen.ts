/** The staff dashboard's call (/sbDashboard) in the call catalogue. */
import { MELDING_SB_DASHBOARD_ALLEEN_STAF } from '../sb-dashboard/sb-dashboard.meldingen';
import { sbDashboardRoutes } from '../sb-dashboard/routes';
import { sbDashboardSchema, sbDashboardVraagSchema } from '../sb-dashboard/sb-dashboard.schema';
import { aanroep, STAF } from './aanroep';
import { GEEN_SESSIE, ONGELDIG } from './meldingen';

export const sbDashboardAanroepen = {
  sbDashboard: aanroep({
    methode: 'GET',
    pad: sbDashboardRoutes.dashboard.path,
    groep: 'Servicedesk',
    invoer: sbDashboardVraagSchema,
    antwoord: sbDashboardSchema,
    beleid: { bereik: 'beheer', toegestaan: STAF },
    samenvatting: 'Het dashboard van de servicedesk: voortgang van een jaar tot de deadline, blokkades en werkvoorraad.',
    weigeringen: [GEEN_SESSIE, { status: 403, melding: MELDING_SB_DASHBOARD_ALLEEN_STAF }, ONGELDIG],
    voorbeeld: {
      jaar: 2025,
      jaren: [2025, 2024, 2023],
      deadline: '2026-03-31',
      vandaag: '2026-02-16',
      voortgang: { ingediend: 412, open: 230, nietGestart: 58 },
      zonderKringloopwijzer: 7,
      perDag: [
        { datum: '2026-02-15', ingediend: 9, cumulatief: 401 },
        { datum: '2026-02-16', ingediend: 11, cumulatief: 412 },
      ],
      perZuivel: [
        { naam: 'FrieslandCampina', ingediend: 300, open: 170, nietGestart: 40 },
        { naam: null, ingediend: 112, open: 60, nietGestart: 18 },
      ],
      blokkades: {
        nietIndienbaar: 96,
        zonderUitkomst: 58,
        meest: [{ soort: 'scherm', scherm: 'Bodem', melding: 'Bodem', aantal: 31 }],
      },
      wachtrijen: [
        {
          sleutel: 'machtigingen',
          naam: 'Machtigingen',
          aantal: 4,
          route: '/beheer/machtigingen',
          toelichting: 'Aanvragen van organisaties die op de boer wachten.',
        },
      ],
    },
  }),
};
