/** The consent ledger's calls (decision 033) in the call catalogue. */
import { z } from 'zod';
import { MELDING_BEDRIJF_ONBEKEND } from '../machtigingen/machtigingen.meldingen';
import { toestemmingRoutes as t } from '../toestemmingen/routes';
import {
  bewijsVraagSchema,
  grootboekAntwoordSchema,
  grootboekVraagSchema,
  toestemmingIntrekkenAntwoordSchema,
  toestemmingIntrekkenSchema,
  type ToestemmingRegel,
} from '../toestemmingen/toestemmingen.schema';
import * as T from '../toestemmingen/toestemmingen.meldingen';
import { aanroep, BEDRIJFSZIJDE, BEHEER_BEDRIJF, type Weigering } from './aanroep';
import { GEEN_SESSIE } from './meldingen';

const groep = 'Toestemmingen';

const regel: ToestemmingRegel = {
  sleutel: 'organisatiemachtiging-3',
  soort: 'organisatiemachtiging',
  id: 3,
  versie: 2,
  machtigingSoort: 'beheren',
  soortTekst: 'Machtiging organisatie: beheren',
  richting: 'uit',
  ontvanger: { naam: 'Visser Melkveeadvies', kvk: '56789012' },
  doel: 'De kringloopwijzer van het bedrijf invullen en inzien.',
  producten: ['Kringloopwijzer'],
  ingang: '2026-12-02',
  einde: '2027-12-01',
  status: 'actief',
  statusTekst: 'Actief',
  lopend: true,
  laatstGebruikt: '2026-12-10',
  laatstGebruiktBron: 'Laatst gebruikt volgens het toegangslog.',
  ongebruiktSinds12Maanden: false,
  voorstel: null,
  magIntrekken: true,
  redenVerplicht: false,
};
const lezenWeigeringen: Weigering[] = [GEEN_SESSIE, { status: 403, melding: T.MELDING_GEEN_GROOTBOEK }, { status: 404, melding: MELDING_BEDRIJF_ONBEKEND }];

export const toestemmingAanroepen = {
  toestemmingenGrootboek: aanroep({
    methode: 'GET',
    pad: t.grootboek.path,
    groep,
    invoer: grootboekVraagSchema,
    antwoord: grootboekAntwoordSchema,
    beleid: { bereik: 'bedrijf', toegestaan: BEHEER_BEDRIJF },
    samenvatting: 'Alle toestemmingen van het bedrijf in één lijst: machtigingen, koppelingen, deelnames en pilots.',
    weigeringen: [...lezenWeigeringen, { status: 400, melding: T.toestemmingNummerMelding('relatieId') }],
    voorbeeld: {
      relatieId: 1,
      bedrijf: { naam: 'Melkveebedrijf De Vries', kvk: '12345678' },
      vandaag: '2026-12-14',
      weergave: 'lopend',
      magIntrekken: true,
      regels: [regel],
    },
  }),
  toestemmingIntrekken: aanroep({
    methode: 'POST',
    pad: t.intrekken.path,
    groep,
    invoer: toestemmingIntrekkenSchema,
    antwoord: toestemmingIntrekkenAntwoordSchema,
    beleid: { bereik: 'bedrijf', toegestaan: BEDRIJFSZIJDE },
    samenvatting: 'Eén toestemming beëindigen via de eigen stap van de eigenaar (intrekken, of een pilot verlaten).',
    weigeringen: [
      GEEN_SESSIE,
      { status: 400, melding: T.MELDING_TOESTEMMING_VERSIE },
      { status: 403, melding: T.MELDING_TOESTEMMING_NIET_INTREKKEN },
      { status: 404, melding: MELDING_BEDRIJF_ONBEKEND },
    ],
    voorbeeld: { melding: 'De machtiging is ingetrokken. De organisatie heeft vanaf nu geen toegang meer via deze machtiging.' },
  }),
  toestemmingBewijs: aanroep({
    methode: 'GET',
    pad: t.bewijs.path,
    groep,
    invoer: bewijsVraagSchema,
    antwoord: z.unknown(),
    bestand: 'pdf',
    beleid: { bereik: 'bedrijf', toegestaan: BEHEER_BEDRIJF },
    samenvatting: 'Het bewijs van één toestemming als PDF.',
    weigeringen: [...lezenWeigeringen, { status: 404, melding: T.MELDING_TOESTEMMING_ONBEKEND }],
    voorbeeld: null,
  }),
};
