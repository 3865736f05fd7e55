/**
 * Resultaten en BEX-rapport (decision 012): the farmer chooses the sections; they are shown on
 * screen as the server made them (the same tables and text as the PDF) and can be downloaded
 * as a PDF; the key figures also as XLSX and CSV. Below them the year can be submitted (§6).
 */
import { useState } from 'react';
import { useParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Descriptions, Space } from 'antd';
import { DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import { RAPPORT_SECTIE_TITELS, RAPPORT_SECTIES, routes, type RapportGegevens, type RapportSectieId } from '@kw/contract';
import { useAfleidingWortels } from '../../components/afleiding';
import { IndienenKaart } from '../../components/indienen/indienen-kaart';
import { Laden } from '../../components/laden';
import { Panel } from '../../components/ui/panel';
import { RapportSectieWeergave } from './rapport-sectie';
import { StatusTag } from '../../components/ui/status-tag';
import { api, metVernieuwing } from '../../lib/api-client';
import { downloadBestand } from '../../lib/download-bestand';
import { foutBeschrijvingen, toonFout, toonSucces } from '../../lib/notifications';
import { usePaginaTitel } from '../../lib/page-title';
import { klwSleutel, useMenu, useToken } from '../../lib/queries';

export const DOWNLOAD_FOUT = 'Het bestand kon niet worden gedownload';

/** `secties=bex,kengetallen` in print order; all chosen → no parameter (the server's default). */
export function sectiesParameter(gekozen: RapportSectieId[]): string {
  const inVolgorde = RAPPORT_SECTIES.filter((s) => gekozen.includes(s));
  return inVolgorde.length === RAPPORT_SECTIES.length ? '' : `?secties=${inVolgorde.join(',')}`;
}

export default function ResultatenPagina() {
  usePaginaTitel('Resultaten en BEX-rapport');
  const { klwId } = useParams();
  const klw = klwSleutel(klwId);
  const token = useToken(klw);
  const menu = useMenu(klw);
  const [gekozen, setGekozen] = useState<RapportSectieId[]>([...RAPPORT_SECTIES]);
  // Which figures have a trace: their cells open "Waarom dit getal?" (decision 016).
  const metAfleiding = useAfleidingWortels(klw).data;
  const [bezig, setBezig] = useState<string | null>(null);
  const parameter = sectiesParameter(gekozen);
  const gegevens = useQuery({
    queryKey: ['rapportGegevens', klw, parameter],
    queryFn: () => metVernieuwing(() => api.get<RapportGegevens>(`${routes.rapportGegevens.path}${parameter}`).then((r) => r.data)),
    enabled: token.isSuccess && gekozen.length > 0,
    placeholderData: keepPreviousData,
  });

  async function download(url: string, reserve: string, soort: string) {
    setBezig(soort);
    try {
      const naam = await downloadBestand(url, reserve);
      toonSucces('Download gestart', naam);
    } catch (fout) {
      toonFout(fout, DOWNLOAD_FOUT);
    } finally {
      setBezig(null);
    }
  }

  const g = gegevens.data;
  const jaar = g?.jaar ?? menu.data?.jaar ?? null;
  return (
    <div>
      <h1 style={{ margin: '0 0 16px', fontSize: 24, fontWeight: 600 }}>
        Resultaten en BEX-rapport {jaar !== null && <span style={{ fontSize: 16, fontWeight: 400, color: '#5b6b5b' }}>{jaar}</span>}
      </h1>
      <Panel titel="Onderdelen van het rapport">
        <Checkbox.Group
          aria-label="Onderdelen van het rapport"
          value={gekozen}
          onChange={(w) => setGekozen(w as RapportSectieId[])}
          style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 8 }}
          options={RAPPORT_SECTIES.map((s) => ({ value: s, label: RAPPORT_SECTIE_TITELS[s] }))}
        />
        <Space wrap style={{ marginTop: 16 }}>
          <Button
            type="primary"
            icon={<FilePdfOutlined aria-hidden />}
            disabled={gekozen.length === 0}
            loading={bezig === 'pdf'}
            onClick={() => download(`${routes.rapportPdf.path}${parameter}`, `KLW-rapport-${jaar ?? ''}.pdf`, 'pdf')}
          >
            Download PDF
          </Button>
          <Button icon={<DownloadOutlined aria-hidden />} loading={bezig === 'xlsx'} onClick={() => download(`${routes.kengetallen.path}?formaat=xlsx`, `Kengetallen-${jaar ?? ''}.xlsx`, 'xlsx')}>
            Kengetallen (Excel)
          </Button>
          <Button icon={<DownloadOutlined aria-hidden />} loading={bezig === 'csv'} onClick={() => download(`${routes.kengetallen.path}?formaat=csv`, `Kengetallen-${jaar ?? ''}.csv`, 'csv')}>
            Kengetallen (CSV)
          </Button>
        </Space>
      </Panel>

      {/* Near the top: the report below is long, and submitting is what the farmer comes back for. */}
      {menu.data && (
        <IndienenKaart klw={klw} klwId={menu.data.kringloopwijzerId} jaar={menu.data.jaar} statusId={menu.data.statusId} toelichting={menu.data.statusToelichting} />
      )}
      {gekozen.length === 0 && <Alert type="info" showIcon style={{ marginBottom: 16 }} message="Kies minstens één onderdeel." />}
      {gekozen.length > 0 && gegevens.isPending && <Laden />}
      {gegevens.isError && (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} message="De resultaten konden niet worden getoond." description={foutBeschrijvingen(gegevens.error).join(' ')} />
      )}
      {g && gekozen.length > 0 && (
        <>
          <Panel titel="Rapportgegevens">
            <Descriptions
              size="small"
              // antd's grey label is below 4.5:1 on white (axe color-contrast)
              styles={{ label: { color: '#3d4f40' } }}
              column={{ xs: 1, sm: 2, lg: 3 }}
              items={[
                { key: 'bedrijf', label: 'Bedrijf', children: g.bedrijfsnaam },
                { key: 'jaar', label: 'Jaar', children: g.jaar },
                { key: 'status', label: 'Status', children: <StatusTag statusId={g.statusId} /> },
                { key: 'regels', label: 'Rekenregels', children: g.rekenregelversie },
                { key: 'datum', label: 'Datum', children: g.datum },
              ]}
            />
          </Panel>
          {g.secties.map((s) => (
            <RapportSectieWeergave key={s.id} sectie={s} metAfleiding={metAfleiding} />
          ))}
        </>
      )}
    </div>
  );
}
