/**
 * The history screen against fake answers: a year's figure opens the trace of that year's own
 * record (GetAfleiding with its klwId); a year stored by an older engine has no link and the screen
 * says why; the farmer chooses both years to compare, and the recompute asks for exactly those two.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { routes, type Herberekening, type Historisch } from '@kw/contract';
import { herstelAdapter, toonMetAntwoorden } from '../../lib/test-met-antwoorden';
import HistorischPagina from './historisch-page';

vi.mock('../../components/grafiek/echarts-lijn', () => ({ default: () => null }));

afterEach(() => {
  cleanup();
  herstelAdapter();
});

const def = { sleutel: 'stikstofbodemoverschotKgNPerHa', label: 'Stikstofbodemoverschot', eenheid: 'kg N/ha' } as const;
const jaar = (j: number, w: number, engine = '@kw/engine 0.1.0') => ({
  kringloopwijzerId: 1000 + j,
  jaar: j,
  statusId: 1,
  statusOmschrijving: 'Open',
  rekenregelversie: `KLW-open ${j}`,
  engineVersie: engine,
  berekendOp: '24-11-2026',
  indicatoren: { stikstofbodemoverschotKgNPerHa: w, ammoniakKgNh3PerHa: null, ammoniakKgNh3PerGve: null, broeikasgassenGCo2EqPerKgFpcm: null, blijvendGraslandProcent: null, eiwitVanEigenLandProcent: null },
});
const historie: Historisch = {
  relatieId: 1,
  bedrijfsnaam: 'Melkveebedrijf De Vries',
  huidigeRekenregelversie: 'KLW-open 2024',
  huidigeEngineVersie: '@kw/engine 0.1.0',
  indicatorDefinities: [def],
  jaren: [jaar(2018, 120.5, '@kw/engine 0.0.9'), jaar(2022, 101.25), jaar(2024, 95.4)],
};

function herberekening(j: number, c: number): Herberekening {
  return {
    kringloopwijzerId: 1000 + j,
    jaar: j,
    eigenRekenregelversie: `KLW-open ${j}`,
    eigenEngineVersie: '@kw/engine 0.0.9',
    huidigeRekenregelversie: 'KLW-open 2024',
    huidigeEngineVersie: '@kw/engine 0.1.0',
    referentie: { kringloopwijzerId: 1000 + c, jaar: c },
    regels: [{ ...def, opgeslagen: 120.5, herberekend: 118.5, referentieOpgeslagen: 101.25, referentieHerberekend: 101.25, verschil: -19.25, regelwijziging: -2, datawijziging: -17.25 }],
  };
}

function toon() {
  const afleiding: Array<Record<string, unknown>> = [];
  const herbereken: Array<Record<string, unknown>> = [];
  toonMetAntwoorden({
    route: '/rapportage/historisch/Index',
    element: <HistorischPagina />,
    antwoorden: {
      [`GET ${routes.historisch.path}`]: () => ({ status: 200, data: historie }),
      [`GET ${routes.herberekening.path}`]: (config) => {
        const p = config.params as { klwId: number; vergelijkMet: number };
        herbereken.push(p);
        return { status: 200, data: herberekening(p.klwId - 1000, p.vergelijkMet - 1000) };
      },
      [`GET ${routes.afleiding.path}`]: (config) => {
        const p = (config.params ?? {}) as { knoop?: string; klwId?: number };
        afleiding.push(p);
        const id = p.klwId ?? 3024;
        const s = { id: 'dashboard.stikstofbodemoverschotKgNPerHa', label: 'Stikstofbodemoverschot', waarde: 1, eenheid: 'kg N/ha', herkomst: 'ingevoerd', heeftKinderen: true };
        if (!p.knoop) return { status: 200, data: { kringloopwijzerId: id, wortels: { 'dashboard.stikstofbodemoverschotKgNPerHa': s } } };
        const w = historie.jaren.find((j) => j.kringloopwijzerId === id)!.indicatoren!.stikstofbodemoverschotKgNPerHa!;
        return { status: 200, data: { kringloopwijzerId: id, knoop: { ...s, waarde: w, formule: 'aanvoer min afvoer per hectare', berekening: `aanvoer min afvoer per hectare = ${w}`, codes: [], invoer: [], constanten: [] }, kinderen: [] } };
      },
    },
  });
  return { afleiding, herbereken };
}

describe('Historische rapportage', () => {
  it('een cijfer van een ander jaar opent de afleiding van dat jaar; een jaar van een oudere rekenkern heeft geen link en dat staat er', async () => {
    const { afleiding } = toon();
    const regio = await screen.findByRole('region', { name: /Dashboardindicatoren van Melkveebedrijf De Vries per jaar/ }, { timeout: 30_000 });
    const k2022 = await within(regio).findByRole('button', { name: 'Stikstofbodemoverschot (kg N/ha), 2022: 101. Waarom dit getal?' }, { timeout: 30_000 });
    await within(regio).findByRole('button', { name: /, 2024: 95\. Waarom dit getal\?/ });
    expect(within(regio).queryByRole('button', { name: /2018/ })).toBeNull();
    // whole numbers from 100 (passendeDecimalen); 2018's figure is text
    expect(within(regio).getByText('121')).toBeTruthy();
    expect(screen.getByTestId('oude-rekenkern').textContent).toContain('De cijfers van 2018 zijn berekend met een oudere rekenkern en hebben geen link');
    // the roots of each linked year were asked with that year's id; 2018's never
    expect(afleiding.some((p) => p.klwId === 3022 && !p.knoop)).toBe(true);
    expect(afleiding.some((p) => p.klwId === 3018)).toBe(false);
    fireEvent.click(k2022);
    await waitFor(() => expect(screen.getByTestId('afleiding-waarde').textContent).toBe('101 kg N/ha'), { timeout: 30_000 });
    expect(screen.getByTestId('afleiding-onderschrift').textContent).toBe('Jaar 2022');
    expect(afleiding.some((p) => p.klwId === 3022 && p.knoop === 'dashboard.stikstofbodemoverschotKgNPerHa')).toBe(true);
  }, 120_000);

  it('twee jaren naar keuze: standaard 2022 tegen 2024; een andere keuze toont die verschillen en herberekent precies dat paar', async () => {
    const { herbereken } = toon();
    const jaarKeuze = (await screen.findByLabelText('Jaar', {}, { timeout: 30_000 })) as HTMLSelectElement;
    const vergelijk = screen.getByLabelText('Vergelijken met') as HTMLSelectElement;
    expect(jaarKeuze.value).toBe('3022');
    expect(vergelijk.value).toBe('3024');
    expect(screen.getByRole('columnheader', { name: 'Verschil (2024 − 2022)' })).toBeTruthy();
    expect(screen.getByText('−6')).toBeTruthy();
    fireEvent.change(jaarKeuze, { target: { value: '3018' } });
    fireEvent.change(vergelijk, { target: { value: '3022' } });
    expect(screen.getByRole('columnheader', { name: 'Verschil (2022 − 2018)' })).toBeTruthy();
    // 121 and 101 as shown: −20 (not the unrounded −19,25 as −19)
    expect(screen.getAllByText('−20').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Herbereken' }));
    await screen.findByRole('columnheader', { name: 'Door regelwijziging' }, { timeout: 30_000 });
    expect(herbereken).toEqual([{ klwId: 3018, vergelijkMet: 3022 }]);
    expect(screen.getByRole('columnheader', { name: '2018 met huidige regels' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '2022 met huidige regels' })).toBeTruthy();
    // shown 121, 119, 101, 101: door datawijziging 101 − 119 = −18 (not the unrounded −17,25), verschil −20 = −2 + −18
    expect(screen.getByText('−18')).toBeTruthy();
    expect(screen.getAllByText('−20').length).toBe(2);
    // another choice hides the split until it is asked for again
    fireEvent.change(vergelijk, { target: { value: '3024' } });
    expect(screen.queryByRole('columnheader', { name: 'Door regelwijziging' })).toBeNull();
  }, 120_000);
});
