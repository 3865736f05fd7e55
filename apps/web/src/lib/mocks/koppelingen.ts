/**
 * Port-3000 answers of the link calls (decision 020): the farm's links with health, this year's messages with their
 * changes and the raw message; staff's suppliers (onboarding, a new secret) and the failed and waiting messages
 * (dry run, reprocess, handle without processing). Health, the year of a message and what it changes come from
 * the contract's pure functions (`gezondheidVan`, `jaarVan`, `pasToe`), as on the server; messages here do not
 * write into the mocked screens.
 */
import {
  aanmeldenInvoerSchema,
  afhandelenInvoerSchema,
  CADANS,
  gezondheidVan,
  jaarVan,
  koppelingRoutes,
  nieuwGeheimInvoerSchema,
  OORZAAK_NAMEN,
  opnieuwInvoerSchema,
  pasToe,
  plekVanVeld,
  vandaagIso,
  veldPadZonderSleutels,
  type Bericht,
  type BerichtRegel,
  type BerichtSoort,
  type BerichtStatus,
  type Kanaal,
  type KoppelingStand,
  type KoppelingStatus,
  type Oorzaak,
  type SchermSleutel,
  type VeldWijziging,
} from '@kw/contract';
import { routeVan } from '@kw/contract/route-catalogus';

interface Antwoord {
  status: number;
  data: unknown;
}

const fout = (statusCode: number, message: string, errorDetails?: Array<{ field: string; message: string }>): Antwoord => ({ status: statusCode, data: { statusCode, message, ...(errorDetails ? { errorDetails } : {}) } });
const zod400 = (issues: Array<{ path: PropertyKey[]; message: string }>) =>
  fout(400, 'De verzonden gegevens zijn ongeldig.', issues.map((i) => ({ field: i.path.map(String).join('.'), message: i.message })));

const BEDRIJF = { relatieId: 1, naam: 'Melkveebedrijf De Vries' };

interface Leverancier {
  id: number;
  naam: string;
  kvkNummer: string;
  soorten: BerichtSoort[];
  kanaal: Kanaal;
  actief: boolean;
  clientId: string;
  geheimGewijzigdOp: string;
}

interface Koppeling {
  id: number;
  soort: BerichtSoort;
  leverancierId: number;
  klantnummer: string;
  status: KoppelingStatus;
  versie: number;
  sinds: string;
  ophaalverzoekOpen: boolean;
}

interface Opgeslagen {
  id: number;
  leverancierId: number;
  bericht: Bericht;
  /** YYYY-MM-DD HH:mm */
  ontvangenOp: string;
  status: BerichtStatus;
  oorzaak: Oorzaak | null;
  reden: string | null;
  relatieId: number | null;
  pogingen: number;
  laatstePoging: string | null;
  wijzigingen: VeldWijziging[];
}

