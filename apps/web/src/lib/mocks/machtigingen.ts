/**
 * Port-3000 answers of the mandate calls (decision 019), reusing the contract's schemas and
 * term rules: the farm side (Deelnemer, Volmacht) manages the mock farm's mandates, an
 * adviser (Geautoriseerd) sees its organisation's, staff (SB-medewerker) every one.
 */
import {
  aanvragenInvoerSchema,
  actueleStatus,
  alleVraagSchema,
  machtigingRoutes,
  machtigingStapSchema,
  MACHTIGINGEN_PER_PAGINA,
  vandaagIso,
  verlenenInvoerSchema,
  type MachtigingRegel,
  type MachtigingSoortNaam,
} from '@kw/contract';
import type { MockInstellingen } from './instellingen';

interface Antwoord {
  status: number;
  data: unknown;
}

const fout = (statusCode: number, message: string, errorDetails?: Array<{ field: string; message: string }>): Antwoord => ({ status: statusCode, data: { statusCode, message, ...(errorDetails ? { errorDetails } : {}) } });
const BEDRIJF = { relatieId: 1, bedrijfsnaam: 'Melkveebedrijf De Vries', bedrijfKvk: '12345678' };
const ORGANISATIES: Record<string, { id: number; naam: string; soort: string }> = {
  '45678901': { id: 11, naam: 'Bakker Bedrijfsadvies', soort: 'adviesbureau' },
  '56789012': { id: 12, naam: 'Visser Melkveeadvies', soort: 'adviesbureau' },
  '78901234': { id: 13, naam: 'Smit Accountants', soort: 'accountant' },
};
const EIGEN_ORGANISATIE = '56789012';

