import { Form, Select } from 'antd';
import { MACHTIGING_SOORT_NAMEN, MACHTIGING_SOORT_UITLEG, MACHTIGING_SOORTEN } from '@kw/contract';

export const SOORT_OPTIES = MACHTIGING_SOORTEN.map((s) => ({ value: s, label: MACHTIGING_SOORT_NAMEN[s] }));

/**
 * A kind is required, checked by a validator rather than `required: true`: with that rule
 * Form.Item puts aria-required on the Select's wrapper div, which axe refuses
 * (aria-allowed-attr). The form starts with a kind chosen, so it is only ever emptied on purpose.
 */
const soortVerplicht = { validator: async (_: unknown, v: unknown) => { if (!v) throw new Error('Kies een soort machtiging.'); } };

/** antd's grey under a field measures 3.4:1 on white; #595959 is 7:1 (WCAG 2.2 1.4.3 asks 4.5:1). */
export const UITLEG_STIJL = { color: '#595959' } as const;

/** The kind of mandate, with what it allows under the field. */
export function SoortVeld() {
  const soort = Form.useWatch('soort') as keyof typeof MACHTIGING_SOORT_UITLEG | undefined;
  return (
    <Form.Item label="Soort machtiging" name="soort" rules={[soortVerplicht]} extra={soort ? <span style={UITLEG_STIJL}>{MACHTIGING_SOORT_UITLEG[soort]}</span> : undefined}>
      <Select options={SOORT_OPTIES} />
    </Form.Item>
  );
}
