import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import { register } from '@kw/contract';
import { api } from '../../lib/api-client';
import { toonRegisterScherm } from './register-test-helpers';

vi.setConfig({ testTimeout: 180_000 });
configure({ asyncUtilTimeout: 60_000 });
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
    await waitFor(() => expect(document.querySelector('h1')?.textContent).toContain(scherm.titel));
    expect(screen.getByText(/Dit jaar is afgesloten/)).toBeTruthy();
    expect(screen.queryByText('Alles opslaan')).toBeNull();
    expect(document.querySelectorAll('input, textarea, [role="spinbutton"], [role="switch"]')).toHaveLength(0);
    expect(Array.from(document.querySelectorAll('button[aria-label]')).filter((b) => /regel toevoegen|verwijderen|dupliceren/.test(b.getAttribute('aria-label') ?? ''))).toHaveLength(0);
  });
});
