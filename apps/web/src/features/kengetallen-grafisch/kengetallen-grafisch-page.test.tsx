/**
 * KengetallenGrafisch against fake answers: every figure with a trace root opens "Waarom dit getal?"
 * (the indicator values, the figures tables), a figure without one stays text and the table says so.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { routes, type AfleidingKnoopAntwoord, type GrafiekGegevens } from '@kw/contract';
import { herstelAdapter, toonMetAntwoorden } from '../../lib/test-met-antwoorden';
import KengetallenGrafischPagina from './kengetallen-grafisch-page';

// jsdom draws no SVG charts (no layout, no ResizeObserver): the chart itself is not what is tested here
vi.mock('../../components/grafiek/echarts-balk', () => ({ default: () => null }));

afterEach(() => {
  cleanup();
  herstelAdapter();
});

const indicator = (sleutel: GrafiekGegevens['indicatoren'][number]['sleutel'], label: string, eenheid: string, waarde: number) => ({ sleutel, label, eenheid, waarde, referentie: null, oordeel: null });

const gegevens: GrafiekGegevens = {
  kringloopwijzerId: 3024,
  jaar: 2024,
  bedrijfsnaam: 'Melkveebedrijf De Vries',
  rekenregelversie: 'KLW-open 2024',
  indicatoren: [indicator('stikstofbodemoverschotKgNPerHa', 'Stikstofbodemoverschot', 'kg N/ha', 95.4), indicator('ammoniakKgNh3PerGve', 'Ammoniak per GVE', 'kg NH3/GVE', 21.5)],
  referentieBron: 'Referenties (te verifiëren).',
  stikstofstromen: {
    eenheid: 'kg N',
    knopen: [{ naam: 'Aangekocht voer' }, { naam: 'Vee' }, { naam: 'Mest' }],
    stromen: [
      // a difference of results: no trace of its own
      { van: 'Aangekocht voer', naar: 'Vee', waarde: 3_000 },
      { van: 'Vee', naar: 'Mest', waarde: 12_000, bron: 'stroom.n.excretie' },
    ],
  },
  fosfaatstromen: { eenheid: 'kg P2O5', knopen: [{ naam: 'Vee' }, { naam: 'Mest' }], stromen: [{ van: 'Vee', naar: 'Mest', waarde: 4_000 }] },
  ammoniak: [
    { label: 'Stal en mestopslag', waarde: 2_100, bron: 'dumpfile.em_nh3_stal' },
    // a source the record's trace does not have (say its input no longer has that part): no link
    { label: 'Beweiding', waarde: 300, bron: 'dumpfile.em_nh3_beweid' },
  ],
  broeikasgassen: [{ label: 'Pensfermentatie', waarde: 480, bron: 'dumpfile.dzh_co2_pensferm' }],
  rantsoen: [{ label: 'Vers gras', waarde: 250_000, bron: 'rantsoen.vers-gras' }, { label: 'Krachtvoer', waarde: 150_000 }],
};

const knoop = (id: string, label: string, waarde: number, eenheid: string): AfleidingKnoopAntwoord => ({
  kringloopwijzerId: 3024,
  knoop: { id, label, waarde, eenheid, formule: `${label} volgens de rekenregels`, berekening: `${label} volgens de rekenregels = ${waarde}`, codes: [], herkomst: 'ingevoerd', invoer: [], constanten: [] },
  kinderen: [],
});

function toon() {
  const gevraagd: Array<Record<string, unknown>> = [];
  toonMetAntwoorden({
    route: '/KengetallenGrafisch/Index/:klwId',
    element: <KengetallenGrafischPagina />,
    antwoorden: {
      [`GET ${routes.grafiekGegevens.path}`]: () => ({ status: 200, data: gegevens }),
      [`GET ${routes.afleiding.path}`]: (config) => {
        const params = (config.params ?? {}) as Record<string, string>;
        gevraagd.push(params);
        if (!params.knoop) {
          const s = (id: string) => ({ id, label: id, waarde: 1, eenheid: '-', herkomst: 'ingevoerd', heeftKinderen: true });
          return { status: 200, data: { kringloopwijzerId: 3024, wortels: Object.fromEntries(['dashboard.stikstofbodemoverschotKgNPerHa', 'dashboard.ammoniakKgNh3PerGve', 'em_nh3_stal', 'dzh_co2_pensferm', 'stroom.n.excretie', 'rantsoen.vers-gras'].map((k) => [k, s(k)])) } };
        }
        if (params.knoop === 'stroom.n.excretie') return { status: 200, data: knoop('stroom.n.excretie', 'N-excretie graasdieren', 12_000, 'kg N') };
        if (params.knoop === 'em_nh3_stal') return { status: 200, data: knoop('em_nh3_stal', 'Ammoniakemissie uit stal en opslag', 2_100, 'kg NH3') };
        return { status: 200, data: knoop(params.knoop, 'Stikstofbodemoverschot', 95.4, 'kg N/ha') };
      },
    },
  });
  return { gevraagd };
}

describe('KengetallenGrafisch: Waarom dit getal?', () => {
  it('de uitkomst van elke indicator opent zijn afleiding', async () => {
    const { gevraagd } = toon();
    const knop = await screen.findByRole('button', { name: 'Stikstofbodemoverschot: 95,4 kg N/ha. Waarom dit getal?' }, { timeout: 30_000 });
    fireEvent.click(knop);
    const titel = await screen.findByTestId('afleiding-titel', {}, { timeout: 30_000 });
    expect(titel.textContent).toBe('Stikstofbodemoverschot');
    expect(gevraagd.some((p) => p.knoop === 'dashboard.stikstofbodemoverschotKgNPerHa' && p.klwId === undefined)).toBe(true);
  }, 120_000);

  it('de cijfertabel: een bron met afleiding is een knop, een bron zonder afleiding, het totaal en het aandeel zijn tekst; de tabel zegt het', async () => {
    const { gevraagd } = toon();
    const regio = await screen.findByRole('region', { name: 'Ammoniakemissie per bron (kg NH3): de cijfers' }, { timeout: 30_000 });
    const stal = await within(regio).findByRole('button', { name: 'Stal en mestopslag, kg NH3: 2.100. Waarom dit getal?' }, { timeout: 30_000 });
    expect(within(regio).queryByRole('button', { name: /Beweiding/ })).toBeNull();
    expect(within(regio).queryByRole('button', { name: /Totaal/ })).toBeNull();
    expect(within(regio).getAllByRole('button')).toHaveLength(1);
    const tabel = regio.closest('details')!;
    expect(within(tabel).getByTestId('afleiding-uitleg-tabel').textContent).toContain('Cijfers zonder link (totalen, aandelen) hebben geen eigen afleiding');
    // the P2O5 flow here has no trace root: no links, and said so
    const fosfaat = screen.getByRole('region', { name: 'Fosfaat (kg P2O5): vee, mest, bodem, gewas: de cijfers' });
    expect(within(fosfaat).queryAllByRole('button')).toHaveLength(0);
    expect(within(fosfaat.closest('details')!).getByTestId('afleiding-uitleg-tabel').textContent).toContain('samengesteld uit meerdere uitkomsten');
    // the keyboard path: the figure is a real button (Enter/Space click it)
    stal.focus();
    expect(document.activeElement).toBe(stal);
    fireEvent.click(stal);
    await waitFor(() => expect(screen.getByTestId('afleiding-titel').textContent).toBe('Ammoniakemissie uit stal en opslag'), { timeout: 30_000 });
    expect(gevraagd.some((p) => p.knoop === 'em_nh3_stal')).toBe(true);
  }, 120_000);

  it('een stroom die één uitkomst is opent zijn afleiding; een verschil van uitkomsten blijft tekst en de tabel zegt welke', async () => {
    const { gevraagd } = toon();
    const stroom = await screen.findByRole('region', { name: 'Stikstof (kg N): vee, mest, bodem, gewas: de cijfers' }, { timeout: 30_000 });
    const excretie = await within(stroom).findByRole('button', { name: 'Vee naar Mest, kg N: 12.000. Waarom dit getal?' }, { timeout: 30_000 });
    expect(within(stroom).getAllByRole('button')).toHaveLength(1);
    expect(within(stroom.closest('details')!).getByTestId('afleiding-uitleg-tabel').textContent).toContain('Cijfers zonder link (verschillen en sommen van uitkomsten');
    fireEvent.click(excretie);
    await waitFor(() => expect(screen.getByTestId('afleiding-titel').textContent).toBe('N-excretie graasdieren'), { timeout: 30_000 });
    expect(gevraagd.some((p) => p.knoop === 'stroom.n.excretie')).toBe(true);
    // the ration: fresh grass is one trace quantity, a feed group a sum
    const rantsoen = screen.getByRole('region', { name: 'Rantsoen: samenstelling (kg droge stof): de cijfers' });
    expect(within(rantsoen).getByRole('button', { name: 'Vers gras, kg DS: 250.000. Waarom dit getal?' })).toBeTruthy();
    expect(within(rantsoen).queryByRole('button', { name: /Krachtvoer/ })).toBeNull();
    expect(within(rantsoen.closest('details')!).getByTestId('afleiding-uitleg-tabel').textContent).toContain('voergroepen als som van meerdere voeders');
  }, 120_000);
});
