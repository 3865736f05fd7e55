/**
 * The consent ledger in the port-3000 mocks (decision 033): the mocked farm's grants of all four
 * kinds, flagged by the contract's own rule (`isOngebruikt`, `voorstelTekst`), ended in place. The
 * receipt is a PDF the real server draws: here a plain Dutch 404. The rights follow the server's:
 * read by the farmer, the volmacht holder and staff; ended by the farmer and the volmacht holder.
 */
import {
  MELDING_BEDRIJF_ONBEKEND,
  MELDING_GEEN_GROOTBOEK,
  MELDING_PILOT_AL_VERLATEN,
  MELDING_TOESTEMMING_NIET_INTREKKEN,
  MELDING_TOESTEMMING_ONBEKEND,
  TOESTEMMING_SOORTEN,
  isOngebruikt,
  toestemmingIntrekkenSchema,
  toestemmingRoutes as t,
  vandaagIso,
  voorstelTekst,
  type GrootboekAntwoord,
  type ToestemmingRegel,
} from '@kw/contract';
import type { MockRol } from './instellingen';

interface Antwoord {
  status: number;
  data: unknown;
}
const ok = (data: unknown): Antwoord => ({ status: 200, data });
const fout = (statusCode: number, message: string): Antwoord => ({ status: statusCode, data: { statusCode, message } });

export const MOCK_BEWIJS_MELDING = 'In de proefomgeving (poort 3000) wordt geen bewijs van toestemming gemaakt; dat PDF-bestand maakt alleen de echte app.';
const BEDRIJF = { relatieId: 1, naam: 'Melkveebedrijf De Vries', kvk: '12345678' };

const dagenGeleden = (n: number) => vandaagIso(new Date(Date.now() - n * 86_400_000));

type Basis = Omit<ToestemmingRegel, 'sleutel' | 'ongebruiktSinds12Maanden' | 'voorstel' | 'magIntrekken'>;

function begin(): Basis[] {
  const alles = 'Alle gegevens en rapporten van het bedrijf';
  return [
    { soort: 'organisatiemachtiging', id: 11, versie: 1, machtigingSoort: 'volmacht', soortTekst: 'Machtiging organisatie: volmacht', richting: 'uit', ontvanger: { naam: 'Bakker Bedrijfsadvies', kvk: '45678901' }, doel: 'Machtigingen van uw bedrijf beheren, de Kringloopwijzer invullen en indienen, en alle rapporten inzien.', producten: [alles, 'Machtigingen beheren'], ingang: dagenGeleden(400), einde: dagenGeleden(-1400), status: 'actief', statusTekst: 'Actief', lopend: true, laatstGebruikt: dagenGeleden(3), laatstGebruiktBron: 'de laatste regel onder deze machtiging in het toegangslog', redenVerplicht: false },
    { soort: 'organisatiemachtiging', id: 12, versie: 1, machtigingSoort: 'inzien', soortTekst: 'Machtiging organisatie: inzien', richting: 'uit', ontvanger: { naam: 'Smit Accountants', kvk: '78901234' }, doel: 'Alle schermen en rapporten inzien; niets wijzigen.', producten: [`${alles} (alleen lezen)`], ingang: dagenGeleden(500), einde: dagenGeleden(-1300), status: 'actief', statusTekst: 'Actief', lopend: true, laatstGebruikt: null, laatstGebruiktBron: 'de laatste regel onder deze machtiging in het toegangslog', redenVerplicht: false },
    { soort: 'koppeling', id: 21, versie: 1, machtigingSoort: null, soortTekst: 'Koppeling (leverancier levert aan uw bedrijf)', richting: 'in', ontvanger: { naam: 'Melkfabriek De Eendracht', kvk: '61000001' }, doel: 'Melkleveringen automatisch in uw Kringloopwijzer zetten (klantnummer ME-10234).', producten: ['Melkleveringen'], ingang: dagenGeleden(700), einde: null, status: 'actief', statusTekst: 'Actief', lopend: true, laatstGebruikt: dagenGeleden(5), laatstGebruiktBron: 'het laatste verwerkte bericht van deze koppeling', redenVerplicht: false },
    { soort: 'koppeling', id: 22, versie: 3, machtigingSoort: null, soortTekst: 'Koppeling (leverancier levert aan uw bedrijf)', richting: 'in', ontvanger: { naam: 'Veevoeders Oost', kvk: '61000002' }, doel: 'Voer-, kunstmest- en strooiselleveringen automatisch in uw Kringloopwijzer zetten (klantnummer VO-40007).', producten: ['Voer-, kunstmest- en strooiselleveringen'], ingang: dagenGeleden(900), einde: dagenGeleden(60), status: 'ingetrokken', statusTekst: 'Ingetrokken', lopend: false, laatstGebruikt: dagenGeleden(70), laatstGebruiktBron: 'het laatste verwerkte bericht van deze koppeling', redenVerplicht: false },
    { soort: 'deelname', id: 31, versie: 2, machtigingSoort: null, soortTekst: 'Deelname aan een doel (gegevensdeling)', richting: 'uit', ontvanger: { naam: 'Stichting Duurzame Zuivelketen', kvk: '68000001' }, doel: 'Duurzaamheidspremie melkveehouderij: Wij gebruiken de kengetallen van uw Kringloopwijzer en of u hebt ingediend, om uw duurzaamheidspremie te berekenen.', producten: ['Kengetallen', 'Indienstatus'], ingang: dagenGeleden(30), einde: dagenGeleden(-730), status: 'goedgekeurd', statusTekst: 'Goedgekeurd', lopend: true, laatstGebruikt: dagenGeleden(10), laatstGebruiktBron: 'de laatste levering aan de afnemer (ook in het toegangslog)', redenVerplicht: true },
    { soort: 'pilot', id: 41, versie: null, machtigingSoort: null, soortTekst: 'Pilot', richting: 'binnen', ontvanger: { naam: 'Kringloopwijzer (servicedesk)', kvk: null }, doel: 'Conceptregels 2026: Wij rekenen uw Kringloopwijzer ook door met de conceptrekenregels voor 2026.', producten: ['Uw uitkomst ook onder de rekenregels van 2026'], ingang: dagenGeleden(30), einde: dagenGeleden(-335), status: 'actief', statusTekst: 'Actief', lopend: true, laatstGebruikt: null, laatstGebruiktBron: 'geen gegevensstroom: de pilot rekent binnen de Kringloopwijzer', redenVerplicht: false },
  ];
}

