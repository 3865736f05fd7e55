import { Link } from 'react-router';
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Progress } from 'antd';
import { Panel } from '../../components/ui/panel';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { jaarMetStatus, type StartGegevens } from '@kw/contract';
import { routeVan } from '@kw/contract/route-catalogus';
import { vulRoute } from '../../lib/route-tabel';
import { StatusTag } from '../../components/ui/status-tag';
import { Laden } from '../../components/laden';
import { vernieuwToken } from '../../lib/api-client';
import { foutBeschrijvingen, toonFout } from '../../lib/notifications';
import { usePaginaTitel } from '../../lib/page-title';
import { downloadInvoer } from '../../lib/download-invoer';
import { formatDatum } from '../../lib/format';
import { useMenu, useStartGegevens } from '../../lib/queries';
import { IndienenKaart } from '../../components/indienen/indienen-kaart';
import { ControleerInvoer } from '../../components/indicator/controleer-invoer';
import { PilotBadge } from './pilot-badge';

export const voortgangProcent = (v: StartGegevens['voortgang']) => (v.totaal > 0 ? Math.round((v.klaar / v.totaal) * 100) : 0);


const KNOPLINK = {
  display: 'inline-flex',
  alignItems: 'center',
  marginTop: 12,
  padding: '4px 15px',
  height: 32,
  borderRadius: 6,
  background: '#2f7d4f',
  color: '#fff',
  textDecoration: 'none',
} as const;