const nu = () => {
  const d = new Date();
  return `${vandaagIso(d).split('-').reverse().join('-')} ${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
};

function nieuw(id: number, kvk: string, soort: MachtigingSoortNaam, status: 'aangevraagd' | 'actief', ingangsdatum: string, einddatum: string, wie: string): MachtigingRegel {
  const o = ORGANISATIES[kvk];
  return {
    id, ...BEDRIJF, organisatieId: o.id, organisatie: o.naam, organisatieKvk: kvk, organisatieSoort: o.soort, soort, status, ingangsdatum, einddatum,
    versie: 1, statusReden: null, statusGewijzigdOp: nu().slice(0, 10),
    geschiedenis: [{ tijdstip: nu(), wie, actie: status === 'actief' ? 'verleend' : 'aangevraagd', vanStatus: null, naarStatus: status, reden: null }],
  };
}

const plusJaar = (n: number) => `${Number(vandaagIso().slice(0, 4)) + n}${vandaagIso().slice(4)}`;
const lijst: MachtigingRegel[] = [
  nieuw(1, '45678901', 'volmacht', 'actief', vandaagIso(), plusJaar(5), 'Jan de Vries'),
  nieuw(2, '56789012', 'beheren', 'actief', vandaagIso(), plusJaar(2), 'Jan de Vries'),
  nieuw(3, '78901234', 'inzien', 'aangevraagd', vandaagIso(), plusJaar(1), 'Eva Smit (Smit Accountants)'),
];

const zod400 = (issues: Array<{ path: PropertyKey[]; message: string }>) =>
  fout(400, 'De verzonden gegevens zijn ongeldig.', issues.map((i) => ({ field: i.path.map(String).join('.'), message: i.message })));
const houder = () => lijst.find((m) => m.soort === 'volmacht' && m.status === 'actief')?.organisatie ?? null;
const metActueleStatus = (m: MachtigingRegel) => ({ ...m, status: actueleStatus(m.status, m.einddatum, vandaagIso()) });

function stap(m: MachtigingRegel, naar: MachtigingRegel['status'], actie: string, reden: string | null): MachtigingRegel {
  m.geschiedenis.push({ tijdstip: nu(), wie: 'U', actie, vanStatus: m.status, naarStatus: naar, reden });
  Object.assign(m, { status: naar, versie: m.versie + 1, statusReden: reden, statusGewijzigdOp: nu().slice(0, 10) });
  return m;
}

/** The answer to a mandate call, or undefined when the call is no mandate call. */
export function mockMachtigingen(methode: string, pad: string, body: unknown, zoek: URLSearchParams, inst: MockInstellingen): Antwoord | undefined {
  if (!pad.startsWith('/api/Machtigingen/')) return undefined;
  const bedrijfszijde = inst.rol === 'deelnemer' || inst.rol === 'volmacht';
  const sleutel = `${methode} ${pad}`;
  if (sleutel === `GET ${machtigingRoutes.vanBedrijf.path}`) {
    if (!bedrijfszijde && inst.rol !== 'sb-medewerker') return fout(403, 'U heeft geen toegang tot de machtigingen van dit bedrijf.');
    return { status: 200, data: { relatieId: BEDRIJF.relatieId, bedrijfsnaam: BEDRIJF.bedrijfsnaam, volmachtHouder: houder(), magBeheren: bedrijfszijde, machtigingen: lijst.map(metActueleStatus) } };
  }
  if (sleutel === `GET ${machtigingRoutes.vanOrganisatie.path}`) {
    if (inst.rol !== 'geautoriseerd' && inst.rol !== 'volmacht') return fout(403, 'U werkt niet voor een organisatie; er zijn geen machtigingen van uw organisatie.');
    const org = ORGANISATIES[inst.rol === 'volmacht' ? '45678901' : EIGEN_ORGANISATIE];
    return { status: 200, data: { organisatieId: org.id, organisatie: org.naam, organisatieStatus: 'goedgekeurd', machtigingen: lijst.filter((m) => m.organisatieId === org.id).map(metActueleStatus) } };
  }
  if (sleutel === `GET ${machtigingRoutes.alle.path}`) {
    if (inst.rol !== 'sb-medewerker') return fout(403, 'Alleen medewerkers van de servicedesk zien alle machtigingen.');
    const vraag = alleVraagSchema.safeParse(Object.fromEntries(zoek));
    if (!vraag.success) return zod400(vraag.error.issues);
    const v = vraag.data;
    const bevat = (tekst: string | null, deel?: string) => !deel || (tekst ?? '').toLowerCase().includes(deel.toLowerCase());
    const gevonden = lijst.map(metActueleStatus).filter((m) => (!v.soort || m.soort === v.soort) && (!v.status || m.status === v.status) && (bevat(m.organisatie, v.organisatie) || bevat(m.organisatieKvk, v.organisatie)) && (bevat(m.bedrijfsnaam, v.bedrijf) || bevat(m.bedrijfKvk, v.bedrijf)));
    return { status: 200, data: { totaal: gevonden.length, pagina: v.pagina, perPagina: MACHTIGINGEN_PER_PAGINA, machtigingen: gevonden.slice((v.pagina - 1) * MACHTIGINGEN_PER_PAGINA, v.pagina * MACHTIGINGEN_PER_PAGINA) } };
  }
  if (sleutel === `POST ${machtigingRoutes.aanvragen.path}`) {
    const invoer = aanvragenInvoerSchema.safeParse(body);
    if (!invoer.success) return zod400(invoer.error.issues);
    if (inst.rol !== 'geautoriseerd' && inst.rol !== 'volmacht') return fout(403, 'Uw organisatie is nog niet geregistreerd of nog niet goedgekeurd; u kunt nog geen machtiging aanvragen.');
    if (invoer.data.ingangsdatum < vandaagIso()) return fout(400, 'De ingangsdatum ligt in het verleden. Kies vandaag of een latere datum.');
    if (invoer.data.kvkNummer !== BEDRIJF.bedrijfKvk) return fout(404, `Er is geen bedrijf met KvK-nummer ${invoer.data.kvkNummer}.`);
    if (invoer.data.soort === 'volmacht' && houder()) return fout(409, `Dit bedrijf heeft al een volmacht aan ${houder()}.`);
    const m = nieuw(Math.max(...lijst.map((x) => x.id)) + 1, EIGEN_ORGANISATIE, invoer.data.soort, 'aangevraagd', invoer.data.ingangsdatum, invoer.data.einddatum, 'U');
    lijst.push(m);
    return { status: 200, data: { machtiging: m } };
  }
  if (sleutel === `POST ${machtigingRoutes.verlenen.path}`) {
    const invoer = verlenenInvoerSchema.safeParse(body);
    if (!invoer.success) return zod400(invoer.error.issues);
    if (!bedrijfszijde) return fout(403, 'Alleen de deelnemer van het bedrijf of de organisatie met de volmacht kan de machtigingen van dit bedrijf beheren.');
    if (invoer.data.ingangsdatum < vandaagIso()) return fout(400, 'De ingangsdatum ligt in het verleden. Kies vandaag of een latere datum.');
    if (!ORGANISATIES[invoer.data.organisatieKvk]) return fout(404, `Er is geen organisatie met KvK-nummer ${invoer.data.organisatieKvk}.`);
    if (invoer.data.soort === 'volmacht' && houder()) return fout(409, `Dit bedrijf heeft al een volmacht aan ${houder()}. Een bedrijf kan maar één organisatie een volmacht geven; die moet eerst worden ingetrokken.`);
    const m = nieuw(Math.max(...lijst.map((x) => x.id)) + 1, invoer.data.organisatieKvk, invoer.data.soort, 'actief', invoer.data.ingangsdatum, invoer.data.einddatum, 'U');
    lijst.push(m);
    return { status: 200, data: { machtiging: m } };
  }
  const soortStap = (['bevestigen', 'weigeren', 'intrekken'] as const).find((s) => sleutel === `POST ${machtigingRoutes[s].path}`);
  if (soortStap) {
    const invoer = machtigingStapSchema.safeParse(body);
    if (!invoer.success) return zod400(invoer.error.issues);
    if (!bedrijfszijde && soortStap !== 'intrekken') return fout(403, 'Alleen de deelnemer van het bedrijf of de organisatie met de volmacht kan de machtigingen van dit bedrijf beheren.');
    const m = lijst.find((x) => x.id === invoer.data.machtigingId);
    if (!m) return fout(404, 'Deze machtiging bestaat niet bij dit bedrijf.');
    const status = actueleStatus(m.status, m.einddatum, vandaagIso());
    if (soortStap === 'intrekken' ? status !== 'actief' && status !== 'aangevraagd' : status !== 'aangevraagd') return fout(409, `Deze machtiging is al ${status}.`);
    if (m.versie !== invoer.data.versie) return fout(409, 'Deze machtiging is intussen door iemand anders gewijzigd. Laad de machtigingen opnieuw en probeer het nog eens.');
    if (soortStap === 'bevestigen' && m.soort === 'volmacht' && houder()) return fout(409, `Dit bedrijf heeft al een volmacht aan ${houder()}.`);
    const reden = invoer.data.reden || null;
    const naar = soortStap === 'bevestigen' ? 'actief' : soortStap === 'weigeren' ? 'geweigerd' : 'ingetrokken';
    return { status: 200, data: { machtiging: stap(m, naar, soortStap === 'bevestigen' ? 'bevestigd' : soortStap === 'weigeren' ? 'geweigerd' : 'ingetrokken', soortStap === 'bevestigen' ? null : reden) } };
  }
  return fout(404, 'Onbekende route.');
}
