import type { FocusEvent } from 'react';
import { Form, InputNumber } from 'antd';
import type { VeldRegel } from '@kw/contract';
import { antdRegels, bijVerlaten, blokkeerToetsen, veldPad } from './veld-regels';

interface InvoerProps {
  regel: VeldRegel;
  disabled?: boolean;
  id?: string;
  value?: number | null;
  onChange?: (waarde: number | null) => void;
}

/** antd InputNumber with the spec §5 behaviour; Form.Item hands in value and onChange. */
export function RegelInvoer({ regel, disabled, id, value, onChange }: InvoerProps) {
  return (
    <InputNumber<number>
      id={id}
      value={value ?? null}
      onChange={(waarde) => onChange?.(waarde ?? null)}
      onBlur={(event: FocusEvent<HTMLInputElement>) => onChange?.(bijVerlaten(event.target.value, regel))}
      onKeyDown={blokkeerToetsen}
      min={regel.min}
      max={regel.max}
      precision={regel.precisie}
      decimalSeparator=","
      inputMode="decimal"
      controls={false}
      disabled={disabled}
      aria-label={regel.label}
      style={{ width: '100%' }}
    />
  );
}

export interface NumberFieldProps {
  regel: VeldRegel;
  /** the rule is in force (regelActief): without it the field carries no rules */
  actief: boolean;
  /** required now (altijd, or alsZelfZuivel once the kg is filled) */
  verplicht: boolean;
  disabled?: boolean;
}

/** The shared number field: Form.Item + RegelInvoer, rules from the contract's VeldRegel. */
export function NumberField({ regel, actief, verplicht, disabled }: NumberFieldProps) {
  return (
    <Form.Item name={veldPad(regel.veld)} rules={actief ? antdRegels(regel, verplicht) : []} validateFirst style={{ marginBottom: 0 }}>
      <RegelInvoer regel={regel} disabled={disabled} />
    </Form.Item>
  );
}
