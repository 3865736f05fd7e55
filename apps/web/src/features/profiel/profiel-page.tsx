/**
 * /Profiel/Index (decision 019), for everyone logged in: own data, password and sessions;
 * for a farm also the company, the access log ("Wie heeft mijn gegevens bekeken") and the data
 * download. The farm's mandates and its consent ledger are other features' (features/machtigingen,
 * features/toestemmingen): app/ hands them in as `machtigingenTab` and `toestemmingenTab`, since
 * features do not import each other.
 */
import type { ReactNode } from 'react';
import { Alert } from 'antd';
import { useSearchParams } from 'react-router';
import { Laden } from '../../components/laden';
import { Panel } from '../../components/ui/panel';
import { foutBeschrijvingen } from '../../lib/notifications';
import { usePaginaTitel } from '../../lib/page-title';
import { useMenu } from '../../lib/queries';
import { useProfiel } from './api';
import { BedrijfTab } from './bedrijf-tab';
import { DownloadTab } from './download-tab';
import { MijnGegevensTab } from './mijn-gegevens-tab';
import { Tabbladen } from './tabbladen';
import { ToegangslogTab } from './toegangslog-tab';

const ORGANISATIE_STATUS: Record<string, string> = { aangevraagd: 'wacht op goedkeuring door de servicedesk', goedgekeurd: 'goedgekeurd', geblokkeerd: 'geblokkeerd' };

/**
 * `machtigingenTab`: the farm's mandates, drawn by features/machtigingen; `toestemmingenTab`: its consent
 * ledger (decision 033), drawn by features/toestemmingen; both handed in by app/ (features do not import each other).
 */
export default function ProfielPagina({ machtigingenTab, toestemmingenTab }: { machtigingenTab?: (relatieId: number) => ReactNode; toestemmingenTab?: (relatieId: number) => ReactNode } = {}) {
  usePaginaTitel('Profiel');
  const profiel = useProfiel();
  // the terms text comes with the menu model (spec §3)
  const menu = useMenu('sessie');
  const [zoek, zetZoek] = useSearchParams();

  if (profiel.isLoading) return <Laden />;
  if (profiel.isError || !profiel.data) {
    return <Alert type="error" showIcon message="Uw profiel kon niet worden geladen" description={foutBeschrijvingen(profiel.error).join(' ')} />;
  }
  const p = profiel.data;
  const bedrijf = p.bedrijf;
  const tabs = [
    { key: 'gegevens', label: 'Mijn gegevens', children: <MijnGegevensTab profiel={p} voorwaardenTekst={menu.data?.algemeneVoorwaarden} /> },
    ...(bedrijf
      ? [
          { key: 'bedrijf', label: 'Bedrijf', children: <BedrijfTab profiel={p} /> },
          ...(machtigingenTab ? [{ key: 'machtigingen', label: 'Machtigingen', children: machtigingenTab(bedrijf.relatieId) }] : []),
          ...(toestemmingenTab ? [{ key: 'toestemmingen', label: 'Toestemmingen', children: toestemmingenTab(bedrijf.relatieId) }] : []),
          { key: 'toegangslog', label: 'Wie heeft mijn gegevens bekeken', children: <ToegangslogTab relatieId={bedrijf.relatieId} /> },
          { key: 'download', label: 'Mijn gegevens downloaden', children: <DownloadTab relatieId={bedrijf.relatieId} bedrijfsnaam={bedrijf.naam} /> },
        ]
      : []),
  ];
  const actief = tabs.some((t) => t.key === zoek.get('tab')) ? zoek.get('tab')! : 'gegevens';

  return (
    <>
      <Panel>
        <h1 style={{ marginTop: 0, marginBottom: 4, fontSize: 24, fontWeight: 600 }}>Profiel</h1>
        <p style={{ margin: 0, color: '#4a5a4a' }}>
          {p.naam}
          {bedrijf ? ` — ${bedrijf.naam}` : p.organisatie ? ` — ${p.organisatie.naam} (${ORGANISATIE_STATUS[p.organisatie.status] ?? p.organisatie.status})` : p.soort === 'medewerker' ? ' — servicedesk' : ''}
        </p>
      </Panel>
      <Tabbladen
        label="Onderdelen van uw profiel"
        actief={actief}
        // the tab in the address, so a link or a reload opens the same tab
        onKies={(k) => zetZoek(k === 'gegevens' ? {} : { tab: k }, { replace: true })}
        items={tabs}
      />
    </>
  );
}
