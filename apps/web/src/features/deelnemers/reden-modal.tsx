import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { SERVICEDESK_MINUTEN } from '@kw/contract';
import { foutBeschrijvingen } from '../../lib/notifications';

/** Staff open a farm only with a reason (decision 019): the farmer reads it in the access log. */
export function RedenModal({ bedrijf, open, onSluit, onOpen }: { bedrijf: string; open: boolean; onSluit: () => void; onOpen: (reden: string) => Promise<void> }) {
  const [form] = Form.useForm<{ reden: string }>();
  const [bezig, setBezig] = useState(false);
  const [fout, setFout] = useState<string | null>(null);

  async function bevestig() {
    const { reden } = await form.validateFields();
    setBezig(true);
    setFout(null);
    try {
      await onOpen(reden.trim());
      form.resetFields();
    } catch (e) {
      setFout(foutBeschrijvingen(e).join(' '));
    } finally {
      setBezig(false);
    }
  }

  return (
    <Modal
      title={`${bedrijf} openen`}
      open={open}
      okText="Openen"
      cancelText="Annuleren"
      confirmLoading={bezig}
      onOk={() => void bevestig().catch(() => undefined)}
      onCancel={() => {
        setFout(null);
        onSluit();
      }}
      destroyOnHidden
    >
      <p>
        Als medewerker van de servicedesk opent u dit bedrijf alleen met een reden. De boer ziet in het toegangslog dat de servicedesk het bedrijf heeft
        geopend, met deze reden. De toegang duurt {SERVICEDESK_MINUTEN} minuten.
      </p>
      <Form form={form} layout="vertical" requiredMark={false}>
        <Form.Item
          name="reden"
          label="Reden"
          rules={[
            { required: true, message: 'Geef een reden op.' },
            { min: 5, transform: (v: string) => v?.trim(), message: 'Geef een reden van minstens 5 tekens.' },
            { max: 500, message: 'De reden is te lang (hoogstens 500 tekens).' },
          ]}
        >
          <Input.TextArea rows={3} maxLength={500} placeholder="Bijvoorbeeld: vraag van de boer over de melklevering" />
        </Form.Item>
      </Form>
      {fout && <Alert type="error" showIcon message={fout} />}
    </Modal>
  );
}
