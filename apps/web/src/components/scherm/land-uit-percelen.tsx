/**
 * Land on the screens that do not enter it (decision 014: no second place to enter them):
 * Grasland, Snijmaïs and Akkerbouw show the plots of their land use from Percelen, read-only,
 * with the total and a link to Percelen. The plots come from the Percelen screen's own GET.
 */
import { Link, useParams } from 'react-router';
import { Alert } from 'antd';
import type { Grondgebruik } from '@kw/engine';
import { gewasLabel, percelenMetGrondgebruik, percelenVanDocument, perceelKeuzeLabel, type PerceelRij } from '@kw/contract';
import { Panel } from '../ui/panel';
import { formatGetal } from '../../lib/format';
import { klwSleutel } from '../../lib/queries';
import { useSchermGegevens } from './scherm-api';

export const PERCELEN_ROUTE = '/bodem/percelen/Index/:klwId';

/** The record's plots as saved on Percelen (undefined while loading or on an error). */
export function usePercelen(): { percelen: PerceelRij[] | undefined; fout: boolean } {
  const { klwId } = useParams();
  const q = useSchermGegevens('percelen', 'Percelen', klwSleutel(klwId));
  return { percelen: q.data ? percelenVanDocument(q.data.gegevens) : undefined, fout: q.isError };
}

const cel = { padding: '6px 8px', borderBottom: '1px solid #eef2ec', textAlign: 'left' as const, verticalAlign: 'top' as const };
const getal = { ...cel, textAlign: 'right' as const, fontVariantNumeric: 'tabular-nums' as const, whiteSpace: 'nowrap' as const };

export function LandUitPercelen({ grondgebruik }: { grondgebruik: Grondgebruik[] }) {
  const { klwId } = useParams();
  const { percelen, fout } = usePercelen();
  const naarPercelen = <Link to={PERCELEN_ROUTE.replace(':klwId', String(klwId))} style={{ textDecoration: 'underline' }}>Percelen</Link>;
  if (fout) return <Alert type="error" showIcon style={{ marginBottom: 16 }} message="De percelen konden niet worden geladen." />;
  if (!percelen) return null;
  const eigen = percelenMetGrondgebruik(percelen, grondgebruik);
  const totaal = eigen.reduce((s, p) => s + (p.oppervlakteHa ?? 0), 0);
  return (
    <Panel titel="Oppervlakte uit Percelen">
      <p style={{ marginTop: 0 }} data-testid="oppervlakte-uit-percelen">
        Oppervlakte komt uit {naarPercelen}: <strong>{formatGetal(totaal, 2)} ha</strong>
        {eigen.length > 0 ? ` (${eigen.length} ${eigen.length === 1 ? 'perceel' : 'percelen'}).` : '. Er zijn nog geen percelen met dit grondgebruik.'} U wijzigt oppervlakte,
        gewas en grondsoort bij {naarPercelen}.
      </p>
      {eigen.length > 0 && (
        // a phone scrolls the table inside its own focusable region (as the product tables do)
        <div style={{ overflowX: 'auto', maxWidth: '100%' }} tabIndex={0} role="region" aria-label="Tabel percelen uit Percelen">
        <table style={{ borderCollapse: 'collapse', width: '100%', minWidth: 480 }}>
          <caption style={{ textAlign: 'left', captionSide: 'top', color: '#5b6b5b', paddingBottom: 4 }}>Percelen met dit grondgebruik (alleen lezen)</caption>
          <thead>
            <tr style={{ background: '#f3f7f1' }}>
              <th scope="col" style={cel}>Perceel</th>
              <th scope="col" style={cel}>Gewas</th>
              <th scope="col" style={cel}>Grondgebruik</th>
              <th scope="col" style={cel}>Grondsoort</th>
              <th scope="col" style={getal}>Oppervlakte</th>
            </tr>
          </thead>
          <tbody>
            {eigen.map((p, i) => (
              <tr key={p.id ?? i}>
                <td style={cel}>{[p.nummer, p.naam].filter(Boolean).join(' ') || `Perceel ${i + 1}`}</td>
                <td style={cel}>{p.gewascode !== undefined ? gewasLabel(p.gewascode) : '–'}</td>
                <td style={cel}>{perceelKeuzeLabel('grondgebruik', p.grondgebruik)}</td>
                <td style={cel}>{perceelKeuzeLabel('grondsoort', p.grondsoort)}</td>
                <td style={getal}>{formatGetal(p.oppervlakteHa ?? 0, 2)} ha</td>
              </tr>
            ))}
          </tbody>
        </table>
        </div>
      )}
    </Panel>
  );
}
