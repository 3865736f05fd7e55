/** KLWResultatenOpties against fake answers: sections chosen, tables with the server's text, a failed download told in Dutch. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { RAPPORT_SECTIE_TITELS, routes, type RapportGegevens, type RapportSectieId } from '@kw/contract';
import { herstelAdapter, toonMetAntwoorden, volgMeldingen } from '../../lib/test-met-antwoorden';
import ResultatenPagina, { sectiesParameter } from './resultaten-page';

afterEach(() => {
  cleanup();
  herstelAdapter();
});

function gegevens(ids: RapportSectieId[]): RapportGegevens {
  return {
    kringloopwijzerId: 5024,
    bedrijfsnaam: 'Melkveebedrijf De Vries',
    jaar: 2024,
    statusId: 1,
    statusOmschrijving: 'Open',
    rekenregelversie: 'KLW-open 2024',
    datum: '24-11-2026',
    secties: ids.map((id) => ({
      id,
      titel: RAPPORT_SECTIE_TITELS[id],
      inleiding: [`Inleiding ${id}.`],
      tabellen: [
        {
          titel: null,
          kolommen: [
            { titel: 'Excretie melkvee', rechts: false },
            { titel: 'Bedrijfsspecifiek (kg)', rechts: true },
          ],
          rijen: [{ cellen: [{ tekst: `Stikstof ${id}` }, { tekst: '12.345', waarde: 12345.4, bron: 'bex.uitkomst.excretieNKg' }], vet: true }],
        },
      ],
      voetnoot: null,
    })),
  };
}

function toon(downloadStatus = 404) {
  return toonMetAntwoorden({
    route: '/KLWResultatenOpties/Index/:klwId',
    element: <ResultatenPagina />,
    antwoorden: {
      [`GET ${routes.rapportGegevens.path}`]: (config) => {
        const param = new URL(config.url!, 'http://x').searchParams.get('secties');
        const ids = param ? (param.split(',') as RapportSectieId[]) : ['dashboard', 'bex', 'balansen', 'ammoniak', 'broeikasgassen', 'voer', 'kengetallen'];
        return { status: 200, data: gegevens(ids as RapportSectieId[]) };
      },
      [`GET ${routes.indienControle.path}`]: () => ({ status: 200, data: { kringloopwijzerId: 5024, kanIndienen: true, reden: null, blokkades: [] } }),
      [`GET ${routes.rapportPdf.path}`]: () => ({
        status: downloadStatus,
        data: new Blob([JSON.stringify({ statusCode: downloadStatus, message: 'Voor deze kringloopwijzer is nog geen uitkomst berekend.' })], { type: 'application/json' }),
      }),
    },
  });
}

describe('Resultaten en BEX-rapport', () => {
  it('sectiesParameter: alles gekozen = geen parameter, anders in drukvolgorde', () => {
    expect(sectiesParameter(['kengetallen', 'bex'])).toBe('?secties=bex,kengetallen');
    expect(sectiesParameter(['dashboard', 'bex', 'balansen', 'ammoniak', 'broeikasgassen', 'voer', 'kengetallen'])).toBe('');
  });

  it('toont de gekozen onderdelen met de tekst van de server; een onderdeel uitvinken vraagt minder op', async () => {
    const { verzoeken } = toon();
    await screen.findByText('Stikstof bex', {}, { timeout: 30_000 });
    expect(screen.getAllByText('12.345').length).toBe(7);
    expect(screen.getByText('Melkveebedrijf De Vries')).toBeTruthy();
    expect(screen.getByText('24-11-2026')).toBeTruthy();
    expect(document.querySelector('[data-bron="bex.uitkomst.excretieNKg"]')).not.toBeNull();
    fireEvent.click(screen.getAllByLabelText(RAPPORT_SECTIE_TITELS.ammoniak).find((el) => el.tagName === 'INPUT')!);
    await waitFor(() => expect(screen.queryByText('Stikstof ammoniak')).toBeNull(), { timeout: 20_000 });
    expect(verzoeken.some((v) => v.url.includes('secties=dashboard,bex,balansen,broeikasgassen,voer,kengetallen'))).toBe(true);
  }, 120_000);

  it('een mislukte download: Nederlandse melding met de boodschap van de server', async () => {
    toon(404);
    const meldingen = volgMeldingen();
    await screen.findByText('Stikstof bex', {}, { timeout: 30_000 });
    fireEvent.click(screen.getByText('Download PDF'));
    await waitFor(() => expect(meldingen.gezien.join(' ')).toContain('Het bestand kon niet worden gedownload'), { timeout: 20_000 });
    expect(meldingen.gezien.join(' ')).toContain('nog geen uitkomst berekend');
    meldingen.stop();
  }, 120_000);
});
