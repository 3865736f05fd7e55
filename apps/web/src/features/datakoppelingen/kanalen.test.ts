import { describe, expect, it } from 'vitest';
import { kanaalOverzichten } from './kanalen';
import type { BeheerLeverancier } from './api';

const lev = (l: Partial<BeheerLeverancier>): BeheerLeverancier => ({
  id: 1, naam: 'L', kvkNummer: null, soorten: ['melkleveringen'], kanaal: 'direct', cadans: 'maandelijks', actief: true, clientId: 'c',
  laatsteBericht: null, foutPercentage7: null, foutPercentage30: null, berichten30: 0, bedrijvenMetKoppeling: 0, geheimGewijzigdOp: '01-01-2026 10:00', ...l,
});

describe('kanaalOverzichten', () => {
  it('telt per kanaal, neemt het nieuwste bericht over de jaargrens heen en het slechtste foutpercentage', () => {
    const o = kanaalOverzichten([
      lev({ id: 1, laatsteBericht: '31-12-2025 23:00', foutPercentage7: 0.1, berichten30: 5, bedrijvenMetKoppeling: 3 }),
      lev({ id: 2, laatsteBericht: '02-01-2026 08:00', foutPercentage7: 0.4, berichten30: 2, bedrijvenMetKoppeling: 1, actief: false }),
      lev({ id: 3, kanaal: 'joindata', foutPercentage7: null }),
    ]);
    expect(o.map((k) => k.kanaal)).toEqual(['direct', 'joindata', 'rvo']);
    expect(o[0]).toMatchObject({ actief: 1, koppelingen: 4, berichten30: 7, slechtsteFout7: 0.4, laatsteBericht: '02-01-2026 08:00' });
    expect(o[1]).toMatchObject({ actief: 1, slechtsteFout7: null, laatsteBericht: null });
    expect(o[2].leveranciers).toEqual([]);
  });
});
