/** The Signalering screen against fake answers: grouping per screen, the filter, value, range and the field link. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { routes, type SignaleringRegel, type Signaleringen } from '@kw/contract';
import { TELEFOON_VRAAG } from '../../components/scherm/use-telefoon';
import { herstelAdapter, toonMetAntwoorden } from '../../lib/test-met-antwoorden';
import SignaleringPagina from './signalering-page';

afterEach(() => {
  cleanup();
  herstelAdapter();
});

const regel = (o: Partial<SignaleringRegel>): SignaleringRegel => ({
  code: 'RANTSOEN_RE_BUITEN_BEREIK',
  ernst: 'waarschuwing',
  bericht: 'Het rantsoen bevat 231 g ruw eiwit per kg DS (verwacht 120–200).',
  scherm: 'ruwvoer',
  schermTitel: 'Ruwvoer',
  route: '/voer/overig/Index/5024',
  veldPad: 'ruwvoer.producten',
  veldLabel: 'Ruwvoer',
  waarde: 231.4,
  eenheid: 'g/kg DS',
  verwachtMin: 120,
  verwachtMax: 200,
  ...o,
});

function toon(lijst: SignaleringRegel[]) {
  return toonMetAntwoorden({
    route: '/signalering/Index/:klwId',
    element: <SignaleringPagina />,
    antwoorden: { [`GET ${routes.signaleringen.path}`]: () => ({ status: 200, data: { kringloopwijzerId: 5024, jaar: 2024, signaleringen: lijst } satisfies Signaleringen }) },
  });
}

describe('Signaleringen', () => {
  it('per scherm, met soort, melding, waarde en bereik in het Nederlands, en een link naar het veld', async () => {
    toon([
      regel({}),
      regel({ code: 'NEGATIEF_VOERVERBRUIK', ernst: 'fout', scherm: 'krachtvoer', schermTitel: 'Krachtvoer', route: '/voer/krachtvoer/Index/5024', veldPad: 'krachtvoer.producten.0.eindvoorraadKg', veldLabel: 'Krachtvoer, regel 1: Eindvoorraad', waarde: -12345.6, eenheid: 'kg DS', verwachtMin: 0, verwachtMax: null, bericht: 'Het verbruik is negatief.' }),
      regel({ code: 'GEEN_BODEMANALYSES', ernst: 'info', bericht: 'Er zijn geen bodemanalyses ingevuld.', waarde: null, eenheid: null, verwachtMin: null, verwachtMax: null }),
    ]);
    await screen.findByText('Ruwvoer (2)', {}, { timeout: 20_000 });
    expect(screen.getByText('Krachtvoer (1)')).toBeTruthy();
    const rijen = () => Array.from(document.querySelectorAll('[data-testid="signalering"]')) as HTMLElement[];
    expect(rijen()).toHaveLength(3);
    const rv = rijen().find((r) => r.textContent?.includes('ruw eiwit'))!;
    expect(rv.textContent).toContain('231,4 g/kg DS');
    expect(rv.textContent).toContain('120–200 g/kg DS');
    const kv = rijen().find((r) => r.textContent?.includes('negatief'))!;
    expect(kv.textContent).toContain('Fout');
    expect(kv.textContent).toContain('-12.346 kg DS');
    expect(kv.textContent).toContain('minimaal 0 kg DS');
    expect(kv.querySelector('a')!.getAttribute('href')).toBe('/voer/krachtvoer/Index/5024#krachtvoer.producten.0.eindvoorraadKg');

    fireEvent.click(screen.getByText('Fouten (1)'));
    await waitFor(() => expect(rijen()).toHaveLength(1));
    expect(screen.queryByText('Ruwvoer (2)')).toBeNull();
    fireEvent.click(screen.getByText('Waarschuwingen (1)'));
    await waitFor(() => expect(rijen()[0].textContent).toContain('ruw eiwit'));
  }, 120_000);

  it('op een telefoon een blok per signalering: melding, dan veld (de link), waarde en verwacht, zonder tabel die opzij schuift', async () => {
    const echteMatchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...echteMatchMedia(query), matches: query === TELEFOON_VRAAG, media: query })) as typeof window.matchMedia;
    try {
      toon([regel({ code: 'NEGATIEF_VOERVERBRUIK', ernst: 'fout', scherm: 'krachtvoer', schermTitel: 'Krachtvoer', route: '/voer/krachtvoer/Index/5024', veldPad: 'krachtvoer.producten.0.eindvoorraadKg', veldLabel: 'Krachtvoer, regel 1: Eindvoorraad', waarde: -12345.6, eenheid: 'kg DS', verwachtMin: 0, verwachtMax: null, bericht: 'Het verbruik is negatief.' })]);
      await screen.findByText('Krachtvoer (1)', {}, { timeout: 20_000 });
      expect(document.querySelector('table')).toBeNull();
      const blok = document.querySelector('li[data-testid="signalering"]') as HTMLElement;
      expect(blok.querySelector('p')!.textContent).toBe('Het verbruik is negatief.');
      const velden = Array.from(blok.querySelectorAll('dt')).map((dt) => `${dt.textContent}: ${dt.nextElementSibling!.textContent}`);
      expect(velden).toEqual(['Veld: Krachtvoer, regel 1: Eindvoorraad', 'Waarde: -12.346 kg DS', 'Verwacht: minimaal 0 kg DS']);
      expect(blok.querySelector('a')!.getAttribute('href')).toBe('/voer/krachtvoer/Index/5024#krachtvoer.producten.0.eindvoorraadKg');
    } finally {
      window.matchMedia = echteMatchMedia;
    }
  }, 120_000);

  it('zonder signaleringen: een melding in plaats van een lege lijst', async () => {
    toon([]);
    await screen.findByText('Er zijn geen signaleringen voor dit jaar.', {}, { timeout: 20_000 });
  }, 60_000);
});
