import { describe, expect, it } from 'vitest';
import { invoerWeigering, koppelingAanroepen, machtigingAanroepen, MELDINGEN } from '@kw/contract';
import { mockUitCatalogus } from './catalogus';

const leeg = new URLSearchParams();

describe('port-3000-antwoorden uit de aanroepencatalogus', () => {
  it('een aanroep buiten de catalogus laten ze aan de rest over', () => {
    expect(mockUitCatalogus('GET', '/api/Home/GetStartGegevens', undefined, leeg, true)).toBeNull();
  });

  it('geven het voorbeeld van de catalogus', () => {
    const a = machtigingAanroepen.machtigingenVanBedrijf;
    expect(mockUitCatalogus('GET', a.pad, undefined, new URLSearchParams({ relatieId: '2' }), true)).toEqual({ status: 200, data: a.voorbeeld });
  });

  it('weigeren wat de server weigert, met dezelfde Nederlandse tekst: een onbekend veld, zonder sessie', () => {
    const a = koppelingAanroepen.koppelingIntrekken;
    const fout = mockUitCatalogus('POST', a.pad, { stap: 'intrekken', relatieId: 1, koppelingId: 4, versie: 2 }, leeg, true)!;
    expect(fout.status).toBe(400);
    expect(fout.data).toEqual(invoerWeigering(a.invoer.safeParse({ stap: 'intrekken', relatieId: 1, koppelingId: 4, versie: 2 }).error!.issues));
    expect(JSON.stringify(fout.data)).toContain('Onbekend veld: \\"stap\\"');
    expect(mockUitCatalogus('POST', a.pad, { relatieId: 1, koppelingId: 4, versie: 2 }, leeg, false)).toEqual({ status: 401, data: { statusCode: 401, message: MELDINGEN.nietIngelogd } });
  });
});
