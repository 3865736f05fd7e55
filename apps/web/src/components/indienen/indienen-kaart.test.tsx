/** The submit card: the pre-flight list blocks, a confirmation before Indienen, Heropenen only for staff. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useParams } from 'react-router';
import { routes, type IndienControle } from '@kw/contract';
import { herstelAdapter, toonMetAntwoorden, volgMeldingen } from '../../lib/test-met-antwoorden';
import { klwSleutel } from '../../lib/queries';
import { IndienenKaart } from './indienen-kaart';

afterEach(() => {
  cleanup();
  herstelAdapter();
});

function Kaart({ statusId }: { statusId: number }) {
  const { klwId } = useParams();
  return <IndienenKaart klw={klwSleutel(klwId)} klwId={Number(klwId)} jaar={2024} statusId={statusId} toelichting={statusId > 1 ? null : 'De kringloopwijzer is nog niet ingediend en kan worden bewerkt.'} />;
}

function toon(controle: Omit<IndienControle, 'kringloopwijzerId' | 'koppelingPunten'> & Partial<Pick<IndienControle, 'koppelingPunten'>>, statusId = 1, rol: 'deelnemer' | 'sb-medewerker' = 'deelnemer') {
  return toonMetAntwoorden({
    route: '/KLWResultatenOpties/Index/:klwId',
    element: <Kaart statusId={statusId} />,
    instellingen: { rol },
    antwoorden: {
      [`GET ${routes.indienControle.path}`]: () => ({ status: 200, data: { kringloopwijzerId: 5024, ...controle } }),
      [`POST ${routes.indienen.path}`]: () => ({ status: 200, data: { kringloopwijzerId: 5024, statusId: 2, statusOmschrijving: 'Afgesloten', statusToelichting: 'x' } }),
      [`POST ${routes.heropenen.path}`]: () => ({ status: 403, data: { statusCode: 403, message: 'Alleen een medewerker kan een kringloopwijzer heropenen.' } }),
    },
  });
}

const knop = (naam: string) => screen.queryAllByRole('button').find((b) => b.textContent?.trim() === naam) as HTMLButtonElement | undefined;

describe('Jaar indienen', () => {
  it('blokkades: lijst met schermen en foutsignaleringen, Indienen uitgeschakeld', async () => {
    toon({
      kanIndienen: false,
      reden: null,
      blokkades: [
        { soort: 'scherm', scherm: 'Melklevering', melding: 'Melklevering is nog niet ingevuld en opgeslagen.', route: '/melklevering/Index/5024', veldPad: null },
        { soort: 'signaal', scherm: 'Krachtvoer', melding: 'De VEM is niet mogelijk.', route: '/voer/krachtvoer/Index/5024', veldPad: 'krachtvoer.producten.0.vemPerKgDs' },
        { soort: 'signaal', scherm: 'Kringloopwijzer', melding: 'De kringloopwijzer kon niet worden gelezen.', route: null, veldPad: null },
      ],
    });
    await screen.findByText('Nog niet ingevuld (1)', {}, { timeout: 20_000 });
    expect(screen.getByText('Foutsignaleringen (2)')).toBeTruthy();
    // every item with a route links to where it is fixed: the screen, or for a signal the field (as on Signalering)
    const link = (naam: RegExp) => screen.getByRole('link', { name: naam }).getAttribute('href');
    expect(link(/^Melklevering$/)).toBe('/melklevering/Index/5024');
    expect(link(/De VEM is niet mogelijk\./)).toBe('/voer/krachtvoer/Index/5024#krachtvoer.producten.0.vemPerKgDs');
    expect(screen.queryByRole('link', { name: /kon niet worden gelezen/ })).toBeNull();
    expect(screen.getByText('De kringloopwijzer kon niet worden gelezen.')).toBeTruthy();
    expect(screen.getByText('Bekijk alle signaleringen').getAttribute('href')).toBe('/signalering/Index/5024');
    expect(knop('Indienen')!.disabled).toBe(true);
  }, 60_000);

  it('een achterstallige koppeling is een punt om na te kijken met een link naar Koppelingen, maar blokkeert niet', async () => {
    const melding = 'Koppeling De Eendracht, Melkleveringen: geen bericht sinds 08-11-2024. Achter: het bericht werd verwacht op 10-12-2024 (10 dagen geleden).';
    toon({ kanIndienen: true, reden: null, blokkades: [], koppelingPunten: [{ melding, route: '/Koppelingen/Index/5024' }] });
    await screen.findByText('Koppelingen om na te kijken (1)', {}, { timeout: 20_000 });
    expect(screen.getByText('Alle onderdelen zijn ingevuld en er zijn geen foutsignaleringen.')).toBeTruthy();
    expect(screen.getByRole('link', { name: melding }).getAttribute('href')).toBe('/Koppelingen/Index/5024');
    expect(knop('Indienen')!.disabled).toBe(false);
  }, 60_000);

  it('niets open: bevestigen, dan POST Indienen en een Nederlandse melding', async () => {
    const { verzoeken } = toon({ kanIndienen: true, reden: null, blokkades: [] });
    const meldingen = volgMeldingen();
    await screen.findByText('Alle onderdelen zijn ingevuld en er zijn geen foutsignaleringen.', {}, { timeout: 20_000 });
    fireEvent.click(knop('Indienen')!);
    await screen.findByText('Kringloopwijzer 2024 indienen?');
    expect(verzoeken.some((v) => v.methode === 'POST' && v.url === routes.indienen.path)).toBe(false);
    fireEvent.click(knop('Ja, indienen')!);
    await waitFor(() => expect(verzoeken.some((v) => v.methode === 'POST' && v.url === routes.indienen.path)).toBe(true));
    await waitFor(() => expect(meldingen.gezien.join(' ')).toContain('is ingediend en afgesloten'));
    meldingen.stop();
  }, 60_000);

  it('een rol die niet mag indienen ziet de reden, geen knop', async () => {
    toon({ kanIndienen: false, reden: 'U mag deze kringloopwijzer niet indienen.', blokkades: [] });
    await screen.findByText('U mag deze kringloopwijzer niet indienen.', {}, { timeout: 20_000 });
    expect(knop('Indienen')).toBeUndefined();
  }, 60_000);

  it('afgesloten: de deelnemer ziet geen Heropenen, de medewerker wel (de server beslist; een weigering wordt gemeld)', async () => {
    toon({ kanIndienen: false, reden: 'Deze kringloopwijzer is al ingediend en afgesloten.', blokkades: [] }, 2);
    await screen.findByText(/is ingediend\. Niemand kan/, {}, { timeout: 20_000 });
    expect(knop('Heropenen')).toBeUndefined();
    cleanup();
    herstelAdapter();

    toon({ kanIndienen: false, reden: 'Deze kringloopwijzer is al ingediend en afgesloten.', blokkades: [] }, 2, 'sb-medewerker');
    const meldingen = volgMeldingen();
    await waitFor(() => expect(knop('Heropenen')).toBeDefined(), { timeout: 20_000 });
    fireEvent.click(knop('Heropenen')!);
    fireEvent.click(await waitFor(() => knop('Ja, heropenen')!));
    await waitFor(() => expect(meldingen.gezien.join(' ')).toContain('Alleen een medewerker kan een kringloopwijzer heropenen.'));
    meldingen.stop();
  }, 90_000);
});
