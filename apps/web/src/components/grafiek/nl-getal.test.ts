import { describe, expect, it } from 'vitest';
import { metEenheid, nlAsGetal, nlGetal, passendeDecimalen } from './nl-getal';

describe('Nederlandse getallen in grafieken', () => {
  it('decimale komma, duizendtallen met een punt, nooit "-0"', () => {
    expect(nlGetal(1234.56, 1)).toBe('1.234,6');
    expect(nlGetal(-0.04, 1)).toBe('0,0');
    expect(nlGetal(Number.NaN)).toBe('–');
    expect(metEenheid(65.36, 'kg N/ha')).toBe('65,4 kg N/ha');
    expect(metEenheid(810.2, 'g CO2-eq/kg FPCM')).toBe('810 g CO2-eq/kg FPCM');
    expect(passendeDecimalen(99.9)).toBe(1);
  });

  it('astekens houden hun decimalen: 24,5 wordt geen 25', () => {
    expect(nlAsGetal(24.5)).toBe('24,5');
    expect(nlAsGetal(25)).toBe('25');
    expect(nlAsGetal(150000)).toBe('150.000');
    expect(nlAsGetal(0.125)).toBe('0,13');
  });
});
