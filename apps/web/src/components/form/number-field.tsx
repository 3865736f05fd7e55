/**
 * The shared number input (spec §5, decision 006). API:
 * - `RegelInvoer`: the bare input. Takes a structural `GetalRegel` ({ label, eenheid?, min?, max?, precisie? }), so a
 *   Melklevering `VeldRegel` and a register `VeldDefinitie` both fit. Controlled by `value`/`onChange` (a number or
 *   null; Form.Item hands them in). It commits on leaving the field: what was typed is read with `leesGetal`
 *   (Dutch grouping, decimal comma), clamped and rounded; ambiguous text is kept as typed, the value is left alone,
 *   and `onMelding` is told why. `disabled` shows the value read-only (readable, not editable).
 * - `NumberField`: Form.Item + RegelInvoer with the antd rules (`antdRegels`), the refusal shown as the field's error
 *   (so a save can be stopped) and the clamp notice ("Aangepast naar het maximum 15.000.000") under the field.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type Ref } from 'react';
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

/**
 * The caret position in `naar` (the text without grouping dots) after as many digits, commas and
 * signs as stand before `plek` in `van` (the text as shown before focus): "1.030|.567" → "1030|567".
 */
export function zelfdePlek(van: string, naar: string, plek: number): number {
  const tekens = [...van.slice(0, plek)].filter((c) => c !== '.').length;
  let i = 0;
  for (let n = 0; i < naar.length && n < tekens; i++) if (naar[i] !== '.') n++;
  return i;
}

/** The text input with the spec §5 behaviour. */
export function RegelInvoer({ regel, disabled, id, value, onChange, onMelding, ref, ...aria }: InvoerProps) {
  const waarde = value ?? null;
  // null: show the value formatted; a string: what the user is typing (or typed and was refused)
  const [tekst, setTekst] = useState<string | null>(null);
  const [focus, setFocus] = useState(false);
  // The value is shown without grouping dots for editing ("43.680" → "43680"), set once the focus
  // reformat has checked that the text is still the one shown before focus (under CPU load the farmer may
  // already have typed: the reformat must not bring the old text back).
  const [bewerkOpmaak, setBewerkOpmaak] = useState(false);
  // the text shown when the focus came, until the reformat has looked at it
  const voorFocus = useRef<string | null>(null);
  // the selection to put back after the reformat (mapped onto the text without dots)
  const selectie = useRef<[number, number] | null>(null);
  const invoer = useRef<InputRef | null>(null);
  const zetRef = useCallback(
    (r: InputRef | null) => {
      invoer.current = r;
      if (typeof ref === 'function') ref(r);
      else if (ref) (ref as { current: InputRef | null }).current = r;
    },
    [ref],
  );
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

  // The focus reformat. Its render comes after the focus event: on a slowed main thread (or when the
  // selection is made in the same task as the focus) the farmer may already have selected, cleared or
  // typed by then. Writing the unformatted text over that put the old text back and lost the
  // selection, so the typed digits were appended ("43.680" became "4.368.043.679"). So: reformat
  // only while nothing was typed and the input still holds the text shown before focus, and keep
  // the selection on the same digits (all selected stays all selected).
  useLayoutEffect(() => {
    const voor = voorFocus.current;
    voorFocus.current = null;
    const el = invoer.current?.input;
    if (!focus || disabled || voor === null || tekst !== null || !el || el.value !== voor) return;
    const nieuw = schrijfGetal(waarde, regel, true);
    if (nieuw === voor) return;
    const start = el.selectionStart;
    const eind = el.selectionEnd;
    selectie.current = start === null || eind === null ? null : [zelfdePlek(voor, nieuw, start), zelfdePlek(voor, nieuw, eind)];
    setBewerkOpmaak(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per focus, with that render's text
  }, [focus]);
  useLayoutEffect(() => {
    const el = invoer.current?.input;
    if (!bewerkOpmaak || !selectie.current || !el || document.activeElement !== el) return;
    el.setSelectionRange(...selectie.current);
    selectie.current = null;
  }, [bewerkOpmaak]);

  const getoond = tekst ?? schrijfGetal(waarde, regel, focus && bewerkOpmaak && !disabled);
  return (
    <Input
      ref={zetRef}
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
      onFocus={() => {
        voorFocus.current = getoond;
        setFocus(true);
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        setFocus(false);
        setBewerkOpmaak(false);
        voorFocus.current = null;
        selectie.current = null;
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
