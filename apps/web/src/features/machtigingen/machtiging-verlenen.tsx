/** "Machtiging verlenen": the farm (farmer or volmacht holder) grants an organisation a mandate directly. */
import { Alert, Form, Input, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { kvkSchema, type MachtigingSoortNaam } from '@kw/contract';
import { foutmelding, useVerlenen } from './machtigingen-api';
import { SoortVeld } from './soort-veld';
import { naarIso, standaardTermijn, TermijnVelden } from './termijn-velden';

interface Waarden {
  organisatieKvk: string;
  soort: MachtigingSoortNaam;
  ingangsdatum: Dayjs;
  einddatum: Dayjs;
}

export function MachtigingVerlenen({ relatieId, open, onSluit }: { relatieId: number; open: boolean; onSluit: (gelukt: boolean) => void }) {
  const [form] = Form.useForm<Waarden>();
  const verlenen = useVerlenen();
  const verstuur = (w: Waarden) =>
    verlenen.mutate(
      { relatieId, organisatieKvk: w.organisatieKvk.trim(), soort: w.soort, ingangsdatum: naarIso(w.ingangsdatum), einddatum: naarIso(w.einddatum) },
      { onSuccess: () => onSluit(true) },
    );
  return (
    <Modal title="Machtiging verlenen" open={open} okText="Verlenen" cancelText="Annuleren" okButtonProps={{ loading: verlenen.isPending }} onOk={() => form.submit()} onCancel={() => onSluit(false)} afterClose={() => { form.resetFields(); verlenen.reset(); }} destroyOnHidden>
      <Form form={form} layout="vertical" onFinish={verstuur} initialValues={{ soort: 'inzien', ...standaardTermijn() }}>
        <Form.Item
          label="KvK-nummer van de organisatie"
          name="organisatieKvk"
          rules={[{ validator: async (_, v: string | undefined) => { const r = kvkSchema.safeParse((v ?? '').trim()); if (!r.success) throw new Error(r.error.issues[0].message); } }]}
        >
          <Input inputMode="numeric" maxLength={8} autoComplete="off" />
        </Form.Item>
        <SoortVeld />
        <TermijnVelden />
      </Form>
      {verlenen.isError ? <Alert type="error" showIcon message={foutmelding(verlenen.error)} /> : null}
    </Modal>
  );
}
