/** The mandate calls (decision 019) in the call catalogue. */
import {
  aanvragenInvoerSchema,
  alleMachtigingenAntwoordSchema,
  alleVraagSchema,
  bedrijfMachtigingenAntwoordSchema,
  machtigingRoutes,
  machtigingStapAntwoordSchema,
  machtigingStapSchema,
  organisatieMachtigingenAntwoordSchema,
  vanBedrijfVraagSchema,
  verlenenInvoerSchema,
  type MachtigingRegel,
} from '../machtigingen/machtigingen.schema';
import * as M from '../machtigingen/machtigingen.meldingen';
import { z } from 'zod';
import { aanroep, BEDRIJFSZIJDE, BEHEER_BEDRIJF, ORGANISATIES, STAF, type Weigering } from './aanroep';
import { GEEN_SESSIE } from './meldingen';

const regel: MachtigingRegel = {
  id: 3,
  relatieId: 2,
  bedrijfsnaam: 'Maatschap Jansen',
  bedrijfKvk: '23456789',
  organisatieId: 5,
  organisatie: 'Visser Melkveeadvies',
  organisatieKvk: '56789012',
  organisatieSoort: 'adviseur',
  soort: 'beheren',
  status: 'actief',
  ingangsdatum: '2026-12-02',
  einddatum: '2027-12-01',
  versie: 2,
  statusReden: null,
  statusGewijzigdOp: '02-12-2026',
  geschiedenis: [
    { tijdstip: '01-12-2026 09:12', wie: 'Anna Visser (Visser Melkveeadvies)', actie: 'Aangevraagd', vanStatus: null, naarStatus: 'aangevraagd', reden: null },
    { tijdstip: '02-12-2026 07:40', wie: 'Gerrit Jansen', actie: 'Bevestigd', vanStatus: 'aangevraagd', naarStatus: 'actief', reden: null },
  ],
};

const stapWeigeringen: Weigering[] = [
  GEEN_SESSIE,
  { status: 403, melding: M.MELDING_GEEN_BEHEER },
  { status: 404, melding: M.MELDING_MACHTIGING_ONBEKEND },
  { status: 409, melding: M.MELDING_MACHTIGING_GEWIJZIGD },
];
const groep = 'Machtigingen';
const mr = machtigingRoutes;
const geen = z.strictObject({});

