import { describe, expect, it } from 'vitest';
import { melkleveringSchema } from '@kw/engine';
import { melkLeveringRegels } from './melklevering.rules';
import { leegTotaal } from './melklevering.schema';
import { melkleveringNaarInvoer } from './melklevering.naar-invoer';
import { pakUit, velden } from './schermen/zod-lezen';

const automatisch = { kg: 900_000, vet: 4.4, eiwit: 3.5, ureum: 21, fosfor: 97 };
const invoer = {
  gebruikHandmatigeMelkRegistratie: false,
  totaalHandmatig: { kg: 800_000, vet: 4.2, eiwit: 3.4, ureum: 25, fosfor: 100 },
  totaalZelfZuivel: { kg: 5_000, vet: 4.5, eiwit: 3.6, ureum: 20, fosfor: 95 },
  melkGevoerdAanKalveren: 12_000,
  totaalOverigeProductie: { ...leegTotaal(), kg: 300 },
};

describe('melkleveringNaarInvoer', () => {
  it('takes the automatic totals unless registering manually', () => {
    const m = melkleveringNaarInvoer({ invoer, automatisch, jaar: 2024 })!;
    expect(m.geleverd).toEqual({ kg: 900_000, vetProcent: 4.4, eiwitProcent: 3.5, ureumMgPer100ml: 21, fosforMgPer100g: 97 });
    expect(m.zelfZuivel).toEqual({ kg: 5_000, vetProcent: 4.5, eiwitProcent: 3.6, ureumMgPer100ml: 20, fosforMgPer100g: 95 });
    expect(m).toMatchObject({ gevoerdAanKalverenKg: 12_000, overigeProductieKg: 300 });
    const h = melkleveringNaarInvoer({ invoer: { ...invoer, gebruikHandmatigeMelkRegistratie: true }, automatisch, jaar: 2024 })!;
    expect(h.geleverd.kg).toBe(800_000);
    expect(melkleveringSchema.safeParse(m).success).toBe(true);
  });

  it('forces the manual totals without automatic deliveries; nothing without a complete figure', () => {
    expect(melkleveringNaarInvoer({ invoer, automatisch: leegTotaal(), jaar: 2024 })!.geleverd.kg).toBe(800_000);
    expect(melkleveringNaarInvoer({ invoer: undefined, automatisch: leegTotaal(), jaar: 2024 })).toBeUndefined();
  });

  it('drops what does not apply in the year (spec §9)', () => {
    const m = melkleveringNaarInvoer({ invoer, automatisch, jaar: 2018 })!;
    expect(m.geleverd.fosforMgPer100g).toBeUndefined();
    expect(m).toMatchObject({ gevoerdAanKalverenKg: 0, overigeProductieKg: 0 });
  });

  it('milk has one set of bounds: the screen rules (spec §5) equal the engine schema', () => {
    const geleverd = velden(velden(melkleveringSchema).geleverd);
    const paar = { vet: 'vetProcent', eiwit: 'eiwitProcent', ureum: 'ureumMgPer100ml', fosfor: 'fosforMgPer100g' } as const;
    for (const regel of melkLeveringRegels(2024).filter((r) => r.veld.startsWith('totaalHandmatig.') && r.veld !== 'totaalHandmatig.kg')) {
      const sleutel = paar[regel.veld.split('.')[1] as keyof typeof paar];
      const { kern, meta } = pakUit(geleverd[sleutel]);
      const n = kern as unknown as { minValue: number; maxValue: number };
      expect({ veld: regel.veld, min: n.minValue, max: n.maxValue, eenheid: meta.eenheid, precisie: meta.precisie }).toEqual({
        veld: regel.veld,
        min: regel.min,
        max: regel.max,
        eenheid: regel.eenheid,
        precisie: regel.precisie,
      });
    }
  });
});
