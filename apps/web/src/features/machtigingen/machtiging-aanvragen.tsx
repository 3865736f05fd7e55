/**
 * "Machtiging aanvragen" (decision 019): an organisation asks a farm, by the farm's KvK number,
 * for a mandate of a kind and a term. A modal form; the Deelnemers screen opens it.
 */
import { Alert, Form, Input, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { kvkSchema, type MachtigingRegel, type MachtigingSoortNaam } from '@kw/contract';
import { foutmelding, useAanvragen } from './machtigingen-api';
import { SoortVeld } from './soort-veld';
import { naarIso, standaardTermijn, TermijnVelden } from './termijn-velden';

interface Waarden {
  kvkNummer: string;
  soort: MachtigingSoortNaam;
  ingangsdatum: Dayjs;
  einddatum: Dayjs;
}

export function MachtigingAanvragen({ open, onSluit, kvkNummer }: { open: boolean; onSluit: (aangevraagd?: MachtigingRegel) => void; kvkNummer?: string }) {
  const [form] = Form.useForm<Waarden>();
  const aanvragen = useAanvragen();
  const verstuur = (w: Waarden) =>
    aanvragen.mutate(
      { kvkNummer: w.kvkNummer.trim(), soort: w.soort, ingangsdatum: naarIso(w.ingangsdatum), einddatum: naarIso(w.einddatum) },
      { onSuccess: (a) => onSluit(a.machtiging) },
    );
  return (
    <Modal title="Machtiging aanvragen" open={open} okText="Aanvragen" cancelText="Annuleren" okButtonProps={{ loading: aanvragen.isPending }} onOk={() => form.submit()} onCancel={() => onSluit()} afterClose={() => { form.resetFields(); aanvragen.reset(); }} destroyOnHidden>
      <p>Het bedrijf krijgt een e-mail en bevestigt of weigert de aanvraag.</p>
      <Form form={form} layout="vertical" onFinish={verstuur} initialValues={{ kvkNummer, soort: 'beheren', ...standaardTermijn() }}>
        <Form.Item
          label="KvK-nummer van het bedrijf"
          name="kvkNummer"
          rules={[{ validator: async (_, v: string | undefined) => { const r = kvkSchema.safeParse((v ?? '').trim()); if (!r.success) throw new Error(r.error.issues[0].message); } }]}
        >
          <Input inputMode="numeric" maxLength={8} autoComplete="off" />
        </Form.Item>
        <SoortVeld />
        <TermijnVelden />
      </Form>
      {aanvragen.isError ? <Alert type="error" showIcon message={foutmelding(aanvragen.error)} /> : null}
    </Modal>
  );
}
