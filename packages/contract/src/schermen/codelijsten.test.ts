import { describe, expect, it } from 'vitest';
import { codeLabel, codelijsten, codeMelding } from './codelijsten';
import { register } from './register';
import { valideerSchermDocument } from './valideer-scherm';
import { formulierDefinitie } from './formulier-definitie';

const partij = (mestcode: number) => ({ mestcode, hoeveelheid: 100, eenheid: 'ton' });

describe('code lists (decision 025): one field fact drives form, server and mocks', () => {
  it('every mestcode field of the register names its list, read from the engine metadata', () => {
    const velden = register.flatMap((s) => s.categorieen.flatMap((c) => (c.soort === 'tabel' ? c.kolommen : c.velden).map((v) => [`${c.pad}.${v.sleutel}`, v] as const)));
    const mest = velden.filter(([pad]) => pad.endsWith('.mestcode'));
    expect(mest.map(([pad]) => pad).sort()).toEqual([
      'organischeMest.aanvoer.mestcode',
      'organischeMest.afvoer.mestcode',
      'organischeMest.beginvoorraad.mestcode',
      'organischeMest.eindvoorraad.mestcode',
      'organischeMest.verbruik.toedieningen.mestcode',
    ]);
    for (const [, v] of mest) expect(v.codelijst).toBe('mestcodes');
    const gewas = velden.filter(([pad]) => pad.endsWith('.gewascode'));
    expect(gewas.length).toBe(2);
    for (const [, v] of gewas) expect(v.codelijst).toBe('gewascodes');
    // the form definition served to the web carries the fact too
    const def = formulierDefinitie('organischeMest', 2024)!;
    const aanvoer = def.categorieen.find((c) => c.pad === 'organischeMest.aanvoer');
    expect(aanvoer?.soort === 'tabel' && aanvoer.kolommen.find((k) => k.sleutel === 'mestcode')?.codelijst).toBe('mestcodes');
    // the guard: no other numeric field carries a code without a list (eenheid 'code')
    for (const [, v] of velden) if (v.eenheid === 'code') expect(v.codelijst, v.sleutel).toBeDefined();
  });

  it('labels a code with its name, and an unlisted code as such', () => {
    expect(codeLabel('mestcodes', 14)).toBe('14 – Drijfmest rundvee');
    expect(codeLabel('gewascodes', 265)).toBe('265 – Grasland, blijvend');
    expect(codeLabel('gewascodes', 4242)).toBe('4242 – code niet in de lijst');
  });

  it('every list holds unique codes with a name and a source', () => {
    for (const l of Object.values(codelijsten)) {
      expect(new Set(l.codes.map((c) => c.code)).size).toBe(l.codes.length);
      for (const c of l.codes) expect(c.naam.length).toBeGreaterThan(2);
      expect(l.bron).toMatch(/RVO/);
    }
    // every code with an engine forfait has a name that is not marked as a guess
    for (const code of [10, 11, 12, 13, 14, 18, 19, 25, 35, 40, 41, 42, 46, 50, 56, 61, 110]) expect(codelijsten.mestcodes.codes.find((c) => c.code === code)?.teVerifieren).toBeUndefined();
  });

  it('the server refuses a mestcode outside the list in Dutch, on every table that holds one', () => {
    expect(valideerSchermDocument('organischeMest', 2024, { organischeMest: { aanvoer: [partij(14)] } }).ok).toBe(true);
    const r = valideerSchermDocument('organischeMest', 2024, {
      organischeMest: { aanvoer: [partij(14), partij(15)], eindvoorraad: [partij(200)], verbruik: { toedieningen: [{ gebruiktOp: 'grasland', mestcode: 3, hoeveelheid: 10, techniek: 'sleepvoet' }] } },
    });
    expect(r).toEqual({
      ok: false,
      fouten: [
        { field: 'organischeMest.aanvoer.1.mestcode', message: 'Aanvoer, regel 2: Mestcode: 15 is geen bekende mestcode; kies een mestcode uit de lijst.' },
        { field: 'organischeMest.eindvoorraad.0.mestcode', message: 'Eindvoorraad, regel 1: Mestcode: 200 is geen bekende mestcode; kies een mestcode uit de lijst.' },
        { field: 'organischeMest.verbruik.toedieningen.0.mestcode', message: 'Verbruik per gewas en mestsoort, regel 1: Mestcode: 3 is geen bekende mestcode; kies een mestcode uit de lijst.' },
      ],
    });
  });

  it('keeps the BRP crop codes open: our list is part of the RVO list', () => {
    expect(codeMelding('gewascodes', 'Gewas', 4242)).toBeUndefined();
    expect(codeMelding('mestcodes', 'Mestcode', 14)).toBeUndefined();
    expect(codeMelding('mestcodes', 'Mestcode', 15)).toMatch(/geen bekende mestcode/);
  });
});
