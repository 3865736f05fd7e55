import { describe, expect, it } from 'vitest';
import { klemEnRond, melkLeveringRegels, rond, valideerMelkLevering, controleerVeld, jaarDrempels } from './melklevering.rules';
import { leegTotaal, type MelkLeveringInvoer } from './melklevering.schema';

const velden = (jaar: number) => melkLeveringRegels(jaar).map((r) => r.veld);

const geldig = (): MelkLeveringInvoer => ({
  gebruikHandmatigeMelkRegistratie: true,
  totaalHandmatig: { kg: 950_000, vet: 4.41, eiwit: 3.55, ureum: 22, fosfor: 98 },
  totaalZelfZuivel: leegTotaal(),
  melkGevoerdAanKalveren: 12_000,
  totaalOverigeProductie: { ...leegTotaal(), kg: 500 },
  versie: 0,
});

describe('year thresholds (spec §9)', () => {
  it('phosphorus from 2019, other production after 2019, fed to calves after 2021', () => {
    expect([2018, 2019].map(jaarDrempels.fosfor)).toEqual([false, true]);
    expect([2019, 2020].map(jaarDrempels.overigeProductie)).toEqual([false, true]);
    expect([2021, 2022].map(jaarDrempels.gevoerdKalveren)).toEqual([false, true]);
  });

  it('2018 has no phosphorus, no other production, no calves', () => {
    expect(velden(2018)).not.toContain('totaalHandmatig.fosfor');
    expect(velden(2018)).not.toContain('totaalOverigeProductie.kg');
    expect(velden(2018)).not.toContain('melkGevoerdAanKalveren');
  });
  it('2019 adds phosphorus (manual and self-dairying) only', () => {
    expect(velden(2019)).toContain('totaalHandmatig.fosfor');
    expect(velden(2019)).toContain('totaalZelfZuivel.fosfor');
    expect(velden(2019)).not.toContain('totaalOverigeProductie.kg');
  });
  it('2020 and 2021 add other production, 2022 adds fed to calves', () => {
    expect(velden(2020)).toContain('totaalOverigeProductie.kg');
    expect(velden(2021)).not.toContain('melkGevoerdAanKalveren');
    expect(velden(2022)).toContain('melkGevoerdAanKalveren');
  });
});

describe('bounds of spec §5', () => {
  const regel = (veld: string, jaar = 2024) => melkLeveringRegels(jaar).find((r) => r.veld === veld)!;
  it.each([
    ['totaalHandmatig.kg', 0, 15_000_000, 0],
    ['totaalHandmatig.vet', 2, 8, 2],
    ['totaalHandmatig.eiwit', 2, 6, 2],
    ['totaalHandmatig.ureum', 10, 80, 0],
    ['totaalHandmatig.fosfor', 75, 125, 0],
    ['totaalZelfZuivel.kg', 0, 15_000_000, 0],
    ['melkGevoerdAanKalveren', 1, 15_000_000, 0],
    ['totaalOverigeProductie.kg', 1, 15_000_000, 0],
  ])('%s: %d to %d, %d decimals', (veld, min, max, precisie) => {
    expect(regel(veld)).toMatchObject({ min, max, precisie });
  });
  it('self-dairying kg is optional; its quality fields are required once it is filled', () => {
    expect(regel('totaalZelfZuivel.kg').verplicht).toBe('nooit');
    expect(regel('totaalZelfZuivel.vet').verplicht).toBe('alsZelfZuivel');
  });
});

describe('valideerMelkLevering', () => {
  it('accepts a valid 2024 record', () => {
    expect(valideerMelkLevering(geldig(), 2024)).toEqual([]);
  });
  it('requires fed to calves (≥ 1) and other production (≥ 1) in 2024 but not in 2019', () => {
    const data = { ...geldig(), melkGevoerdAanKalveren: null, totaalOverigeProductie: leegTotaal() };
    expect(valideerMelkLevering(data, 2024).map((f) => f.veld)).toEqual(['melkGevoerdAanKalveren', 'totaalOverigeProductie.kg']);
    expect(valideerMelkLevering(data, 2019)).toEqual([]);
    expect(valideerMelkLevering({ ...geldig(), melkGevoerdAanKalveren: 0 }, 2024)[0].message).toBe(
      'Gevoerd aan kalveren moet tussen 1 en 15.000.000 kg liggen.',
    );
  });
  it('self-dairying quality becomes required once kg is filled', () => {
    const data = { ...geldig(), totaalZelfZuivel: { ...leegTotaal(), kg: 1000 } };
    expect(valideerMelkLevering(data, 2024).map((f) => f.veld)).toEqual([
      'totaalZelfZuivel.vet',
      'totaalZelfZuivel.eiwit',
      'totaalZelfZuivel.ureum',
      'totaalZelfZuivel.fosfor',
    ]);
  });
  it('skips the manual fields when manual registration is off', () => {
    expect(valideerMelkLevering({ ...geldig(), gebruikHandmatigeMelkRegistratie: false, totaalHandmatig: leegTotaal() }, 2024)).toEqual([]);
  });
  it('gives Dutch messages for out-of-range, too many decimals and missing values', () => {
    const vet = melkLeveringRegels(2024).find((r) => r.veld === 'totaalHandmatig.vet')!;
    expect(controleerVeld(vet, 9)).toBe('Vet geleverd aan fabriek moet tussen 2,00 en 8,00 % liggen.');
    expect(controleerVeld(vet, 4.123)).toBe('Vet geleverd aan fabriek mag hoogstens 2 decimalen hebben.');
    expect(controleerVeld(vet, null)).toBe('Vet geleverd aan fabriek is verplicht.');
    expect(controleerVeld(vet, 4.35)).toBeNull();
  });
});

describe('clamp and round on blur (spec §5)', () => {
  const vet = { min: 2, max: 8, precisie: 2 };
  it('clamps to the bounds and rounds to the precision', () => {
    expect(klemEnRond(9.456, vet)).toBe(8);
    expect(klemEnRond(1.234, vet)).toBe(2);
    expect(klemEnRond(5.678, vet)).toBe(5.68);
    expect(klemEnRond(4.005, vet)).toBe(4.01);
    expect(klemEnRond(null, vet)).toBeNull();
    expect(klemEnRond(22.5, { min: 10, max: 80, precisie: 0 })).toBe(23);
  });
  it('rounds half away from zero', () => {
    expect(rond(2.5, 0)).toBe(3);
    expect(rond(-2.5, 0)).toBe(-3);
    expect(rond(1.005, 2)).toBe(1.01);
    expect(rond(1e-7, 2)).toBe(0);
    expect(rond(1e21, 0)).toBe(1e21);
  });
});
