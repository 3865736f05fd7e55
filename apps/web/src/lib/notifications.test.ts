import { afterEach, describe, expect, it, vi } from 'vitest';
import { beschrijvingOfTitel, foutBeschrijvingen, STANDAARD_FOUT_TITEL, toonFout, toonSucces, toonWaarschuwing, zetMelder } from './notifications';

const metData = (data: unknown) => ({ response: { data } });

describe('foutBeschrijvingen (spec §8 volgorde)', () => {
  it('1. elk errorDetails-item een eigen melding', () => {
    expect(
      foutBeschrijvingen(metData({ message: 'Algemeen', errorDetails: [{ field: 'a', message: 'Vet is verplicht.' }, { field: 'b', message: 'Eiwit te hoog.' }] })),
    ).toEqual(['Vet is verplicht.', 'Eiwit te hoog.']);
  });
  it('2. anders de message van het antwoord', () => {
    expect(foutBeschrijvingen(metData({ message: 'Versieconflict', messages: ['x'], errorDetails: [] }))).toEqual(['Versieconflict']);
  });
  it("3. anders de messages samengevoegd met '. '", () => {
    expect(foutBeschrijvingen(metData({ messages: ['Eerste', 'Tweede'] }))).toEqual(['Eerste. Tweede']);
  });
  it('4. anders de ruwe data als die tekst is', () => {
    expect(foutBeschrijvingen(metData('Interne fout'))).toEqual(['Interne fout']);
  });
  it('5. anders de fouttekst', () => {
    expect(foutBeschrijvingen(new Error('Network Error'))).toEqual(['Network Error']);
    expect(foutBeschrijvingen('kapot')).toEqual(['kapot']);
    expect(foutBeschrijvingen(metData({}))).toEqual(['[object Object]']);
  });
});

describe('meldingen', () => {
  afterEach(() => zetMelder(null));
  it('toonFout: standaardtitel en één melding per detail', () => {
    const melder = { error: vi.fn(), warning: vi.fn(), success: vi.fn() };
    zetMelder(melder);
    toonFout(metData({ errorDetails: [{ field: 'a', message: 'A' }, { field: 'b', message: 'B' }] }));
    expect(melder.error).toHaveBeenCalledTimes(2);
    expect(melder.error).toHaveBeenCalledWith({ message: STANDAARD_FOUT_TITEL, description: 'A' });
    expect(STANDAARD_FOUT_TITEL).toBe('Er is een fout opgetreden');
    toonFout(metData({ message: 'Conflict' }), 'Er ging iets fout');
    expect(melder.error).toHaveBeenLastCalledWith({ message: 'Er ging iets fout', description: 'Conflict' });
  });
  it('waarschuwing en succes gebruiken hun titel als beschrijving als die ontbreekt', () => {
    const melder = { error: vi.fn(), warning: vi.fn(), success: vi.fn() };
    zetMelder(melder);
    toonWaarschuwing('Let op');
    toonSucces('Succesvol opgeslagen', 'Melk leveringen zijn opgeslagen');
    toonSucces('Klaar', '');
    expect(melder.warning).toHaveBeenCalledWith({ message: 'Let op', description: 'Let op' });
    expect(melder.success).toHaveBeenCalledWith({ message: 'Succesvol opgeslagen', description: 'Melk leveringen zijn opgeslagen' });
    expect(melder.success).toHaveBeenLastCalledWith({ message: 'Klaar', description: 'Klaar' });
    expect(beschrijvingOfTitel('T')).toBe('T');
  });
});
