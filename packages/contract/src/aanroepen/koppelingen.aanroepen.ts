/** The farmer's data-link calls (decision 020) in the call catalogue. */
import { z } from 'zod';
import {
  berichtVraagSchema,
  herkomstAntwoordSchema,
  koppelingenOverzichtSchema,
  koppelingStapAntwoordSchema,
  koppelingStapSchema,
  leveranciersAntwoordSchema,
  nuOphalenAntwoordSchema,
  nuOphalenInvoerSchema,
  ruwBerichtSchema,
  toevoegenInvoerSchema,
  type KoppelingRegel,
} from '../koppelingen/koppelingen.schema';
import { koppelingRoutes as kr } from '../koppelingen/routes';
import * as K from '../koppelingen/koppelingen.meldingen';
import { aanroep, LEZEN, RELATIES, WIJZIGEN, type Weigering } from './aanroep';
import { GEEN_SESSIE } from './meldingen';

const groep = 'Koppelingen';
const regel: KoppelingRegel = {
  id: 4,
  soort: 'voerleveringen',
  leverancierId: 2,
  leverancier: 'Voerbedrijf De Hoeve',
  klantnummer: 'DH-10233',
  status: 'actief',
  versie: 2,
  sinds: '01-03-2024',
  laatsteBericht: '28-11-2024 06:10',
  aantalBerichtenDitJaar: 11,
  periodeDitJaar: '01-01-2024 – 28-11-2024',
  gezondheid: 'groen',
  gezondheidReden: 'Het laatste bericht kwam op tijd.',
  verwachtUiterlijk: '31-12-2024',
  cadans: 'maandelijks',
  viaRvo: false,
  ophaalverzoekOpen: false,
  berichten: [],
};
const stapWeigeringen: Weigering[] = [
  GEEN_SESSIE,
  { status: 403, melding: K.MELDING_GEEN_TOEGANG_BEDRIJF },
  { status: 403, melding: K.MELDING_KOPPELING_ALLEEN_LEZEN },
  { status: 404, melding: K.MELDING_KOPPELING_ONBEKEND },
  { status: 409, melding: K.stapKanNietMeer('<status>') },
  { status: 409, melding: K.MELDING_KOPPELING_GEWIJZIGD },
];
const stap = (pad: string, samenvatting: string, status: 'actief' | 'geweigerd' | 'ingetrokken') =>
  aanroep({
    methode: 'POST',
    pad,
    groep,
    invoer: koppelingStapSchema,
    antwoord: koppelingStapAntwoordSchema,
    beleid: { bereik: 'bedrijf', toegestaan: WIJZIGEN },
    samenvatting,
    weigeringen: stapWeigeringen,
    voorbeeld: { id: 4, status, versie: 3 },
  });

