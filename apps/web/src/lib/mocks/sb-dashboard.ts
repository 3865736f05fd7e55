/**
 * Port-3000 answer of /sbDashboard: a plausible year for SB staff (the real counts are the
 * server's aggregate), shaped and checked by the contract's schema; 403 for anyone else, 400
 * for a bad year, as on the server.
 */
import { MELDING_SB_DASHBOARD_ALLEEN_STAF, grafiekPeriode, standaardDeadline, OORZAAK_NAMEN, plusDagen, sbDashboardRoutes, sbDashboardSchema, sbDashboardVraagSchema, standaardJaar, vandaagIso, type SbDashboard } from '@kw/contract';
import type { MockInstellingen } from './instellingen';

interface Antwoord {
  status: number;
  data: unknown;
}
const fout = (statusCode: number, message: string): Antwoord => ({ status: statusCode, data: { statusCode, message } });

const ZUIVELS = [
  { naam: 'Melkfabriek De Eendracht', ingediend: 812, open: 240, nietGestart: 31 },
  { naam: 'Zuivelcoöperatie Noord', ingediend: 505, open: 198, nietGestart: 44 },
  { naam: null, ingediend: 37, open: 61, nietGestart: 29 },
];

/** The mock's submissions: half in the last month before the deadline, a peak on the last day (sharing-anchors R12). */
function perDag(jaar: number, vandaag: string, ingediend: number): SbDashboard['perDag'] {
  const deadline = standaardDeadline(jaar);
  const { van, tot } = grafiekPeriode(vandaag, deadline);
  const dagen: string[] = [];
  for (let d = van; d <= tot; d = plusDagen(d, 1)) dagen.push(d);
  const gewicht = (d: string) => (d > deadline ? 0.2 : d === deadline ? 12 : d >= plusDagen(deadline, -30) ? 2 : 1);
  const som = dagen.reduce((s, d) => s + gewicht(d), 0);
  const inPeriode = Math.round(ingediend * 0.6);
  const aantallen = dagen.map((d) => Math.floor((inPeriode * gewicht(d)) / som));
  // the rounding rest on the busiest day, so the last day's total is the year's submitted count
  const drukste = aantallen.indexOf(Math.max(...aantallen));
  aantallen[drukste] += inPeriode - aantallen.reduce((a, b) => a + b, 0);
  let cumulatief = ingediend - inPeriode;
  return dagen.map((datum, i) => {
    cumulatief += aantallen[i];
    return { datum, ingediend: aantallen[i], cumulatief };
  });
}

export function mockSbDashboard(sleutel: string, zoek: URLSearchParams, inst: MockInstellingen): Antwoord | null {
  if (sleutel !== `GET ${sbDashboardRoutes.dashboard.path}`) return null;
  if (inst.rol !== 'sb-medewerker') return fout(403, MELDING_SB_DASHBOARD_ALLEEN_STAF);
  const vraag = sbDashboardVraagSchema.safeParse(Object.fromEntries(zoek));
  if (!vraag.success) return fout(400, vraag.error.issues[0]?.message ?? 'De verzonden gegevens zijn ongeldig.');
  const vandaag = vandaagIso();
  const jaren = [inst.jaar, inst.jaar - 1, inst.jaar - 2];
  const jaar = vraag.data.jaar ?? standaardJaar(vandaag, jaren);
  const voortgang = { ingediend: ZUIVELS.reduce((s, z) => s + z.ingediend, 0), open: ZUIVELS.reduce((s, z) => s + z.open, 0), nietGestart: ZUIVELS.reduce((s, z) => s + z.nietGestart, 0) };
  const dagen = perDag(jaar, vandaag, voortgang.ingediend);
  const importGroepen = [
    { naam: OORZAAK_NAMEN['geen-klant'], aantal: 4 },
    { naam: OORZAAK_NAMEN['ongeldige-inhoud'], aantal: 2 },
    { naam: OORZAAK_NAMEN['geen-machtiging'], aantal: 1 },
  ];
  const antwoord: SbDashboard = {
    jaar,
    jaren,
    deadline: standaardDeadline(jaar),
    vandaag,
    voortgang,
    zonderKringloopwijzer: 58,
    perDag: dagen,
    perZuivel: ZUIVELS,
    blokkades: {
      nietIndienbaar: 431,
      zonderUitkomst: 104,
      meest: [
        { soort: 'scherm', scherm: 'Krachtvoer', melding: 'Krachtvoer is nog niet ingevuld en opgeslagen.', aantal: 212 },
        { soort: 'scherm', scherm: 'Melklevering', melding: 'Melklevering is nog niet ingevuld en opgeslagen.', aantal: 167 },
        { soort: 'signaal', scherm: 'Veestapel', melding: 'Het gemiddeld aantal melkkoeien ontbreekt.', aantal: 88 },
        { soort: 'scherm', scherm: 'Ruwvoer', melding: 'Ruwvoer is nog niet ingevuld en opgeslagen.', aantal: 73 },
      ],
    },
    wachtrijen: [
      { sleutel: 'machtigingen', naam: 'Machtigingsaanvragen', aantal: 12, route: '/mandates', toelichting: 'Aangevraagde machtigingen die wachten op de boer (of zijn volmacht).' },
      { sleutel: 'organisaties', naam: 'Registraties van organisaties', aantal: 1, route: '/registratie/relatie', toelichting: 'Aanmeldingen van organisaties die wachten op goedkeuring door de servicedesk.' },
      { sleutel: 'bedrijfswijzigingen', naam: 'Bedrijfswijzigingen', aantal: 3, route: '/registratie/relatie', toelichting: 'Doorgegeven wijzigingen van KvK, BRS of UBN die de servicedesk nog moet verwerken.' },
      { sleutel: 'deelnames', naam: 'Deelnames ter goedkeuring', aantal: 5, route: '/unapproved-participations', toelichting: 'Verzoeken om gegevens te delen die wachten op de boer.' },
      { sleutel: 'doelen', naam: 'Doelen zonder akkoord licentiegever', aantal: 0, route: '/manage-purposes', toelichting: 'Doelen in concept waarvoor het akkoord van de licentiegever nog ontbreekt.' },
      { sleutel: 'importberichten', naam: 'Mislukte importberichten', aantal: importGroepen.reduce((s, g) => s + g.aantal, 0), route: '/importberichten-opnieuw-verwerken', toelichting: 'Berichten van leveranciers die niet verwerkt konden worden, per oorzaak.', groepen: importGroepen },
    ],
  };
  return { status: 200, data: sbDashboardSchema.parse(antwoord) };
}
