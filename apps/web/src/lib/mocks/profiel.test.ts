import { beforeEach, describe, expect, it } from 'vitest';
import { GEBRUIKSVOORWAARDEN, profielRoutes, relatieRoutes, toegangRoutes } from '@kw/contract';
import { STANDAARD_INSTELLINGEN, type MockInstellingen } from './instellingen';
import { herstelProfielMock, mockProfiel, mockVoorwaardenGeaccepteerd, zetMockVoorwaardenOud } from './profiel';

const boer: MockInstellingen = { ...STANDAARD_INSTELLINGEN, rol: 'deelnemer' };
const staf: MockInstellingen = { ...STANDAARD_INSTELLINGEN, rol: 'sb-medewerker' };
const leeg = new URLSearchParams();
const data = (a: { data: unknown } | null) => a!.data as Record<string, unknown>;

beforeEach(() => herstelProfielMock());

describe('mocks van Profiel en Registratie relatie', () => {
  it('laten andere paden aan de rest over', () => {
    expect(mockProfiel('GET', '/api/Home/GetStartGegevens', undefined, leeg, boer)).toBeNull();
  });

  it('weigeren wat de server weigert, met dezelfde meldingen uit het contract', () => {
    const kvk = mockProfiel('POST', profielRoutes.bedrijfswijziging.path, { nieuwKvk: '123456789', overgangsdatum: '2026-01-01' }, leeg, boer);
    expect(kvk!.status).toBe(400);
    expect(data(kvk).errorDetails).toEqual([{ field: 'nieuwKvk', message: 'Een KvK-nummer bestaat uit precies 8 cijfers.' }]);
    expect(mockProfiel('POST', profielRoutes.wachtwoord.path, { huidig: 'fout', nieuw: 'lang-genoeg-wachtwoord' }, leeg, boer)!.status).toBe(400);
    expect(mockProfiel('GET', relatieRoutes.lijst.path, undefined, leeg, boer)!.status).toBe(403);
  });

  it('een voorkeur, een afgemelde sessie en een verwerkte bedrijfswijziging blijven staan', () => {
    expect(mockProfiel('POST', profielRoutes.voorkeuren.path, { nieuws: true }, leeg, boer)!.status).toBe(200);
    expect((data(mockProfiel('GET', profielRoutes.profiel.path, undefined, leeg, boer)).mailVoorkeuren as Record<string, boolean>).nieuws).toBe(true);
    expect(mockProfiel('POST', profielRoutes.afmelden.path, { nr: 102 }, leeg, boer)!.status).toBe(200);
    expect((data(mockProfiel('GET', profielRoutes.sessies.path, undefined, leeg, boer)).sessies as unknown[]).length).toBe(1);
    expect(mockProfiel('POST', profielRoutes.bedrijfswijziging.path, { nieuwKvk: '87654321', overgangsdatum: '2026-01-01' }, leeg, boer)!.status).toBe(200);
    const [w] = data(mockProfiel('GET', relatieRoutes.wijzigingen.path, undefined, leeg, staf)).wijzigingen as Array<{ id: number; relatieId: number; overgangsdatum: string }>;
    expect(w!.overgangsdatum).toBe('01-01-2026');
    expect(mockProfiel('POST', relatieRoutes.verwerken.path, { relatieId: w!.relatieId, id: w!.id }, leeg, staf)!.status).toBe(200);
    expect((data(mockProfiel('GET', profielRoutes.profiel.path, undefined, leeg, boer)).bedrijf as { kvkNummer: string }).kvkNummer).toBe('87654321');
    expect(mockProfiel('GET', toegangRoutes.toegangslog.path, undefined, new URLSearchParams({ relatieId: '1' }), boer)!.status).toBe(200);
  });

  it('gebruiksvoorwaarden: een oude versie 409, de geldende wordt bewaard en het menu zegt geaccepteerd', () => {
    zetMockVoorwaardenOud();
    expect(mockVoorwaardenGeaccepteerd()).toBe(false);
    const oud = mockProfiel('POST', profielRoutes.voorwaarden.path, { versie: '2024.1' }, leeg, boer);
    expect(oud!.status).toBe(409);
    expect(data(oud).message).toContain(`dat is versie ${GEBRUIKSVOORWAARDEN.versie}`);
    expect(mockProfiel('POST', profielRoutes.voorwaarden.path, {}, leeg, boer)!.status).toBe(400);
    expect(mockVoorwaardenGeaccepteerd()).toBe(false);
    expect(mockProfiel('POST', profielRoutes.voorwaarden.path, { versie: GEBRUIKSVOORWAARDEN.versie }, leeg, staf)!.status).toBe(200);
    expect(mockVoorwaardenGeaccepteerd()).toBe(true);
    expect((data(mockProfiel('GET', profielRoutes.profiel.path, undefined, leeg, staf)).voorwaarden as { versie: string }).versie).toBe(GEBRUIKSVOORWAARDEN.versie);
  });
});
