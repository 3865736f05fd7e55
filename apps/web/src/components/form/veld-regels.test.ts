import { describe, expect, it, vi } from 'vitest';
import { melkLeveringRegels, type VeldRegel } from '@kw/contract';
import { antdRegels, bijVerlaten, blokkeerToetsen, leesInvoer, veldPad } from './veld-regels';

const regel = (veld: string) => melkLeveringRegels(2024).find((r) => r.veld === veld) as VeldRegel;

describe('invoer lezen', () => {
  it('decimale komma of punt', () => {
    expect(leesInvoer('5,678')).toBe(5.678);
    expect(leesInvoer('5.5')).toBe(5.5);
    expect(leesInvoer(' 12 ')).toBe(12);
    expect(leesInvoer('')).toBeNull();
    expect(leesInvoer('abc')).toBeNull();
    expect(leesInvoer('3e1')).toBeNull();
    expect(leesInvoer('1.234,56')).toBeNull();
  });
});

describe('bij verlaten: klemmen en afronden (spec §5)', () => {
  it('vet: 2..8, 2 decimalen', () => {
    expect(bijVerlaten('9,456', regel('totaalHandmatig.vet'))).toBe(8);
    expect(bijVerlaten('1,234', regel('totaalHandmatig.vet'))).toBe(2);
    expect(bijVerlaten('5,678', regel('totaalHandmatig.vet'))).toBe(5.68);
    expect(bijVerlaten('4,345', regel('totaalHandmatig.vet'))).toBe(4.35);
  });
  it('eiwit 2..6, ureum 10..80 heel, fosfor 75..125', () => {
    expect(bijVerlaten('6,5', regel('totaalHandmatig.eiwit'))).toBe(6);
    expect(bijVerlaten('5', regel('totaalHandmatig.ureum'))).toBe(10);
    expect(bijVerlaten('22,5', regel('totaalHandmatig.ureum'))).toBe(23);
    expect(bijVerlaten('130', regel('totaalHandmatig.fosfor'))).toBe(125);
    expect(bijVerlaten('60', regel('totaalZelfZuivel.fosfor'))).toBe(75);
  });
  it('kg: 0..15.000.000 geheel; kalveren en overig vanaf 1', () => {
    expect(bijVerlaten('20000000', regel('totaalHandmatig.kg'))).toBe(15_000_000);
    expect(bijVerlaten('-5', regel('totaalHandmatig.kg'))).toBe(0);
    expect(bijVerlaten('1234,6', regel('totaalZelfZuivel.kg'))).toBe(1235);
    expect(bijVerlaten('0', regel('melkGevoerdAanKalveren'))).toBe(1);
    expect(bijVerlaten('0', regel('totaalOverigeProductie.kg'))).toBe(1);
  });
  it('leeg blijft leeg', () => {
    expect(bijVerlaten('', regel('totaalHandmatig.vet'))).toBeNull();
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
