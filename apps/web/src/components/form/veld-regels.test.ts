import { describe, expect, it, vi } from 'vitest';
import { melkLeveringRegels, type VeldRegel } from '@kw/contract';
import { antdRegels, bijVerlaten, blokkeerToetsen, veldPad } from './veld-regels';

const regel = (veld: string) => melkLeveringRegels(2024).find((r) => r.veld === veld) as VeldRegel;

const waarde = (tekst: string, r: VeldRegel) => {
  const uit = bijVerlaten(tekst, r);
  return uit.soort === 'getal' ? uit.waarde : uit.soort === 'leeg' ? null : uit.soort;
};

describe('bij verlaten: klemmen en afronden (spec §5)', () => {
  it('vet: 2..8, 2 decimalen', () => {
    expect(waarde('9,456', regel('totaalHandmatig.vet'))).toBe(8);
    expect(waarde('1,234', regel('totaalHandmatig.vet'))).toBe(2);
    expect(waarde('5,678', regel('totaalHandmatig.vet'))).toBe(5.68);
    expect(waarde('4,345', regel('totaalHandmatig.vet'))).toBe(4.35);
  });
  it('eiwit 2..6, ureum 10..80 heel, fosfor 75..125', () => {
    expect(waarde('6,5', regel('totaalHandmatig.eiwit'))).toBe(6);
    expect(waarde('5', regel('totaalHandmatig.ureum'))).toBe(10);
    expect(waarde('22,5', regel('totaalHandmatig.ureum'))).toBe(23);
    expect(waarde('130', regel('totaalHandmatig.fosfor'))).toBe(125);
    expect(waarde('60', regel('totaalZelfZuivel.fosfor'))).toBe(75);
  });
  it('kg: 0..15.000.000 geheel; kalveren en overig vanaf 1', () => {
    expect(waarde('20000000', regel('totaalHandmatig.kg'))).toBe(15_000_000);
    expect(waarde('-5', regel('totaalHandmatig.kg'))).toBe(0);
    expect(waarde('1234,6', regel('totaalZelfZuivel.kg'))).toBe(1235);
    expect(waarde('0', regel('melkGevoerdAanKalveren'))).toBe(1);
    expect(waarde('0', regel('totaalOverigeProductie.kg'))).toBe(1);
  });
  it('duizendtallen worden gelezen, niet gedeeld (decision 006)', () => {
    expect(waarde('650.000', regel('totaalHandmatig.kg'))).toBe(650_000);
    expect(waarde('1.030.567', regel('totaalHandmatig.kg'))).toBe(1_030_567);
    expect(waarde('12.500', regel('melkGevoerdAanKalveren'))).toBe(12_500);
    expect(waarde('650 000', regel('totaalHandmatig.kg'))).toBe(650_000);
    expect(waarde('4,40', regel('totaalHandmatig.vet'))).toBe(4.4);
  });
  it('dubbelzinnig: geweigerd met een Nederlandse melding, geen waarde', () => {
    for (const t of ['1.5', '12.50', '1,234.5', '1.2.3']) {
      expect(bijVerlaten(t, regel('totaalHandmatig.kg'))).toMatchObject({ soort: 'onduidelijk', melding: expect.stringMatching(/^Onduidelijk getal/) });
    }
    expect(bijVerlaten('4.40', regel('totaalHandmatig.vet'))).toMatchObject({ soort: 'onduidelijk', melding: expect.stringMatching(/komma/) });
  });
  it('zegt het als een waarde naar een grens is aangepast', () => {
    expect(bijVerlaten('20.000.000', regel('totaalHandmatig.kg'))).toEqual({ soort: 'getal', waarde: 15_000_000, aangepast: 'Aangepast naar het maximum 15.000.000 kg.' });
    expect(bijVerlaten('1,5', regel('totaalHandmatig.eiwit'))).toEqual({ soort: 'getal', waarde: 2, aangepast: 'Aangepast naar het minimum 2,00 %.' });
    expect(bijVerlaten('5,678', regel('totaalHandmatig.vet'))).toEqual({ soort: 'getal', waarde: 5.68, aangepast: 'Afgerond op 5,68 %: dit veld heeft 2 decimalen.' });
    expect(bijVerlaten('1.250,5', regel('totaalHandmatig.kg'))).toEqual({ soort: 'getal', waarde: 1251, aangepast: 'Afgerond op 1.251 kg: dit veld heeft geen decimalen.' });
    // typed at the precision (or with trailing zeros): nothing to say
    expect(bijVerlaten('5,60', regel('totaalHandmatig.vet'))).toEqual({ soort: 'getal', waarde: 5.6 });
    expect(bijVerlaten('1.030.567', regel('totaalHandmatig.kg'))).toEqual({ soort: 'getal', waarde: 1_030_567 });
  });
  it('leeg blijft leeg', () => {
    expect(waarde('', regel('totaalHandmatig.vet'))).toBeNull();
  });
});

describe('toetsen', () => {
  it("'e', 'E', '+' en Enter worden geblokkeerd; cijfers en komma niet", () => {
    for (const key of ['e', 'E', '+', 'Enter']) {
      const preventDefault = vi.fn();
      blokkeerToetsen({ key, preventDefault });
      expect(preventDefault).toHaveBeenCalled();
    }
    for (const key of ['1', ',', '.', 'Backspace', 'Tab', '-']) {
      const preventDefault = vi.fn();
      blokkeerToetsen({ key, preventDefault });
      expect(preventDefault).not.toHaveBeenCalled();
    }
  });
});

describe('antd-regels', () => {
  it('verplicht met lege melding; bereik met Nederlandse melding', async () => {
    const [verplicht, bereik] = antdRegels(regel('totaalHandmatig.vet'), true) as [{ required: boolean; message: string }, { validator: (r: unknown, w: unknown) => Promise<void> }];
    expect(verplicht).toEqual({ required: true, message: '' });
    await expect(bereik.validator({}, 5)).resolves.toBeUndefined();
    await expect(bereik.validator({}, null)).resolves.toBeUndefined();
    await expect(bereik.validator({}, 9)).rejects.toThrow('Vet geleverd aan fabriek moet tussen 2,00 en 8,00 % liggen.');
  });
  it('veldpad', () => {
    expect(veldPad('totaalZelfZuivel.kg')).toEqual(['totaalZelfZuivel', 'kg']);
    expect(veldPad('melkGevoerdAanKalveren')).toEqual(['melkGevoerdAanKalveren']);
  });
});
