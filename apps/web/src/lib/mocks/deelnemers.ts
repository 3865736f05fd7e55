/**
 * Port-3000 answers for /Deelnemers (sharing-anchors.md §2): the two mocked farms (ids 42/43, records
 * 50xx/60xx that RefreshToken accepts) and a few farms without a record, searched, filtered and
 * paged by the contract's own query schema; staff open with a reason; a mandate request is
 * checked for the KvK number and the 5-year term. The key-figures file is made only by the real server.
 */
import { deelnemersAntwoordSchema, deelnemersRoutes, deelnemersVraagSchema, SERVICEDESK_MINUTEN, servicedeskInvoerSchema, slechtsteGezondheid, toegangRoutes, type DeelnemerRegel } from '@kw/contract';
import { mockKoppelingStanden } from './koppelingen';
import { isTweedeBedrijf, mockKlwId, type MockInstellingen } from './instellingen';
import { MOCK_ALLEEN_SERVER } from './rapportage';

interface Antwoord {
  status: number;
  data: unknown;
}

const fout = (statusCode: number, message: string): Antwoord => ({ status: statusCode, data: { statusCode, message } });

const TOTAAL_SCHERMEN = 17;
const EXTRA = ['Hoeve Bosrand', 'Melkveebedrijf Dijkzicht', 'Zuivelboerderij De Eik', 'V.O.F. Kooistra', 'Maatschap Terpstra'];

function boeren(inst: MockInstellingen): DeelnemerRegel[] {
  const medewerker = inst.rol === 'sb-medewerker';
  const record = (tweede: boolean): Pick<DeelnemerRegel, 'jaar' | 'kringloopwijzerId' | 'openKringloopwijzerId' | 'status'> => {
    const id = mockKlwId(inst.jaar, tweede);
    const status = inst.statussen?.[id] ?? inst.statusId;
    return { jaar: inst.jaar, kringloopwijzerId: id, openKringloopwijzerId: id, status: status >= 2 ? 'ingediend' : 'open' };
  };
  const einddatum = `${new Date().getFullYear() + 3}-12-31`;
  // De Vries has the mocked data links (mocks/koppelingen.ts); the other farms none
  const geen = slechtsteGezondheid([]);
  return [
    {
      relatieId: 42, naam: 'Melkveebedrijf De Vries', kvkNummer: '12345678', ubns: ['2468013'], brs: '102030405',
      machtiging: medewerker ? null : { id: 1, soort: inst.rol === 'volmacht' ? 'volmacht' : 'beheren', einddatum },
      ...record(false), voortgang: { klaar: 12, totaal: TOTAAL_SCHERMEN }, waarschuwingen: 2, laatsteWijziging: `${inst.jaar + 1}-03-04T10:00:00Z`,
      koppelingGezondheid: slechtsteGezondheid(mockKoppelingStanden(inst.jaar)),
    },
    {
      relatieId: 43, naam: 'Maatschap Jansen-Bakker', kvkNummer: '23456789', ubns: ['1357924'], brs: '102030499',
      machtiging: medewerker ? null : { id: 2, soort: 'inzien', einddatum },
      ...record(true), voortgang: { klaar: TOTAAL_SCHERMEN, totaal: TOTAAL_SCHERMEN }, waarschuwingen: 0, laatsteWijziging: `${inst.jaar + 1}-02-01T09:00:00Z`, koppelingGezondheid: geen,
    },
    ...EXTRA.map((naam, i) => ({
      relatieId: 50 + i, naam, kvkNummer: String(34_000_000 + i * 1111), ubns: [String(3_000_000 + i * 7)], brs: null,
      machtiging: medewerker ? null : { id: 10 + i, soort: 'inzien' as const, einddatum },
      jaar: null, kringloopwijzerId: null, openKringloopwijzerId: null, status: 'niet-gestart' as const,
      voortgang: { klaar: 0, totaal: TOTAAL_SCHERMEN }, waarschuwingen: 0, laatsteWijziging: null, koppelingGezondheid: geen,
    })),
  ];
}

const isDatum = (s: unknown): s is string => typeof s === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(s));

