import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { register } from '@kw/contract';
import { api } from '../../lib/api-client';
import { toonRegisterScherm } from './register-test-helpers';

vi.setConfig({ testTimeout: 60_000 });
const origineel = api.defaults.adapter;
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  api.defaults.adapter = origineel;
  vi.restoreAllMocks();
});

describe.each(register.map((s) => [s.sleutel, s] as const))('register screen %s in a closed year', (_sleutel, scherm) => {
  it('is read-only: no Alles opslaan, no inputs, no row buttons, a Dutch notice', async () => {
    toonRegisterScherm(scherm, { statusId: 2 });
    expect(await screen.findByRole('heading', { level: 1, name: new RegExp(scherm.titel.replace(/[()]/g, '\\$&')) }, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByText(/Dit jaar is afgesloten/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Alles opslaan/ })).toBeNull();
    expect(screen.queryAllByRole('spinbutton')).toHaveLength(0);
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /regel toevoegen|verwijderen|dupliceren/ })).toBeNull();
  });
});
