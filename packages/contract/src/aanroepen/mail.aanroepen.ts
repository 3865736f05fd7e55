/** The outbox call (decision 018) in the call catalogue. */
import { MELDING_UITBAK_ALLEEN_STAF } from '../mail-oidc/mail.meldingen';
import { UITBAK_PER_PAGINA, uitbakAntwoordSchema, uitbakRoutes, uitbakVraagSchema } from '../mail-oidc/uitbak.schema';
import { aanroep, STAF } from './aanroep';
import { GEEN_SESSIE, ONGELDIG } from './meldingen';

export const mailAanroepen = {
  uitbak: aanroep({
    methode: 'GET',
    pad: uitbakRoutes.uitbak.path,
    groep: 'Servicedesk',
    invoer: uitbakVraagSchema,
    antwoord: uitbakAntwoordSchema,
    beleid: { bereik: 'account', toegestaan: STAF },
    samenvatting: 'De uitgaande e-mail, nieuwste eerst, per pagina en te zoeken op ontvanger (servicedesk).',
    weigeringen: [GEEN_SESSIE, ONGELDIG, { status: 403, melding: MELDING_UITBAK_ALLEEN_STAF }],
    voorbeeld: {
      pagina: 1,
      perPagina: UITBAK_PER_PAGINA,
      totaal: 1,
      smtpIngesteld: false,
      berichten: [
        {
          id: 17,
          aangemaaktOp: '2026-12-02T07:40:00.000Z',
          aan: 'gerrit@maatschapjansen.nl',
          onderwerp: 'Visser Melkveeadvies vraagt een machtiging',
          tekst: 'Beste Gerrit Jansen,\n\nVisser Melkveeadvies vraagt Maatschap Jansen om een machtiging (beheren).',
          soort: 'machtiging-aangevraagd',
          status: 'wacht',
          verzondenOp: null,
          pogingen: 0,
          fout: null,
        },
      ],
    },
  }),
};
