import { Link } from 'react-router';
import { Panel } from '../ui/panel';
import { usePaginaTitel } from '../../lib/page-title';
import { wieMagHet } from '../../lib/route-toegang';
import type { RouteId, RouteRij } from '@kw/contract/route-catalogus';

/** The pages the frame shows instead of a screen: refused or unknown record, unknown address. */
function FoutPagina({ titel, tekst }: { titel: string; tekst: string | string[] }) {
  usePaginaTitel(titel);
  return (
    <Panel>
      <h1 style={{ marginTop: 0, fontSize: 24, fontWeight: 600 }}>{titel}</h1>
      {(Array.isArray(tekst) ? tekst : [tekst]).map((t) => (
        <p key={t}>{t}</p>
      ))}
      <p style={{ marginBottom: 0 }}>
        <Link to="/Home/new" className="kw-tekstlink">
          Naar de startpagina
        </Link>
      </p>
    </Panel>
  );
}

/** The server answered 403 for the record in the URL: it exists, but not for this user. */
export function GeenToegangPagina() {
  return (
    <FoutPagina
      titel="Geen toegang"
      tekst="U heeft geen toegang tot deze kringloopwijzer. Misschien hoort hij bij een ander bedrijf, of is uw machtiging ingetrokken."
    />
  );
}

/** What a page outside the farm-year is for, in one sentence (the refusal says it, so the user knows where they are). */
const WAARVOOR: Partial<Record<RouteId, string>> = {
  deelnemers: 'Op deze pagina kiest een organisatie of het servicebureau een bedrijf om mee te werken.',
  brokers: 'Op deze pagina beheert het servicebureau de brokers die berichten van leveranciers doorgeven.',
  sbDashboard: 'Op deze pagina volgt het servicebureau de voortgang van alle kringloopwijzers.',
  approvedParticipations: 'Op deze pagina staan de goedgekeurde deelnames aan het delen van gegevens.',
  unapprovedParticipations: 'Op deze pagina staan de deelnames die nog op een beslissing wachten.',
  revokedParticipations: 'Op deze pagina staan de ingetrokken deelnames.',
  mandates: 'Op deze pagina beheert het servicebureau de machtigingen van organisaties voor bedrijven.',
  manageParticipations: 'Op deze pagina beheert het servicebureau de deelnames van bedrijven aan doelen van afnemers.',
  managePurposes: 'Op deze pagina leggen afnemers en het servicebureau de doelen vast waarvoor gegevens worden gedeeld.',
  beheerRapportage: 'Op deze pagina maakt het servicebureau de sectorrapportage over alle bedrijven.',
  beheerPilot: 'Op deze pagina legt het servicebureau pilots vast: bedrijven die hun resultaten ook onder de regels van een ander jaar zien.',
  beheerAlgemeen: 'Op deze pagina beheert het servicebureau de jaren, statusteksten, gebruiksvoorwaarden en meldingen.',
  beheerDatakoppelingen: 'Op deze pagina beheert het servicebureau de leveranciers en hun datakoppelingen.',
  registratieRelatie: 'Op deze pagina registreert het servicebureau nieuwe bedrijven en organisaties.',
  uitbak: 'Op deze pagina leest het servicebureau de uitgaande e-mail.',
  importberichtenOpnieuwVerwerken: 'Op deze pagina verwerkt het servicebureau ontvangen importberichten opnieuw.',
};

/** A page the catalogue's roles do not open for this user: what it is for and who may use it, no controls. */
export function GeenToegangRoutePagina({ rij }: { rij: Pick<RouteRij, 'id' | 'naam' | 'rollen'> }) {
  return (
    <FoutPagina
      titel="Geen toegang"
      tekst={[
        `U heeft geen toegang tot de pagina ${rij.naam}.`,
        ...(WAARVOOR[rij.id as RouteId] ? [WAARVOOR[rij.id as RouteId]!] : []),
        `Alleen ${wieMagHet(rij.rollen)} kunnen deze pagina gebruiken.`,
      ]}
    />
  );
}

/** The server answered 404 for the record in the URL. */
export function KringloopwijzerNietGevondenPagina() {
  return <FoutPagina titel="Kringloopwijzer niet gevonden" tekst="Deze kringloopwijzer bestaat niet. Controleer het adres of kies een bedrijf en jaar op de startpagina." />;
}

/** An address that is no route of the app (inside the frame when logged in). */
export function NietGevondenPagina() {
  return <FoutPagina titel="Pagina niet gevonden" tekst="Deze pagina bestaat niet. Controleer het adres of ga naar de startpagina." />;
}

/** An unknown address while not logged in: a plain page with the way in. */
export function NietGevondenKaal() {
  usePaginaTitel('Pagina niet gevonden');
  return (
    <main id="inhoud" style={{ maxWidth: 640, margin: '0 auto', padding: '48px 20px', fontFamily: 'system-ui, sans-serif', color: '#1f3324' }}>
      <h1 style={{ fontSize: 24 }}>Pagina niet gevonden</h1>
      <p>Deze pagina bestaat niet. Controleer het adres, of log in om verder te gaan.</p>
      <p>
        <Link to="/login" style={{ color: '#1f5a37', textDecoration: 'underline' }}>
          Naar inloggen
        </Link>
      </p>
    </main>
  );
}
