import { Panel } from '../../components/ui/panel';
import { usePaginaTitel } from '../../lib/page-title';
import { routeNaam } from '../../lib/route-namen';

/** Routes whose screens come later: an honest page, not a fake form. */
export default function NietGebouwdPagina({ pad, beheer = false }: { pad: string; beheer?: boolean }) {
  const naam = routeNaam(pad);
  usePaginaTitel(naam);
  return (
    <Panel>
      <h1 style={{ marginTop: 0, fontSize: 24, fontWeight: 600 }}>{naam}</h1>
      <p>
        Dit scherm is nog niet gebouwd. In deze versie van de Kringloopwijzer kunt u hier nog niets invullen of bekijken.
      </p>
      <p style={{ color: '#5b6b5b', marginBottom: 0 }}>
        {beheer
          ? 'Dit is een beheerscherm; het komt in een latere versie beschikbaar.'
          : 'Gebruik het menu om naar een onderdeel te gaan dat al klaar is, zoals Melklevering.'}
      </p>
    </Panel>
  );
}