export default function StartPagina() {
  usePaginaTitel('Start');
  const start = useStartGegevens('sessie');
  const menu = useMenu('sessie');
  const queryClient = useQueryClient();

  if (start.isPending) return <Laden />;
  if (start.isError) return <Alert type="error" showIcon message="De startgegevens konden niet worden geladen." description={foutBeschrijvingen(start.error).join(' ')} />;
  const g = start.data;

  async function open(kringloopwijzerId: number) {
    try {
      await vernieuwToken(kringloopwijzerId);
      // Refetch in the background: this page and the menu follow the new record. No navigation here,
      // so a menu link followed meanwhile is not undone.
      void queryClient.invalidateQueries();
    } catch (fout) {
      toonFout(fout);
    }
  }

  const rij = (label: string, waarde: ReactNode) => (
    <div style={{ display: 'flex', gap: 12, padding: '4px 0' }}>
      <dt style={{ width: 120, color: '#5b6b5b' }}>{label}</dt>
      <dd style={{ margin: 0 }}>{waarde}</dd>
    </div>
  );

  return (
    <div>
      <h1 style={{ margin: '0 0 16px', fontSize: 24, fontWeight: 600 }}>Welkom{g.gebruikersnaam ? `, ${g.gebruikersnaam}` : ''}</h1>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))', gap: 16 }}>
        <Panel titel="Uw kringloopwijzer" style={{ marginBottom: 0 }}>
          {g.bedrijf ? (
            <dl style={{ margin: 0 }}>
              {rij('Bedrijf', g.bedrijf.naam)}
              {g.bedrijf.kvkNummer && rij('KvK-nummer', g.bedrijf.kvkNummer)}
              {g.bedrijf.ubns.length > 0 && rij('UBN', g.bedrijf.ubns.join(', '))}
              {rij('Jaar', g.jaar ?? 'Geen jaar gekozen')}
              {rij('Status', g.statusId === null ? 'Onbekend' : <StatusTag statusId={g.statusId} />)}
              {/* the year's deadline as staff set it on /beheer/algemeen (decision 030) */}
              {menu.data?.kringloopwijzerId === g.kringloopwijzerId && menu.data?.indienDeadline ? rij('Deadline', formatDatum(menu.data.indienDeadline)) : null}
            </dl>
          ) : (
            <p>Er is nog geen bedrijf gekozen. Kies hieronder een bedrijf en een jaar.</p>
          )}
          {g.kringloopwijzerId && <PilotBadge kringloopwijzerId={g.kringloopwijzerId} />}
          {g.kringloopwijzerId && (
            <p style={{ margin: '12px 0 0' }}>
              <Link to={`/KLWResultatenOpties/Index/${g.kringloopwijzerId}`}>Resultaten en BEX-rapport</Link>
              {' · '}
              <Link to={vulRoute(routeVan('signalering'), g.kringloopwijzerId)}>Signaleringen</Link>
            </p>
          )}
          {g.kringloopwijzerId && (
            // One link styled as a button: a button inside a link is two tab stops for one action.
            <Link to={vulRoute(routeVan('melklevering'), g.kringloopwijzerId)} style={KNOPLINK}>
              Naar Melklevering
            </Link>
          )}
          {g.kringloopwijzerId && (
            <div style={{ marginTop: 12 }}>
              <Button icon={<DownloadOutlined aria-hidden />} onClick={() => downloadInvoer(g.jaar).catch((fout) => toonFout(fout, 'De invoer kon niet worden gedownload'))}>
                Download invoer (JSON)
              </Button>
              <p style={{ margin: '4px 0 0', color: '#5b6b5b', fontSize: 13 }}>Alle ingevulde gegevens van dit jaar zoals de rekenkern ze gebruikt.</p>
            </div>
          )}
        </Panel>
        {g.kringloopwijzerId && (
          <Panel titel="Voortgang" style={{ marginBottom: 0 }}>
            <Progress
              type="circle"
              percent={voortgangProcent(g.voortgang)}
              format={(p) => `${p}%`}
              strokeColor="#2f7d4f"
              aria-label={`Voortgang: ${voortgangProcent(g.voortgang)}% van de onderdelen klaar`}
            />
            <p style={{ marginTop: 12, marginBottom: 0 }}>
              {g.voortgang.klaar} van de {g.voortgang.totaal} onderdelen klaar
              {g.voortgang.waarschuwingen > 0 && `, ${g.voortgang.waarschuwingen} met een waarschuwing`}.
            </p>
          </Panel>
        )}
      </div>
      {g.kringloopwijzerId && g.indicatorWaarschuwingen.length > 0 && (
        <Panel titel="Controleer de invoer" style={{ marginTop: 16, marginBottom: 0 }}>
          {g.indicatorWaarschuwingen.map((w) => (
            <ControleerInvoer key={w.indicator} bericht={w.bericht} bijdragen={w.bijdragen} kringloopwijzerId={g.kringloopwijzerId!} testId={`start-controle-${w.indicator}`} />
          ))}
        </Panel>
      )}
      {g.kringloopwijzerId && (
        <div style={{ marginTop: 16 }}>
          <IndienenKaart
            klw="sessie"
            klwId={g.kringloopwijzerId}
            jaar={g.jaar}
            statusId={g.statusId}
            toelichting={menu.data?.kringloopwijzerId === g.kringloopwijzerId ? menu.data.statusToelichting : null}
          />
        </div>
      )}
      {g.bedrijven.length > 0 && (
        <Panel titel="Bedrijven die u mag openen" style={{ marginTop: 16 }}>
          <table style={{ width: '100%', borderCollapse: 'collapse' }}>
            <thead>
              <tr style={{ textAlign: 'left', background: '#eef4ec' }}>
                <th style={{ padding: '6px 8px' }}>Bedrijf</th>
                <th style={{ padding: '6px 8px' }}>Jaren</th>
              </tr>
            </thead>
            <tbody>
              {g.bedrijven.map((bedrijf) => (
                <tr key={bedrijf.relatieId} style={{ borderTop: '1px solid #e9efe7' }}>
                  <td style={{ padding: '6px 8px' }}>{bedrijf.naam}</td>
                  <td style={{ padding: '6px 8px', display: 'flex', flexWrap: 'wrap', gap: 6 }}>
                    {bedrijf.jaren.map((j) => (
                      <Button
                        key={j.kringloopwijzerId}
                        size="small"
                        type={j.kringloopwijzerId === g.kringloopwijzerId ? 'primary' : 'default'}
                        onClick={() => open(j.kringloopwijzerId)}
                      >
                        {jaarMetStatus(j.jaar, j.statusId)}
                      </Button>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Panel>
      )}
    </div>
  );
}
