/**
 * /manage-participations (staff; decision 027, sharing-anchors.md §2 "/manage-participations"): sign a farm up for a
 * purpose on the farmer's behalf (the KLW's "aanmelden zonder eHerkenning"), a bulk request from a CSV of KvK numbers
 * with a report per line, and on running participations: mail the request again, or limit it to some of the farm's
 * UBNs. Every action takes a reason where the server asks one and is logged with who and why; the farmer is mailed.
 */
import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Select, Space, Upload } from 'antd';
import { Tabel } from '../../components/ui/tabel';
import { DEELNAME_STATUS_TEKST, type BulkAntwoord, type DeelnameRegel } from '@kw/contract';
import { Panel } from '../../components/ui/panel';
import { foutBeschrijvingen, toonFout, toonSucces } from '../../lib/notifications';
import { usePaginaTitel } from '../../lib/page-title';
import { useBulk, useDeelnames, useDoelen, useNamens, useOpnieuwVersturen, useUbnBeperking } from './api';

const REDEN_REGEL = { required: true, min: 5, message: 'Geef een reden (minstens 5 tekens); de boer leest hem.' };
// a validator, not `required`: antd would put aria-required on the Select's wrapper, which axe refuses (as on Koppelingen)
const moetGekozen = { validator: (_: unknown, v: unknown) => (v === undefined || v === null ? Promise.reject(new Error('Kies het doel.')) : Promise.resolve()) };
// the help text under a field in the app's darker grey (antd's default fails 4.5:1 contrast)
const Uitleg = ({ children }: { children: string }) => <span style={{ color: '#4a5a4a' }}>{children}</span>;
const ubnsUit = (tekst: string | undefined) => (tekst ?? '').split(/[\s,;]+/).filter(Boolean);

function DoelKeuze() {
  const doelen = useDoelen().data?.doelen ?? [];
  const actief = doelen.filter((d) => d.status === 'actief');
  return (
    <Form.Item label="Doel" name="doelId" rules={[moetGekozen]} extra={actief.length === 0 ? <Uitleg>Er is geen actief doel: activeer eerst een doel bij Doelen beheren.</Uitleg> : undefined}>
      <Select placeholder="Kies een actief doel" options={actief.map((d) => ({ value: d.id, label: `${d.naam} (${d.afnemer.naam})` }))} />
    </Form.Item>
  );
}

function NamensFormulier() {
  const [form] = Form.useForm<{ doelId: number; kvkNummer: string; ubns?: string; reden: string }>();
  const namens = useNamens();
  return (
    <Panel titel="Namens een boer aanmelden">
      <p style={{ marginTop: 0, maxWidth: 720 }}>Voor een boer zonder eHerkenning of internet: het verzoek komt op naam van het bedrijf; de boer krijgt een e-mail en beslist zelf.</p>
      <Form
        form={form}
        name="namens"
        layout="vertical"
        style={{ maxWidth: 560 }}
        onFinish={(v) =>
          namens.mutate(
            { doelId: v.doelId, kvkNummer: v.kvkNummer.trim(), ubnBeperking: ubnsUit(v.ubns), reden: v.reden },
            { onSuccess: (a) => { toonSucces('Verzoek aangemaakt', `${a.deelname.bedrijf.naam}: ${a.deelname.doel.naam}.`); form.resetFields(); } },
          )
        }
      >
        <DoelKeuze />
        <Form.Item label="KvK-nummer van het bedrijf" name="kvkNummer" rules={[{ required: true, message: 'Vul het KvK-nummer in.' }, { pattern: /^\s*\d{8}\s*$/, message: 'Een KvK-nummer heeft precies 8 cijfers.' }]}>
          <Input inputMode="numeric" maxLength={10} />
        </Form.Item>
        <Form.Item label="Alleen voor deze UBN's (optioneel)" name="ubns" extra={<Uitleg>Gescheiden door komma&apos;s; leeg is het hele bedrijf.</Uitleg>}>
          <Input />
        </Form.Item>
        <Form.Item label="Reden" name="reden" rules={[REDEN_REGEL]}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
        {namens.isError && <Alert type="error" showIcon style={{ marginBottom: 12 }} message={foutBeschrijvingen(namens.error).join(' ')} />}
        <Button type="primary" htmlType="submit" loading={namens.isPending}>
          Verzoek aanmaken
        </Button>
      </Form>
    </Panel>
  );
}

function BulkFormulier() {
  const [form] = Form.useForm<{ doelId: number; csv: string; reden: string }>();
  const bulk = useBulk();
  const [verslag, setVerslag] = useState<BulkAntwoord | null>(null);
  return (
    <Panel titel="Verzoeken uit een lijst (CSV)">
      <p style={{ marginTop: 0, maxWidth: 720 }}>Eén KvK-nummer per regel, of een CSV met het KvK-nummer in de eerste kolom. Elke regel wordt apart beoordeeld; hieronder ziet u per regel wat er gebeurde.</p>
      <Form form={form} name="bulk" layout="vertical" style={{ maxWidth: 560 }} onFinish={(v) => bulk.mutate(v, { onSuccess: setVerslag })}>
        <DoelKeuze />
        <Form.Item label="KvK-nummers" name="csv" rules={[{ required: true, message: 'Plak de lijst of kies een bestand.' }]}>
          <Input.TextArea rows={5} placeholder={'12345678\n23456789'} />
        </Form.Item>
        <Upload
          accept=".csv,.txt,text/csv,text/plain"
          showUploadList={false}
          beforeUpload={(bestand) => {
            void bestand.text().then((t) => form.setFieldValue('csv', t));
            return false;
          }}
        >
          <Button style={{ marginBottom: 16 }}>Bestand kiezen</Button>
        </Upload>
        <Form.Item label="Reden" name="reden" rules={[REDEN_REGEL]}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
        {bulk.isError && <Alert type="error" showIcon style={{ marginBottom: 12 }} message={foutBeschrijvingen(bulk.error).join(' ')} />}
        <Button type="primary" htmlType="submit" loading={bulk.isPending}>
          Verzoeken aanmaken
        </Button>
      </Form>
      {verslag && (
        <div style={{ marginTop: 16 }}>
          <Alert type={verslag.geweigerd.length ? 'warning' : 'success'} showIcon message={`${verslag.aangemaakt.length} verzoek(en) aangemaakt, ${verslag.geweigerd.length} regel(s) geweigerd.`} style={{ marginBottom: 12 }} />
          {verslag.geweigerd.length > 0 && (
            <Tabel naam="Geweigerde regels" size="small" rowKey="regel" pagination={false} dataSource={verslag.geweigerd} columns={[{ title: 'Regel', dataIndex: 'regel' }, { title: 'KvK', dataIndex: 'kvk' }, { title: 'Waarom niet', dataIndex: 'reden' }]} />
          )}
        </div>
      )}
    </Panel>
  );
}

