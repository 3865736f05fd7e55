/** "Koppeling toevoegen": message type, supplier, the farm's customer number there (sharing-anchors §1.1 [R3]). */
import { Alert, Form, Input, Modal, Select } from 'antd';
import { BERICHT_SOORT_NAMEN, type BerichtSoort } from '@kw/contract';
import { foutBeschrijvingen } from '../../lib/notifications';
import { useLeveranciers, useToevoegen } from './koppelingen-api';
import { EIGEN_SOORTEN, leveranciersVoor } from './koppelingen-logica';

// not `required: true`: antd would put aria-required on the Select's wrapper div (axe aria-allowed-attr)
const moetGekozen = (melding: string) => ({ validator: (_: unknown, v: unknown) => (v === undefined || v === null ? Promise.reject(new Error(melding)) : Promise.resolve()) });

interface Velden {
  soort?: BerichtSoort;
  leverancierId?: number;
  klantnummer?: string;
}

export function KoppelingToevoegen({ relatieId, open, soort, onSluit }: { relatieId: number; open: boolean; soort?: BerichtSoort; onSluit: (gelukt: boolean) => void }) {
  const [form] = Form.useForm<Velden>();
  const gekozen = Form.useWatch('soort', form);
  const leveranciers = useLeveranciers(open);
  const toevoegen = useToevoegen();
  const opties = leveranciersVoor(leveranciers.data?.leveranciers ?? [], gekozen);

  return (
    <Modal
      title="Koppeling toevoegen"
      open={open}
      okText="Toevoegen"
      cancelText="Annuleren"
      confirmLoading={toevoegen.isPending}
      onOk={() => form.submit()}
      onCancel={() => onSluit(false)}
      afterClose={() => toevoegen.reset()}
      destroyOnHidden
    >
      <p style={{ marginTop: 0 }}>Kies wat er binnenkomt, van welke leverancier, en uw klantnummer daar. Heeft u meer klantnummers, voeg dan per nummer een koppeling toe.</p>
      {toevoegen.isError ? <Alert type="error" showIcon message={foutBeschrijvingen(toevoegen.error).join(' ')} style={{ marginBottom: 12 }} /> : null}
      {leveranciers.isError ? <Alert type="error" showIcon message="De leveranciers konden niet worden geladen." style={{ marginBottom: 12 }} /> : null}
      <Form<Velden>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ soort }}
        onValuesChange={(w) => {
          if ('soort' in w) form.setFieldValue('leverancierId', undefined);
        }}
        onFinish={(v) =>
          toevoegen.mutate({ relatieId, soort: v.soort!, leverancierId: v.leverancierId!, klantnummer: (v.klantnummer ?? '').trim() }, { onSuccess: () => onSluit(true) })
        }
      >
        <Form.Item label="Soort bericht" name="soort" rules={[moetGekozen('Kies een soort bericht.')]}>
          <Select options={EIGEN_SOORTEN.map((s) => ({ value: s, label: BERICHT_SOORT_NAMEN[s] }))} placeholder="Kies een soort bericht" />
        </Form.Item>
        <Form.Item label="Leverancier" name="leverancierId" rules={[moetGekozen('Kies een leverancier.')]}>
          <Select
            options={opties.map((l) => ({ value: l.id, label: l.naam }))}
            loading={leveranciers.isPending && open}
            disabled={!gekozen}
            placeholder={gekozen ? 'Kies een leverancier' : 'Kies eerst een soort bericht'}
            notFoundContent="Geen leverancier stuurt dit soort bericht."
          />
        </Form.Item>
        <Form.Item
          label="Klantnummer bij de leverancier"
          name="klantnummer"
          rules={[
            { required: true, whitespace: true, message: 'Vul uw klantnummer bij deze leverancier in.' },
            { pattern: /^\s*[A-Za-z0-9-]{1,40}\s*$/, message: 'Een klantnummer bestaat uit 1 tot 40 letters, cijfers of -.' },
          ]}
        >
          {/* Enter in the last field adds the link (the OK button sits outside the form, in the modal footer) */}
          <Input maxLength={40} autoComplete="off" onPressEnter={() => form.submit()} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
