/**
 * The "uit koppeling" marker beside a field or table cell (decision 020): blue "uit koppeling: <leverancier>,
 * <datum>" while the field holds what the link wrote; amber "handmatig aangepast" with the link's value once the
 * farmer typed over it, and a button to take the link's value back. Words and an icon, not colour alone; in a
 * table cell the short words show and the whole sentence is there for screen readers and on hover.
 */
import type { CSSProperties } from 'react';
import { Button, Form } from 'antd';
import { ApiOutlined, EditOutlined } from '@ant-design/icons';
import { markeringVan, type HerkomstVeld } from './koppeling-herkomst';
import { Verborgen } from './verborgen';

const STIJL: Record<'koppeling' | 'aangepast', CSSProperties> = {
  koppeling: { color: '#163e6b', background: '#e6eef8', borderColor: '#9fb8d8' },
  aangepast: { color: '#5c3d00', background: '#fdf3d8', borderColor: '#e0c27a' },
};

export interface KoppelingMerkProps {
  herkomst: HerkomstVeld;
  /** the field's whole form path (in a table: the list's path, the row and the column) */
  naam: (string | number)[];
  /** the field's name for the take-over button */
  label: string;
  opmaak: (w: number | string | null) => string;
  /** a table cell on a wide screen: short words */
  kort?: boolean;
  /** takes the link's value back into the field; absent: read-only */
  overnemen?: (naam: (string | number)[], waarde: number | string | null) => void;
}

export function KoppelingMerk({ herkomst, naam, label, opmaak, kort = false, overnemen }: KoppelingMerkProps) {
  const form = Form.useFormInstance();
  const gevolgd: unknown = Form.useWatch(naam, { form, preserve: true });
  // before the form reports the field (first render) its value is the one it started with
  const huidig = gevolgd === undefined ? form.getFieldValue(naam) : gevolgd;
  const m = markeringVan(herkomst, huidig, opmaak);
  if (!m) return null;
  const rest = m.tekst.slice(m.kort.length);
  return (
    <div style={{ marginTop: 4, fontSize: 12, lineHeight: '16px', whiteSpace: 'normal', textAlign: 'left' }} data-testid="koppeling-merk" data-soort={m.soort}>
      <span style={{ ...STIJL[m.soort], display: 'inline-block', position: 'relative', borderWidth: 1, borderStyle: 'solid', borderRadius: 4, padding: '0 5px', maxWidth: '100%', overflowWrap: 'anywhere' }} title={kort ? m.tekst : undefined}>
        {m.soort === 'koppeling' ? <ApiOutlined aria-hidden /> : <EditOutlined aria-hidden />} {kort ? m.kort : m.tekst}
        {kort && rest && <Verborgen>{rest}</Verborgen>}
      </span>
      {m.soort === 'aangepast' && overnemen && (
        <Button type="link" size="small" style={{ padding: '0 4px', height: 'auto', fontSize: 12 }} aria-label={`${label}: waarde ${opmaak(m.voorstel)} van ${herkomst.leverancier} overnemen`} onClick={() => overnemen(naam, m.voorstel)}>
          Overnemen
        </Button>
      )}
    </div>
  );
}
