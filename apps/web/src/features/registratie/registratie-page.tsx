/**
 * /registratie/relatie (decision 019), staff only: register an organisation or a farm, decide
 * applications (goedkeuren / blokkeren with a reason), process company changes. The server
 * refuses everyone else (403); the page then says so.
 */
import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Popconfirm, Select, Space } from 'antd';
import { Tabel } from '../../components/ui/tabel';
import { RELATIE_SOORT_NAMEN, RELATIE_STATUS_NAMEN, type RegistreerRelatie, type RelatieRegel, type WijzigingRegel } from '@kw/contract';
import { KleurTag, LeegTekst, type Tint } from '../../components/ui/kleur-tag';
import { Panel } from '../../components/ui/panel';
import { ZOEK_KNOP } from '../../components/ui/zoek-knop';
import { httpStatus } from '../../lib/api-client';
import { foutBeschrijvingen } from '../../lib/notifications';
import { usePaginaTitel } from '../../lib/page-title';
import { useBeslis, useRegistreer, useRelaties, useVerwerk, useWijsAf, useWijzigingen, type LijstFilter } from './api';

const SOORT_OPTIES = Object.entries(RELATIE_SOORT_NAMEN).map(([value, label]) => ({ value, label }));
const STATUS_KLEUR: Record<string, Tint> = { aangevraagd: 'goud', goedgekeurd: 'groen', geblokkeerd: 'rood' };

type RegistreerVelden = Omit<RegistreerRelatie, 'ubns'> & { brs?: string; ubns?: string[] };

/** BRS and UBN's only for a farm: an organisation's body has no such keys (the server's schema is strict). */
function alsInvoer(v: RegistreerVelden): RegistreerRelatie {
  const { brs, ubns, ...gemeen } = v;
  return (v.soort === 'bedrijf' ? { ...gemeen, brs, ubns: ubns ?? [] } : gemeen) as RegistreerRelatie;
}

function RegistreerFormulier() {
  const [form] = Form.useForm<RegistreerVelden>();
  const soort = Form.useWatch('soort', form);
  const registreer = useRegistreer();
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ soort: 'adviesbureau' }}
      onFinish={(v) => registreer.mutate(alsInvoer(v), { onSuccess: () => form.resetFields() })}
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))', columnGap: 16 }}
    >
      {/* no 'required' rule: antd would put aria-required on the Select's wrapper div (axe aria-allowed-attr); it always has a value */}
      <Form.Item label="Soort" name="soort">
        <Select options={SOORT_OPTIES} />
      </Form.Item>
      <Form.Item label="KvK-nummer" name="kvkNummer" rules={[{ required: true, pattern: /^\d{8}$/, message: 'Een KvK-nummer bestaat uit precies 8 cijfers.' }]}>
        <Input inputMode="numeric" />
      </Form.Item>
      <Form.Item label="Naam" name="naam" rules={[{ required: true, min: 2, whitespace: true, message: 'Vul de naam in (minstens 2 tekens).' }]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item label="Adres" name="adres">
        <Input maxLength={200} autoComplete="street-address" />
      </Form.Item>
      <Form.Item label="Postcode" name="postcode" rules={[{ pattern: /^[1-9]\d{3} ?[A-Za-z]{2}$/, message: 'Vul een postcode in als 1234 AB.' }]}>
        <Input maxLength={7} autoComplete="postal-code" />
      </Form.Item>
      <Form.Item label="Plaats" name="plaats">
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item label="Contactpersoon" name="contactpersoon">
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item label="E-mailadres contact" name="contactEmail" rules={[{ type: 'email', message: 'Vul een geldig e-mailadres in.' }]}>
        <Input inputMode="email" maxLength={254} />
      </Form.Item>
      <Form.Item label="Telefoon" name="telefoon">
        <Input inputMode="tel" maxLength={20} />
      </Form.Item>
      {soort === 'bedrijf' && (
        <>
          <Form.Item label="BRS-nummer (relatienummer RVO)" name="brs" rules={[{ pattern: /^\d{9}$/, message: 'Een BRS-nummer (relatienummer RVO) bestaat uit 9 cijfers.' }]}>
            <Input inputMode="numeric" />
          </Form.Item>
          <Form.Item label="UBN’s" name="ubns" extra={<span style={{ color: '#4a5a4a' }}>Typ een UBN en druk op Enter.</span>}>
            <Select mode="tags" open={false} suffixIcon={null} aria-label="UBN’s" tokenSeparators={[',', ' ']} />
          </Form.Item>
        </>
      )}
      <div style={{ gridColumn: '1 / -1' }}>
        <Button type="primary" htmlType="submit" loading={registreer.isPending}>
          Registreren
        </Button>
      </div>
    </Form>
  );
}

