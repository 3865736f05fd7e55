/**
 * The shared number input (spec §5, issue 7 §1). API:
 * - `RegelInvoer`: the bare input. Takes a structural `GetalRegel` ({ label, eenheid?, min?, max?, precisie? }), so a
 *   Melklevering `VeldRegel` and a register `VeldDefinitie` both fit. Controlled by `value`/`onChange` (a number or
 *   null; Form.Item hands them in). It commits on leaving the field: what was typed is read with `leesGetal`
 *   (Dutch grouping, decimal comma), clamped and rounded; ambiguous text is kept as typed, the value is left alone,
 *   and `onMelding` is told why. `disabled` shows the value read-only (readable, not editable).
 * - `NumberField`: Form.Item + RegelInvoer with the antd rules (`antdRegels`), the refusal shown as the field's error
 *   (so a save can be stopped) and the clamp notice ("Aangepast naar het maximum 15.000.000") under the field.
 */
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type Ref } from 'react';
import { Form } from 'antd';
import type { Rule } from 'antd/es/form';
import Input, { type InputRef } from 'antd/es/input/Input';
import type { VeldRegel } from '@kw/contract';
import { schrijfGetal, type GetalRegel } from './getal-tekst';
import { antdRegels, bijVerlaten, blokkeerToetsen, veldPad, type InvoerMelding } from './veld-regels';

export type { GetalRegel } from './getal-tekst';
export type { InvoerMelding } from './veld-regels';

export interface InvoerProps {
  regel: GetalRegel;
  /** not editable: shown as a read-only input with normal contrast */
  disabled?: boolean;
  id?: string;
  value?: number | null;
  onChange?: (waarde: number | null) => void;
  /** why the last commit refused the text or changed the value; null when nothing to say */
  onMelding?: (melding: InvoerMelding | null) => void;
  ref?: Ref<InputRef>;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
}

/** A notice, not an error: dark amber, 8:1 on white (antd's help grey is 3.4:1, below WCAG AA). */
const AANGEPAST_KLEUR = '#6b4a00';
/** Read-only: the text keeps its normal colour (the disabled grey was ~1.8:1); the pale fill says "not editable". */
const ALLEEN_LEZEN_STIJL = { width: '100%', color: 'rgba(0,0,0,0.88)', background: '#f6f8f5', cursor: 'default' } as const;

