/**
 * Port-3000 answers for Profiel, the access log and Registratie relatie (sharing-anchors.md §2; decision 019),
 * kept in memory for the page's life. Bodies are checked with the contract's own schemas, so
 * the mocks refuse what the server refuses (same Dutch messages); permissions follow the
 * debug screen's role: deelnemer/demo are farm users, volmacht/geautoriseerd work for an
 * organisation, sb-medewerker is staff. The ZIP is made only by the real server.
 */
import {
  afmeldenInvoerSchema,
  afwijzenInvoerSchema,
  bedrijfswijzigingInvoerSchema,
  GEBRUIKSVOORWAARDEN,
  gegevensInvoerSchema,
  MAIL_VOORKEUR_SLEUTELS,
  profielRoutes,
  registreerRelatieSchema,
  relatieLijstVraagSchema,
  relatieRoutes,
  relatieStatusInvoerSchema,
  STANDAARD_MAIL_VOORKEUREN,
  toegangRoutes,
  verwerkenInvoerSchema,
  voorkeurenInvoerSchema,
  voorwaardenInvoerSchema,
  wachtwoordInvoerSchema,
  type Profiel,
  type RelatieRegel,
  type SessieRegel,
  type ToegangslogAntwoord,
  type WijzigingRegel,
} from '@kw/contract';
import { mockHuidigeVoorwaarden } from './beheer-algemeen';
import type { z } from 'zod';
import type { MockInstellingen } from './instellingen';

interface Antwoord {
  status: number;
  data: unknown;
}

const fout = (statusCode: number, message: string, extra: object = {}): Antwoord => ({ status: statusCode, data: { statusCode, message, ...extra } });
const ok = (melding: string, extra: object = {}): Antwoord => ({ status: 200, data: { ok: true, melding, ...extra } });

/** A zod refusal as the server answers it: 400 with errorDetails per field. */
function ontleed<T>(schema: z.ZodType<T>, body: unknown): { data: T } | { fout: Antwoord } {
  const r = schema.safeParse(body);
  if (r.success) return { data: r.data };
  const details = r.error.issues.map((i) => ({ field: i.path.join('.') || 'body', message: i.message }));
  return { fout: fout(400, 'De verzonden gegevens zijn ongeldig.', { errorDetails: details }) };
}