let staat: Basis[] | null = null;
const huidig = () => (staat ??= begin());

/** Back to the start state (tests). */
export function herstelMockToestemmingen() {
  staat = null;
}

function regel(b: Basis, magIntrekken: boolean, vandaag: string): ToestemmingRegel {
  const vlag = isOngebruikt({ soort: b.soort, lopend: b.lopend, laatstGebruikt: b.laatstGebruikt, start: b.ingang }, vandaag);
  return { ...b, sleutel: `${b.soort}-${b.id}`, ongebruiktSinds12Maanden: vlag, voorstel: vlag ? voorstelTekst({ soort: b.soort, laatstGebruikt: b.laatstGebruikt, start: b.ingang }) : null, magIntrekken: magIntrekken && b.lopend };
}

export function mockToestemmingen(methode: string, pad: string, body: unknown, zoek: URLSearchParams, rol: MockRol): Antwoord | null {
  const sleutel = `${methode} ${pad}`;
  if (![t.grootboek, t.intrekken, t.bewijs].some((r) => sleutel === `${r.method} ${r.path}`)) return null;
  const magLezen = rol === 'deelnemer' || rol === 'demo' || rol === 'volmacht' || rol === 'sb-medewerker';
  const magIntrekken = rol === 'deelnemer' || rol === 'demo' || rol === 'volmacht';
  if (sleutel === `GET ${t.grootboek.path}`) {
    const relatieId = Number(zoek.get('relatieId'));
    if (!Number.isInteger(relatieId) || relatieId <= 0) return fout(400, 'Geef met relatieId een geldig nummer op.');
    const weergave = zoek.get('weergave') ?? 'lopend';
    if (weergave !== 'lopend' && weergave !== 'alle') return fout(400, 'Kies als weergave lopend of alle.');
    if (relatieId !== BEDRIJF.relatieId) return fout(404, MELDING_BEDRIJF_ONBEKEND);
    if (!magLezen) return fout(403, MELDING_GEEN_GROOTBOEK);
    const vandaag = vandaagIso();
    const regels = huidig()
      .map((b) => regel(b, magIntrekken, vandaag))
      .filter((r) => weergave === 'alle' || r.lopend)
      .sort((a, b) => Number(b.lopend) - Number(a.lopend) || TOESTEMMING_SOORTEN.indexOf(a.soort) - TOESTEMMING_SOORTEN.indexOf(b.soort));
    const antwoord: GrootboekAntwoord = { relatieId, bedrijf: { naam: BEDRIJF.naam, kvk: BEDRIJF.kvk }, vandaag, weergave, magIntrekken, regels };
    return ok(antwoord);
  }
  if (sleutel === `GET ${t.bewijs.path}`) return fout(404, MOCK_BEWIJS_MELDING);
  const v = toestemmingIntrekkenSchema.safeParse(body);
  if (!v.success) return fout(400, v.error.issues[0]?.message ?? 'De verzonden gegevens zijn ongeldig.');
  if (v.data.relatieId !== BEDRIJF.relatieId) return fout(404, MELDING_BEDRIJF_ONBEKEND);
  if (!magIntrekken) return fout(403, MELDING_TOESTEMMING_NIET_INTREKKEN);
  const b = huidig().find((x) => x.soort === v.data.soort && x.id === v.data.id);
  if (!b) return fout(404, MELDING_TOESTEMMING_ONBEKEND);
  if (!b.lopend) return fout(409, b.soort === 'pilot' ? MELDING_PILOT_AL_VERLATEN : `Deze toestemming is al ${b.statusTekst.toLowerCase()}; intrekken is niet meer nodig.`);
  if (b.versie !== null && v.data.versie !== b.versie) return fout(409, 'Deze toestemming is intussen door iemand anders gewijzigd. Laad de lijst opnieuw en probeer het nog eens.');
  if (b.soort === 'deelname' && (v.data.reden ?? '').length < 3) return fout(400, 'Geef een reden; de afnemer krijgt die te zien.');
  const vandaag = vandaagIso();
  Object.assign(b, {
    lopend: false,
    versie: b.versie === null ? null : b.versie + 1,
    einde: vandaag,
    status: b.soort === 'pilot' ? 'verlaten' : 'ingetrokken',
    statusTekst: b.soort === 'pilot' ? `Verlaten op ${vandaag.split('-').reverse().join('-')}` : 'Ingetrokken',
  });
  const melding = {
    organisatiemachtiging: 'De machtiging is ingetrokken. De organisatie heeft vanaf nu geen toegang meer via deze machtiging.',
    koppeling: 'De koppeling is ingetrokken. Berichten van deze leverancier worden niet meer verwerkt.',
    deelname: 'De deelname is ingetrokken. De afnemer krijgt vanaf nu niets meer en leest uw reden.',
    pilot: 'U hebt de pilot verlaten. Uw eigen uitkomst verandert niet.',
  }[b.soort];
  return ok({ melding });
}