/** The text input with the spec §5 behaviour. */
export function RegelInvoer({ regel, disabled, id, value, onChange, onMelding, ref, ...aria }: InvoerProps) {
  const waarde = value ?? null;
  // null: show the value formatted; a string: what the user is typing (or typed and was refused)
  const [tekst, setTekst] = useState<string | null>(null);
  const [focus, setFocus] = useState(false);
  // The value this input sent last, so its own commit is not taken for a change from outside.
  const eigen = useRef<{ waarde: number | null } | null>(null);
  const meld = useRef(onMelding);
  meld.current = onMelding;
  useEffect(() => {
    if (eigen.current && eigen.current.waarde === waarde) {
      eigen.current = null;
      return;
    }
    eigen.current = null;
    // A value from outside (the switch, the save answer) replaces refused text and its message.
    setTekst(null);
    meld.current?.(null);
  }, [waarde]);

  const commit = (getypt: string) => {
    const uitkomst = bijVerlaten(getypt, regel);
    if (uitkomst.soort === 'onduidelijk') {
      onMelding?.({ soort: 'onduidelijk', tekst: uitkomst.melding });
      return;
    }
    const nieuw = uitkomst.soort === 'leeg' ? null : uitkomst.waarde;
    onMelding?.(uitkomst.soort === 'getal' && uitkomst.aangepast ? { soort: 'aangepast', tekst: uitkomst.aangepast } : null);
    setTekst(null);
    if (nieuw !== waarde) {
      eigen.current = { waarde: nieuw };
      onChange?.(nieuw);
    }
  };

  /** ArrowUp/ArrowDown step by 1 within the bounds (a spinbutton's keys). */
  const toets = (event: KeyboardEvent<HTMLInputElement>) => {
    blokkeerToetsen(event);
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    const gelezen = tekst === null ? null : bijVerlaten(tekst, regel);
    const huidig = tekst === null ? (waarde ?? 0) : gelezen?.soort === 'getal' ? gelezen.waarde : gelezen?.soort === 'leeg' ? 0 : null;
    if (huidig === null) return;
    const volgende = bijVerlaten(schrijfGetal(huidig + (event.key === 'ArrowUp' ? 1 : -1), { precisie: 10 }, true), regel);
    if (volgende.soort === 'getal') setTekst(schrijfGetal(volgende.waarde, regel, true));
  };

  const getoond = tekst ?? schrijfGetal(waarde, regel, focus);
  return (
    <Input
      ref={ref}
      id={id}
      role="spinbutton"
      aria-label={regel.label}
      aria-valuemin={regel.min}
      aria-valuemax={regel.max}
      aria-valuenow={waarde ?? undefined}
      aria-valuetext={waarde === null ? undefined : `${schrijfGetal(waarde, regel)}${regel.eenheid ? ` ${regel.eenheid}` : ''}`}
      aria-readonly={disabled || undefined}
      {...aria}
      value={getoond}
      readOnly={disabled}
      style={disabled ? ALLEEN_LEZEN_STIJL : { width: '100%' }}
      inputMode="decimal"
      autoComplete="off"
      onChange={(e) => setTekst(e.target.value)}
      onFocus={() => setFocus(true)}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        setFocus(false);
        if (!disabled && tekst !== null) commit(event.target.value);
      }}
      onKeyDown={disabled ? undefined : toets}
    />
  );
}

export interface NumberFieldProps {
  regel: VeldRegel | (GetalRegel & { veld?: string });
  /** the form path; defaults to the VeldRegel's `veld` ('totaalHandmatig.kg' → ['totaalHandmatig', 'kg']) */
  naam?: string | number | (string | number)[];
  /** the rule is in force (regelActief): without it the field carries no rules */
  actief: boolean;
  /** required now (altijd, or alsZelfZuivel once the kg is filled) */
  verplicht: boolean;
  disabled?: boolean;
}

/** The shared number field: Form.Item + RegelInvoer; refused text blocks validation, a clamp is said under the field. */
export function NumberField({ regel, naam, actief, verplicht, disabled }: NumberFieldProps) {
  const form = Form.useFormInstance();
  const pad = naam ?? veldPad(regel.veld ?? '');
  const [melding, setMelding] = useState<InvoerMelding | null>(null);
  const onleesbaar = useRef<string | null>(null);
  onleesbaar.current = melding?.soort === 'onduidelijk' ? melding.tekst : null;
  const eerste = useRef(true);
  useEffect(() => {
    // Show (or clear) the refusal as the field's error at once, not only at the next save.
    if (eerste.current) {
      eerste.current = false;
      return;
    }
    void form.validateFields([pad]).catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [melding]);
  // The refusal first: with validateFirst an empty required field would otherwise hide it.
  const regels: Rule[] = [
    {
      validator: async () => {
        if (onleesbaar.current) throw new Error(onleesbaar.current);
      },
    },
    ...(actief ? antdRegels(regel, verplicht) : []),
  ];
  return (
    <Form.Item
      name={pad}
      rules={regels}
      validateFirst
      style={{ marginBottom: 0 }}
      extra={
        melding?.soort === 'aangepast' ? (
          <span className="kw-veld-aangepast" role="status" style={{ color: AANGEPAST_KLEUR }}>
            {melding.tekst}
          </span>
        ) : undefined
      }
    >
      <RegelInvoer regel={regel} disabled={disabled} onMelding={setMelding} />
    </Form.Item>
  );
}
