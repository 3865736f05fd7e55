import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MelkLeveringGegevens } from '@kw/contract';
import { herstelAdapter, toon } from './test-hulp';

// antd in jsdom is slow: a whole screen render takes seconds.
vi.setConfig({ testTimeout: 180_000 });
configure({ asyncUtilTimeout: 8000 });

const veld = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const knop = () => screen.queryByRole('button', { name: /Alles opslaan/ });

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  herstelAdapter();
  vi.restoreAllMocks();
});

describe('Melklevering-scherm', () => {
  it("toont 'Laden...', dan titel, tabel met datum en de handmatige kaart", async () => {
    toon();
    expect(screen.getByText('Laden...')).toBeTruthy();
    expect(await screen.findByText(/Automatische melkleveringen \[Laatste levering: \d{2}-12-2024\]/)).toBeTruthy();
    expect(document.title).toBe('Melklevering - Kringloopwijzer');
    // Spec §2: the heading is exactly 'Melklevering'; the year is shown beside it (decision 006).
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Melklevering');
    expect(screen.getByTestId('melklevering-jaar').textContent).toBe('Jaar 2024');
    expect(screen.getByText('Handmatige melkleveringen')).toBeTruthy();
    expect(within(screen.getByTestId('automatische-tabel')).getByRole('columnheader', { name: 'Fosfor [mg / 100 g]' })).toBeTruthy();
    // months expand into deliveries (DD-MM-YYYY, decimal comma)
    fireEvent.click(screen.getByRole('button', { name: /Januari/ }));
    const tabel = screen.getByTestId('automatische-tabel');
    expect(within(tabel).getAllByText(/^\d{2}-01-2024$/).length).toBeGreaterThan(8);
    expect(within(tabel).getAllByText(/^\d,\d{2}$/).length).toBeGreaterThan(10);
    await waitFor(() => expect(knop()).toBeTruthy());
  });

  it('geen tabel en schakelaar aan + uitgeschakeld zonder automatische leveringen', async () => {
    toon({ automatisch: false });
    await screen.findByText('Handmatige melkleveringen');
    expect(screen.queryByText(/Automatische melkleveringen/)).toBeNull();
    const schakelaar = screen.getByRole('switch', { name: 'Handmatige melkregistratie gebruiken' });
    expect(schakelaar.getAttribute('aria-checked')).toBe('true');
    expect((schakelaar as HTMLButtonElement).disabled).toBe(true);
  });

  it("'NVT' als er geen laatste levering bekend is", async () => {
    toon({}, (d) => ({ ...d, datumLaatsteLevering: null }));
    expect(await screen.findByText('Automatische melkleveringen [Laatste levering: NVT]')).toBeTruthy();
  });

  it('2018: geen fosfor, geen overige productie, geen kalveren', async () => {
    toon({ jaar: 2018 });
    await screen.findByText('Handmatige melkleveringen');
    expect(within(screen.getByTestId('automatische-tabel')).queryByRole('columnheader', { name: 'Fosfor [mg / 100 g]' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: /Fosfor/ })).toBeNull();
    expect(screen.queryByLabelText('Fosfor geleverd aan fabriek')).toBeNull();
    expect(screen.queryByLabelText('Overige productie')).toBeNull();
    expect(screen.queryByLabelText('Gevoerd aan kalveren')).toBeNull();
  });

  it('afgesloten jaar: geen opslaanknop, velden alleen-lezen maar leesbaar', async () => {
    toon({ statusId: 2 });
    await screen.findByText('Handmatige melkleveringen');
    await screen.findByText(/Dit jaar is afgesloten/);
    expect(knop()).toBeNull();
    // Decision 006: read-only inputs with normal contrast instead of grey disabled ones.
    expect(veld('Zelfzuivel').readOnly).toBe(true);
    expect(veld('Zelfzuivel').disabled).toBe(false);
    expect(veld('Geleverd aan fabriek').value).toMatch(/^\d{1,3}(\.\d{3})+$/);
    expect((screen.getByRole('switch') as HTMLButtonElement).disabled).toBe(true);
  });

  it('SB-medewerker op een open jaar: alleen lezen', async () => {
    toon({ rol: 'sb-medewerker' });
    await screen.findByText(/bekijken, maar niet wijzigen/);
    expect(knop()).toBeNull();
  });

  it('schakelaar uit → handmatige totalen terug naar de automatische totalen', async () => {
    const { id, melk } = toon();
    await waitFor(() => expect(knop()).toBeTruthy());
    const totaal = melk.get(id)!.totaal;
    const schakelaar = screen.getByRole('switch', { name: 'Handmatige melkregistratie gebruiken' });
    expect(veld('Geleverd aan fabriek').readOnly).toBe(true);
    fireEvent.click(schakelaar);
    await waitFor(() => expect(veld('Geleverd aan fabriek').readOnly).toBe(false));
    fireEvent.change(veld('Geleverd aan fabriek'), { target: { value: '5' } });
    fireEvent.blur(veld('Geleverd aan fabriek'));
    await waitFor(() => expect(veld('Geleverd aan fabriek').value).toBe('5'));
    fireEvent.click(schakelaar);
    await waitFor(() => expect(veld('Geleverd aan fabriek').value).toBe(totaal.kg!.toLocaleString('nl-NL')));
  });

  it('blur klemt en rondt af; e en Enter worden geblokkeerd', async () => {
    toon();
    await waitFor(() => expect(knop()).toBeTruthy());
    fireEvent.click(screen.getByRole('switch'));
    const vet = veld('Vet geleverd aan fabriek');
    await waitFor(() => expect(vet.readOnly).toBe(false));
    fireEvent.change(vet, { target: { value: '9,456' } });
    fireEvent.blur(vet);
    await waitFor(() => expect(vet.value).toBe('8,00'));
    fireEvent.change(vet, { target: { value: '5,678' } });
    fireEvent.blur(vet);
    await waitFor(() => expect(vet.value).toBe('5,68'));
    expect(fireEvent.keyDown(vet, { key: 'e' })).toBe(false);
    expect(fireEvent.keyDown(vet, { key: 'Enter' })).toBe(false);
    expect(fireEvent.keyDown(vet, { key: '4' })).toBe(true);
  });

  it('zelfzuivel: kwaliteitsvelden verschijnen zodra de kg is ingevuld', async () => {
    toon();
    await waitFor(() => expect(knop()).toBeTruthy());
    expect(screen.queryByLabelText('Vet zelfzuivel')).toBeNull();
    fireEvent.change(veld('Zelfzuivel'), { target: { value: '1200' } });
    fireEvent.blur(veld('Zelfzuivel'));
    expect(await screen.findByLabelText('Vet zelfzuivel')).toBeTruthy();
    expect(screen.getByLabelText('Eiwit zelfzuivel')).toBeTruthy();
    expect(screen.getByLabelText('Ureum zelfzuivel')).toBeTruthy();
    expect(screen.getByLabelText('Fosfor zelfzuivel')).toBeTruthy();
  });

  it('valideert bij laden: verplicht leeg veld rood, zonder meldingstekst', async () => {
    toon();
    await screen.findByText('Handmatige melkleveringen');
    const overig = veld('Overige productie');
    await waitFor(() => expect(overig.closest('.ant-form-item')?.className).toContain('ant-form-item-has-error'));
    expect(overig.closest('.ant-form-item')?.querySelector('.ant-form-item-explain-error')?.textContent ?? '').toBe('');
  });

  it('per koe: met het aantal melkkoeien', async () => {
    toon({}, (d) => ({ ...d, aantalMelkkoeien: null }));
    await screen.findByText(/Aantal melkkoeien: 1 \(onbekend/);
    expect(screen.getByTestId('jaarcijfers-per-koe').textContent).toMatch(/\d\.\d{3}\.\d{3}/);
  });

  it('opslaan stuurt de samengevoegde gegevens, vervangt formulier en meldt succes', async () => {
    const { verzoeken, id, melk } = toon();
    await waitFor(() => expect(knop()).toBeTruthy());
    fireEvent.change(veld('Overige productie'), { target: { value: '4200' } });
    fireEvent.blur(veld('Overige productie'));
    await act(async () => {
      fireEvent.click(knop()!);
    });
    expect(await screen.findByText('Succesvol opgeslagen')).toBeTruthy();
    expect(screen.getByText('Melk leveringen zijn opgeslagen')).toBeTruthy();
    const opslaan = verzoeken.find((v) => v.url?.endsWith('/SaveMelkLeveringGegevens'))!;
    const body = JSON.parse(String(opslaan.data)) as MelkLeveringGegevens;
    expect(body.versie).toBe(1);
    expect(body.totaalOverigeProductie.kg).toBe(4200);
    expect(body.maanden.length).toBe(12);
    expect(melk.get(id)!.versie).toBe(2);
    await waitFor(() => expect(veld('Overige productie').value).toBe('4.200'));
  });

  it('409: de Nederlandse conflictmelding van de server, niets overschreven', async () => {
    const { id, melk } = toon();
    await waitFor(() => expect(knop()).toBeTruthy());
    melk.set(id, { ...melk.get(id)!, versie: 7 });
    fireEvent.change(veld('Overige productie'), { target: { value: '999' } });
    fireEvent.blur(veld('Overige productie'));
    await act(async () => {
      fireEvent.click(knop()!);
    });
    expect(await screen.findByText('Er ging iets fout')).toBeTruthy();
    expect(screen.getByText(/intussen door iemand anders gewijzigd/)).toBeTruthy();
    expect(veld('Overige productie').value).toBe('999');
    expect(melk.get(id)!.versie).toBe(7);
  });

  it('400 met errorDetails: één melding per veld', async () => {
    toon();
    await waitFor(() => expect(knop()).toBeTruthy());
    await act(async () => {
      fireEvent.click(knop()!);
    });
    expect(await screen.findByText('Overige productie is verplicht.')).toBeTruthy();
    expect(screen.getAllByText('Er ging iets fout').length).toBeGreaterThan(0);
  });
});
