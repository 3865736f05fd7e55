/** Start and end date with the Dutch date picker (DD-MM-YYYY); at most 5 years, not before today. */
import { DatePicker, Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { termijnFout, uitersteEinddatum, vandaagIso } from '@kw/contract';
import dayjs from '../../lib/dayjs-nl';
import { UITLEG_STIJL } from './soort-veld';

export const DATUM_FORMAAT = 'DD-MM-YYYY';
export const naarIso = (d: Dayjs | null | undefined) => (d ? d.format('YYYY-MM-DD') : '');
export const standaardTermijn = () => ({ ingangsdatum: dayjs(vandaagIso()), einddatum: dayjs(vandaagIso()).add(1, 'year') });

export function TermijnVelden() {
  const form = Form.useFormInstance();
  return (
    <>
      <Form.Item label="Ingangsdatum" name="ingangsdatum" rules={[{ required: true, message: 'Kies een ingangsdatum.' }]}>
        <DatePicker format={DATUM_FORMAAT} disabledDate={(d) => naarIso(d) < vandaagIso()} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        label="Einddatum"
        name="einddatum"
        dependencies={['ingangsdatum']}
        extra={<span style={UITLEG_STIJL}>Een machtiging duurt hoogstens 5 jaar.</span>}
        rules={[
          { required: true, message: 'Kies een einddatum.' },
          {
            validator: async (_, eind: Dayjs | undefined) => {
              const ingang = naarIso(form.getFieldValue('ingangsdatum'));
              const fout = ingang && eind ? termijnFout(ingang, naarIso(eind)) : null;
              if (fout) throw new Error(fout);
            },
          },
        ]}
      >
        <DatePicker
          format={DATUM_FORMAAT}
          disabledDate={(d) => {
            const ingang = naarIso(form.getFieldValue('ingangsdatum')) || vandaagIso();
            return naarIso(d) < ingang || naarIso(d) > uitersteEinddatum(ingang);
          }}
          style={{ width: '100%' }}
        />
      </Form.Item>
    </>
  );
}
