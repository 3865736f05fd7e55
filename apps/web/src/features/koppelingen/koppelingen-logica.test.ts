import { describe, expect, it } from 'vitest';
import { VIA_RVO } from '@kw/contract';
import { berichtenDitJaar, datumBijStatus, EIGEN_SOORTEN, koppelingNaam, leveranciersVoor, opVolgorde, rvoStand } from './koppelingen-logica';

describe('regels van het scherm Koppelingen', () => {
  it('een ingetrokken koppeling noemt de datum van de intrekking, niet de begindatum', () => {
    expect(datumBijStatus({ status: 'ingetrokken', sinds: '01-03-2025', statusSinds: '14-10-2026' })).toBe('ingetrokken op 14-10-2026');
    expect(datumBijStatus({ status: 'geweigerd', sinds: null, statusSinds: '02-02-2026' })).toBe('geweigerd op 02-02-2026');
    expect(datumBijStatus({ status: 'actief', sinds: '01-03-2025', statusSinds: '01-03-2025' })).toBe('sinds 01-03-2025');
    // without the date of the revocation: no date rather than the start date
    expect(datumBijStatus({ status: 'ingetrokken', sinds: '01-03-2025' })).toBeNull();
  });

  it('laat RVO-soorten niet hier toevoegen', () => {
    for (const s of VIA_RVO) expect(EIGEN_SOORTEN).not.toContain(s);
    expect(EIGEN_SOORTEN).toContain('melkleveringen');
    expect(EIGEN_SOORTEN).toContain('voerleveringen');
  });

  it('biedt alleen leveranciers aan die de gekozen soort sturen', () => {
    const lev = [
      { id: 1, soorten: ['melkleveringen' as const] },
      { id: 2, soorten: ['voerleveringen' as const, 'analyses' as const] },
    ];
    expect(leveranciersVoor(lev, 'voerleveringen').map((l) => l.id)).toEqual([2]);
    expect(leveranciersVoor(lev, undefined)).toEqual([]);
  });

  it('vat de berichten van dit jaar samen', () => {
    expect(berichtenDitJaar({ aantalBerichtenDitJaar: 0, periodeDitJaar: null })).toBe('Geen berichten');
    expect(berichtenDitJaar({ aantalBerichtenDitJaar: 1, periodeDitJaar: '04-01-2026' })).toBe('1 bericht (04-01-2026)');
    expect(berichtenDitJaar({ aantalBerichtenDitJaar: 6, periodeDitJaar: '04-01-2026 – 28-06-2026' })).toBe('6 berichten (04-01-2026 – 28-06-2026)');
  });

  it('zegt of RVO-gegevens binnenkomen', () => {
    expect(rvoStand({ laatsteBericht: null, aantalBerichtenDitJaar: 0, periodeDitJaar: null })).toMatch(/^nog geen gegevens ontvangen/);
    expect(rvoStand({ laatsteBericht: '05-07-2026 03:00', aantalBerichtenDitJaar: 1, periodeDitJaar: '30-06-2026' })).toBe('gegevens komen binnen; laatste bericht 05-07-2026 03:00, 1 bericht dit jaar (30-06-2026).');
    expect(rvoStand({ laatsteBericht: '05-07-2025 03:00', aantalBerichtenDitJaar: 0, periodeDitJaar: null })).toBe('gegevens komen binnen; laatste bericht 05-07-2025 03:00, dit jaar nog geen berichten.');
  });

  it('zet verzoeken van leveranciers bovenaan, de rest in de volgorde van de server', () => {
    const rijen = [{ status: 'actief' as const, n: 1 }, { status: null, n: 2 }, { status: 'aangevraagd' as const, n: 3 }, { status: 'ingetrokken' as const, n: 4 }];
    expect(opVolgorde(rijen).map((r) => r.n)).toEqual([3, 1, 2, 4]);
  });

  it('noemt een koppeling met soort, leverancier en klantnummer', () => {
    expect(koppelingNaam({ leverancier: 'De Heus Voeders', klantnummer: 'DH-5521' }, 'Voerleveringen')).toBe('Voerleveringen, De Heus Voeders, klant DH-5521');
    expect(koppelingNaam({ leverancier: null, klantnummer: null }, 'Mesttransporten (VDM)')).toBe('Mesttransporten (VDM)');
  });
});
