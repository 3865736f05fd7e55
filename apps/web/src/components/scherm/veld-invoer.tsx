/**
 * One register field as a form control, chosen by its kind: number (the shared
 * RegelInvoer), choice (Select), text (Input) or yes/no (Switch). Read-only fields show
 * their value as plain text, so it stays readable (no grey disabled inputs).
 */
import type { ReactNode } from 'react';
import { Form, Input, Select, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import { codeLabel, type VeldDefinitie } from '@kw/contract';
import { NumberField } from '../form/number-field';
import { blokkeerToetsen } from '../form/veld-regels';
import { formatGetal } from '../../lib/format';
import { CodeKeuzeInvoer } from './code-keuze';
import { controleerWaarde, getalRegel, datumNaarIso, isoNaarDatum } from './scherm-logica';

/** Spec §5: the required message is empty (only the highlight shows); other messages are Dutch. */
export function veldRegels(veld: VeldDefinitie, label: string): Rule[] {
  return [
    { required: veld.verplicht, message: '' },
    {
      validator: async (_r, waarde: unknown) => {
        if (waarde === null || waarde === undefined || waarde === '') return;
        const melding = controleerWaarde({ ...veld, label, verplicht: false }, waarde);
        if (melding) throw new Error(melding);
      },
    },
  ];
}

/** The value as text, e.g. '12.500 kg', 'Ja', 'Holstein-Friesian'; '–' when empty. */
export function waardeAlsTekst(veld: VeldDefinitie, waarde: unknown): string {
  if (waarde === null || waarde === undefined || waarde === '') return '–';
  if (veld.codelijst && typeof waarde === 'number') return codeLabel(veld.codelijst, waarde);
  if (veld.soort === 'getal' && typeof waarde === 'number') return `${formatGetal(waarde, veld.precisie ?? 0)}${veld.eenheid ? ` ${veld.eenheid}` : ''}`;
  if (veld.soort === 'janee') return waarde ? 'Ja' : 'Nee';
  if (veld.soort === 'datum') return isoNaarDatum(String(waarde));
  if (veld.soort === 'keuze') return veld.keuzes?.find((k) => k.waarde === waarde)?.label ?? String(waarde);
  return String(waarde);
}

/** Read-only display; Form.Item hands in value and id (the id lets a signal link focus it). */
function LeesWaarde({ veld, id, value, label }: { veld: VeldDefinitie; id?: string; value?: unknown; label: string }) {
  return (
    <span id={id} tabIndex={-1} aria-label={`${label}: ${waardeAlsTekst(veld, value)}`} style={{ display: 'inline-block', minHeight: 22, color: '#1f3324', fontVariantNumeric: 'tabular-nums' }}>
      {waardeAlsTekst(veld, value)}
    </span>
  );
}

interface BedieningProps {
  veld: VeldDefinitie;
  /** accessible name (in tables: 'Aanvoer, regel 2') */
  label: string;
  id?: string;
  value?: unknown;
  onChange?: (waarde: unknown) => void;
  'aria-invalid'?: boolean;
}

/** The editable control of a field; Form.Item hands in id, value and onChange. */
function Bediening({ veld, label, id, value, onChange }: BedieningProps) {
  if (veld.codelijst) {
    return <CodeKeuzeInvoer lijst={veld.codelijst} label={label} verplicht={veld.verplicht} id={id} value={value as number | undefined} onChange={onChange} />;
  }
  if (veld.soort === 'keuze') {
    return (
      <Select
        id={id}
        aria-label={label}
        value={value as string | undefined}
        onChange={onChange}
        options={(veld.keuzes ?? []).map((k) => ({ value: k.waarde, label: k.label }))}
        allowClear={!veld.verplicht}
        placeholder={veld.standaard !== undefined ? (veld.keuzes?.find((k) => k.waarde === veld.standaard)?.label ?? 'Kies…') : 'Kies…'}
        style={{ width: '100%', minWidth: 140 }}
      />
    );
  }
  if (veld.soort === 'janee') {
    // The words beside the switch, not inside it (antd's inner text is too pale on grey: axe color-contrast).
    return (
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
        <Switch id={id} aria-label={label} checked={Boolean(value)} onChange={onChange} />
        <span aria-hidden>{value ? 'Ja' : 'Nee'}</span>
      </span>
    );
  }
  if (veld.soort === 'datum') {
    // Typed as DD-MM-JJJJ (spec: dates DD-MM-YYYY), stored JJJJ-MM-DD; text that is not a date stays as typed and is flagged.
    return (
      <Input
        id={id}
        aria-label={`${label} (DD-MM-JJJJ)`}
        value={isoNaarDatum((value as string | undefined) ?? '')}
        onChange={(e) => onChange?.(datumNaarIso(e.target.value))}
        onKeyDown={(e) => e.key === 'Enter' && blokkeerToetsen(e)}
        placeholder="DD-MM-JJJJ"
        inputMode="numeric"
        autoComplete="off"
        style={{ minWidth: 120 }}
      />
    );
  }
  return (
    <Input
      id={id}
      aria-label={label}
      value={(value as string | undefined) ?? ''}
      onChange={(e) => onChange?.(e.target.value)}
      onKeyDown={(e) => e.key === 'Enter' && blokkeerToetsen(e)}
      maxLength={veld.maxLengte}
      style={{ minWidth: 140 }}
    />
  );
}

export interface VeldInvoerProps {
  veld: VeldDefinitie;
  /** antd form path, e.g. ['veestapel', 'melkkoeien', 'gemiddeldAantal'] or [2, 'aanvoerKg'] in a list */
  naam: (string | number)[];
  alleenLezen: boolean;
  /** accessible name; defaults to the field's label */
  label?: string;
  /** visible label above the control (cards); tables show the column header instead */
  zichtbaarLabel?: ReactNode;
  help?: ReactNode;
}

export function VeldInvoer({ veld, naam, alleenLezen, label = veld.label, zichtbaarLabel, help }: VeldInvoerProps) {
  if (veld.soort === 'getal' && !veld.codelijst && !alleenLezen) {
    // The shared number field (Dutch grouping, clamp notice, refusal of ambiguous text); a card adds the label.
    const invoer = <NumberField regel={getalRegel(veld, label)} naam={naam} actief verplicht={veld.verplicht} />;
    if (!zichtbaarLabel) return invoer;
    return (
      <Form.Item label={zichtbaarLabel} htmlFor={naam.join('_')} extra={help} style={{ marginBottom: 16 }}>
        {invoer}
      </Form.Item>
    );
  }
  return (
    <Form.Item
      name={naam}
      label={zichtbaarLabel}
      rules={alleenLezen ? [] : veldRegels(veld, label)}
      validateFirst
      extra={help}
      style={{ marginBottom: zichtbaarLabel ? 16 : 0 }}
    >
      {alleenLezen ? <LeesWaarde veld={veld} label={label} /> : <Bediening veld={veld} label={label} />}
    </Form.Item>
  );
}
