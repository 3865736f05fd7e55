/** Decision 006 and keyboard use: number entry, the switch's rounding, failed saves, leaving with changes, keyboard. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import type { MelkLeveringGegevens } from '@kw/contract';
import { VERLATEN_TITEL } from '../../components/form/onopgeslagen-wijzigingen';
import { herstelAdapter, toon } from './test-hulp';

vi.setConfig({ testTimeout: 180_000 });
// antd in jsdom on a shared 2-core machine: a form update can take over a second.
configure({ asyncUtilTimeout: 8000 });

const veld = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const knop = () => screen.queryByRole('button', { name: /Alles opslaan/ });
const typ = (label: string, tekst: string) => {
  fireEvent.focus(veld(label));
  fireEvent.change(veld(label), { target: { value: tekst } });
  fireEvent.blur(veld(label));
};
const itemVan = (label: string) => veld(label).closest('.ant-form-item') as HTMLElement;
const opgeslagen = (verzoeken: Array<{ url?: string; data?: unknown }>) =>
  verzoeken.filter((v) => v.url?.endsWith('/SaveMelkLeveringGegevens')).map((v) => JSON.parse(String(v.data)) as MelkLeveringGegevens);

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  herstelAdapter();
  vi.restoreAllMocks();
});

describe('Melklevering: getallen invoeren (decision 006)', () => {
  it('leest duizendtallen en komma, toont kg gegroepeerd, meldt klemmen en slaat de getypte bedragen op', async () => {
    const { verzoeken } = toon({ automatisch: false });
    await waitFor(() => expect(knop()).toBeTruthy());
    typ('Geleverd aan fabriek', '1.030.567');
    typ('Gevoerd aan kalveren', '12.500');
    typ('Overige productie', '650 000');
    typ('Vet geleverd aan fabriek', '4,40');
    typ('Zelfzuivel', '20.000.000');
    await waitFor(() => expect(veld('Geleverd aan fabriek').value).toBe('1.030.567'));
    expect(veld('Gevoerd aan kalveren').value).toBe('12.500');
    expect(veld('Overige productie').value).toBe('650.000');
    expect(veld('Vet geleverd aan fabriek').value).toBe('4,40');
    expect(veld('Zelfzuivel').value).toBe('15.000.000');
    expect(itemVan('Zelfzuivel').textContent).toContain('Aangepast naar het maximum 15.000.000 kg.');
    // while editing, the grouping is left out
    fireEvent.focus(veld('Geleverd aan fabriek'));
    expect(veld('Geleverd aan fabriek').value).toBe('1030567');
    fireEvent.blur(veld('Geleverd aan fabriek'));
    await act(async () => {
      fireEvent.click(knop()!);
    });
    await waitFor(() => expect(opgeslagen(verzoeken).length).toBe(1));
    const body = opgeslagen(verzoeken)[0];
    expect(body.totaalHandmatig.kg).toBe(1_030_567);
    expect(body.melkGevoerdAanKalveren).toBe(12_500);
    expect(body.totaalOverigeProductie.kg).toBe(650_000);
    expect(body.totaalHandmatig.vet).toBe(4.4);
    expect(body.totaalZelfZuivel.kg).toBe(15_000_000);
  });

  it('weigert een dubbelzinnig getal: tekst blijft, melding naast het veld, niet opgeslagen, focus erheen', async () => {
    const { verzoeken } = toon({ automatisch: false });
    await waitFor(() => expect(knop()).toBeTruthy());
    typ('Overige productie', '4200');
    await waitFor(() => expect(veld('Overige productie').value).toBe('4.200'));
    typ('Overige productie', '1.5');
    await waitFor(() => expect(itemVan('Overige productie').textContent).toMatch(/Onduidelijk getal/));
    expect(veld('Overige productie').value).toBe('1.5');
    expect(veld('Overige productie').getAttribute('aria-invalid')).toBe('true');
    await act(async () => {
      fireEvent.click(knop()!);
    });
    expect(await screen.findByText(/Overige productie: het getal is onduidelijk/)).toBeTruthy();
    expect(opgeslagen(verzoeken)).toEqual([]);
    await waitFor(() => expect(document.activeElement).toBe(veld('Overige productie')));
    // corrected: the message goes, the value is taken
    typ('Overige productie', '1.500');
    await waitFor(() => expect(itemVan('Overige productie').textContent).not.toMatch(/Onduidelijk/));
    expect(veld('Overige productie').value).toBe('1.500');
  });

  it('schakelaar aan: de automatische totalen afgerond op de precisie, geen foutmelding, opslaan gaat door', async () => {
    const { verzoeken, melk, id } = toon({}, (d) => ({
      ...d,
      totaal: { ...d.totaal, ureum: 22.7, fosfor: 98.6, kg: 1_030_567.4 },
      totaalOverigeProductie: { ...d.totaalOverigeProductie, kg: 100 },
    }));
    await waitFor(() => expect(knop()).toBeTruthy());
    expect(melk.get(id)!.totaal.ureum).toBe(22.7);
    fireEvent.click(screen.getByRole('switch', { name: 'Handmatige melkregistratie gebruiken' }));
    await waitFor(() => expect(veld('Ureum geleverd aan fabriek').readOnly).toBe(false));
    await act(async () => {
      fireEvent.click(knop()!);
    });
    await waitFor(() => expect(opgeslagen(verzoeken).length).toBe(1));
    const body = opgeslagen(verzoeken)[0];
    expect(body.totaalHandmatig).toMatchObject({ ureum: 23, fosfor: 99, kg: 1_030_567 });
    expect(document.body.textContent).not.toMatch(/geheel getal/);
    expect(await screen.findByText('Succesvol opgeslagen')).toBeTruthy();
    // after saving, the focus is on the heading, not dropped to the page body
    await waitFor(() => expect(document.activeElement?.tagName).toBe('H1'));
  });

  it('mislukt opslaan (400): focus op het eerste foute veld; de verplicht-melding blijft leeg', async () => {
    toon();
    await waitFor(() => expect(knop()).toBeTruthy());
    await act(async () => {
      fireEvent.click(knop()!);
    });
    expect(await screen.findByText('Overige productie is verplicht.')).toBeTruthy();
    // the mock farm has 'Gevoerd aan kalveren' filled; the first field the server names is 'Overige productie'
    await waitFor(() => expect(document.activeElement).toBe(veld('Overige productie')));
    expect(itemVan('Overige productie').querySelector('.ant-form-item-explain-error')?.textContent ?? '').toBe('');
  });
});

describe('Melklevering: weggaan met wijzigingen (decision 006)', () => {
  it('vraagt eerst; Blijven houdt het scherm, Pagina verlaten gaat door', async () => {
    const { router } = toon({ automatisch: false });
    await waitFor(() => expect(knop()).toBeTruthy());
    // no changes: leaving is not asked
    typ('Overige productie', '4200');
    await act(async () => {
      await router.navigate('/elders');
    });
    expect(await screen.findByText(VERLATEN_TITEL)).toBeTruthy();
    expect(router.state.location.pathname).not.toBe('/elders');
    fireEvent.click(screen.getByRole('button', { name: 'Blijven' }));
    await waitFor(() => expect(screen.queryByText(VERLATEN_TITEL)).toBeNull());
    expect(veld('Overige productie').value).toBe('4.200');
    await act(async () => {
      await router.navigate('/elders');
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Pagina verlaten' }));
    expect(await screen.findByText('Elders')).toBeTruthy();
  });

  it('zonder wijzigingen gaat weggaan zonder vraag', async () => {
    const { router } = toon({ automatisch: false });
    await waitFor(() => expect(knop()).toBeTruthy());
    await act(async () => {
      await router.navigate('/elders');
    });
    expect(await screen.findByText('Elders')).toBeTruthy();
    expect(screen.queryByText(VERLATEN_TITEL)).toBeNull();
  });
});

describe('Melklevering: toegankelijkheid (WCAG 2.1 AA)', () => {
  it('info-uitleg: een knop die met het toetsenbord opent; aria-describedby wijst naar een bestaand element', async () => {
    toon();
    await waitFor(() => expect(knop()).toBeTruthy());
    const info = screen.getByRole('button', { name: 'Uitleg: Overige productie' });
    const beschrijving = info.getAttribute('aria-describedby');
    expect(beschrijving).toBeTruthy();
    expect(document.getElementById(beschrijving!)?.textContent).toMatch(/niet aan de fabriek is geleverd/);
    expect(info.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(info); // Enter and Space on a button give a click
    await waitFor(() => expect(info.getAttribute('aria-expanded')).toBe('true'));
    fireEvent.keyDown(info, { key: 'Escape' });
    await waitFor(() => expect(info.getAttribute('aria-expanded')).toBe('false'));
  });

  it('de eerste kolomkop van de handmatige tabel heeft een naam', async () => {
    toon();
    await waitFor(() => expect(knop()).toBeTruthy());
    const koppen = screen.getAllByRole('columnheader').map((k) => k.textContent?.trim());
    expect(koppen).not.toContain('');
  });
});