/** A decision or refusal needs a reason: a small modal asks for it. */
function RedenModal({ titel, knop, open, bezig, onOk, onAnnuleer }: { titel: string; knop: string; open: boolean; bezig: boolean; onOk: (reden: string) => void; onAnnuleer: () => void }) {
  const [form] = Form.useForm<{ reden: string }>();
  return (
    <Modal title={titel} open={open} okText={knop} cancelText="Annuleren" confirmLoading={bezig} onOk={() => form.submit()} onCancel={onAnnuleer} destroyOnHidden>
      <Form form={form} layout="vertical" onFinish={(v) => onOk(v.reden)} preserve={false}>
        <Form.Item label="Reden" name="reden" rules={[{ required: true, min: 5, whitespace: true, message: 'Geef een reden van minstens 5 tekens.' }]}>
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function Relaties() {
  const [filter, zetFilter] = useState<LijstFilter>({});
  const lijst = useRelaties(filter);
  const beslis = useBeslis();
  const [keuze, zetKeuze] = useState<{ relatie: RelatieRegel; status: 'goedgekeurd' | 'geblokkeerd' } | null>(null);
  if (lijst.isError) {
    return <Alert type={httpStatus(lijst.error) === 403 ? 'warning' : 'error'} showIcon message="De relaties kunnen niet worden getoond" description={foutBeschrijvingen(lijst.error).join(' ')} />;
  }
  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <Select allowClear placeholder="Alle soorten" aria-label="Filter op soort" style={{ minWidth: 180 }} options={SOORT_OPTIES} value={filter.soort} onChange={(soort) => zetFilter({ ...filter, soort })} />
        <Select
          allowClear
          placeholder="Alle statussen"
          aria-label="Filter op status"
          style={{ minWidth: 180 }}
          options={Object.entries(RELATIE_STATUS_NAMEN).map(([value, label]) => ({ value, label }))}
          value={filter.status}
          onChange={(status) => zetFilter({ ...filter, status })}
        />
        <Input.Search placeholder="Naam, KvK, UBN of plaats" aria-label="Zoek een relatie" allowClear enterButton={ZOEK_KNOP} onSearch={(zoek) => zetFilter({ ...filter, zoek: zoek.trim() || undefined })} style={{ minWidth: 220 }} />
      </Space>
      <Tabel<RelatieRegel> naam="Aanvragen en relaties"
        rowKey="id"
        size="small"
        loading={lijst.isLoading}
        dataSource={lijst.data?.relaties ?? []}
        pagination={{ pageSize: 25, hideOnSinglePage: true, showSizeChanger: false }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <LeegTekst>Geen relaties gevonden.</LeegTekst> }}
        columns={[
          { title: 'Naam', dataIndex: 'naam' },
          { title: 'Soort', dataIndex: 'soort', render: (s: string) => RELATIE_SOORT_NAMEN[s as keyof typeof RELATIE_SOORT_NAMEN] ?? s },
          { title: 'KvK', dataIndex: 'kvkNummer', render: (k: string | null) => k ?? '–' },
          { title: 'Plaats', dataIndex: 'plaats', render: (p: string | null) => p ?? '–' },
          { title: 'Status', dataIndex: 'status', render: (s: string) => <KleurTag tint={STATUS_KLEUR[s]}>{RELATIE_STATUS_NAMEN[s as keyof typeof RELATIE_STATUS_NAMEN] ?? s}</KleurTag> },
          { title: 'Sinds', dataIndex: 'aangemaaktOp' },
          {
            title: 'Actie',
            key: 'actie',
            render: (_: unknown, r) =>
              r.soort === 'bedrijf' ? null : (
                <Space>
                  {r.status !== 'goedgekeurd' && (
                    <Button size="small" type="primary" onClick={() => zetKeuze({ relatie: r, status: 'goedgekeurd' })} aria-label={`${r.naam} goedkeuren`}>
                      Goedkeuren
                    </Button>
                  )}
                  {r.status !== 'geblokkeerd' && (
                    <Button size="small" danger onClick={() => zetKeuze({ relatie: r, status: 'geblokkeerd' })} aria-label={`${r.naam} blokkeren`}>
                      Blokkeren
                    </Button>
                  )}
                </Space>
              ),
          },
        ]}
      />
      {lijst.data?.meer && <p>Er zijn meer relaties; verfijn de zoekopdracht.</p>}
      <RedenModal
        open={keuze !== null}
        titel={keuze ? `${keuze.relatie.naam} ${keuze.status === 'goedgekeurd' ? 'goedkeuren' : 'blokkeren'}` : ''}
        knop={keuze?.status === 'geblokkeerd' ? 'Blokkeren' : 'Goedkeuren'}
        bezig={beslis.isPending}
        onAnnuleer={() => zetKeuze(null)}
        onOk={(reden) => keuze && beslis.mutate({ id: keuze.relatie.id, status: keuze.status, reden }, { onSuccess: () => zetKeuze(null) })}
      />
    </>
  );
}

