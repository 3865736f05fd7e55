import { describe, expect, it } from 'vitest';
import { jaarcijfersPerKoe } from './melklevering.per-koe';
import { leegTotaal } from './melklevering.schema';

describe('per-cow annual figures (spec §9)', () => {
  it('sums self-dairying, manual, fed-to-calves and other production, divided by the cows', () => {
    // (2,000 + 900,000 + 10,000 + 8,000) / 100 = 9,200 kg per cow
    const r = jaarcijfersPerKoe({
      aantalMelkkoeien: 100,
      totaalHandmatig: { kg: 900_000, vet: 4.4, eiwit: 3.5, ureum: 20, fosfor: 100 },
      totaalZelfZuivel: { kg: 2_000, vet: 5.0, eiwit: 4.0, ureum: 30, fosfor: 90 },
      melkGevoerdAanKalveren: 10_000,
      totaalOverigeProductie: { ...leegTotaal(), kg: 8_000 },
    });
    expect(r.kg).toBe(9_200);
    // fat: (900,000 × 4.4 + 2,000 × 5.0) / 902,000 = 3,970,000 / 902,000 = 4.40133…
    expect(r.vet).toBeCloseTo(3_970_000 / 902_000, 10);
    // urea: (900,000 × 20 + 2,000 × 30) / 902,000 = 18,060,000 / 902,000
    expect(r.ureum).toBeCloseTo(18_060_000 / 902_000, 10);
    expect(r.fosfor).toBeCloseTo((90_000_000 + 180_000) / 902_000, 10);
  });
  it('uses 1 cow when the number is unknown or zero', () => {
    const basis = { totaalHandmatig: { ...leegTotaal(), kg: 5000 }, totaalZelfZuivel: leegTotaal(), melkGevoerdAanKalveren: null, totaalOverigeProductie: leegTotaal() };
    expect(jaarcijfersPerKoe({ ...basis, aantalMelkkoeien: null }).kg).toBe(5000);
    expect(jaarcijfersPerKoe({ ...basis, aantalMelkkoeien: 0 }).kg).toBe(5000);
  });
  it('has no averages when no kg carries a value', () => {
    const r = jaarcijfersPerKoe({ aantalMelkkoeien: 10, totaalHandmatig: leegTotaal(), totaalZelfZuivel: leegTotaal(), melkGevoerdAanKalveren: null, totaalOverigeProductie: leegTotaal() });
    expect(r).toEqual({ kg: 0, vet: null, eiwit: null, ureum: null, fosfor: null });
  });
});
