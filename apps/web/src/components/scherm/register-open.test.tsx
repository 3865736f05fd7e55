import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { register } from '@kw/contract';
import { api } from '../../lib/api-client';
import { kaartVan, toonRegisterScherm } from './register-test-helpers';

vi.setConfig({ testTimeout: 60_000 });
const origineel = api.defaults.adapter;
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  api.defaults.adapter = origineel;
  vi.restoreAllMocks();
});

describe.each(register.map((s) => [s.sleutel, s] as const))('register screen %s in an open year', (_sleutel, scherm) => {
  it('draws every category and field of its form definition, with Alles opslaan and the results panel', async () => {
    const { definitie } = toonRegisterScherm(scherm);
    expect(await screen.findByRole('heading', { level: 1, name: new RegExp(scherm.titel.replace(/[()]/g, '\\$&')) }, { timeout: 20_000 })).toBeTruthy();
    expect(document.title).toBe(`${scherm.titel} - Kringloopwijzer`);
    for (const categorie of definitie.categorieen) {
      const kaarten = kaartVan(categorie.naam);
      expect(kaarten.length, categorie.naam).toBeGreaterThan(0);
      const kaart = kaarten.find((k) => k.querySelector(categorie.soort === 'tabel' ? 'table' : '.ant-form-item')) ?? kaarten[0];
      if (categorie.soort === 'velden') {
        for (const veld of categorie.velden) expect(within(kaart).getAllByLabelText(veld.label).length, `${categorie.naam}: ${veld.label}`).toBeGreaterThan(0);
      } else {
        const koppen = within(kaart)
          .getAllByRole('columnheader')
          .map((k) => k.textContent ?? '');
        for (const kolom of categorie.kolommen) expect(koppen.some((k) => k.startsWith(kolom.label)), `${categorie.naam}: ${kolom.label}`).toBe(true);
        if (categorie.voorraad) expect(koppen.some((k) => k.startsWith('Verbruik'))).toBe(true);
        expect(within(kaart).getByRole('button', { name: `${categorie.naam}: regel toevoegen` })).toBeTruthy();
      }
    }
    expect(screen.getByRole('complementary', { name: 'Resultaten' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: /Alles opslaan/ })).toBeTruthy());
  });
});
