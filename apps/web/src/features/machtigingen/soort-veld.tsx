import { Form, Select } from 'antd';
import { MACHTIGING_SOORT_NAMEN, MACHTIGING_SOORT_UITLEG, MACHTIGING_SOORTEN } from '@kw/contract';

export const SOORT_OPTIES = MACHTIGING_SOORTEN.map((s) => ({ value: s, label: MACHTIGING_SOORT_NAMEN[s] }));

/** The kind of mandate, with what it allows under the field. */
export function SoortVeld() {
  const soort = Form.useWatch('soort') as keyof typeof MACHTIGING_SOORT_UITLEG | undefined;
  return (
    <Form.Item label="Soort machtiging" name="soort" rules={[{ required: true, message: 'Kies een soort machtiging.' }]} extra={soort ? MACHTIGING_SOORT_UITLEG[soort] : undefined}>
      <Select options={SOORT_OPTIES} />
    </Form.Item>
  );
}
