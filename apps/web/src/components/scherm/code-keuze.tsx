/**
 * The one choice of every coded field (decision 025: mestcodes, BRP crop codes): a searchable list of
 * "14 – Drijfmest rundvee". The search matches the code from its start and any part of the name (or code and
 * name together, "259 ma"), an exact code first, so typing "14" and Enter picks code 14. An open list (the BRP crop codes are part of the
 * RVO list) also offers a typed code it does not hold. In a table a pick may fill other columns of the
 * row (a crop code fills the land use), which stay editable.
 */
import { useState } from 'react';
import { Form, Select, type FormInstance } from 'antd';
import { codeItem, codeLabel, codelijsten, gewasVanCode, type CodelijstSleutel, type TabelCategorie, type VeldDefinitie } from '@kw/contract';
import { formPad } from './scherm-logica';
import { veldRegels } from './veld-invoer';

interface Optie {
  value: number;
  label: string;
}

const optiesPerLijst = new Map<CodelijstSleutel, Optie[]>();
function opties(lijst: CodelijstSleutel): Optie[] {
  let o = optiesPerLijst.get(lijst);
  if (!o) {
    o = codelijsten[lijst].codes.map((c) => ({ value: c.code, label: codeLabel(lijst, c.code) }));
    optiesPerLijst.set(lijst, o);
  }
  return o;
}

const schoon = (t: string) => t.trim().toLocaleLowerCase('nl-NL');

/**
 * Whether an option matches the typed text: digits only match the code from its start ("14" is not 114);
 * other text any part of the name, or code and name together ("259 ma").
 */
export function codePast(optie: Optie, tekst: string): boolean {
  const t = schoon(tekst);
  if (t === '') return true;
  if (/^\d+$/.test(t)) return String(optie.value).startsWith(t);
  const naam = schoon(optie.label.slice(optie.label.indexOf('–') + 1));
  return naam.includes(t) || `${optie.value} ${naam}`.includes(t);
}

/** An exact code first, then codes starting with the text, then the rest in list order. */
export function codeVolgorde(a: Optie, b: Optie, tekst: string): number {
  const t = schoon(tekst);
  const rang = (o: Optie) => (String(o.value) === t ? 0 : String(o.value).startsWith(t) ? 1 : 2);
  return rang(a) - rang(b);
}

export interface CodeKeuzeInvoerProps {
  lijst: CodelijstSleutel;
  /** accessible name */
  label: string;
  verplicht: boolean;
  id?: string;
  value?: number;
  onChange?: (code: number | undefined) => void;
}

/** The searchable choice; Form.Item hands in id, value and onChange. */
export function CodeKeuzeInvoer({ lijst, label, verplicht, id, value, onChange }: CodeKeuzeInvoerProps) {
  const [zoek, setZoek] = useState('');
  const basis = opties(lijst);
  const extra: Optie[] = [];
  // a stored code the list does not hold stays visible as itself
  if (typeof value === 'number' && !codeItem(lijst, value)) extra.push({ value, label: codeLabel(lijst, value) });
  // an open list takes a typed code it does not hold
  const getypt = /^\d{1,6}$/.test(zoek.trim()) ? Number(zoek.trim()) : undefined;
  if (!codelijsten[lijst].gesloten && getypt !== undefined && !codeItem(lijst, getypt) && getypt !== value) extra.push({ value: getypt, label: codeLabel(lijst, getypt) });
  return (
    <Select<number, Optie>
      id={id}
      aria-label={label}
      showSearch
      value={value}
      onSearch={setZoek}
      onChange={(v) => {
        setZoek('');
        onChange?.(v ?? undefined);
      }}
      filterOption={(tekst, optie) => (optie ? codePast(optie, tekst) : false)}
      filterSort={(a, b) => codeVolgorde(a, b, zoek)}
      options={[...extra, ...basis]}
      allowClear={!verplicht}
      placeholder={`Typ een ${codelijsten[lijst].naam} of zoek op naam`}
      notFoundContent={`Geen ${codelijsten[lijst].naam} gevonden`}
      popupMatchSelectWidth={false}
      style={{ width: '100%', minWidth: 200 }}
    />
  );
}

/** The fields a picked crop code fills, by the row's column keys. */
export function vullingVanCode(categorie: TabelCategorie, code: number | undefined): [string, unknown][] {
  const gewas = gewasVanCode(code);
  if (!gewas) return [];
  const kolommen = new Set(categorie.kolommen.map((k) => k.sleutel));
  const waarden: Record<string, unknown> = { naam: gewas.naam, grondgebruik: gewas.grondgebruik, vlinderbloemig: gewas.vlinderbloemig ?? false };
  return (categorie.codelijst?.vult ?? []).filter((k) => kolommen.has(k) && waarden[k] !== undefined).map((k) => [k, waarden[k]]);
}

/** A table's code column whose pick fills other columns of the row (`categorie.codelijst.vult`). */
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
      <KeuzeMetVulling lijst={kolom.codelijst ?? 'gewascodes'} label={label} verplicht={kolom.verplicht} onKies={gekozen} />
    </Form.Item>
  );
}

/** Form.Item hands in id, value and onChange; the pick also fills the other fields. */
function KeuzeMetVulling({ onKies, ...rest }: CodeKeuzeInvoerProps & { onKies: (code: number | undefined) => void }) {
  return (
    <CodeKeuzeInvoer
      {...rest}
      onChange={(v) => {
        rest.onChange?.(v);
        onKies(v);
      }}
    />
  );
}
