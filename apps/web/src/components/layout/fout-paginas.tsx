import { Link } from 'react-router';
import { Panel } from '../ui/panel';
import { usePaginaTitel } from '../../lib/page-title';

/** The pages the frame shows instead of a screen: refused or unknown record, unknown address. */
function FoutPagina({ titel, tekst }: { titel: string; tekst: string }) {
  usePaginaTitel(titel);
  return (
    <Panel>
      <h1 style={{ marginTop: 0, fontSize: 24, fontWeight: 600 }}>{titel}</h1>
      <p>{tekst}</p>
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
