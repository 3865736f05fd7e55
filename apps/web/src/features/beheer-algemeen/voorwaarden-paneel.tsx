/**
 * The terms of use as versions (decision 030): the versions with their effective date, which one is in force and
 * how many users accepted it; a new version (label, effective date, text) is asked of everyone at their next login.
 */
import { Alert, Button, DatePicker, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { vandaagIso, type BeheerAlgemeen } from '@kw/contract';
import { KleurTag } from '../../components/ui/kleur-tag';
import { Panel } from '../../components/ui/panel';
import { TabelOfKaarten, type Kolom } from '../../components/ui/tabel-of-kaarten';
import dayjs from '../../lib/dayjs-nl';
import { foutBeschrijvingen, toonSucces } from '../../lib/notifications';
import { useVoorwaarden } from './api';
import { DATUM_FORMAAT, isoNl, naarIso } from './datum';

type Versie = BeheerAlgemeen['voorwaarden'][number];

function NieuweVersie() {
  const [form] = Form.useForm<{ versie: string; ingangsdatum: Dayjs; tekst: string }>();
  const toevoegen = useVoorwaarden();
  return (
    <Form
      form={form}
      name="voorwaarden"
      layout="vertical"
      initialValues={{ ingangsdatum: dayjs(vandaagIso()) }}
      onFinish={(v) =>
        toevoegen.mutate({ versie: v.versie.trim(), ingangsdatum: naarIso(v.ingangsdatum), tekst: v.tekst.trim() }, { onSuccess: (r) => { form.resetFields(); toonSucces('Nieuwe versie vastgelegd', r.melding); } })
      }
    >
      <h3 style={{ fontSize: 14, margin: '16px 0 8px' }}>Nieuwe versie</h3>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))', columnGap: 16 }}>
        <Form.Item label="Versielabel" name="versie" rules={[{ required: true, pattern: /^[0-9A-Za-z][0-9A-Za-z.-]{0,19}$/, message: 'Bijvoorbeeld 2027.1 (letters, cijfers, punten, streepjes).' }]}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item label="Ingangsdatum" name="ingangsdatum" rules={[{ required: true, message: 'Kies de ingangsdatum.' }]}>
          <DatePicker format={DATUM_FORMAAT} disabledDate={(d) => naarIso(d) < vandaagIso()} style={{ width: '100%' }} />
        </Form.Item>
      </div>
      <Form.Item label="Tekst (alinea's gescheiden door een witregel)" name="tekst" rules={[{ required: true, whitespace: true, message: 'De tekst van de voorwaarden is leeg.' }]}>
        <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} maxLength={20000} />
      </Form.Item>
      {toevoegen.isError ? <Alert type="error" showIcon message={foutBeschrijvingen(toevoegen.error).join(' ')} style={{ marginBottom: 12 }} /> : null}
      <Button type="primary" htmlType="submit" loading={toevoegen.isPending}>
        Versie vastleggen
      </Button>
    </Form>
  );
}

export function VoorwaardenPaneel({ data }: { data: BeheerAlgemeen }) {
  const kolommen: Array<Kolom<Versie>> = [
    { key: 'versie', titel: 'Versie', render: (v) => <>{v.versie} {v.huidig ? <KleurTag tint="groen">Geldend</KleurTag> : v.ingangsdatum > vandaagIso() ? <KleurTag tint="blauw">Gepland</KleurTag> : null}</> },
    { key: 'ingang', titel: 'Ingangsdatum', render: (v) => isoNl(v.ingangsdatum) },
    { key: 'geaccepteerd', titel: 'Geaccepteerd door', rechts: true, render: (v) => `${v.aantalGeaccepteerd.toLocaleString('nl-NL')} gebruiker(s)` },
  ];
  return (
    <Panel titel="Gebruiksvoorwaarden">
      <TabelOfKaarten
        label="Versies van de gebruiksvoorwaarden"
        rijen={data.voorwaarden}
        kolommen={kolommen}
        sleutel={(v) => v.versie}
        leeg="Er zijn geen versies."
        uitklapTitel="Tekst tonen"
        uitklap={(v) => <div style={{ whiteSpace: 'pre-wrap', maxWidth: 720 }}>{v.tekst}</div>}
      />
      <NieuweVersie />
    </Panel>
  );
}
