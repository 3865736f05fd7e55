import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import { categorieSleutel, register, weergavenVan, type SchermRegistratie } from '@kw/contract';
import { api } from '../../lib/api-client';
import { kaartVan, toonRegisterScherm } from './register-test-helpers';

const metLabel = (kaart: HTMLElement, label: string) => Array.from(kaart.querySelectorAll('[aria-label]')).filter((el) => el.getAttribute('aria-label') === label);

// antd in jsdom is slow, and slower still when both cores are busy: generous limits, plain DOM queries.
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

// every route of a screen spread over several routes is its own case (decision 010): its title and only its categories
const gevallen = register.flatMap((s): Array<[string, SchermRegistratie, string, string[] | null]> => {
  const weergaven = weergavenVan(s);
  if (weergaven.length === 0) return [[s.route, s, s.titel, null]];
  return weergaven.map((w) => [w.route, s, w.titel, w.categorieen]);
});

describe.each(gevallen)('register route %s in an open year', (route, scherm, titel, categorieen) => {
  it('draws every category and field of its form definition, with Alles opslaan and the results panel', async () => {
    const { definitie } = toonRegisterScherm(scherm, {}, route);
    await waitFor(() => expect(document.querySelector('h1')?.textContent).toContain(titel));
    expect(document.title).toBe(`${titel} - Kringloopwijzer`);
    const hier = categorieen ? definitie.categorieen.filter((c) => categorieen.includes(categorieSleutel(c))) : definitie.categorieen;
    if (categorieen) {
      // the other routes' categories are not drawn here, and the sibling routes are linked under 'Zie ook'
      for (const c of definitie.categorieen.filter((x) => !hier.includes(x))) expect(kaartVan(c.naam), c.naam).toHaveLength(0);
      for (const w of weergavenVan(scherm).filter((x) => x.route !== route)) expect(screen.getByRole('link', { name: w.titel })).toBeTruthy();
    }
    for (const categorie of hier) {
      const kaarten = kaartVan(categorie.naam);
      expect(kaarten.length, categorie.naam).toBeGreaterThan(0);
      const kaart = kaarten.find((k) => k.querySelector(categorie.soort === 'tabel' ? 'table' : '.ant-form-item')) ?? kaarten[0];
      if (categorie.soort === 'velden') {
        for (const veld of categorie.velden) expect(metLabel(kaart, veld.label).length, `${categorie.naam}: ${veld.label}`).toBeGreaterThan(0);
      } else {
        const koppen = Array.from(kaart.querySelectorAll('th')).map((k) => k.textContent ?? '');
        for (const kolom of categorie.kolommen) expect(koppen.some((k) => k.startsWith(kolom.label)), `${categorie.naam}: ${kolom.label}`).toBe(true);
        if (categorie.voorraad) expect(koppen.some((k) => k.startsWith('Verbruik'))).toBe(true);
        // rows made on another route (the use per crop of each product) are not added here
        expect(metLabel(kaart, `${categorie.naam}: regel toevoegen`)).toHaveLength(categorie.rijLabel ? 0 : 1);
      }
    }
    expect(document.querySelector('aside[aria-label="Resultaten"]')).toBeTruthy();
    if (scherm.landUitPercelen) {
      // the land comes from Percelen, read-only (decision 014)
      await waitFor(() => expect(document.querySelector('[data-testid="oppervlakte-uit-percelen"]')?.textContent).toMatch(/^Oppervlakte komt uit Percelen: \d/));
    }
    if (definitie.categorieen.length > 0) await waitFor(() => expect(screen.getByText('Alles opslaan')).toBeTruthy());
    else expect(screen.queryByText('Alles opslaan')).toBeNull(); // nothing of its own to save
  });
});
