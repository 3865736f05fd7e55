/** The name and explanation of each record state the menu model serves (decision 030), editable with their version. */
import { Alert, Button, Form, Input } from 'antd';
import type { BeheerAlgemeen } from '@kw/contract';
import { Panel } from '../../components/ui/panel';
import { foutBeschrijvingen, toonSucces } from '../../lib/notifications';
import { useStatustekst } from './api';

type Tekst = BeheerAlgemeen['statusteksten'][number];

function TekstFormulier({ tekst }: { tekst: Tekst }) {
  const opslaan = useStatustekst();
  return (
    <Form
      // its own field ids: two forms on one page would both have #omschrijving
      name={`statustekst-${tekst.statusId}`}
      layout="vertical"
      initialValues={{ omschrijving: tekst.omschrijving, toelichting: tekst.toelichting }}
      key={`${tekst.statusId}-${tekst.versie}`}
      onFinish={(v: { omschrijving: string; toelichting: string }) =>
        opslaan.mutate({ statusId: tekst.statusId as 1 | 2, omschrijving: v.omschrijving.trim(), toelichting: v.toelichting.trim(), versie: tekst.versie }, { onSuccess: () => toonSucces('Statustekst opgeslagen') })
      }
      style={{ flex: '1 1 300px', minWidth: 0 }}
    >
      <h3 style={{ fontSize: 14, margin: '0 0 8px' }}>Status {tekst.statusId} ({tekst.statusId === 1 ? 'open' : 'afgesloten'})</h3>
      <Form.Item label="Omschrijving" name="omschrijving" rules={[{ required: true, whitespace: true, message: 'Geef een omschrijving.' }]}>
        <Input maxLength={40} />
      </Form.Item>
      <Form.Item label="Toelichting" name="toelichting" rules={[{ required: true, whitespace: true, message: 'Geef een toelichting.' }]}>
        <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
      {opslaan.isError ? <Alert type="error" showIcon message={foutBeschrijvingen(opslaan.error).join(' ')} style={{ marginBottom: 12 }} /> : null}
      <Button htmlType="submit" loading={opslaan.isPending} aria-label={`Tekst van status ${tekst.statusId} opslaan`}>
        Opslaan
      </Button>
    </Form>
  );
}

export function StatustekstenPaneel({ data }: { data: BeheerAlgemeen }) {
  return (
    <Panel titel="Statusteksten">
      <p style={{ marginTop: 0, color: '#3f4d40' }}>Wat het menu bij een kringloopwijzer als status en uitleg toont.</p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24 }}>
        {data.statusteksten.map((t) => (
          <TekstFormulier key={t.statusId} tekst={t} />
        ))}
      </div>
    </Panel>
  );
}