export const koppelingAanroepen = {
  koppelingenOverzicht: aanroep({
    methode: 'GET',
    pad: kr.overzicht.path,
    groep,
    invoer: z.strictObject({}),
    antwoord: koppelingenOverzichtSchema,
    beleid: { bereik: 'record-open', toegestaan: LEZEN },
    samenvatting: 'De koppelingen van het bedrijf van de gekozen kringloopwijzer, met hun gezondheid en de berichten van dit jaar.',
    weigeringen: [GEEN_SESSIE, { status: 403, melding: K.MELDING_GEEN_TOEGANG_BEDRIJF }],
    voorbeeld: { relatieId: 1, kringloopwijzerId: 1, jaar: 2024, magBeheren: true, koppelingen: [regel], rvoStappen: ['Log in op mijn.rvo.nl.'] },
  }),
  koppelingenHerkomst: aanroep({
    methode: 'GET',
    pad: kr.herkomst.path,
    groep,
    invoer: z.strictObject({}),
    antwoord: herkomstAntwoordSchema,
    beleid: { bereik: 'record-open', toegestaan: LEZEN },
    samenvatting: 'Per veld dat een koppeling schreef: leverancier, datum en waarde ("uit koppeling").',
    weigeringen: [GEEN_SESSIE, { status: 403, melding: K.MELDING_GEEN_TOEGANG_BEDRIJF }],
    voorbeeld: {
      kringloopwijzerId: 1,
      velden: [
        { scherm: 'veestapel', veld: 'veestapel.melkkoeien.gemiddeldAantal', label: 'Gemiddeld aantal melkkoeien', leverancier: 'RVO (via ZuivelNL)', datum: '05-07-2024', tekst: 'uit koppeling: RVO (via ZuivelNL), 05-07-2024', waarde: 100, toegepast: true },
        { scherm: 'krachtvoer', veld: 'krachtvoer.producten[Melkvee Brok 20].aanvoerKg', label: 'Krachtvoer Melkvee Brok 20: aanvoer (kg)', leverancier: 'De Heus Voeders', datum: '04-06-2024', tekst: 'uit koppeling: De Heus Voeders, 04-06-2024', waarde: 9500, toegepast: true },
      ],
    },
  }),
  koppelingLeveranciers: aanroep({
    methode: 'GET',
    pad: kr.leveranciers.path,
    groep,
    invoer: z.strictObject({}),
    antwoord: leveranciersAntwoordSchema,
    beleid: { bereik: 'account', toegestaan: RELATIES },
    samenvatting: 'De leveranciers om uit te kiezen, met de soorten berichten die zij leveren.',
    weigeringen: [GEEN_SESSIE],
    voorbeeld: { leveranciers: [{ id: 2, naam: 'Voerbedrijf De Hoeve', soorten: ['voerleveringen'] }] },
  }),
  koppelingToevoegen: aanroep({
    methode: 'POST',
    pad: kr.toevoegen.path,
    groep,
    invoer: toevoegenInvoerSchema,
    antwoord: koppelingStapAntwoordSchema,
    beleid: { bereik: 'bedrijf', toegestaan: WIJZIGEN },
    samenvatting: 'De boer voegt een koppeling met een leverancier toe (op zijn klantnummer).',
    weigeringen: [
      GEEN_SESSIE,
      { status: 403, melding: K.MELDING_KOPPELING_ALLEEN_LEZEN },
      { status: 400, melding: K.MELDING_KOPPELING_VIA_RVO },
      { status: 400, melding: K.MELDING_KIES_LEVERANCIER },
      { status: 400, melding: K.MELDING_SOORT_NIET_GELEVERD },
      { status: 409, melding: K.MELDING_KOPPELING_BESTAAT_AL },
    ],
    voorbeeld: { id: 5, status: 'actief', versie: 1 },
  }),
  koppelingAccepteren: stap(kr.accepteren.path, 'De boer accepteert het verzoek van een leverancier: de koppeling wordt actief.', 'actief'),
  koppelingWeigeren: stap(kr.weigeren.path, 'De boer weigert het verzoek van een leverancier.', 'geweigerd'),
  koppelingIntrekken: stap(kr.intrekken.path, 'De boer beëindigt een koppeling: de leverancier levert niets meer.', 'ingetrokken'),
  koppelingBericht: aanroep({
    methode: 'GET',
    pad: kr.bericht.path,
    groep,
    invoer: berichtVraagSchema,
    antwoord: ruwBerichtSchema,
    beleid: { bereik: 'bedrijf', toegestaan: LEZEN },
    samenvatting: 'Eén ontvangen bericht zoals de leverancier het stuurde.',
    weigeringen: [GEEN_SESSIE, { status: 403, melding: K.MELDING_GEEN_TOEGANG_BEDRIJF }, { status: 404, melding: K.MELDING_BERICHT_ONBEKEND }],
    voorbeeld: { id: 9, leverancier: 'Voerbedrijf De Hoeve', soort: 'voerleveringen', leverancierBerichtId: 'DH-2024-11', ontvangenOp: '28-11-2024 06:10', inhoudType: 'text/csv', inhoud: 'datum;product;kg\n2024-11-27;Brok 2000;8000\n' },
  }),
  koppelingNuOphalen: aanroep({
    methode: 'POST',
    pad: kr.nuOphalen.path,
    groep,
    invoer: nuOphalenInvoerSchema,
    antwoord: nuOphalenAntwoordSchema,
    beleid: { bereik: 'bedrijf', toegestaan: WIJZIGEN },
    samenvatting: 'De boer vraagt de percelen nu op (de perceelkoppeling levert op aanvraag).',
    weigeringen: [GEEN_SESSIE, { status: 404, melding: K.MELDING_KOPPELING_ONBEKEND }, { status: 400, melding: K.MELDING_ALLEEN_OP_AANVRAAG }, { status: 409, melding: K.MELDING_KOPPELING_NIET_ACTIEF }],
    voorbeeld: { melding: 'De percelen worden opgehaald; ze staan er binnen een paar minuten.' },
  }),
};