const rij = (oud: string | null, nieuw: string | null) => (oud === nieuw ? (nieuw ?? '–') : `${oud ?? '–'} → ${nieuw ?? '–'}`);

function Wijzigingen() {
  const lijst = useWijzigingen();
  const verwerk = useVerwerk();
  const wijsAf = useWijsAf();
  const [afwijzen, zetAfwijzen] = useState<WijzigingRegel | null>(null);
  if (lijst.isError) return <Alert type="warning" showIcon message="De bedrijfswijzigingen kunnen niet worden getoond" description={foutBeschrijvingen(lijst.error).join(' ')} />;
  return (
    <>
      <Tabel<WijzigingRegel> naam="Bedrijfswijzigingen"
        rowKey={(w) => `${w.relatieId}-${w.id}`}
        size="small"
        loading={lijst.isLoading}
        dataSource={lijst.data ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <LeegTekst>Er wachten geen bedrijfswijzigingen.</LeegTekst> }}
        columns={[
          { title: 'Bedrijf', dataIndex: 'bedrijfsnaam' },
          { title: 'KvK', key: 'kvk', render: (_: unknown, w) => rij(w.oudKvk, w.nieuwKvk) },
          { title: 'BRS', key: 'brs', render: (_: unknown, w) => rij(w.oudBrs, w.nieuwBrs) },
          { title: 'UBN', key: 'ubn', render: (_: unknown, w) => rij(w.oudUbns.join(', ') || null, w.nieuwUbns.join(', ') || null) },
          { title: 'Overgangsdatum', dataIndex: 'overgangsdatum' },
          { title: 'Doorgegeven', key: 'door', render: (_: unknown, w) => `${w.ingediendOp}${w.ingediendDoor ? ` door ${w.ingediendDoor}` : ''}` },
          { title: 'Toelichting', dataIndex: 'toelichting', render: (t: string | null) => t ?? '–' },
          { title: 'Machtigingen', dataIndex: 'aantalActieveMachtigingen', align: 'right' },
          {
            title: 'Actie',
            key: 'actie',
            render: (_: unknown, w) => (
              <Space>
                <Popconfirm
                  title="Bedrijfswijziging verwerken?"
                  description={`Het bedrijf houdt al zijn jaren; ${w.aantalActieveMachtigingen} actieve machtiging(en) wachten daarna op herbevestiging door de boer.`}
                  okText="Verwerken"
                  cancelText="Annuleren"
                  onConfirm={() => verwerk.mutate({ relatieId: w.relatieId, id: w.id })}
                >
                  <Button size="small" type="primary" aria-label={`Bedrijfswijziging ${w.bedrijfsnaam} verwerken`}>
                    Verwerken
                  </Button>
                </Popconfirm>
                <Button size="small" danger onClick={() => zetAfwijzen(w)} aria-label={`Bedrijfswijziging ${w.bedrijfsnaam} afwijzen`}>
                  Afwijzen
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <RedenModal
        open={afwijzen !== null}
        titel={afwijzen ? `Bedrijfswijziging ${afwijzen.bedrijfsnaam} afwijzen` : ''}
        knop="Afwijzen"
        bezig={wijsAf.isPending}
        onAnnuleer={() => zetAfwijzen(null)}
        onOk={(reden) => afwijzen && wijsAf.mutate({ relatieId: afwijzen.relatieId, id: afwijzen.id, reden }, { onSuccess: () => zetAfwijzen(null) })}
      />
    </>
  );
}

export default function RegistratiePagina() {
  usePaginaTitel('Registratie relatie');
  return (
    <>
      <Panel>
        <h1 style={{ marginTop: 0, marginBottom: 4, fontSize: 24, fontWeight: 600 }}>Registratie relatie</h1>
        <p style={{ margin: 0, color: '#4a5a4a' }}>Registreer organisaties en bedrijven, beoordeel aanvragen en verwerk bedrijfswijzigingen.</p>
      </Panel>
      <Panel titel="Relatie registreren">
        <RegistreerFormulier />
      </Panel>
      <Panel titel="Aanvragen en relaties">
        <Relaties />
      </Panel>
      <Panel titel="Bedrijfswijzigingen">
        <Wijzigingen />
      </Panel>
    </>
  );
}
