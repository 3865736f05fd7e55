/** Create or change a purpose in concept (decision 027): the farmer's text, products, basis, retention, term. */
import { Alert, Checkbox, DatePicker, Form, Input, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { DATAPRODUCT_NAMEN, DATAPRODUCT_SLEUTELS, type DataproductSleutel, type DoelRegel } from '@kw/contract';
import dayjs from '../../lib/dayjs-nl';
import { foutBeschrijvingen } from '../../lib/notifications';
import { useDoelOpslaan } from './api';

const DATUM_FORMAAT = 'DD-MM-YYYY';
const naarIso = (d: Dayjs | null | undefined) => (d ? d.format('YYYY-MM-DD') : null);

interface Velden {
  afnemerKvk?: string;
  naam: string;
  boerTekst?: string;
  producten: DataproductSleutel[];
  grondslag?: string;
  bewaartermijn?: string;
  begindatum?: Dayjs | null;
  einddatum?: Dayjs | null;
}

export function DoelFormulier({ doel, open, staf, onSluit }: { doel: DoelRegel | null; open: boolean; staf: boolean; onSluit: () => void }) {
  const [form] = Form.useForm<Velden>();
  const opslaan = useDoelOpslaan();
  const begin: Partial<Velden> = doel
    ? {
        afnemerKvk: doel.afnemer.kvk ?? undefined,
        naam: doel.naam,
        boerTekst: doel.boerTekst,
        producten: doel.producten,
        grondslag: doel.grondslag,
        bewaartermijn: doel.bewaartermijn,
        begindatum: doel.begindatum ? dayjs(doel.begindatum) : null,
        einddatum: doel.einddatum ? dayjs(doel.einddatum) : null,
      }
    : { producten: [] };
  const bewaar = (v: Velden) =>
    opslaan.mutate(
      {
        ...(doel ? { id: doel.id, versie: doel.versie } : {}),
        ...(staf && v.afnemerKvk ? { afnemerKvk: v.afnemerKvk.trim() } : {}),
        naam: v.naam,
        boerTekst: v.boerTekst ?? '',
        producten: v.producten ?? [],
        grondslag: v.grondslag ?? '',
        bewaartermijn: v.bewaartermijn ?? '',
        begindatum: naarIso(v.begindatum),
        einddatum: naarIso(v.einddatum),
      },
      { onSuccess: onSluit },
    );
  return (
    <Modal
      title={doel ? `Doel wijzigen: ${doel.naam}` : 'Nieuw doel'}
      open={open}
      okText="Opslaan"
      cancelText="Annuleren"
      okButtonProps={{ loading: opslaan.isPending }}
      onCancel={onSluit}
      onOk={() => form.submit()}
      afterClose={() => opslaan.reset()}
      width={680}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={begin} onFinish={bewaar} preserve={false}>
        {staf && (
          <Form.Item label="KvK-nummer van de afnemer" name="afnemerKvk" rules={[{ required: true, message: 'Vul het KvK-nummer van de afnemer in.' }, { pattern: /^\d{8}$/, message: 'Een KvK-nummer heeft precies 8 cijfers.' }]}>
            <Input inputMode="numeric" maxLength={8} disabled={doel !== null} />
          </Form.Item>
        )}
        <Form.Item label="Naam" name="naam" rules={[{ required: true, min: 3, message: 'Geef het doel een naam (minstens 3 tekens).' }]}>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item label="Tekst voor de boer" name="boerTekst" extra="Wat u met de gegevens doet, waarom, en wat de boer eraan heeft. De boer leest dit voordat hij beslist.">
          <Input.TextArea rows={4} maxLength={2000} />
        </Form.Item>
        <Form.Item label="Dataproducten" name="producten">
          <Checkbox.Group options={DATAPRODUCT_SLEUTELS.map((s) => ({ value: s, label: DATAPRODUCT_NAMEN[s] }))} />
        </Form.Item>
        <Form.Item label="Grondslag of licentie" name="grondslag">
          <Input maxLength={500} />
        </Form.Item>
        <Form.Item label="Bewaartermijn" name="bewaartermijn">
          <Input maxLength={200} />
        </Form.Item>
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          <Form.Item label="Begindatum" name="begindatum" style={{ flex: '1 1 200px' }}>
            <DatePicker format={DATUM_FORMAAT} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item label="Einddatum" name="einddatum" style={{ flex: '1 1 200px' }}>
            <DatePicker format={DATUM_FORMAAT} style={{ width: '100%' }} />
          </Form.Item>
        </div>
      </Form>
      {opslaan.isError && <Alert type="error" showIcon message={foutBeschrijvingen(opslaan.error).join(' ')} />}
    </Modal>
  );
}
