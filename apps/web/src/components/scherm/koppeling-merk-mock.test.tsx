// The marker against the port-3000 mocks and a real register screen (decision 020): the mocked I&R message's
// averages are the mocked farm's, so Melk-/Jongvee shows them "uit koppeling" with the supplier and date.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, waitFor } from '@testing-library/react';
import { register } from '@kw/contract';
import { api } from '../../lib/api-client';
import { herstelKoppelingenMock } from '../../lib/mocks/koppelingen';
import { kaartVan, toonRegisterScherm } from './register-test-helpers';

vi.setConfig({ testTimeout: 180_000 });
configure({ asyncUtilTimeout: 60_000 });
const origineel = api.defaults.adapter;
afterEach(() => {
  api.defaults.adapter = origineel;
  herstelKoppelingenMock();
});

describe('het merk met de mocks', () => {
  it('Melk-/Jongvee: het gemiddeld aantal melkkoeien uit de I&R-koppeling', async () => {
    const veestapel = register.find((r) => r.sleutel === 'veestapel')!;
    toonRegisterScherm(veestapel, { jaar: 2024 });
    await waitFor(() => expect(kaartVan('Melkkoeien')).toHaveLength(1));
    const kaart = kaartVan('Melkkoeien')[0];
    await waitFor(() => expect(kaart.querySelector('[data-testid="koppeling-merk"]')).not.toBeNull());
    const merk = kaart.querySelector<HTMLElement>('[data-testid="koppeling-merk"]')!;
    expect(merk.dataset.soort).toBe('koppeling');
    expect(merk.textContent).toBe(' uit koppeling: RVO (via ZuivelNL), 05-07-2024');
    // beside the field it belongs to
    expect(merk.closest('.ant-form-item')?.querySelector('input')?.getAttribute('aria-label') ?? merk.closest('.ant-form-item')?.textContent).toMatch(/melkkoeien/i);
  });
});
