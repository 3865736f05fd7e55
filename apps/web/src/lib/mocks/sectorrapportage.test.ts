import { describe, expect, it } from 'vitest';
import { sectorrapportageRoutes as r, sectorrapportSchema, type Sectorrapport } from '@kw/contract';
import { STANDAARD_INSTELLINGEN } from './instellingen';
import { mockSectorrapportage } from './sectorrapportage';

const staf = { ...STANDAARD_INSTELLINGEN, rol: 'sb-medewerker' as const };
const zoek = (q: Record<string, string> = {}) => new URLSearchParams(q);

describe('mock van de sectorrapportage', () => {
  it('laat andere paden aan de rest over', () => {
    expect(mockSectorrapportage('GET', '/api/Beheer/Uitbak', zoek(), staf)).toBeNull();
  });

  it('geeft een medewerker het rapport in de vorm van het contract, met de regel van tien', () => {
    const a = mockSectorrapportage('GET', r.rapport.path, zoek({ jaar: '2023' }), staf)!;
    expect(a.status).toBe(200);
    const rapport = sectorrapportSchema.parse(a.data) as Sectorrapport;
    expect(rapport.jaar).toBe(2023);
    expect(rapport.totaal.bedrijven).toBe(60);
    const groepen = [...rapport.indieningPerZuivel, ...rapport.indieningPerProvincie];
    for (const g of groepen) expect(g.onderdrukt).toBe(g.bedrijven < 10);
    // the mock shows both kinds: a suppressed group and a shown one
    expect(groepen.some((g) => g.onderdrukt) && groepen.some((g) => !g.onderdrukt)).toBe(true);
    expect(rapport.verdelingAlle.indicatoren[0].p50).not.toBeNull();
  });

  it('weigert wie geen medewerker is, een fout jaar, en maakt geen bestanden', () => {
    expect(mockSectorrapportage('GET', r.rapport.path, zoek(), STANDAARD_INSTELLINGEN)!.status).toBe(403);
    expect(mockSectorrapportage('GET', r.rapport.path, zoek({ jaar: 'abc' }), staf)).toMatchObject({ status: 400, data: { message: 'Het jaar moet een getal zijn, bijvoorbeeld 2024.' } });
    expect(mockSectorrapportage('GET', r.export.path, zoek({ jaar: '2023', formaat: 'csv' }), staf)!.status).toBe(404);
  });
});
