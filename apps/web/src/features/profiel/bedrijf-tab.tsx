/**
 * "Bedrijf" (farm users): company data (KvK read-only; a change goes through "Bedrijfswijziging
 * doorgeven", which staff process), the e-mail preferences. The accepted terms are on "Mijn gegevens" (everyone).
 */
import { Alert, Button, DatePicker, Descriptions, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import type { Profiel } from '@kw/contract';
import { Panel } from '../../components/ui/panel';
import '../../lib/dayjs-nl';
import { useBedrijfswijziging } from './api';
import { Voorkeuren } from './voorkeuren';

type Bedrijf = NonNullable<Profiel['bedrijf']>;

function Bedrijfsgegevens({ bedrijf }: { bedrijf: Bedrijf }) {
  const streep = (v: string | null) => v ?? '–';
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      items={[
        { key: 'naam', label: 'Naam', children: bedrijf.naam },
        { key: 'kvk', label: 'KvK-nummer', children: streep(bedrijf.kvkNummer) },
        { key: 'brs', label: 'BRS-nummer (RVO)', children: streep(bedrijf.brs) },
        { key: 'ubn', label: 'UBN', children: bedrijf.ubns.length ? bedrijf.ubns.join(', ') : '–' },
        { key: 'adres', label: 'Adres', children: [bedrijf.adres, [bedrijf.postcode, bedrijf.plaats].filter(Boolean).join(' ')].filter(Boolean).join(', ') || '–' },
      ]}
    />
  );
}

interface WijzigingVelden {
  nieuwKvk: string;
  nieuwBrs?: string;
  nieuwUbns?: string[];
  overgangsdatum: Dayjs;
  toelichting?: string;
}

function Bedrijfswijziging({ bedrijf }: { bedrijf: Bedrijf }) {
  const [form] = Form.useForm<WijzigingVelden>();
  const geef = useBedrijfswijziging();
  if (bedrijf.openWijziging) {
    return (
      <Alert
        type="info"
        showIcon
        message="Uw bedrijfswijziging wacht op verwerking"
        description={`Doorgegeven op ${bedrijf.openWijziging.ingediendOp}${bedrijf.openWijziging.wat ? `: ${bedrijf.openWijziging.wat}` : ''}. De servicedesk verwerkt haar; daarna bevestigt u elke machtiging opnieuw.`}
      />
    );
  }
  return (
    <>
      <p style={{ marginTop: 0 }}>
        Krijgt uw bedrijf een nieuw KvK-nummer, BRS-nummer of UBN (bijvoorbeeld bij omzetting naar een bv of maatschap)? Geef het hier door. Uw gegevens van eerdere jaren blijven bij
        het bedrijf; u bevestigt daarna elke machtiging opnieuw.
      </p>
      <Form
        form={form}
        layout="vertical"
        style={{ maxWidth: 480 }}
        initialValues={{ nieuwKvk: bedrijf.kvkNummer ?? '', nieuwBrs: bedrijf.brs ?? '', nieuwUbns: bedrijf.ubns }}
        onFinish={(v) =>
          geef.mutate(
            { nieuwKvk: v.nieuwKvk, nieuwBrs: v.nieuwBrs || null, nieuwUbns: v.nieuwUbns ?? [], overgangsdatum: v.overgangsdatum.format('YYYY-MM-DD'), toelichting: v.toelichting || undefined },
            { onSuccess: () => form.resetFields() },
          )
        }
      >
        <Form.Item label="Nieuw KvK-nummer" name="nieuwKvk" rules={[{ required: true, pattern: /^\d{8}$/, message: 'Een KvK-nummer bestaat uit precies 8 cijfers.' }]}>
          <Input inputMode="numeric" />
        </Form.Item>
        <Form.Item label="Nieuw BRS-nummer (relatienummer RVO)" name="nieuwBrs" rules={[{ pattern: /^\d{9}$/, message: 'Een BRS-nummer (relatienummer RVO) bestaat uit 9 cijfers.' }]}>
          <Input inputMode="numeric" />
        </Form.Item>
        <Form.Item
          label="UBN’s"
          name="nieuwUbns"
          extra={<span style={{ color: '#4a5a4a' }}>Typ een UBN en druk op Enter.</span>}
          rules={[{ validator: (_, u: string[] | undefined) => ((u ?? []).every((x) => /^\d{1,7}$/.test(x)) ? Promise.resolve() : Promise.reject(new Error('Een UBN bestaat uit hoogstens 7 cijfers.'))) }]}
        >
          <Select mode="tags" open={false} suffixIcon={null} aria-label="UBN’s" tokenSeparators={[',', ' ']} />
        </Form.Item>
        <Form.Item label="Overgangsdatum" name="overgangsdatum" rules={[{ required: true, message: 'Kies de overgangsdatum.' }]}>
          <DatePicker format="DD-MM-YYYY" placeholder="DD-MM-JJJJ" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label="Toelichting (niet verplicht)" name="toelichting">
          <Input.TextArea rows={2} maxLength={1000} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={geef.isPending}>
          Bedrijfswijziging doorgeven
        </Button>
      </Form>
    </>
  );
}

export function BedrijfTab({ profiel }: { profiel: Profiel }) {
  const bedrijf = profiel.bedrijf!;
  return (
    <>
      <Panel titel="Bedrijfsgegevens">
        <Bedrijfsgegevens bedrijf={bedrijf} />
        <p style={{ marginBottom: 0, marginTop: 12, color: '#4a5a4a' }}>Het KvK-nummer wijzigt u niet zelf: geef een bedrijfswijziging door.</p>
      </Panel>
      <Panel titel="E-mailvoorkeuren">
        <Voorkeuren profiel={profiel} />
      </Panel>
      <Panel titel="Bedrijfswijziging doorgeven">
        <Bedrijfswijziging bedrijf={bedrijf} />
      </Panel>
    </>
  );
}
