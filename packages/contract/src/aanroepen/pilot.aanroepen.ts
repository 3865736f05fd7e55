/** The pilot calls (sharing-anchors.md §2 "/beheer/pilot") in the call catalogue. */
import { z } from 'zod';
import { geenUitkomstOmTeHerberekenen } from '../rapportage/rapportage.herberekening';
import { pilotRoutes as p } from '../pilot/routes';
import {
  bedrijfsPilotsAntwoordSchema,
  pilotAntwoordSchema,
  pilotInvoerSchema,
  pilotsAntwoordSchema,
  vergelijkingAntwoordSchema,
  vergelijkingVraagSchema,
  verlatenInvoerSchema,
  type BedrijfsPilot,
  type PilotRegel,
} from '../pilot/pilot.schema';
import * as P from '../pilot/pilot.meldingen';
import { aanroep, BEDRIJFSZIJDE, LEZEN, STAF, type Weigering } from './aanroep';
import { GEEN_SESSIE, MELDINGEN, ONGELDIG } from './meldingen';

const groep = 'Pilots';
const geen = z.strictObject({});

const pilot: PilotRegel = {
  id: 1,
  versie: 2,
  naam: 'Pilot weidegang 2025',
  doel: 'Nagaan wat de rekenregels van 2025 betekenen voor bedrijven met veel weidegang.',
  van: '2025-03-01',
  tot: '2025-12-31',
  regelJaar: 2025,
  aantalActief: 1,
  aantalVerlaten: 1,
  bedrijven: [
    { relatieId: 1, naam: 'Melkveebedrijf De Vries', kvk: '12345678', verlatenOp: null },
    { relatieId: 2, naam: 'Maatschap Jansen', kvk: '23456789', verlatenOp: '2025-06-12T08:30:00.000Z' },
  ],
};
const bedrijfsPilot: BedrijfsPilot = {
  id: 1,
  naam: 'Pilot weidegang 2025',
  doel: pilot.doel,
  van: '2025-03-01',
  tot: '2025-12-31',
  regelJaar: 2025,
  toegevoegdOp: '2025-02-20T09:15:00.000Z',
  verlatenOp: null,
  actief: true,
};
const bedrijfWeigeringen: Weigering[] = [GEEN_SESSIE, { status: 403, melding: MELDINGEN.geenToegang }, { status: 404, melding: MELDINGEN.geenKlwGeselecteerd }];

export const pilotAanroepen = {
  pilots: aanroep({
    methode: 'GET',
    pad: p.pilots.path,
    groep,
    invoer: geen,
    antwoord: pilotsAntwoordSchema,
    beleid: { bereik: 'beheer', toegestaan: STAF },
    samenvatting: 'Alle pilots met hun bedrijven en het aantal actieve en vertrokken bedrijven (medewerkers).',
    weigeringen: [GEEN_SESSIE, { status: 403, melding: P.MELDING_PILOTS_ALLEEN_STAF }],
    voorbeeld: { pilots: [pilot], regelJaren: [2023, 2024, 2025] },
  }),
  pilotOpslaan: aanroep({
    methode: 'POST',
    pad: p.pilotOpslaan.path,
    groep,
    invoer: pilotInvoerSchema,
    antwoord: pilotAntwoordSchema,
    beleid: { bereik: 'beheer', toegestaan: STAF },
    samenvatting: 'Een pilot vastleggen (zonder id) of wijzigen (id en versie), met de bedrijven als lijst van KvK-nummers.',
    weigeringen: [
      GEEN_SESSIE,
      ONGELDIG,
      { status: 400, melding: P.MELDING_PILOT_GEEN_BEDRIJVEN },
      { status: 400, melding: P.pilotRegelOnbekendKvk(3, '<kvk>') },
      { status: 403, melding: P.MELDING_PILOTS_ALLEEN_STAF },
      { status: 404, melding: P.MELDING_PILOT_ONBEKEND },
      { status: 409, melding: P.MELDING_PILOT_GEWIJZIGD },
    ],
    voorbeeld: { pilot },
  }),
  pilotsVanBedrijf: aanroep({
    methode: 'GET',
    pad: p.vanBedrijf.path,
    groep,
    invoer: geen,
    antwoord: bedrijfsPilotsAntwoordSchema,
    beleid: { bereik: 'record-open', toegestaan: LEZEN },
    samenvatting: 'De pilots waaraan het bedrijf van de gekozen kringloopwijzer meedoet of meedeed.',
    weigeringen: bedrijfWeigeringen,
    voorbeeld: { pilots: [bedrijfsPilot] },
  }),
  pilotVerlaten: aanroep({
    methode: 'POST',
    pad: p.verlaten.path,
    groep,
    invoer: verlatenInvoerSchema,
    antwoord: bedrijfsPilotsAntwoordSchema,
    beleid: { bereik: 'record-open', toegestaan: BEDRIJFSZIJDE },
    samenvatting: 'Het bedrijf van de gekozen kringloopwijzer verlaat een pilot; het antwoord is de lijst daarna.',
    weigeringen: [...bedrijfWeigeringen, { status: 403, melding: P.MELDING_PILOT_NIET_VERLATEN }, { status: 404, melding: P.MELDING_PILOT_GEEN_DEELNAME }, { status: 409, melding: P.MELDING_PILOT_AL_VERLATEN }],
    voorbeeld: { pilots: [{ ...bedrijfsPilot, verlatenOp: '2025-06-12T08:30:00.000Z', actief: false }] },
  }),
  pilotVergelijking: aanroep({
    methode: 'GET',
    pad: p.vergelijking.path,
    groep,
    invoer: vergelijkingVraagSchema,
    antwoord: vergelijkingAntwoordSchema,
    beleid: { bereik: 'record-open', toegestaan: LEZEN },
    samenvatting: 'De uitkomst van de gekozen kringloopwijzer onder de eigen rekenregels en onder die van de pilot, naast elkaar.',
    weigeringen: [
      GEEN_SESSIE,
      { status: 400, melding: P.MELDING_PILOT_VRAAG },
      { status: 403, melding: MELDINGEN.geenToegang },
      { status: 404, melding: MELDINGEN.onbekendeKlw },
      { status: 404, melding: P.MELDING_PILOT_GEEN_DEELNAME },
      { status: 404, melding: geenUitkomstOmTeHerberekenen(2024) },
    ],
    voorbeeld: {
      pilotId: 1,
      kringloopwijzerId: 11,
      jaar: 2024,
      eigenRekenregelversie: '2024.1',
      pilotRekenregelversie: '2025.1',
      regels: [{ sleutel: 'stikstofBodemoverschot', label: 'Bodemoverschot stikstof', eenheid: 'kg N/ha', eigen: 142, pilot: 131, verschil: -11 }],
    },
  }),
};