/** The answer for a /Deelnemers call, or null when `sleutel` is none of them. */
export function mockDeelnemers(sleutel: string, body: unknown, zoek: URLSearchParams, inst: MockInstellingen): Antwoord | null {
  const organisatie = inst.rol === 'volmacht' || inst.rol === 'geautoriseerd';
  const medewerker = inst.rol === 'sb-medewerker';
  if (sleutel === `GET ${deelnemersRoutes.lijst.path}`) {
    if (!organisatie && !medewerker) return fout(403, 'De lijst met deelnemers is er voor medewerkers van adviesbureaus en andere organisaties en voor de servicedesk.');
    const vraag = deelnemersVraagSchema.safeParse(Object.fromEntries(zoek));
    if (!vraag.success) return fout(400, vraag.error.issues[0]?.message ?? 'De zoekvraag is ongeldig.');
    const v = vraag.data;
    const term = v.zoek?.toLowerCase();
    const passend = boeren(inst).filter((r) => {
      if (term && !(r.naam.toLowerCase().includes(term) || (/^\d+$/.test(term) && [r.kvkNummer, r.brs, ...r.ubns].some((n) => n?.startsWith(term))))) return false;
      if (v.filter === 'niet-ingediend' && r.status === 'ingediend') return false;
      if (v.filter === 'met-waarschuwingen' && r.waarschuwingen === 0) return false;
      if (v.jaar !== undefined && r.jaar !== null && r.jaar !== v.jaar) return false;
      return true;
    });
    passend.sort((a, b) => a.naam.localeCompare(b.naam, 'nl'));
    const regels = passend.slice((v.pagina - 1) * v.perPagina, v.pagina * v.perPagina);
    return { status: 200, data: deelnemersAntwoordSchema.parse({ regels, totaal: passend.length, pagina: v.pagina, perPagina: v.perPagina, jaar: v.jaar ?? null, isMedewerker: medewerker }) };
  }
  if (sleutel === `POST ${deelnemersRoutes.kengetallen.path}`) return fout(404, MOCK_ALLEEN_SERVER);
  if (sleutel === `POST ${toegangRoutes.servicedesk.path}`) {
    if (!medewerker) return fout(403, 'Alleen medewerkers van de servicedesk kunnen een bedrijf met een reden openen.');
    const invoer = servicedeskInvoerSchema.safeParse(body);
    if (!invoer.success) return fout(400, invoer.error.issues[0]?.message ?? 'De verzonden gegevens zijn ongeldig.');
    const relatieId = invoer.data.relatieId ?? (isTweedeBedrijf(invoer.data.kringloopwijzerId ?? 0) ? 43 : 42);
    return { status: 200, data: { relatieId, tot: new Date(Date.now() + SERVICEDESK_MINUTEN * 60_000).toISOString() } };
  }
  if (sleutel === 'POST /api/Machtigingen/Aanvragen') {
    if (!organisatie) return fout(403, 'Alleen organisaties kunnen een machtiging aanvragen.');
    const a = (body ?? {}) as Record<string, unknown>;
    if (typeof a.kvkNummer !== 'string' || !/^\d{8}$/.test(a.kvkNummer)) return fout(400, 'Een KvK-nummer heeft 8 cijfers.');
    if (!['volmacht', 'beheren', 'inzien'].includes(String(a.soort))) return fout(400, 'Kies volmacht, beheren of inzien.');
    if (!isDatum(a.ingangsdatum) || !isDatum(a.einddatum)) return fout(400, 'Geef een ingangs- en einddatum als JJJJ-MM-DD.');
    if (a.einddatum < a.ingangsdatum) return fout(400, 'De einddatum ligt voor de ingangsdatum.');
    const max = new Date(`${a.ingangsdatum}T00:00:00Z`);
    max.setUTCFullYear(max.getUTCFullYear() + 5);
    if (new Date(`${a.einddatum}T00:00:00Z`) > max) return fout(400, 'Een machtiging duurt hoogstens 5 jaar.');
    if (!boeren(inst).some((r) => r.kvkNummer === a.kvkNummer)) return fout(404, 'Er is geen bedrijf met dit KvK-nummer.');
    return { status: 200, data: { message: 'Uw aanvraag is verstuurd. Het bedrijf kan die bevestigen of weigeren.' } };
  }
  return null;
}