const dagen = (n: number, vanaf = new Date()) => vandaagIso(new Date(vanaf.getTime() + n * 86_400_000));
const nl = (iso: string) => iso.slice(0, 10).split('-').reverse().join('-') + iso.slice(10);
const nu = () => {
  const d = new Date();
  return `${vandaagIso(d)} ${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
};

/** The record's screen that shows a changed field, with `:klwId` filled in. */
function metPlek(w: VeldWijziging, klwId: number): BerichtRegel['wijzigingen'][number] {
  const plek = w.scherm === 'melklevering' ? { route: routeVan('melklevering'), titel: 'Melklevering' } : plekVanVeld(w.scherm as SchermSleutel, veldPadZonderSleutels(w.veld));
  return { ...w, route: plek ? plek.route.replace(':klwId', String(klwId)) : null, schermTitel: plek?.titel ?? null };
}

function maakStaat(jaar: number) {
  const leveranciers: Leverancier[] = [
    { id: 1, naam: 'FrieslandCampina', kvkNummer: '33243678', soorten: ['melkleveringen'], kanaal: 'direct', actief: true, clientId: 'frieslandcampina', geheimGewijzigdOp: '2026-01-05 10:00' },
    { id: 2, naam: 'De Heus Voeders', kvkNummer: '09012345', soorten: ['voerleveringen'], kanaal: 'joindata', actief: true, clientId: 'deheus', geheimGewijzigdOp: '2026-02-11 09:30' },
    { id: 3, naam: 'ForFarmers', kvkNummer: '08123456', soorten: ['voerleveringen'], kanaal: 'direct', actief: true, clientId: 'forfarmers', geheimGewijzigdOp: '2026-03-02 14:15' },
    { id: 4, naam: 'Eurofins Agro', kvkNummer: '09087654', soorten: ['analyses'], kanaal: 'direct', actief: true, clientId: 'eurofins', geheimGewijzigdOp: '2026-01-20 08:00' },
    { id: 5, naam: 'RVO (via ZuivelNL)', kvkNummer: '59667222', soorten: ['diertellingen', 'mesttransporten', 'percelen'], kanaal: 'rvo', actief: true, clientId: 'zuivelnl-rvo', geheimGewijzigdOp: '2025-12-01 12:00' },
  ];
  const koppelingen: Koppeling[] = [
    { id: 1, soort: 'melkleveringen', leverancierId: 1, klantnummer: '100234', status: 'actief', versie: 1, sinds: `${jaar - 3}-02-01`, ophaalverzoekOpen: false },
    { id: 2, soort: 'voerleveringen', leverancierId: 2, klantnummer: 'DH-5521', status: 'actief', versie: 1, sinds: `${jaar - 1}-06-15`, ophaalverzoekOpen: false },
    { id: 3, soort: 'analyses', leverancierId: 4, klantnummer: 'EU-88123', status: 'aangevraagd', versie: 1, sinds: dagen(-3), ophaalverzoekOpen: false },
    { id: 4, soort: 'diertellingen', leverancierId: 5, klantnummer: '2345678', status: 'actief', versie: 1, sinds: `${jaar - 2}-01-10`, ophaalverzoekOpen: false },
    { id: 5, soort: 'percelen', leverancierId: 5, klantnummer: '2345678', status: 'actief', versie: 1, sinds: `${jaar - 2}-01-10`, ophaalverzoekOpen: false },
  ];
  const melk = (maand: number): Bericht => ({
    soort: 'melkleveringen',
    inhoud: {
      berichtId: `FC-${jaar}-${String(maand).padStart(2, '0')}`,
      klantnummer: '100234',
      ubn: '1234567',
      leveringen: [1, 4, 7].map((dag, i) => ({ datum: `${jaar}-${String(maand).padStart(2, '0')}-${String(dag * 4).padStart(2, '0')}`, tijd: '06:30', kg: 9800 + 150 * i + 37 * maand, vetProcent: 4.41, eiwitProcent: 3.52, ureumMgPer100ml: 22 })),
    },
  });
  const voer = (id: string, datum: string, klantnummer: string, kg: number): Bericht => ({
    soort: 'voerleveringen',
    inhoud: { berichtId: id, klantnummer, leveringen: [{ categorie: 'krachtvoer', datum, product: 'Melkvee Brok 20', kg, dsGPerKg: 880, vemPerKgDs: 1040, reGPerKgDs: 200, pGPerKgDs: 5.1 }] },
  });
  const vee: Bericht = {
    soort: 'diertellingen',
    inhoud: { berichtId: `IR-${jaar}-06`, klantnummer: '2345678', ubn: '1234567', peildatum: `${jaar}-06-30`, gemiddeldAantal: { melkkoeien: 100, jongveeJonger1Jaar: 35, jongveeOuder1Jaar: 35 },
      // I&R movements (decision 035): aanvoer and afvoer per category; the diff lists each animal
      bewegingen: [
        { soort: 'aanvoer', datum: `${jaar}-06-04`, levensnummer: 'NL581234567', categorie: '102', gewichtKg: 510 },
        { soort: 'afvoer', datum: `${jaar}-06-11`, levensnummer: 'NL581234568', categorie: '101' },
        { soort: 'sterfte', datum: `${jaar}-06-25`, levensnummer: 'NL581234570', categorie: '100' },
      ] },
  };
  let id = 0;
  const berichten: Opgeslagen[] = [];
  const verwerkt = (leverancierId: number, bericht: Bericht, ontvangenOp: string) => {
    const t = pasToe(bericht, {});
    berichten.push({ id: ++id, leverancierId, bericht, ontvangenOp, status: 'verwerkt', oorzaak: null, reden: null, relatieId: BEDRIJF.relatieId, pogingen: 1, laatstePoging: null, wijzigingen: t.ok ? t.wijzigingen : [] });
  };
  const mislukt = (leverancierId: number, bericht: Bericht, ontvangenOp: string, oorzaak: Oorzaak, reden: string, relatieId: number | null) =>
    berichten.push({ id: ++id, leverancierId, bericht, ontvangenOp, status: oorzaak === 'jaar-ingediend' ? 'wacht' : 'mislukt', oorzaak, reden, relatieId, pogingen: 1, laatstePoging: null, wijzigingen: [] });
  for (let m = 1; m <= 6; m++) verwerkt(1, melk(m), `${jaar}-${String(m + 1).padStart(2, '0')}-08 07:12`);
  verwerkt(2, voer(`DH-${jaar}-0412`, `${jaar}-04-12`, 'DH-5521', 12_000), `${jaar}-04-13 05:00`);
  verwerkt(2, voer(`DH-${jaar}-0603`, `${jaar}-06-03`, 'DH-5521', 9_500), `${jaar}-06-04 05:00`);
  verwerkt(5, vee, `${jaar}-07-05 03:00`);
  mislukt(3, voer(`FF-${jaar}-0511`, `${jaar}-05-11`, 'FF-99812', 8_000), `${jaar}-05-12 04:40`, 'geen-klant', 'Geen bedrijf met klantnummer FF-99812 bij ForFarmers.', null);
  mislukt(3, voer(`FF-${jaar}-0602`, `${jaar}-06-02`, 'FF-99812', 7_500), `${jaar}-06-03 04:40`, 'geen-klant', 'Geen bedrijf met klantnummer FF-99812 bij ForFarmers.', null);
  mislukt(2, voer(`DH-${jaar - 1}-1220`, `${jaar - 1}-12-20`, 'DH-5521', 6_000), `${jaar}-01-02 05:00`, 'jaar-ingediend', `Wacht: jaar ${jaar - 1} is ingediend. Het bericht wordt verwerkt zodra het jaar is heropend.`, BEDRIJF.relatieId);
  // the last message of every active link, recent enough to show the health states (the milk one is on schedule)
  const laatste: Record<number, string> = { 1: `${dagen(-12)} 07:12`, 2: `${dagen(-9)} 05:00`, 4: `${dagen(-52)} 03:00` };
  return { leveranciers, koppelingen, berichten, laatste, volgendId: () => ++id };
}

type Staat = ReturnType<typeof maakStaat>;
let staat: Staat | null = null;
let staatJaar = 0;

function staatVoor(jaar: number): Staat {
  if (!staat || staatJaar !== jaar) {
    staat = maakStaat(jaar);
    staatJaar = jaar;
  }
  return staat;
}

/**
 * The mocked farm's live links with their health, as the server's koppelingen.gezondheid.ts gives them:
 * for the /Deelnemers column and the start page's pre-flight items (contract gezondheid-bedrijf.ts).
 */
export function mockKoppelingStanden(jaar: number): KoppelingStand[] {
  const s = staatVoor(jaar);
  const vandaag = vandaagIso();
  return s.koppelingen
    .filter((k) => k.status === 'actief' || k.status === 'aangevraagd')
    .map((k) => {
      const eigen = s.berichten.filter((b) => b.relatieId === BEDRIJF.relatieId && b.bericht.soort === k.soort && b.leverancierId === k.leverancierId);
      const laatste = (s.laatste[k.id] ?? eigen.map((b) => b.ontvangenOp).sort().at(-1) ?? null)?.slice(0, 10) ?? null;
      const verwerkt = [s.laatste[k.id], ...eigen.filter((b) => b.status === 'verwerkt').map((b) => b.ontvangenOp)].filter(Boolean).sort().at(-1)?.slice(0, 10) ?? null;
      const invoer = { soort: k.soort, status: k.status, sinds: k.sinds, laatsteBericht: laatste, vandaag };
      const g = gezondheidVan({ ...invoer, openFouten: eigen.filter((b) => b.status === 'mislukt').length });
      const c = gezondheidVan({ ...invoer, openFouten: 0 });
      const foutenInJaar = eigen.filter((b) => b.status === 'mislukt' && jaarVanBericht(b) === jaar).length;
      return { leverancier: s.leveranciers.find((l) => l.id === k.leverancierId)!.naam, soort: k.soort, gezondheid: g.gezondheid, reden: g.reden, cadans: c.gezondheid, cadansReden: c.reden, laatsteVerwerkt: verwerkt, foutenInJaar };
    });
}

export interface KoppelingContext {
  klwId: number;
  jaar: number;
  magBeheren: boolean;
  isMedewerker: boolean;
}

export function mockKoppelingen(methode: string, pad: string, body: unknown, _zoek: URLSearchParams, c: KoppelingContext): Antwoord | null {
  const sleutel = `${methode} ${pad}`;
  const is = (r: { method: string; path: string }) => sleutel === `${r.method} ${r.path}`;
  const r = koppelingRoutes;
  const alle = [r.beheerLeveranciers, r.aanmelden, r.nieuwGeheim, r.importberichten, r.opnieuwVerwerken, r.afhandelen];
  if (!alle.some(is)) return null;
  const s = staatVoor(c.jaar);
  const leverancier = (id: number) => s.leveranciers.find((l) => l.id === id)!;

  // the farm's calls answer from the call catalogue (mocks/catalogus.ts); these are staff's
  // ---- staff ----------------------------------------------------------------------------------
  if (!c.isMedewerker) return fout(403, 'Alleen medewerkers van de servicedesk beheren de datakoppelingen.');
  if (is(r.beheerLeveranciers)) {
    const grens = (n: number) => `${dagen(-n)} 00:00`;
    const aandeel = (l: Leverancier, n: number) => {
      const recent = s.berichten.filter((b) => b.leverancierId === l.id && b.ontvangenOp >= grens(n));
      return recent.length ? recent.filter((b) => b.status === 'mislukt').length / recent.length : null;
    };
    return {
      status: 200,
      data: {
        leveranciers: s.leveranciers.map((l) => {
          const laatste = [...s.berichten.filter((b) => b.leverancierId === l.id).map((b) => b.ontvangenOp), ...s.koppelingen.filter((k) => k.leverancierId === l.id).map((k) => s.laatste[k.id]).filter(Boolean)].sort().at(-1);
          return {
            id: l.id, naam: l.naam, kvkNummer: l.kvkNummer, soorten: l.soorten, kanaal: l.kanaal, actief: l.actief, clientId: l.clientId,
            cadans: [...new Set(l.soorten.map((x) => CADANS[x].gepubliceerd))].join(' '),
            laatsteBericht: laatste ? nl(laatste) : null,
            foutPercentage7: aandeel(l, 7), foutPercentage30: aandeel(l, 30),
            berichten30: s.berichten.filter((b) => b.leverancierId === l.id && b.ontvangenOp >= grens(30)).length,
            bedrijvenMetKoppeling: new Set(s.koppelingen.filter((k) => k.leverancierId === l.id && k.status === 'actief').map(() => BEDRIJF.relatieId)).size,
            geheimGewijzigdOp: nl(l.geheimGewijzigdOp),
          };
        }),
      },
    };
  }
  if (is(r.aanmelden) || is(r.nieuwGeheim)) {
    const geheim = Array.from(crypto.getRandomValues(new Uint8Array(24)), (x) => x.toString(16).padStart(2, '0')).join('');
    if (is(r.aanmelden)) {
      const v = aanmeldenInvoerSchema.safeParse(body);
      if (!v.success) return zod400(v.error.issues);
      if (s.leveranciers.some((l) => l.kvkNummer === v.data.kvkNummer)) return fout(409, 'Er is al een leverancier met dit KvK-nummer.');
      const l: Leverancier = { id: Math.max(...s.leveranciers.map((x) => x.id)) + 1, naam: v.data.naam, kvkNummer: v.data.kvkNummer, soorten: v.data.soorten, kanaal: v.data.kanaal, actief: true, clientId: `lev-${v.data.kvkNummer}`, geheimGewijzigdOp: nu() };
      s.leveranciers.push(l);
      return { status: 200, data: { leverancierId: l.id, clientId: l.clientId, clientSecret: geheim, melding: `${l.naam} is aangemeld.` } };
    }
    const v = nieuwGeheimInvoerSchema.safeParse(body);
    if (!v.success) return zod400(v.error.issues);
    const l = s.leveranciers.find((x) => x.id === v.data.leverancierId);
    if (!l) return fout(404, 'Deze leverancier bestaat niet.');
    l.geheimGewijzigdOp = nu();
    return { status: 200, data: { leverancierId: l.id, clientId: l.clientId, clientSecret: geheim, melding: 'Het oude geheim werkt niet meer.' } };
  }
  const open = () => s.berichten.filter((b) => b.status === 'mislukt' || b.status === 'wacht');
  const alsImport = (b: Opgeslagen) => ({
    id: b.id, leverancier: leverancier(b.leverancierId).naam, soort: b.bericht.soort, leverancierBerichtId: b.bericht.inhoud.berichtId, klantnummer: b.bericht.inhoud.klantnummer,
    relatieId: b.relatieId, bedrijf: b.relatieId ? BEDRIJF.naam : null, ontvangenOp: nl(b.ontvangenOp), status: b.status, reden: b.reden, pogingen: b.pogingen, laatstePoging: b.laatstePoging ? nl(b.laatstePoging) : null,
  });
  if (is(r.importberichten)) {
    const oorzaken = [...new Set(open().map((b) => b.oorzaak!))];
    const groepen = oorzaken.map((o) => {
      const berichten = open().filter((b) => b.oorzaak === o);
      return { oorzaak: o, naam: OORZAAK_NAMEN[o], aantal: berichten.length, berichten: berichten.map(alsImport) };
    });
    return { status: 200, data: { groepen, totaal: open().length } };
  }
  if (is(r.afhandelen)) {
    const v = afhandelenInvoerSchema.safeParse(body);
    if (!v.success) return zod400(v.error.issues);
    const gekozen = open().filter((b) => v.data.berichtIds.includes(b.id));
    for (const b of gekozen) {
      b.status = 'afgehandeld';
      b.reden = `Afgehandeld zonder verwerken: ${v.data.reden}`;
    }
    return { status: 200, data: { afgehandeld: gekozen.length } };
  }
  // opnieuw verwerken: match the customer number to an active link again, then apply (the dry run writes nothing)
  const v = opnieuwInvoerSchema.safeParse(body);
  if (!v.success) return zod400(v.error.issues);
  const keuze = v.data;
  const gekozen = open().filter((b) => (keuze.berichtIds ? keuze.berichtIds.includes(b.id) : keuze.oorzaak ? b.oorzaak === keuze.oorzaak : b.relatieId === keuze.relatieId));
  const uitkomsten = gekozen.map((b) => {
    const k = s.koppelingen.find((x) => x.leverancierId === b.leverancierId && x.soort === b.bericht.soort && x.klantnummer === b.bericht.inhoud.klantnummer);
    const jaar = jaarVanBericht(b);
    let u: { status: BerichtStatus; oorzaak: Oorzaak | null; reden: string | null; wijzigingen: VeldWijziging[]; relatieId: number | null };
    if (!k) u = { status: 'mislukt', oorzaak: 'geen-klant', reden: `Geen bedrijf met klantnummer ${b.bericht.inhoud.klantnummer} bij ${leverancier(b.leverancierId).naam}.`, wijzigingen: [], relatieId: null };
    else if (k.status !== 'actief') u = { status: 'mislukt', oorzaak: 'geen-machtiging', reden: 'Er is geen actieve koppeling voor dit klantnummer.', wijzigingen: [], relatieId: BEDRIJF.relatieId };
    else if (jaar !== null && jaar < c.jaar) u = { status: 'wacht', oorzaak: 'jaar-ingediend', reden: b.reden, wijzigingen: [], relatieId: BEDRIJF.relatieId };
    else {
      const t = pasToe(b.bericht, {});
      u = t.ok ? { status: 'verwerkt', oorzaak: null, reden: null, wijzigingen: t.wijzigingen, relatieId: BEDRIJF.relatieId } : { status: 'mislukt', oorzaak: t.oorzaak, reden: t.reden, wijzigingen: [], relatieId: BEDRIJF.relatieId };
    }
    if (!keuze.proefdraai) Object.assign(b, u, { pogingen: b.pogingen + 1, laatstePoging: nu() });
    return { id: b.id, status: u.status, reden: u.reden, jaar, bedrijf: u.relatieId ? BEDRIJF.naam : null, wijzigingen: u.wijzigingen.map((w) => metPlek(w, c.klwId)) };
  });
  const tel = (st: BerichtStatus) => uitkomsten.filter((x) => x.status === st).length;
  return {
    status: 200,
    data: { proefdraai: keuze.proefdraai, verwerkt: tel('verwerkt'), mislukt: tel('mislukt'), wacht: tel('wacht'), opnieuwMislukt: keuze.proefdraai ? 0 : tel('mislukt') + tel('wacht'), nieuwBinnengekomen: 0, berichten: uitkomsten },
  };
}

const jaarVanBericht = (b: Opgeslagen) => {
  const j = jaarVan(b.bericht);
  return 'jaar' in j ? j.jaar : null;
};

/** Back to the sample data (tests). */
export function herstelKoppelingenMock(): void {
  staat = null;
}