function LopendeDeelnames() {
  const lijst = useDeelnames('niet-goedgekeurd');
  const goedgekeurd = useDeelnames('goedgekeurd');
  const opnieuw = useOpnieuwVersturen();
  const ubn = useUbnBeperking();
  const [ubnVan, setUbnVan] = useState<DeelnameRegel | null>(null);
  const [ubnTekst, setUbnTekst] = useState('');
  const rijen = [...(lijst.data?.deelnames ?? []), ...(goedgekeurd.data?.deelnames ?? [])];
  const stap = (d: DeelnameRegel) => ({ relatieId: d.relatieId, deelnameId: d.id, versie: d.versie });
  return (
    <Panel titel="Lopende deelnames">
      <Tabel<DeelnameRegel> naam="Lopende deelnames"
        rowKey="id"
        size="small"
        loading={lijst.isFetching || goedgekeurd.isFetching}
        dataSource={rijen}
        scroll={{ x: 760 }}
        pagination={{ pageSize: 25, showSizeChanger: false, hideOnSinglePage: true }}
        locale={{ emptyText: <span style={{ color: '#3b463d' }}>Er lopen geen deelnames.</span> }}
        columns={[
          { title: 'Bedrijf', key: 'bedrijf', render: (_: unknown, d) => `${d.bedrijf.naam} (KvK ${d.bedrijf.kvk ?? '—'})` },
          { title: 'Doel', key: 'doel', render: (_: unknown, d) => d.doel.naam },
          { title: 'Status', dataIndex: 'status', render: (s: DeelnameRegel['status']) => DEELNAME_STATUS_TEKST[s] },
          { title: "UBN's", key: 'ubn', render: (_: unknown, d) => (d.ubnBeperking.length ? d.ubnBeperking.join(', ') : 'hele bedrijf') },
          {
            title: 'Actie',
            key: 'actie',
            render: (_: unknown, d) => (
              <Space wrap>
                {d.status === 'aangevraagd' && (
                  <Button size="small" aria-label={`Opnieuw versturen: ${d.doel.naam} voor ${d.bedrijf.naam}`} onClick={() => opnieuw.mutate(stap(d), { onSuccess: () => toonSucces('Verzoek opnieuw verstuurd', d.bedrijf.naam), onError: (e) => toonFout(e, 'Opnieuw versturen lukte niet') })}>
                    Opnieuw versturen
                  </Button>
                )}
                <Button size="small" aria-label={`UBN-beperking: ${d.doel.naam} voor ${d.bedrijf.naam}`} onClick={() => { setUbnVan(d); setUbnTekst(d.ubnBeperking.join(', ')); ubn.reset(); }}>
                  UBN-beperking
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        title={ubnVan ? `UBN-beperking: ${ubnVan.bedrijf.naam}` : ''}
        open={ubnVan !== null}
        okText="Opslaan"
        cancelText="Annuleren"
        okButtonProps={{ loading: ubn.isPending }}
        onCancel={() => setUbnVan(null)}
        onOk={() => ubnVan && ubn.mutate({ ...stap(ubnVan), ubns: ubnsUit(ubnTekst) }, { onSuccess: () => { setUbnVan(null); toonSucces('UBN-beperking opgeslagen'); } })}
      >
        <p>UBN&apos;s van het bedrijf: {ubnVan?.bedrijf.ubns.join(', ') || 'geen bekend'}. Laat het veld leeg voor het hele bedrijf.</p>
        <label htmlFor="ubn-beperking" style={{ display: 'block', marginBottom: 4 }}>
          Alleen voor deze UBN&apos;s
        </label>
        <Input id="ubn-beperking" value={ubnTekst} onChange={(e) => setUbnTekst(e.target.value)} />
        {ubn.isError && <Alert type="error" showIcon style={{ marginTop: 12 }} message={foutBeschrijvingen(ubn.error).join(' ')} />}
      </Modal>
    </Panel>
  );
}

export default function DeelnamesBeherenPagina() {
  usePaginaTitel('Deelnames beheren');
  return (
    <div>
      <h1 style={{ fontSize: 24, margin: '0 0 8px', color: '#1f3324' }}>Deelnames beheren</h1>
      <p style={{ margin: '0 0 16px', maxWidth: 760 }}>Namens boeren deelnames aanvragen, in één keer voor een lijst bedrijven, en lopende deelnames bijsturen. Elke stap wordt vastgelegd met wie en waarom; de boer krijgt bericht.</p>
      <NamensFormulier />
      <BulkFormulier />
      <LopendeDeelnames />
    </div>
  );
}
