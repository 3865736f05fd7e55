/** Registratie relatie (staff: register organisations and farms, decide applications, company changes) in the call catalogue. */
import { z } from 'zod';
import { okAntwoordSchema } from '../profiel/profiel.schema';
import {
  afwijzenInvoerSchema,
  registreerRelatieAntwoordSchema,
  registreerRelatieSchema,
  relatieLijstSchema,
  relatieLijstVraagSchema,
  relatieRoutes as r,
  relatieStatusInvoerSchema,
  verwerkenInvoerSchema,
  wijzigingenAntwoordSchema,
  type RelatieRegel,
} from '../relaties/relaties.schema';
import * as R from '../relaties/relaties.meldingen';
import { aanroep, STAF, type Beleid, type Weigering } from './aanroep';
import { GEEN_SESSIE, ONGELDIG } from './meldingen';

const groep = 'Registratie relatie';
// the session and the staff role come before the body (a farm user gets 403 whatever they send): the walk checks the gate
const beleid: Beleid = { bereik: 'beheer', toegestaan: STAF, alleenPoort: true };
const basis: Weigering[] = [GEEN_SESSIE, { status: 403, melding: R.MELDING_RELATIES_ALLEEN_STAF }];

const relatie: RelatieRegel = {
  id: 5,
  soort: 'adviesbureau',
  status: 'aangevraagd',
  naam: 'Visser Melkveeadvies',
  kvkNummer: '56789012',
  brs: null,
  ubns: [],
  plaats: 'Leeuwarden',
  contactpersoon: 'Anna Visser',
  contactEmail: 'anna@vissermelkveeadvies.nl',
  aangemaaktOp: '28-11-2026',
  statusReden: null,
  aantalGebruikers: 1,
};

export const relatieAanroepen = {
  relatiesLijst: aanroep({
    methode: 'GET',
    pad: r.lijst.path,
    groep,
    invoer: relatieLijstVraagSchema,
    antwoord: relatieLijstSchema,
    beleid,
    samenvatting: 'De relaties (bedrijven en organisaties), te filteren op soort, status en zoektekst.',
    weigeringen: [...basis, ONGELDIG],
    voorbeeld: { relaties: [relatie], meer: false },
  }),
  relatieRegistreren: aanroep({
    methode: 'POST',
    pad: r.registreer.path,
    groep,
    invoer: registreerRelatieSchema,
    antwoord: registreerRelatieAntwoordSchema,
    beleid,
    samenvatting: 'Een organisatie of een melkveebedrijf registreren.',
    weigeringen: [...basis, ONGELDIG, { status: 409, melding: R.kvkBezet('<naam>') }],
    voorbeeld: { id: 9, melding: 'Melkveebedrijf De Vries is geregistreerd.' },
  }),
  relatieStatus: aanroep({
    methode: 'POST',
    pad: r.status.path,
    groep,
    invoer: relatieStatusInvoerSchema,
    antwoord: okAntwoordSchema,
    beleid,
    samenvatting: 'De aanvraag van een organisatie goedkeuren of blokkeren, met een reden.',
    weigeringen: [
      ...basis,
      ONGELDIG,
      { status: 400, melding: R.MELDING_BEDRIJF_NIET_BEOORDELEN },
      { status: 404, melding: R.MELDING_RELATIE_ONBEKEND },
      { status: 409, melding: R.organisatieAl('<status>') },
      { status: 409, melding: R.MELDING_RELATIE_AL_BEOORDEELD },
    ],
    voorbeeld: { ok: true, melding: 'Visser Melkveeadvies is goedgekeurd.' },
  }),
  bedrijfswijzigingen: aanroep({
    methode: 'GET',
    pad: r.wijzigingen.path,
    groep,
    invoer: z.strictObject({}),
    antwoord: wijzigingenAntwoordSchema,
    beleid,
    samenvatting: 'De bedrijfswijzigingen (nieuw KvK-, BRS-nummer of UBN’s) die op de servicedesk wachten.',
    weigeringen: basis,
    voorbeeld: {
      wijzigingen: [
        {
          id: 2,
          relatieId: 2,
          bedrijfsnaam: 'Maatschap Jansen',
          oudKvk: '23456789',
          nieuwKvk: '87654321',
          oudBrs: '123456789',
          nieuwBrs: null,
          oudUbns: ['1234567'],
          nieuwUbns: ['1234567'],
          overgangsdatum: '01-01-2027',
          ingediendOp: '02-12-2026 09:30',
          ingediendDoor: 'Gerrit Jansen',
          toelichting: 'De maatschap is omgezet in een vof.',
          aantalActieveMachtigingen: 1,
        },
      ],
    },
  }),
  bedrijfswijzigingVerwerken: aanroep({
    methode: 'POST',
    pad: r.verwerken.path,
    groep,
    invoer: verwerkenInvoerSchema,
    antwoord: okAntwoordSchema,
    beleid,
    samenvatting: 'Een bedrijfswijziging verwerken: het bedrijf houdt zijn kringloopwijzers, de machtigingen vragen herbevestiging.',
    weigeringen: [
      ...basis,
      ONGELDIG,
      { status: 404, melding: R.MELDING_BEDRIJFSWIJZIGING_ONBEKEND },
      { status: 409, melding: R.bedrijfswijzigingAl('<status>') },
      { status: 409, melding: R.nieuwKvkBezetDoor('<naam>') },
      { status: 409, melding: R.MELDING_NIEUW_KVK_BEZET },
    ],
    voorbeeld: { ok: true, melding: 'De bedrijfswijziging van Maatschap Jansen is verwerkt; één machtiging wacht op herbevestiging.' },
  }),
  bedrijfswijzigingAfwijzen: aanroep({
    methode: 'POST',
    pad: r.afwijzen.path,
    groep,
    invoer: afwijzenInvoerSchema,
    antwoord: okAntwoordSchema,
    beleid,
    samenvatting: 'Een bedrijfswijziging afwijzen, met een reden die het bedrijf per e-mail krijgt.',
    weigeringen: [...basis, ONGELDIG, { status: 404, melding: R.MELDING_BEDRIJFSWIJZIGING_ONBEKEND }, { status: 409, melding: R.bedrijfswijzigingAl('<status>') }],
    voorbeeld: { ok: true, melding: 'De bedrijfswijziging is afgewezen.' },
  }),
};