export const machtigingAanroepen = {
  machtigingAanvragen: aanroep({
    methode: 'POST',
    pad: mr.aanvragen.path,
    groep,
    invoer: aanvragenInvoerSchema,
    antwoord: machtigingStapAntwoordSchema,
    beleid: { bereik: 'account', toegestaan: ORGANISATIES },
    samenvatting: 'Een organisatie vraagt een bedrijf (op KvK-nummer) om een machtiging.',
    weigeringen: [GEEN_SESSIE, { status: 403, melding: M.MELDING_ORGANISATIE_NIET_GOEDGEKEURD }, { status: 404, melding: M.geenBedrijfMetKvk('<kvk>') }, { status: 409, melding: M.volmachtBezet('<organisatie>') }],
    voorbeeld: { machtiging: { ...regel, status: 'aangevraagd', versie: 1, geschiedenis: regel.geschiedenis.slice(0, 1) } },
  }),
  machtigingVerlenen: aanroep({
    methode: 'POST',
    pad: mr.verlenen.path,
    groep,
    invoer: verlenenInvoerSchema,
    antwoord: machtigingStapAntwoordSchema,
    beleid: { bereik: 'bedrijf', toegestaan: BEDRIJFSZIJDE },
    samenvatting: 'De boer (of de volmachthouder) geeft een organisatie direct een machtiging.',
    weigeringen: [GEEN_SESSIE, { status: 403, melding: M.MELDING_GEEN_BEHEER }, { status: 404, melding: M.geenOrganisatieMetKvk('<kvk>') }, { status: 409, melding: M.MELDING_AL_LOPEND }],
    voorbeeld: { machtiging: regel },
  }),
  machtigingBevestigen: aanroep({
    methode: 'POST',
    pad: mr.bevestigen.path,
    groep,
    invoer: machtigingStapSchema,
    antwoord: machtigingStapAntwoordSchema,
    beleid: { bereik: 'bedrijf', toegestaan: BEDRIJFSZIJDE },
    samenvatting: 'De boer bevestigt de aanvraag van een organisatie: de machtiging wordt actief.',
    weigeringen: [...stapWeigeringen, { status: 409, melding: M.geenOpenAanvraag('<status>') }, { status: 409, melding: M.MELDING_TERMIJN_VOORBIJ }],
    voorbeeld: { machtiging: regel },
  }),
  machtigingWeigeren: aanroep({
    methode: 'POST',
    pad: mr.weigeren.path,
    groep,
    invoer: machtigingStapSchema,
    antwoord: machtigingStapAntwoordSchema,
    beleid: { bereik: 'bedrijf', toegestaan: BEDRIJFSZIJDE },
    samenvatting: 'De boer weigert de aanvraag van een organisatie, met een reden als hij wil.',
    weigeringen: [...stapWeigeringen, { status: 409, melding: M.geenOpenAanvraag('<status>') }],
    voorbeeld: { machtiging: { ...regel, status: 'geweigerd', statusReden: 'Wij werken met een andere adviseur.' } },
  }),
  machtigingIntrekken: aanroep({
    methode: 'POST',
    pad: mr.intrekken.path,
    groep,
    invoer: machtigingStapSchema,
    antwoord: machtigingStapAntwoordSchema,
    beleid: { bereik: 'bedrijf', toegestaan: BEDRIJFSZIJDE },
    samenvatting: 'De boer of de organisatie zelf beëindigt een machtiging (of trekt een aanvraag in).',
    weigeringen: [GEEN_SESSIE, { status: 403, melding: M.MELDING_NIET_INTREKKEN }, { status: 404, melding: M.MELDING_MACHTIGING_ONBEKEND }, { status: 409, melding: M.MELDING_MACHTIGING_GEWIJZIGD }, { status: 409, melding: M.alBeeindigd('<status>') }],
    voorbeeld: { machtiging: { ...regel, status: 'ingetrokken', versie: 3 } },
  }),
  machtigingenVanBedrijf: aanroep({
    methode: 'GET',
    pad: mr.vanBedrijf.path,
    groep,
    invoer: vanBedrijfVraagSchema,
    antwoord: bedrijfMachtigingenAntwoordSchema,
    beleid: { bereik: 'bedrijf', toegestaan: BEHEER_BEDRIJF },
    samenvatting: 'De machtigingen van één bedrijf, met hun geschiedenis.',
    weigeringen: [GEEN_SESSIE, { status: 403, melding: M.MELDING_GEEN_TOEGANG_MACHTIGINGEN }, { status: 404, melding: M.MELDING_BEDRIJF_ONBEKEND }],
    voorbeeld: { relatieId: 2, bedrijfsnaam: 'Maatschap Jansen', volmachtHouder: null, magBeheren: true, machtigingen: [regel] },
  }),
  machtigingenVanOrganisatie: aanroep({
    methode: 'GET',
    pad: mr.vanOrganisatie.path,
    groep,
    invoer: geen,
    antwoord: organisatieMachtigingenAntwoordSchema,
    beleid: { bereik: 'account', toegestaan: ORGANISATIES },
    samenvatting: 'De machtigingen van de organisatie van de gebruiker.',
    weigeringen: [GEEN_SESSIE, { status: 403, melding: M.MELDING_GEEN_ORGANISATIE }],
    voorbeeld: { organisatieId: 5, organisatie: 'Visser Melkveeadvies', organisatieStatus: 'goedgekeurd', machtigingen: [regel] },
  }),
  machtigingenAlle: aanroep({
    methode: 'GET',
    pad: mr.alle.path,
    groep,
    invoer: alleVraagSchema,
    antwoord: alleMachtigingenAntwoordSchema,
    beleid: { bereik: 'beheer', toegestaan: STAF },
    samenvatting: 'Alle machtigingen, gefilterd en per pagina (servicedesk).',
    weigeringen: [GEEN_SESSIE, { status: 403, melding: M.MELDING_ALLE_MACHTIGINGEN_STAF }],
    voorbeeld: { totaal: 1, pagina: 1, perPagina: 50, machtigingen: [regel] },
  }),
};
