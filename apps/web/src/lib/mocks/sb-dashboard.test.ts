import { describe, expect, it } from 'vitest';
import { sbDashboardRoutes, type SbDashboard } from '@kw/contract';
import { STANDAARD_INSTELLINGEN } from './instellingen';
import { mockSbDashboard } from './sb-dashboard';

const sleutel = `GET ${sbDashboardRoutes.dashboard.path}`;
const staf = { ...STANDAARD_INSTELLINGEN, rol: 'sb-medewerker' as const };

describe('port-3000: /sbDashboard', () => {
  it('alleen voor SB-medewerkers; een ongeldig jaar 400; andere routes niet', () => {
    expect(mockSbDashboard(sleutel, new URLSearchParams(), STANDAARD_INSTELLINGEN)?.status).toBe(403);
    expect(mockSbDashboard(sleutel, new URLSearchParams('jaar=abc'), staf)?.status).toBe(400);
    expect(mockSbDashboard('GET /api/Deelnemers', new URLSearchParams(), staf)).toBeNull();
  });

  it('60 dagen, de laatste dag telt alle ingediende; de zuivelonderneming-rijen tellen op tot de voortgang', () => {
    const d = mockSbDashboard(sleutel, new URLSearchParams('jaar=2024'), staf)!.data as SbDashboard;
    expect(d.jaar).toBe(2024);
    expect(d.perDag).toHaveLength(60);
    expect(d.perDag.at(-1)!.cumulatief).toBe(d.voortgang.ingediend);
    expect(d.perZuivel.reduce((s, z) => s + z.open, 0)).toBe(d.voortgang.open);
    expect(d.perDag.some((p) => p.datum === d.deadline)).toBe(true);
  });
});
