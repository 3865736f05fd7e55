/**
 * Percelenoverzicht (decision 014, plot interface): the record's plots summed per crop, per soil type and per land
 * use. Read-only by design: the plots are entered on Percelen only; this page derives from them.
 */
import { Link, useParams } from 'react-router';
import { Alert } from 'antd';
import { percelenTotalen } from '@kw/contract';
import { Laden } from '../../components/laden';
import { Panel } from '../../components/ui/panel';
import { PERCELEN_ROUTE, usePercelen } from '../../components/scherm/land-uit-percelen';
import { formatGetal } from '../../lib/format';
import { usePaginaTitel } from '../../lib/page-title';

const cel = { padding: '6px 8px', borderBottom: '1px solid #eef2ec', textAlign: 'left' as const };
const getal = { ...cel, textAlign: 'right' as const, fontVariantNumeric: 'tabular-nums' as const, whiteSpace: 'nowrap' as const };
const kopGetal = { ...getal, whiteSpace: 'normal' as const };

function Tabel({ titel, kop, rijen, totaalHa, aantal }: { titel: string; kop: string; rijen: { sleutel: string; naam: string; aantal: number; ha: number }[]; totaalHa: number; aantal: number }) {
  return (
    <Panel titel={titel}>
      {/* a phone scrolls a wide table inside its own focusable region */}
      <div style={{ overflowX: 'auto', maxWidth: '100%' }} tabIndex={0} role="region" aria-label={`Tabel ${titel.toLowerCase()}`}>
      <table style={{ borderCollapse: 'collapse', width: '100%' }} data-testid={`totalen-${kop.toLowerCase()}`}>
        <thead>
          <tr style={{ background: '#f3f7f1' }}>
            <th scope="col" style={cel}>{kop}</th>
            <th scope="col" style={kopGetal}>Percelen</th>
            <th scope="col" style={kopGetal}>Oppervlakte (ha)</th>
            <th scope="col" style={kopGetal}>Aandeel</th>
          </tr>
        </thead>
        <tbody>
          {rijen.map((r) => (
            <tr key={r.sleutel}>
              <th scope="row" style={{ ...cel, fontWeight: 400 }}>{r.naam}</th>
              <td style={getal}>{r.aantal}</td>
              <td style={getal}>{formatGetal(r.ha, 2)}</td>
              <td style={getal}>{totaalHa > 0 ? `${formatGetal((r.ha / totaalHa) * 100, 0)}%` : '–'}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr style={{ background: '#f8faf7', fontWeight: 600 }}>
            <th scope="row" style={cel}>Totaal</th>
            <td style={getal}>{aantal}</td>
            <td style={getal}>{formatGetal(totaalHa, 2)}</td>
            <td style={getal}>{totaalHa > 0 ? '100%' : '–'}</td>
          </tr>
        </tfoot>
      </table>
      </div>
    </Panel>
  );
}

export default function PercelenoverzichtPagina() {
  usePaginaTitel('Percelenoverzicht');
  const { klwId } = useParams();
  const { percelen, fout } = usePercelen();
  if (fout) return <Alert type="error" showIcon message="Het percelenoverzicht kon niet worden geladen." />;
  if (!percelen) return <Laden />;
  const t = percelenTotalen(percelen);
  const naarPercelen = <Link to={PERCELEN_ROUTE.replace(':klwId', String(klwId))} style={{ textDecoration: 'underline' }}>Percelen</Link>;
  return (
    <>
      <Panel>
        <h1 style={{ marginTop: 0, fontSize: 22, fontWeight: 600, color: '#1f3324' }}>Percelenoverzicht</h1>
        <p style={{ marginBottom: 0 }} data-testid="percelen-totaal">
          {t.aantal === 0 ? 'Er zijn nog geen percelen ingevoerd.' : `${t.aantal} ${t.aantal === 1 ? 'perceel' : 'percelen'}, samen ${formatGetal(t.totaalHa, 2)} ha.`} Dit overzicht is afgeleid van de
          percelen en kan hier niet worden gewijzigd; u voert percelen in bij {naarPercelen}.
        </p>
      </Panel>
      {t.aantal > 0 && (
        <>
          <Tabel titel="Per gewas" kop="Gewas" rijen={t.perGewas.map((g) => ({ sleutel: String(g.gewascode), naam: g.gewascode === null ? g.naam : `${g.gewascode} ${g.naam}`, aantal: g.aantal, ha: g.ha }))} totaalHa={t.totaalHa} aantal={t.aantal} />
          <Tabel titel="Per grondsoort" kop="Grondsoort" rijen={t.perGrondsoort.map((g) => ({ sleutel: g.grondsoort, naam: g.label, aantal: g.aantal, ha: g.ha }))} totaalHa={t.totaalHa} aantal={t.aantal} />
          <Tabel titel="Per grondgebruik" kop="Grondgebruik" rijen={t.perGrondgebruik.map((g) => ({ sleutel: g.grondgebruik, naam: g.label, aantal: g.aantal, ha: g.ha }))} totaalHa={t.totaalHa} aantal={t.aantal} />
        </>
      )}
    </>
  );
}
