import { describe, expect, it } from 'vitest';
import { groepeerPerMaand, totaalVanLeveringen } from './melklevering.totalen';

const l = (leverDatum: string, kg: number, vet: number, fosfor: number | null = null) => ({
  leverDatum, afleverTijd: '07:30', ubn: '1234567', kg, vet, eiwit: 3.5, ureum: 20, fosfor,
});

describe('totals of deliveries', () => {
  it('sums kg and weights the contents by kg', () => {
    // fat: (6,000 × 4.0 + 2,000 × 5.0) / 8,000 = 34,000 / 8,000 = 4.25
    const t = totaalVanLeveringen([l('2024-01-02', 6000, 4.0, 100), l('2024-01-04', 2000, 5.0)]);
    expect(t).toEqual({ kg: 8000, vet: 4.25, eiwit: 3.5, ureum: 20, fosfor: 100 });
  });
  it('is empty without deliveries', () => {
    expect(totaalVanLeveringen([])).toEqual({ kg: null, vet: null, eiwit: null, ureum: null, fosfor: null });
  });
  it('groups by month in calendar order with Dutch month names', () => {
    const maanden = groepeerPerMaand([l('2024-03-01', 1, 4), l('2024-01-05', 1, 4), l('2024-01-02', 1, 4)]);
    expect(maanden.map((m) => m.naam)).toEqual(['januari', 'maart']);
    expect(maanden[0].leveringen.map((x) => x.leverDatum)).toEqual(['2024-01-02', '2024-01-05']);
  });
});
