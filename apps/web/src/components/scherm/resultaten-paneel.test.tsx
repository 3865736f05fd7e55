/** The results panel: an indicator outside its plausible range warns under the indicator, with links to the inputs (decision 021). */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Indicator, SchermSignalering } from '@kw/contract';
import { ResultatenPaneel } from './resultaten-paneel';

afterEach(cleanup);

const indicatoren: Indicator[] = [
  { sleutel: 'stikstofbodemoverschotKgNPerHa', label: 'Stikstofbodemoverschot', eenheid: 'kg N/ha', waarde: 57_195_091, vorigeWaarde: 80 },
  { sleutel: 'broeikasgassenGCo2EqPerKgFpcm', label: 'Broeikasgassen per kg meetmelk', eenheid: 'g CO2-eq/kg FPCM', waarde: 1_050, vorigeWaarde: 1_050 },
];
const controle: SchermSignalering = {
  code: 'INDICATOR_BUITEN_BEREIK',
  ernst: 'waarschuwing',
  bericht: 'Het stikstofbodemoverschot is 57.195.091 kg N/ha; dat ligt buiten het verwachte bereik van −200 tot 1.000 kg N/ha: controleer de invoer.',
  scherm: 'krachtvoer',
  veldPad: 'krachtvoer.producten.0.aanvoerKg',
  indicator: 'stikstofbodemoverschotKgNPerHa',
  bijdragen: [{ scherm: 'krachtvoer', schermTitel: 'Krachtvoer', route: '/voer/krachtvoer/Index/:klwId', veldPad: 'krachtvoer.producten.0.aanvoerKg', label: 'Aanvoer (regel 1)' }],
};

describe('ResultatenPaneel', () => {
  it('shows an indicator warning under its indicator with a link to the input, not in the screen’s own list', () => {
    render(
      <MemoryRouter>
        <ResultatenPaneel indicatoren={indicatoren} signaleringen={[controle]} naarVeld={() => undefined} kringloopwijzerId={5024} />
      </MemoryRouter>,
    );
    const blok = screen.getByTestId('controle-stikstofbodemoverschotKgNPerHa');
    expect(blok.textContent).toContain('Waarschuwing: controleer de invoer.');
    expect(within(blok).getByRole('link', { name: 'Aanvoer (regel 1)' }).getAttribute('href')).toBe('/voer/krachtvoer/Index/5024#krachtvoer.producten.0.aanvoerKg');
    expect(within(screen.getByTestId('indicator-stikstofbodemoverschotKgNPerHa')).getByTestId('controle-stikstofbodemoverschotKgNPerHa')).toBeTruthy();
    expect(screen.queryByTestId('controle-broeikasgassenGCo2EqPerKgFpcm')).toBeNull();
    expect(screen.getByText('Signaleringen (0)')).toBeTruthy();
  });
});
