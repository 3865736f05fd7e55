import { beforeEach, describe, expect, it } from 'vitest';
import { koppelingRoutes as r, type OpnieuwAntwoord } from '@kw/contract';
import { herstelKoppelingenMock, mockKoppelingen, type KoppelingContext } from './koppelingen';

const boer: KoppelingContext = { klwId: 3024, jaar: 2024, magBeheren: true, isMedewerker: false };
const staf: KoppelingContext = { ...boer, magBeheren: false, isMedewerker: true };
const leeg = new URLSearchParams();
const doe = (route: { method: string; path: string }, c: KoppelingContext, body?: unknown, zoek = leeg) => mockKoppelingen(route.method, route.path, body, zoek, c)!;

beforeEach(() => herstelKoppelingenMock());

describe('mocks van de koppelingen', () => {
  it('laten andere paden aan de rest over', () => {
    expect(mockKoppelingen('GET', '/api/Home/GetStartGegevens', undefined, leeg, boer)).toBeNull();
  });

  it('alleen medewerkers: leveranciers, aanmelden met een geheim dat één keer komt', () => {
    expect(doe(r.beheerLeveranciers, boer).status).toBe(403);
    const lijst = doe(r.beheerLeveranciers, staf).data as { leveranciers: Array<{ naam: string; foutPercentage30: number | null; bedrijvenMetKoppeling: number }> };
    expect(lijst.leveranciers.find((l) => l.naam === 'FrieslandCampina')?.bedrijvenMetKoppeling).toBe(1);
    expect(doe(r.aanmelden, staf, { naam: 'Agrifirm', kvkNummer: '1234567', soorten: ['voerleveringen'], kanaal: 'direct' }).status).toBe(400);
    const nieuw = doe(r.aanmelden, staf, { naam: 'Agrifirm', kvkNummer: '12345670', soorten: ['voerleveringen'], kanaal: 'direct' });
    expect(nieuw.status).toBe(200);
    expect((nieuw.data as { clientSecret: string }).clientSecret).toMatch(/^[0-9a-f]{48}$/);
    expect(doe(r.aanmelden, staf, { naam: 'Agrifirm 2', kvkNummer: '12345670', soorten: ['voerleveringen'], kanaal: 'direct' }).status).toBe(409);
  });

  it('opnieuw verwerken: zonder koppeling voor het klantnummer mislukt het weer; de proefdraai schrijft niets', () => {
    const groepen = () => (doe(r.importberichten, staf).data as { groepen: Array<{ oorzaak: string; aantal: number }> }).groepen;
    expect(groepen().find((g) => g.oorzaak === 'geen-klant')?.aantal).toBe(2);
    const proef = doe(r.opnieuwVerwerken, staf, { oorzaak: 'geen-klant', proefdraai: true }).data as OpnieuwAntwoord;
    expect(proef).toMatchObject({ proefdraai: true, verwerkt: 0, mislukt: 2, opnieuwMislukt: 0 });
    const eerst = doe(r.opnieuwVerwerken, staf, { oorzaak: 'geen-klant' }).data as OpnieuwAntwoord;
    expect(eerst).toMatchObject({ verwerkt: 0, mislukt: 2, opnieuwMislukt: 2 });
    expect(groepen().find((g) => g.oorzaak === 'geen-klant')?.aantal).toBe(2);
  });

  it('afhandelen zonder verwerken vraagt een reden', () => {
    expect(doe(r.afhandelen, staf, { berichtIds: [1], reden: '' }).status).toBe(400);
    const totaal = () => (doe(r.importberichten, staf).data as { totaal: number }).totaal;
    const voor = totaal();
    const ids = (doe(r.importberichten, staf).data as { groepen: Array<{ berichten: Array<{ id: number }> }> }).groepen[0].berichten.map((b) => b.id);
    expect((doe(r.afhandelen, staf, { berichtIds: ids, reden: 'Leverancier stuurde dubbel' }).data as { afgehandeld: number }).afgehandeld).toBe(ids.length);
    expect(totaal()).toBe(voor - ids.length);
  });
});
