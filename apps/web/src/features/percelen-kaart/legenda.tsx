/** The legend of the map: one line per crop (colour, name, plots, area). Folded on a narrow screen. */
import type { LegendaRegel } from './kaart-logica';
import { formatHa } from './kaart-logica';

export function Legenda({ regels, open }: { regels: LegendaRegel[]; open: boolean }) {
  return (
    <details open={open} style={{ background: '#fff', border: '1px solid #e1e9df', borderRadius: 6, padding: '8px 12px', marginBottom: 12 }} data-testid="legenda">
      <summary style={{ cursor: 'pointer', fontWeight: 600 }}>Legenda: gewassen</summary>
      {regels.length === 0 ? (
        <p style={{ margin: '8px 0 0' }}>Nog geen percelen met een vorm.</p>
      ) : (
        <ul style={{ listStyle: 'none', padding: 0, margin: '8px 0 0' }}>
          {regels.map((r) => (
            <li key={r.naam} style={{ margin: '4px 0' }}>
              <span className="legenda-kleur" style={{ background: r.kleur }} aria-hidden="true" />
              {r.naam}: {r.aantal} {r.aantal === 1 ? 'perceel' : 'percelen'}, {formatHa(r.ha)}
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
