import { Alert, DatePicker, Form, Input, Modal, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { foutBeschrijvingen, toonSucces } from '../../lib/notifications';
import { vraagMachtigingAan, type MachtigingAanvraag } from './deelnemers.api';

const SOORTEN = [
  { value: 'volmacht', label: 'Volmacht: invullen, indienen en machtigingen beheren (één organisatie per bedrijf)' },
  { value: 'beheren', label: 'Beheren: invullen en indienen' },
  { value: 'inzien', label: 'Inzien: alles bekijken, niets wijzigen' },
];

interface Velden {
  kvkNummer: string;
  soort: MachtigingAanvraag['soort'];
  ingangsdatum: Dayjs;
  einddatum: Dayjs;
}

const RADIOGROEP = { role: 'radiogroup', 'aria-label': 'Soort machtiging' } as object;

/** A mandate lasts at most 5 years (eToegang's cap; the server refuses longer too). */
const MAX_JAREN = 5;

/** "Machtiging aanvragen": the farm's KvK number, the kind and the term; the farmer confirms or refuses. */
export function MachtigingAanvragenModal({ open, onSluit }: { open: boolean; onSluit: () => void }) {
  const [form] = Form.useForm<Velden>();
  const [bezig, setBezig] = useState(false);
  const [fout, setFout] = useState<string | null>(null);

  async function verstuur() {
    const v = await form.validateFields();
    setBezig(true);
    setFout(null);
    try {
      const melding = await vraagMachtigingAan({
        kvkNummer: v.kvkNummer.trim(),
        soort: v.soort,
        ingangsdatum: v.ingangsdatum.format('YYYY-MM-DD'),
        einddatum: v.einddatum.format('YYYY-MM-DD'),
      });
      toonSucces('Machtiging aangevraagd', melding ?? 'Het bedrijf krijgt uw aanvraag te zien en kan die bevestigen of weigeren.');
      form.resetFields();
      onSluit();
    } catch (e) {
      setFout(foutBeschrijvingen(e).join(' '));
    } finally {
      setBezig(false);
    }
  }

  return (
    <Modal
      title="Machtiging aanvragen"
      open={open}
      okText="Aanvragen"
      cancelText="Annuleren"
      confirmLoading={bezig}
      onOk={() => void verstuur().catch(() => undefined)}
      onCancel={() => {
        setFout(null);
        onSluit();
      }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark={false} initialValues={{ soort: 'beheren', ingangsdatum: dayjs(), einddatum: dayjs().add(1, 'year') }}>
        <Form.Item
          name="kvkNummer"
          label="KvK-nummer van het bedrijf"
          rules={[
            { required: true, message: 'Vul het KvK-nummer in.' },
            { pattern: /^\d{8}$/, message: 'Een KvK-nummer heeft 8 cijfers.' },
          ]}
        >
          <Input inputMode="numeric" maxLength={8} autoComplete="off" />
        </Form.Item>
        <Form.Item name="soort" label="Soort machtiging" rules={[{ required: true, message: 'Kies de soort machtiging.' }]}>
          {/* three choices with an explanation each, all visible at once; the group is a radiogroup, where the
              aria-required that Form.Item adds is allowed (on a plain div axe refuses it) */}
          <Radio.Group {...RADIOGROEP} options={SOORTEN} style={{ display: 'flex', flexDirection: 'column', gap: 4 }} />
        </Form.Item>
        <Form.Item name="ingangsdatum" label="Ingangsdatum" rules={[{ required: true, message: 'Kies de ingangsdatum.' }]}>
          <DatePicker format="DD-MM-YYYY" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="einddatum"
          label="Einddatum (hoogstens 5 jaar na de ingangsdatum)"
          dependencies={['ingangsdatum']}
          rules={[
            { required: true, message: 'Kies de einddatum.' },
            ({ getFieldValue }) => ({
              validator: (_, eind: Dayjs | undefined) => {
                const begin = getFieldValue('ingangsdatum') as Dayjs | undefined;
                if (!eind || !begin) return Promise.resolve();
                if (eind.isBefore(begin, 'day')) return Promise.reject(new Error('De einddatum ligt voor de ingangsdatum.'));
                if (eind.isAfter(begin.add(MAX_JAREN, 'year'), 'day')) return Promise.reject(new Error('Een machtiging duurt hoogstens 5 jaar.'));
                return Promise.resolve();
              },
            }),
          ]}
        >
          <DatePicker format="DD-MM-YYYY" style={{ width: '100%' }} />
        </Form.Item>
      </Form>
      {fout && <Alert type="error" showIcon message={fout} />}
    </Modal>
  );
}
