/**
 * Port-3000 answers for the outbox (staff only, as on the server) and the OIDC settings (not
 * configured in the mocks: there is no provider to send the browser to). States come from the
 * contract's mailStatus, like the server's.
 */
import { MELDING_UITBAK_ALLEEN_STAF, mailStatus, oidcRoutes, OIDC_KNOP_TEKST, UITBAK_PER_PAGINA, uitbakRoutes, type UitbakBericht } from '@kw/contract';
import type { MockInstellingen } from './instellingen';

interface Antwoord {
  status: number;
  data: unknown;
}

const RIJEN: Array<Omit<UitbakBericht, 'status'>> = [
  {
    id: 3,
    aangemaaktOp: '2026-11-20T09:15:00Z',
    aan: 'deelnemer@demo.nl',
    onderwerp: 'Machtiging aangevraagd door Visser Melkveeadvies',
    tekst: 'Beste Jan de Vries,\n\nVisser Melkveeadvies vraagt een machtiging "beheren" voor uw bedrijf van 20-11-2026 tot 20-11-2027.\nBevestig of weiger de aanvraag op uw profielpagina.\n\nMet vriendelijke groet,\nKringloopwijzer',
    soort: 'machtiging',
    verzondenOp: null,
    pogingen: 0,
    fout: null,
  },
  {
    id: 2,
    aangemaaktOp: '2026-11-19T14:02:00Z',
    aan: 'adviseur@demo.nl',
    onderwerp: 'Machtiging ingetrokken',
    tekst: 'Beste Kees Visser,\n\nMelkveebedrijf De Vries heeft de machtiging "inzien" ingetrokken op 19-11-2026.\n\nMet vriendelijke groet,\nKringloopwijzer',
    soort: 'machtiging',
    verzondenOp: '2026-11-19T14:02:05Z',
    pogingen: 1,
    fout: null,
  },
  {
    id: 1,
    aangemaaktOp: '2026-11-18T08:30:00Z',
    aan: 'oud-adres@voorbeeld.nl',
    onderwerp: 'Machtiging verleend',
    tekst: 'Beste heer of mevrouw,\n\nU heeft een volmacht gekregen.\n\nMet vriendelijke groet,\nKringloopwijzer',
    soort: 'machtiging',
    verzondenOp: null,
    pogingen: 2,
    fout: 'De mailserver weigerde het bericht (SMTP-code 550).',
  },
];

/** The answer for these calls, or null when the call is not one of them. */
export function mockMailOidc(methode: string, pad: string, zoek: URLSearchParams, ingelogd: boolean, instellingen: MockInstellingen): Antwoord | null {
  if (methode === 'GET' && pad === oidcRoutes.instellingen.path) return { status: 200, data: { beschikbaar: false, knopTekst: OIDC_KNOP_TEKST } };
  if (methode !== 'GET' || pad !== uitbakRoutes.uitbak.path) return null;
  if (!ingelogd) return { status: 401, data: { statusCode: 401, message: 'Niet ingelogd of token verlopen.' } };
  if (instellingen.rol !== 'sb-medewerker') return { status: 403, data: { statusCode: 403, message: MELDING_UITBAK_ALLEEN_STAF } };
  const pagina = Math.max(1, Number(zoek.get('pagina') ?? 1) || 1);
  const aan = (zoek.get('aan') ?? '').trim().toLowerCase();
  const gefilterd = RIJEN.filter((r) => r.aan.includes(aan));
  const berichten = gefilterd.slice((pagina - 1) * UITBAK_PER_PAGINA, pagina * UITBAK_PER_PAGINA).map((r) => ({ ...r, status: mailStatus(r) }));
  return { status: 200, data: { pagina, perPagina: UITBAK_PER_PAGINA, totaal: gefilterd.length, smtpIngesteld: false, berichten } };
}
