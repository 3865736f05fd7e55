import { describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, render, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { formulierDefinitie, type TabelCategorie, type VeldDefinitie } from '@kw/contract';
import { codePast, codeVolgorde } from './code-keuze';
import { VeldInvoer, waardeAlsTekst } from './veld-invoer';

vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 30_000 });

/** The register's own mestcode column of the manure supply table (decision 025: the fact comes from the engine). */
const aanvoer = formulierDefinitie('organischeMest', 2024)!.categorieen.find((c) => c.pad === 'organischeMest.aanvoer') as TabelCategorie;
const mestcode = aanvoer.kolommen.find((k) => k.sleutel === 'mestcode') as VeldDefinitie;

function toon(alleenLezen = false, begin?: number) {
  const waarden: Array<number | undefined> = [];
  render(
    <Form initialValues={{ mestcode: begin }} onValuesChange={(v: { mestcode?: number }) => waarden.push(v.mestcode)}>
      <VeldInvoer veld={mestcode} naam={['mestcode']} alleenLezen={alleenLezen} label="Aanvoer, regel 1: Mestcode" />
    </Form>,
  );
  return waarden;
}

async function zoekEnKies(tekst: string) {
  const invoer = document.querySelector('input[aria-label="Aanvoer, regel 1: Mestcode"]') as HTMLInputElement;
  expect(invoer.getAttribute('role')).toBe('combobox');
  fireEvent.mouseDown(invoer);
  fireEvent.change(invoer, { target: { value: tekst } });
  await waitFor(() => expect(document.querySelector('.ant-select-item-option')).toBeTruthy());
  await act(async () => {
    fireEvent.keyDown(invoer, { key: 'Enter', code: 'Enter', keyCode: 13 });
  });
}

const getoond = () => document.querySelector('.ant-select-selection-item')?.textContent;

describe('the code choice of a coded field (decision 025)', () => {
  it('the register marks the mestcode as a code of the list mestcodes', () => {
    expect(mestcode.codelijst).toBe('mestcodes');
  });

  it('matches the code from its start and the name anywhere, the exact code first', () => {
    const o = (value: number, naam: string) => ({ value, label: `${value} – ${naam}` });
    expect(codePast(o(14, 'Drijfmest rundvee'), '14')).toBe(true);
    expect(codePast(o(114, 'Overige organische meststoffen'), '14')).toBe(false);
    expect(codePast(o(50, 'Drijfmest vleesvarkens'), 'VLEESvarkens')).toBe(true);
    expect(codePast(o(50, 'Drijfmest vleesvarkens'), '0')).toBe(false);
    expect(codePast(o(259, 'Maïs, snij-'), '259 ma')).toBe(true);
    expect(codePast(o(259, 'Maïs, snij-'), '259 gras')).toBe(false);
    const lijst = [o(140, 'x'), o(14, 'y')].sort((a, b) => codeVolgorde(a, b, '14'));
    expect(lijst.map((x) => x.value)).toEqual([14, 140]);
  });

  it('typing the code and Enter picks it; the field shows code and name', async () => {
    const waarden = toon();
    await zoekEnKies('14');
    await waitFor(() => expect(waarden.at(-1)).toBe(14));
    expect(getoond()).toBe('14 – Drijfmest rundvee');
  });

  it('searching by name picks the code', async () => {
    const waarden = toon();
    await zoekEnKies('vleesvarkens');
    await waitFor(() => expect(waarden.at(-1)).toBe(50));
    expect(getoond()).toBe('50 – Drijfmest vleesvarkens');
  });

  it('read-only and in text the code shows with its name', () => {
    toon(true, 10);
    expect(document.body.textContent).toContain('10 – Vaste mest rundvee');
    expect(waardeAlsTekst(mestcode, 14)).toBe('14 – Drijfmest rundvee');
  });
});
