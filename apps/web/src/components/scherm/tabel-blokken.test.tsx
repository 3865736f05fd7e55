import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, waitFor } from '@testing-library/react';
import { schermVan } from '@kw/contract';
import { api } from '../../lib/api-client';
import { kaartVan, toonRegisterScherm } from './register-test-helpers';
import { TELEFOON_VRAAG } from './use-telefoon';

vi.setConfig({ testTimeout: 180_000 });
configure({ asyncUtilTimeout: 60_000 });
const origineel = api.defaults.adapter;
const echteMatchMedia = window.matchMedia;

/** A phone: only the stacked layout's query matches (antd's own breakpoints stay as in the other tests). */
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  window.matchMedia = ((query: string) => ({ ...echteMatchMedia(query), matches: query === TELEFOON_VRAAG, media: query })) as typeof window.matchMedia;
});
afterEach(() => {
  window.matchMedia = echteMatchMedia;
  api.defaults.adapter = origineel;
  vi.restoreAllMocks();
});

const blokken = (kaart: HTMLElement) => Array.from(kaart.querySelectorAll('[data-testid^="blok-"]'));
const knop = (kaart: HTMLElement, label: string) => kaart.querySelector(`button[aria-label="${label}"]`) as HTMLButtonElement;

/** The card of a table once drawn; without rows one is added. */
async function kaart(scherm: string, naam: string) {
  toonRegisterScherm(schermVan(scherm)!);
  await waitFor(() => expect(knop(kaartVan(naam)[0] ?? document.body, `${naam}: regel toevoegen`)).toBeTruthy());
  const k = kaartVan(naam)[0];
  if (blokken(k).length === 0) await act(async () => fireEvent.click(knop(k, `${naam}: regel toevoegen`)));
  await waitFor(() => expect(k.querySelector('[data-testid="tabel-blokken"]')).toBeTruthy());
  return k;
}

describe('an input table on a phone (below 576 px, decision 025)', () => {
  it('shows each row as a block with labels tied to their controls, no sideways table', async () => {
    const k = await kaart('krachtvoer', 'Krachtvoer');
    expect(k.querySelector('table')).toBeNull();
    expect(blokken(k).length).toBeGreaterThan(0);
    const eerste = blokken(k)[0] as HTMLElement;
    expect(eerste.querySelector('h3')?.textContent).toBe('Regel 1');
    const labels = Array.from(eerste.querySelectorAll('label[for]'));
    expect(labels.map((l) => l.textContent)).toEqual(expect.arrayContaining(['Product', 'Aanvoer (kg)', 'VEM per kg DS (VEM/kg DS)']));
    for (const l of labels) {
      // every visible label names a control of this block (keyboard and screen reader reach it by its label)
      const doel = document.getElementById(l.getAttribute('for')!);
      expect(doel, l.textContent ?? '').toBeTruthy();
      expect(eerste.contains(doel)).toBe(true);
      expect(['INPUT', 'BUTTON']).toContain(doel!.tagName);
    }
    expect(eerste.querySelector('[data-testid="verbruik-1"]')?.textContent).toMatch(/kg$/);
    expect(k.querySelector('[data-testid="verbruik-totaal"]')).toBeTruthy();
  });

  it('adds, duplicates and removes a block', async () => {
    const k = await kaart('krachtvoer', 'Krachtvoer');
    const n = blokken(k).length;
    const naam = (i: number) => (blokken(k)[i].querySelector('input[aria-label$=": Product"]') as HTMLInputElement).value;
    await act(async () => fireEvent.click(knop(k, 'Krachtvoer: regel 1 dupliceren')));
    await waitFor(() => expect(blokken(k)).toHaveLength(n + 1));
    expect(naam(1)).toBe(`${naam(0)} (kopie)`);
    await act(async () => fireEvent.click(knop(k, `Krachtvoer: regel ${n + 1} verwijderen`)));
    await waitFor(() => expect(blokken(k)).toHaveLength(n));
    await act(async () => fireEvent.click(knop(k, 'Krachtvoer: regel toevoegen')));
    await waitFor(() => expect(blokken(k)).toHaveLength(n + 1));
    expect(naam(n)).toBe('');
  });

  it('a manure block holds the code choice under its label', async () => {
    const k = await kaart('organischeMest', 'Aanvoer');
    const eerste = blokken(k)[0] as HTMLElement;
    const label = Array.from(eerste.querySelectorAll('label[for]')).find((l) => l.textContent === 'Mestcode')!;
    const doel = document.getElementById(label.getAttribute('for')!)!;
    expect(doel.getAttribute('role')).toBe('combobox');
    expect(doel.getAttribute('aria-label')).toBe('Aanvoer, regel 1: Mestcode');
  });
});
