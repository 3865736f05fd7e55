/**
 * A column picked from a code list (issue 9 §1: the BRP crop code of a plot or an arable crop):
 * a searchable choice of "265 Grasland, blijvend"; picking a code fills the row's land use (or
 * the crop name and legume flag) where the list knows it, and those stay editable.
 */
import { Form, Select, type FormInstance } from 'antd';
import { gewascodes, gewasLabel, gewasVanCode, type TabelCategorie, type VeldDefinitie } from '@kw/contract';
import { formPad } from './scherm-logica';
import { veldRegels } from './veld-invoer';

const opties = gewascodes.map((g) => ({ value: g.code, label: `${g.code} ${g.naam}` }));

/** The fields a picked code fills, by the row's column keys. */
export function vullingVanCode(categorie: TabelCategorie, code: number | undefined): [string, unknown][] {
  const gewas = gewasVanCode(code);
  if (!gewas) return [];
  const kolommen = new Set(categorie.kolommen.map((k) => k.sleutel));
  const waarden: Record<string, unknown> = { naam: gewas.naam, grondgebruik: gewas.grondgebruik, vlinderbloemig: gewas.vlinderbloemig ?? false };
  return (categorie.codelijst?.vult ?? []).filter((k) => kolommen.has(k) && waarden[k] !== undefined).map((k) => [k, waarden[k]]);
}

function Keuze({ id, value, onChange, label, verplicht }: { id?: string; value?: number; onChange?: (v: number | undefined) => void; label: string; verplicht: boolean }) {
  return (
    <Select
      id={id}
      aria-label={label}
      showSearch
      optionFilterProp="label"
      value={value}
      onChange={(v) => onChange?.(v ?? undefined)}
      options={value !== undefined && !gewasVanCode(value) ? [{ value, label: gewasLabel(value) }, ...opties] : opties}
      allowClear={!verplicht}
      placeholder="Zoek een gewas of code"
      popupMatchSelectWidth={320}
      style={{ width: '100%', minWidth: 220 }}
    />
  );
}

export function CodeKeuze({ categorie, lijstPad, index, kolom, label, form }: { categorie: TabelCategorie; lijstPad: (string | number)[]; index: number; kolom: VeldDefinitie; label: string; form: FormInstance }) {
  function gekozen(code: number | undefined) {
    const velden = vullingVanCode(categorie, code);
    if (velden.length === 0) return;
    // After the code itself is in the form (this runs inside its onChange).
    setTimeout(() => {
      form.setFields(velden.map(([sleutel, waarde]) => ({ name: [...lijstPad, index, ...formPad(sleutel)], value: waarde, errors: [] })));
      void form.validateFields(velden.map(([sleutel]) => [...lijstPad, index, ...formPad(sleutel)])).catch(() => undefined);
    }, 0);
  }
  return (
    <Form.Item name={[index, ...formPad(kolom.sleutel)]} rules={veldRegels(kolom, label)} validateFirst style={{ marginBottom: 0 }}>
      <KeuzeMetVulling label={label} verplicht={kolom.verplicht} onKies={gekozen} />
    </Form.Item>
  );
}

/** Form.Item hands in id, value and onChange; the pick also fills the other fields. */
function KeuzeMetVulling({ onKies, ...rest }: { id?: string; value?: number; onChange?: (v: number | undefined) => void; label: string; verplicht: boolean; onKies: (code: number | undefined) => void }) {
  return (
    <Keuze
      {...rest}
      onChange={(v) => {
        rest.onChange?.(v);
        onKies(v);
      }}
    />
  );
}

/** Read-only: '265 Grasland, blijvend'. */
export function CodeTekst({ value }: { value?: number }) {
  return <span>{value === undefined || value === null ? '–' : gewasLabel(value)}</span>;
}
