import { Link } from 'react-router';
import { usePaginaTitel } from '../../lib/page-title';

export default function NietGevondenPagina() {
  usePaginaTitel('Pagina niet gevonden');
  return (
    <main style={{ padding: 48, fontFamily: 'system-ui, sans-serif' }}>
      <h1>Pagina niet gevonden</h1>
      <p>Deze pagina bestaat niet. Controleer het adres of ga naar de startpagina.</p>
      <Link to="/Home/new">Naar de startpagina</Link>
    </main>
  );
}
