/** "Waarom dit getal?" in the results panel of a register screen, against the mock server (same answers as the API). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { register } from '@kw/contract';
import { api } from '../../lib/api-client';
import { maakMockAdapter } from '../../lib/mocks/adapter';
import { mockKlwId, STANDAARD_INSTELLINGEN } from '../../lib/mocks/instellingen';
import { DataProviders } from '../layout/data-providers';
import { Getal } from './afleiding-knop';
import { toonRegisterScherm } from '../scherm/register-test-helpers';
import { afleidingDecimalen, formatAfleidingGetal, herkomstUitleg, invoerWaarde, metEenheid } from './afleiding-opmaak';
import { invoerLink } from './afleiding-venster';

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

describe('opmaak van de afleiding', () => {
  it('Nederlandse getallen met genoeg cijfers voor kleine factoren', () => {
    expect(formatAfleidingGetal(1234.567)).toBe('1.235');
    expect(formatAfleidingGetal(12.345)).toBe('12,3');
    expect(formatAfleidingGetal(1.5)).toBe('1,5');
    expect(formatAfleidingGetal(0.0123)).toBe('0,0123');
    expect(afleidingDecimalen(0)).toBe(0);
    expect(metEenheid(2.291, '-')).toBe('2,29');
    expect(metEenheid(95, 'kg N/ha')).toBe('95 kg N/ha');
    expect(invoerWaarde(null)).toBe('niet ingevuld');
    expect(invoerWaarde(true)).toBe('ja');
    expect(invoerWaarde('ligboxenstal')).toBe('ligboxenstal');
    expect(herkomstUitleg('forfait', false)).toBe('een forfaitaire norm in plaats van een bedrijfseigen cijfer');
    expect(herkomstUitleg('forfait', true)).toMatch(/^berekend; rust deels op een forfaitaire norm/);
    expect(invoerLink('/voer/krachtvoer/Index/:klwId', 5024, 'krachtvoer.producten.0.aanvoerKg')).toBe('/voer/krachtvoer/Index/5024#krachtvoer.producten.0.aanvoerKg');
  });
});

describe('Waarom dit getal? in het resultatenpaneel', () => {
  it('opent de afleiding van een indicator, gaat knoop voor knoop omlaag tot ingevoerde velden en via de kruimels terug', async () => {
    const scherm = register.find((s) => s.sleutel === 'krachtvoer')!;
    toonRegisterScherm(scherm);
    const knop = await waitFor(() => {
      const k = document.querySelector<HTMLButtonElement>('[data-testid="waarom-dashboard.stikstofbodemoverschotKgNPerHa"]');
      expect(k).toBeTruthy();
      return k!;
    });
    expect(knop.getAttribute('aria-label')).toBe('Waarom dit getal? Stikstofbodemoverschot');
    fireEvent.click(knop);
    const dialoog = await waitFor(() => {
      const d = document.querySelector('.ant-drawer [data-testid="afleiding-formule"]');
      expect(d).toBeTruthy();
      return d!.closest('.ant-drawer') as HTMLElement;
    });
    // the root shows the same figure as the panel, named as the panel names it; the alias nodes (the indicator,
    // verl_bodbal1_ha) are skipped: the first answer is the soil surplus's own formula, in words and filled in
    const paneel = document.querySelector('[data-testid="indicator-stikstofbodemoverschotKgNPerHa"] strong')!.textContent!;
    expect(dialoog.querySelector('[data-testid="afleiding-waarde"]')!.textContent).toContain(paneel.replace(/,\d+$/, ''));
    expect(dialoog.querySelector('[data-testid="afleiding-waarde"]')!.textContent).toContain('kg N/ha');
    expect(dialoog.querySelector('[data-testid="afleiding-titel"]')!.textContent).toBe('Stikstofbodemoverschot');
    expect(dialoog.querySelector('[data-testid="afleiding-formule"]')!.textContent).toBe(
      'Bedrijfsoverschot stikstof per ha − ammoniakverlies (N) per ha − lachgasverlies (N) per ha − overige gasvormige stikstofverliezen per ha',
    );
    expect(dialoog.querySelector('[data-testid="afleiding-berekening"]')!.textContent).toMatch(/bedrijfsoverschot stikstof per ha \([\d.,]+ kg N\/ha\) − .* = [\d.,]+ kg N\/ha$/);
    // the KLW variables only as secondary detail
    expect(dialoog.querySelector('[data-testid="afleiding-codes"]')!.textContent).toBe('Variabele in de Kringloopwijzer: verl_bodbal1_ha = kring1_bedbal_ovrbod');
    const kind = (id: string) => dialoog.querySelector<HTMLButtonElement>(`[data-testid="afleiding-kinderen"] button[data-knoop="${id}"]`);
    await waitFor(() => expect(kind('kring1_bedbal_ovrtot')).toBeTruthy());
    expect(kind('kring1_bedbal_ovrtot')!.textContent).toContain('Bedrijfsoverschot stikstof per ha');
    expect(dialoog.querySelector('[data-testid="afleiding-kinderen"]')!.textContent).not.toMatch(/[a-z]+_[a-z]+/);
    // its children carry a kind tag each
    expect(dialoog.querySelectorAll('[data-testid="afleiding-kinderen"] [data-testid="herkomst"]').length).toBeGreaterThan(1);
    fireEvent.click(kind('kring1_bedbal_ovrtot')!);
    await waitFor(() => expect(dialoog.querySelector('[data-testid="afleiding-titel"]')!.textContent).toBe('Bedrijfsoverschot stikstof per ha'));
    await waitFor(() => expect(kind('kring1_bedbal_aantot')).toBeTruthy());
    fireEvent.click(kind('kring1_bedbal_aantot')!);
    await waitFor(() => expect(kind('kring1.aanvoer.depositie')).toBeTruthy());
    // deposition: the example leaves it empty, so the year's default is used — with a link to fill it in
    fireEvent.click(kind('kring1.aanvoer.depositie')!);
    await waitFor(() => expect(dialoog.querySelector('[data-testid="afleiding-titel"]')!.textContent).toBe('Aanvoer depositie'));
    await waitFor(() => expect(dialoog.querySelector('[data-testid="afleiding-invoer"]')).toBeTruthy());
    const depositie = dialoog.querySelector('[data-testid="afleiding-invoer"] li')!;
    expect(depositie.textContent).toContain('Standaardwaarde');
    expect(dialoog.querySelector('[data-testid="afleiding-uitleg"]')!.textContent).toMatch(/standaardwaarde/);
    expect(depositie.querySelector('a')!.getAttribute('href')).toMatch(/^\/bedrijfsgegevens\/Index\/\d+#bedrijfsgegevens\.depositieKgNPerHa$/);
    expect(depositie.querySelector('a')!.textContent).toBe('Invullen op Bedrijfsgegevens');
    // back one step, then the area, entered per plot on Percelen
    fireEvent.click(Array.from(dialoog.querySelectorAll<HTMLButtonElement>('[data-testid="afleiding-kruimels"] button')).find((b) => b.textContent === 'Aanvoer stikstof per ha')!);
    await waitFor(() => expect(kind('opp_totaal')).toBeTruthy());
    fireEvent.click(kind('opp_totaal')!);
    await waitFor(() => expect(dialoog.querySelector('[data-testid="afleiding-titel"]')!.textContent).toBe('Totale oppervlakte'));
    await waitFor(() => expect(dialoog.querySelectorAll('[data-testid="afleiding-invoer"] a').length).toBeGreaterThan(0));
    expect(dialoog.querySelector('[data-testid="afleiding-berekening"]')!.textContent).toMatch(/oppervlakte \(regel 1\) \([\d,]+ ha\) \+ /);
    const links = Array.from(dialoog.querySelectorAll<HTMLAnchorElement>('[data-testid="afleiding-invoer"] a'));
    expect(links.some((a) => /\/bodem\/percelen\/Index\/\d+#percelen\.percelen\.0\.oppervlakteHa$/.test(a.getAttribute('href') ?? ''))).toBe(true);
    expect(dialoog.querySelector('[data-testid="afleiding-invoer"]')!.textContent).toContain('Ingevoerd');
    expect(dialoog.querySelectorAll('[data-testid="afleiding-kruimels"] li')).toHaveLength(4);
    // breadcrumbs lead back to the root
    const kruimel = dialoog.querySelector<HTMLButtonElement>('[data-testid="afleiding-kruimels"] button')!;
    expect(kruimel.textContent).toBe('Stikstofbodemoverschot');
    fireEvent.click(kruimel);
    await waitFor(() => expect(dialoog.querySelector('[data-testid="afleiding-kruimels"] button')).toBeNull());
  });
});

describe('Getal', () => {
  it('toont het getal met eenheid als knop en opent daarmee de afleiding van dat getal', async () => {
    const id = mockKlwId(2024);
    api.defaults.adapter = maakMockAdapter({ vertraging: 0, refreshVertraging: 0, instellingen: () => STANDAARD_INSTELLINGEN, sessie: { ingelogd: () => true, zet: () => {} } });
    const router = createMemoryRouter([{ path: '/rapport/:klwId', element: <Getal waarde={1234.5} eenheid="kg N" knoop="melkprod" label="Melkproductie" /> }], { initialEntries: [`/rapport/${id}`] });
    render(
      <DataProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </DataProviders>,
    );
    const knop = screen.getByRole('button', { name: 'Melkproductie: 1.235 kg N. Waarom dit getal?' });
    expect(knop.textContent).toBe('1.235 kg N');
    fireEvent.click(knop);
    await waitFor(() => expect(document.querySelector('[data-testid="afleiding-titel"]')?.textContent).toBe('Melkproductie'));
    await waitFor(() => expect(document.querySelector('[data-testid="afleiding-invoer"]')?.textContent).toContain('Gemeten'));
  });
});
