/** The port-3000 answers of /beheer/algemeen and GET /api/Meldingen follow the server's rules (decision 030). */
import { beforeEach, describe, expect, it } from 'vitest';
import { beheerAlgemeenRoutes as b, beheerAlgemeenSchema, sluitVoorbeeldSchema, vandaagIso } from '@kw/contract';
import { herstelBeheerAlgemeenMock, mockBeheerAlgemeen } from './beheer-algemeen';
import { mockMenu } from './data';
import { STANDAARD_INSTELLINGEN } from './instellingen';

const geen = new URLSearchParams();
const staf = (methode: string, pad: string, body?: unknown, zoek = geen) => mockBeheerAlgemeen(methode, pad, body, zoek, 'sb-medewerker')!;
const fout = (a: { data: unknown }) => (a.data as { message: string }).message;

beforeEach(() => herstelBeheerAlgemeenMock());

describe('mock /beheer/algemeen', () => {
  it('een boer: 403; andere paden laat hij aan de rest', () => {
    expect(mockBeheerAlgemeen('GET', b.overzicht.path, undefined, geen, 'deelnemer')!.status).toBe(403);
    expect(mockBeheerAlgemeen('GET', '/api/Deelnemers', undefined, geen, 'sb-medewerker')).toBeUndefined();
  });

  it('het overzicht past in het contract; een deadline in het jaar zelf: 400', () => {
    expect(() => beheerAlgemeenSchema.parse(staf('GET', b.overzicht.path).data)).not.toThrow();
    const a = staf('POST', b.jaarOpenen.path, { jaar: 2025, deadline: '2025-12-31' });
    expect(a.status).toBe(400);
    expect(fout(a)).toMatch(/na het rapportagejaar 2025/);
  });

  it('sluiten met het aantal uit het voorbeeld; twee keer sluiten: 409', () => {
    const v = sluitVoorbeeldSchema.parse(staf('GET', b.sluitVoorbeeld.path, undefined, new URLSearchParams({ jaar: '2023' })).data);
    expect(staf('POST', b.jaarSluiten.path, { jaar: 2023, versie: v.versie, aantalTeSluiten: v.aantalTeSluiten + 1 }).status).toBe(409);
    expect(staf('POST', b.jaarSluiten.path, { jaar: 2023, versie: v.versie, aantalTeSluiten: v.aantalTeSluiten }).status).toBe(200);
    expect(fout(staf('POST', b.jaarSluiten.path, { jaar: 2023, versie: v.versie + 1, aantalTeSluiten: 0 }))).toMatch(/al gesloten/);
  });

  it('lege voorwaarden: 400; een melding met einde vóór begin: 400; een melding voor boeren ziet alleen de boer', () => {
    expect(staf('POST', b.voorwaarden.path, { versie: '2027.1', tekst: ' ', ingangsdatum: vandaagIso() }).status).toBe(400);
    const nu = Date.now();
    const t = (min: number) => new Date(nu + min * 60_000).toISOString();
    expect(fout(staf('POST', b.meldingOpslaan.path, { soort: 'storing', tekst: 'x', van: t(60), tot: t(10), doelgroep: 'boeren' }))).toMatch(/na het begin/);
    expect(staf('POST', b.meldingOpslaan.path, { soort: 'storing', tekst: 'Storing', van: t(-1), tot: t(60), doelgroep: 'boeren' }).status).toBe(200);
    const voor = (rol: 'deelnemer' | 'sb-medewerker') => (mockBeheerAlgemeen('GET', b.actueleMeldingen.path, undefined, geen, rol)!.data as { meldingen: unknown[] }).meldingen.length;
    expect(voor('deelnemer')).toBe(1);
    expect(voor('sb-medewerker')).toBe(0);
  });

  it('een nieuwe versie die vandaag ingaat: het mockmenu vraagt om acceptatie', () => {
    const menu = () => mockMenu(5024, STANDAARD_INSTELLINGEN, undefined);
    expect(menu().voorwaardenGeaccepteerd).toBe(true);
    expect(staf('POST', b.voorwaarden.path, { versie: '2027.1', tekst: 'Nieuw.', ingangsdatum: vandaagIso() }).status).toBe(200);
    expect(menu()).toMatchObject({ voorwaardenVersie: '2027.1', algemeneVoorwaarden: 'Nieuw.', voorwaardenGeaccepteerd: false });
  });
});