const vandaag = () => new Date().toLocaleDateString('nl-NL', { day: '2-digit', month: '2-digit', year: 'numeric' }).replace(/\//g, '-');
const MOCK_BEDRIJF_ID = 1;

function beginToestand() {
  return {
    naam: 'Jan de Vries',
    email: 'deelnemer@demo.nl',
    telefoon: null as string | null,
    voorkeuren: { ...STANDAARD_MAIL_VOORKEUREN } as Record<string, boolean>,
    // the mock user has accepted the current terms of use (like the demo users of the seed)
    voorwaarden: { versie: GEBRUIKSVOORWAARDEN.versie, geaccepteerdOp: '26-11-2026' } as Profiel['voorwaarden'],
    bedrijf: { kvkNummer: '12345678', brs: null as string | null, ubns: ['1234567'] },
    openWijziging: null as WijzigingRegel | null,
    sessies: [
      { nr: 101, apparaat: 'Chrome op Linux', aangemaaktOp: `${vandaag()} 08:12`, verlooptOp: `${vandaag()} 16:12`, dezeSessie: true },
      { nr: 102, apparaat: 'Safari op iOS', aangemaaktOp: `${vandaag()} 07:40`, verlooptOp: `${vandaag()} 15:40`, dezeSessie: false },
    ] as SessieRegel[],
    relaties: [
      { id: 1, soort: 'bedrijf', status: 'goedgekeurd', naam: 'Melkveebedrijf De Vries', kvkNummer: '12345678', brs: null, ubns: ['1234567'], plaats: 'Drachten', contactpersoon: null, contactEmail: null, aangemaaktOp: '01-01-2024', statusReden: null, aantalGebruikers: 1 },
      { id: 2, soort: 'adviesbureau', status: 'goedgekeurd', naam: 'Bakker Bedrijfsadvies', kvkNummer: '45678901', brs: null, ubns: [], plaats: 'Drachten', contactpersoon: 'Anna Bakker', contactEmail: null, aangemaaktOp: '01-01-2024', statusReden: null, aantalGebruikers: 1 },
      { id: 3, soort: 'zuivelonderneming', status: 'aangevraagd', naam: 'Zuivel Noord', kvkNummer: '81234567', brs: null, ubns: [], plaats: 'Leeuwarden', contactpersoon: 'P. Zijlstra', contactEmail: 'info@zuivelnoord.example', aangemaaktOp: vandaag(), statusReden: null, aantalGebruikers: 1 },
    ] as RelatieRegel[],
    volgendId: 4,
  };
}
let toestand = beginToestand();
/** Tests start from the same state. */
export const herstelProfielMock = () => void (toestand = beginToestand());
/** Tests: the mock user accepted an older version of the terms (GetMenu then says not accepted). */
export const zetMockVoorwaardenOud = () => void (toestand.voorwaarden = { versie: '2024.1', geaccepteerdOp: '02-01-2024' });
/** GetMenu's `voorwaardenGeaccepteerd` of the mock user. */
export const mockVoorwaardenGeaccepteerd = () => toestand.voorwaarden?.versie === mockHuidigeVoorwaarden().versie;

const isBoer = (i: MockInstellingen) => i.rol === 'deelnemer' || i.rol === 'demo';
const isMedewerker = (i: MockInstellingen) => i.rol === 'sb-medewerker';

function profielVoor(i: MockInstellingen): Profiel {
  const t = toestand;
  const organisatie = i.rol === 'volmacht' || i.rol === 'geautoriseerd' ? { id: 2, naam: i.rol === 'volmacht' ? 'Bakker Bedrijfsadvies' : 'Visser Melkveeadvies', soort: 'adviesbureau', status: 'goedgekeurd', kvkNummer: '45678901' } : null;
  return {
    naam: isBoer(i) ? t.naam : isMedewerker(i) ? 'Sanne Mulder' : 'Anna Bakker',
    email: isBoer(i) ? t.email : isMedewerker(i) ? 'medewerker@demo.nl' : 'volmacht@demo.nl',
    telefoon: t.telefoon,
    soort: isBoer(i) ? 'bedrijf' : isMedewerker(i) ? 'medewerker' : 'organisatie',
    bedrijf: isBoer(i)
      ? {
          relatieId: MOCK_BEDRIJF_ID,
          naam: 'Melkveebedrijf De Vries',
          ...t.bedrijf,
          adres: 'Buorren 12',
          postcode: '9201 AB',
          plaats: 'Drachten',
          openWijziging: t.openWijziging ? { id: t.openWijziging.id, nieuwKvk: t.openWijziging.nieuwKvk, ingediendOp: t.openWijziging.ingediendOp } : null,
        }
      : null,
    organisatie,
    voorwaarden: t.voorwaarden,
    mailVoorkeuren: { ...t.voorkeuren },
  };
}

function toegangslog(): ToegangslogAntwoord {
  const d = vandaag();
  return {
    relatieId: MOCK_BEDRIJF_ID,
    bedrijfsnaam: 'Melkveebedrijf De Vries',
    regels: [
      { datum: d, eersteTijdstip: '09:02', laatsteTijdstip: '09:40', aantal: 6, wie: 'Visser Melkveeadvies', rol: 'beheren', grondslag: 'machtiging beheren nr. 2', reden: null, wat: 'Krachtvoer', jaar: 2024, actie: 'bekeken' },
      { datum: d, eersteTijdstip: '09:15', laatsteTijdstip: '09:15', aantal: 1, wie: 'Visser Melkveeadvies', rol: 'beheren', grondslag: 'machtiging beheren nr. 2', reden: null, wat: 'Krachtvoer', jaar: 2024, actie: 'gewijzigd' },
      { datum: d, eersteTijdstip: '08:30', laatsteTijdstip: '08:30', aantal: 1, wie: 'Servicedesk', rol: 'servicedesk', grondslag: 'toegang met reden (60 minuten)', reden: 'Vraag van de boer over Melklevering', wat: 'Melklevering', jaar: 2024, actie: 'bekeken' },
    ],
    ingetrokken: [{ machtigingId: 9, organisatie: 'Accountantskantoor Hoekstra', soort: 'inzien', ingetrokkenOp: '01-03-2024', keerIngezienSindsdien: 0 }],
  };
}

/** The answer for a Profiel, access-log or Registratie call, or null when the path is another module's. */
export function mockProfiel(methode: string, pad: string, body: unknown, zoek: URLSearchParams, i: MockInstellingen): Antwoord | null {
  const t = toestand;
  const sleutel = `${methode} ${pad}`;
  const is = (r: { method: string; path: string }) => sleutel === `${r.method} ${r.path}`;

  if (is(profielRoutes.profiel)) return { status: 200, data: profielVoor(i) };
  if (is(profielRoutes.sessies)) return { status: 200, data: { sessies: t.sessies } };
  if (is(profielRoutes.gegevens)) {
    if (i.rol === 'demo') return fout(403, 'De gegevens van de gedeelde demogebruiker kunnen niet worden gewijzigd.');
    const r = ontleed(gegevensInvoerSchema, body);
    if ('fout' in r) return r.fout;
    if (r.data.email === 'adviseur@demo.nl') return fout(409, 'Dit e-mailadres is al in gebruik bij een andere gebruiker.');
    Object.assign(t, { naam: r.data.naam, email: r.data.email, telefoon: r.data.telefoon ?? null });
    return ok('Uw gegevens zijn opgeslagen.');
  }
  if (is(profielRoutes.wachtwoord)) {
    if (i.rol === 'demo') return fout(403, 'De gegevens van de gedeelde demogebruiker kunnen niet worden gewijzigd.');
    const r = ontleed(wachtwoordInvoerSchema, body);
    if ('fout' in r) return r.fout;
    if (r.data.huidig !== 'demo') return fout(400, 'Uw huidige wachtwoord is onjuist.', { errorDetails: [{ field: 'huidig', message: 'Uw huidige wachtwoord is onjuist.' }] });
    const andere = t.sessies.filter((s) => !s.dezeSessie).length;
    t.sessies = t.sessies.filter((s) => s.dezeSessie);
    return ok(andere > 0 ? `Uw wachtwoord is gewijzigd. ${andere === 1 ? 'Eén andere sessie is' : `${andere} andere sessies zijn`} afgemeld.` : 'Uw wachtwoord is gewijzigd.');
  }
  if (is(profielRoutes.afmelden)) {
    const r = ontleed(afmeldenInvoerSchema, body);
    if ('fout' in r) return r.fout;
    if (!t.sessies.some((s) => s.nr === r.data.nr)) return fout(404, 'Deze sessie bestaat niet (meer).');
    t.sessies = t.sessies.filter((s) => s.nr !== r.data.nr);
    return ok('De sessie is afgemeld.');
  }
  if (is(profielRoutes.voorkeuren)) {
    const r = ontleed(voorkeurenInvoerSchema, body);
    if ('fout' in r) return r.fout;
    for (const k of MAIL_VOORKEUR_SLEUTELS) if (r.data[k] !== undefined) t.voorkeuren[k] = r.data[k]!;
    return ok('Uw e-mailvoorkeuren zijn opgeslagen.');
  }
  if (is(profielRoutes.voorwaarden)) {
    const r = ontleed(voorwaardenInvoerSchema, body);
    if ('fout' in r) return r.fout;
    // the version in force, as staff set it on /beheer/algemeen in the mock too (decision 030)
    const huidig = mockHuidigeVoorwaarden().versie;
    if (r.data.versie !== huidig) {
      return fout(409, `Versie ${r.data.versie} is niet de geldende versie van de gebruiksvoorwaarden; dat is versie ${huidig}. Laad de pagina opnieuw, lees de geldende versie en accepteer die.`);
    }
    if (t.voorwaarden?.versie !== huidig) t.voorwaarden = { versie: huidig, geaccepteerdOp: vandaag() };
    return ok(`U heeft versie ${huidig} van de gebruiksvoorwaarden geaccepteerd op ${t.voorwaarden!.geaccepteerdOp}.`);
  }
  if (is(profielRoutes.bedrijfswijziging)) {
    if (i.rol === 'demo') return fout(403, 'De gegevens van de gedeelde demogebruiker kunnen niet worden gewijzigd.');
    if (!isBoer(i) && i.rol !== 'volmacht') return fout(403, 'Alleen de deelnemer van het bedrijf of de houder van de volmacht kan dit doen.');
    const r = ontleed(bedrijfswijzigingInvoerSchema, body);
    if ('fout' in r) return r.fout;
    if (t.openWijziging) return fout(409, 'Er wacht al een bedrijfswijziging van dit bedrijf op verwerking door de servicedesk.');
    const [j, m, d] = [r.data.overgangsdatum.slice(0, 4), r.data.overgangsdatum.slice(5, 7), r.data.overgangsdatum.slice(8, 10)];
    t.openWijziging = {
      id: 1,
      relatieId: MOCK_BEDRIJF_ID,
      bedrijfsnaam: 'Melkveebedrijf De Vries',
      oudKvk: t.bedrijf.kvkNummer,
      nieuwKvk: r.data.nieuwKvk,
      oudBrs: t.bedrijf.brs,
      nieuwBrs: r.data.nieuwBrs ?? t.bedrijf.brs,
      oudUbns: t.bedrijf.ubns,
      nieuwUbns: r.data.nieuwUbns.length ? r.data.nieuwUbns : t.bedrijf.ubns,
      overgangsdatum: `${d}-${m}-${j}`,
      ingediendOp: vandaag(),
      ingediendDoor: t.naam,
      toelichting: r.data.toelichting ?? null,
      aantalActieveMachtigingen: 2,
    };
    return { status: 200, data: { id: 1, melding: 'De bedrijfswijziging is doorgegeven. De servicedesk verwerkt haar.' } };
  }
  if (is(profielRoutes.mijnGegevens)) return fout(404, 'Het ZIP-bestand met al uw gegevens maakt alleen de echte server.');
  if (is(toegangRoutes.toegangslog)) {
    if (Number(zoek.get('relatieId')) !== MOCK_BEDRIJF_ID) return fout(404, 'Dit bedrijf bestaat niet.');
    if (!isBoer(i) && i.rol !== 'volmacht') return fout(403, 'U heeft geen toegang tot het toegangslog van dit bedrijf.');
    return { status: 200, data: toegangslog() };
  }

  const relatieCall = Object.values(relatieRoutes).some((r) => is(r));
  if (!relatieCall) return null;
  if (!isMedewerker(i)) return fout(403, 'Alleen medewerkers van de servicedesk kunnen relaties registreren en beoordelen.');
  if (is(relatieRoutes.lijst)) {
    const r = ontleed(relatieLijstVraagSchema, Object.fromEntries(zoek));
    if ('fout' in r) return r.fout;
    const z = r.data.zoek?.toLowerCase();
    const lijst = t.relaties
      .filter((x) => (!r.data.soort || x.soort === r.data.soort) && (!r.data.status || x.status === r.data.status))
      .filter((x) => !z || x.naam.toLowerCase().includes(z) || (x.kvkNummer ?? '').includes(z) || x.ubns.includes(z))
      .sort((a, b) => Number(b.status === 'aangevraagd') - Number(a.status === 'aangevraagd') || a.naam.localeCompare(b.naam));
    return { status: 200, data: { relaties: lijst, meer: false } };
  }
  if (is(relatieRoutes.registreer)) {
    const r = ontleed(registreerRelatieSchema, body);
    if ('fout' in r) return r.fout;
    const bestaand = t.relaties.find((x) => x.kvkNummer === r.data.kvkNummer);
    if (bestaand) return fout(409, `Dit KvK-nummer is al geregistreerd (${bestaand.naam}).`, { errorDetails: [{ field: 'kvkNummer', message: `Dit KvK-nummer is al geregistreerd (${bestaand.naam}).` }] });
    const id = t.volgendId++;
    t.relaties.push({
      id,
      soort: r.data.soort,
      status: 'goedgekeurd',
      naam: r.data.naam,
      kvkNummer: r.data.kvkNummer,
      brs: r.data.soort === 'bedrijf' ? (r.data.brs ?? null) : null,
      ubns: r.data.soort === 'bedrijf' ? r.data.ubns : [],
      plaats: r.data.plaats ?? null,
      contactpersoon: r.data.contactpersoon ?? null,
      contactEmail: r.data.contactEmail ?? null,
      aangemaaktOp: vandaag(),
      statusReden: 'geregistreerd door de servicedesk',
      aantalGebruikers: 0,
    });
    return { status: 200, data: { id, melding: `${r.data.naam} is geregistreerd.` } };
  }
  if (is(relatieRoutes.status)) {
    const r = ontleed(relatieStatusInvoerSchema, body);
    if ('fout' in r) return r.fout;
    const rel = t.relaties.find((x) => x.id === r.data.id);
    if (!rel) return fout(404, 'Deze relatie bestaat niet.');
    if (rel.soort === 'bedrijf') return fout(400, 'Een melkveebedrijf wordt niet goedgekeurd of geblokkeerd; dit geldt alleen voor organisaties.');
    if (rel.status === r.data.status) return fout(409, `Deze organisatie is al ${r.data.status}.`);
    Object.assign(rel, { status: r.data.status, statusReden: r.data.reden });
    return ok(r.data.status === 'goedgekeurd' ? `${rel.naam} is goedgekeurd.` : `${rel.naam} is geblokkeerd; haar gebruikers hebben vanaf nu geen toegang meer via machtigingen.`);
  }
  if (is(relatieRoutes.wijzigingen)) return { status: 200, data: { wijzigingen: t.openWijziging ? [t.openWijziging] : [] } };
  if (is(relatieRoutes.verwerken) || is(relatieRoutes.afwijzen)) {
    const r = ontleed(is(relatieRoutes.verwerken) ? verwerkenInvoerSchema : afwijzenInvoerSchema, body);
    if ('fout' in r) return r.fout;
    const w = t.openWijziging;
    if (!w || w.id !== r.data.id || w.relatieId !== r.data.relatieId) return fout(404, 'Deze bedrijfswijziging bestaat niet.');
    t.openWijziging = null;
    if (is(relatieRoutes.afwijzen)) return ok('De bedrijfswijziging is afgewezen.');
    t.bedrijf = { kvkNummer: w.nieuwKvk, brs: w.nieuwBrs, ubns: w.nieuwUbns };
    return ok(`De bedrijfswijziging van ${w.bedrijfsnaam} is verwerkt; 2 machtigingen wachten op herbevestiging.`);
  }
  return null;
}
