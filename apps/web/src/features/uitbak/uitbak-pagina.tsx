/**
 * Uitgaande e-mail (decision 018), for staff: every message the app made, newest first, with its
 * state; the text opens in the row. Without a mail server (KLW_SMTP_URL) messages stay here.
 * The server refuses everyone but staff (403); this page shows that message.
 */
import { useState } from 'react';
import { Alert, Input, Tag } from 'antd';
import { Tabel } from '../../components/ui/tabel';
import type { UitbakBericht } from '@kw/contract';
import { Panel } from '../../components/ui/panel';
import { ZOEK_KNOP } from '../../components/ui/zoek-knop';
import { foutBeschrijvingen } from '../../lib/notifications';
import { usePaginaTitel } from '../../lib/page-title';
import { useUitbak } from './api';
import { datumTijd, STATUS_KLEUR, statusTekst } from './uitbak-weergave';

function Tekst({ bericht }: { bericht: UitbakBericht }) {
  return (
    <div>
      <pre style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', margin: 0 }}>{bericht.tekst}</pre>
      <p style={{ margin: '8px 0 0', color: '#4a5a4a', fontSize: 13 }}>
        Pogingen: {bericht.pogingen}
        {bericht.verzondenOp ? ` · verzonden op ${datumTijd(bericht.verzondenOp)}` : ''}
        {bericht.fout ? ` · laatste fout: ${bericht.fout}` : ''}
      </p>
    </div>
  );
}

export default function UitbakPagina() {
  usePaginaTitel('Uitgaande e-mail');
  const [pagina, setPagina] = useState(1);
  const [aan, setAan] = useState('');
  const uitbak = useUitbak(pagina, aan);
  const data = uitbak.data;

  return (
    <div>
      <h1 style={{ fontSize: 24, margin: '0 0 16px', color: '#1f3324' }}>Uitgaande e-mail</h1>
      {uitbak.isError && <Alert type="error" showIcon message={foutBeschrijvingen(uitbak.error)[0] ?? 'De uitgaande e-mail kon niet worden geladen.'} style={{ marginBottom: 16 }} />}
      {data && !data.smtpIngesteld && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message="Er is geen mailserver ingesteld"
          description="Zonder KLW_SMTP_URL worden berichten niet verstuurd; ze blijven hier staan en zijn hier te lezen."
        />
      )}
      {!uitbak.isError && (
        <Panel
          titel="Berichten"
          extra={
            <Input.Search
              aria-label="Zoek op ontvanger"
              placeholder="Zoek op ontvanger"
              allowClear
              enterButton={ZOEK_KNOP}
              style={{ maxWidth: 260 }}
              onSearch={(waarde) => {
                setAan(waarde.trim());
                setPagina(1);
              }}
            />
          }
        >
          <Tabel<UitbakBericht> naam="Berichten"
            rowKey="id"
            size="small"
            loading={uitbak.isFetching}
            dataSource={data?.berichten ?? []}
            scroll={{ x: 640 }}
            // antd's grey empty text is below 4.5:1; this one is above 7:1
            locale={{ emptyText: <span style={{ color: '#3b463d' }}>{aan ? `Geen berichten aan een adres met "${aan}".` : 'Er zijn nog geen berichten.'}</span> }}
            expandable={{ expandedRowRender: (b) => <Tekst bericht={b} />, expandRowByClick: false }}
            pagination={{
              current: pagina,
              pageSize: data?.perPagina ?? 50,
              total: data?.totaal ?? 0,
              showSizeChanger: false,
              onChange: setPagina,
              showTotal: (totaal) => `${totaal} berichten`,
            }}
            columns={[
              { title: 'Datum', dataIndex: 'aangemaaktOp', width: 150, render: (v: string) => datumTijd(v) },
              { title: 'Aan', dataIndex: 'aan', ellipsis: true },
              { title: 'Onderwerp', dataIndex: 'onderwerp' },
              { title: 'Status', dataIndex: 'status', width: 230, render: (_: unknown, b) => <Tag style={STATUS_KLEUR[b.status]}>{statusTekst(b.status)}</Tag> },
            ]}
          />
        </Panel>
      )}
    </div>
  );
}
