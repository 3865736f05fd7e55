import { describe, expect, it } from 'vitest';
import type { Categorie, VeldDefinitie } from './register.types';
import { schermRegels, valideerSchermDocument } from './valideer-scherm';

const product = (vem: number) => ({ naam: 'Standaardbrok', aanvoerKg: 250_000, dsGPerKg: 890, vemPerKgDs: vem, reGPerKgDs: 190, pGPerKgDs: 5 });

describe('valideerSchermDocument: one Dutch message per field and per row', () => {
  it('accepts a valid document as it is, with the parsed output beside it for the engine step', () => {
    const doc = { krachtvoer: { producten: [product(1050)] } };
    const r = valideerSchermDocument('krachtvoer', 2024, doc);
    expect(r).toEqual({ ok: true, data: doc, geparst: { krachtvoer: { producten: [expect.objectContaining(product(1050))] } } });
    // the parse fills the engine's defaults and leaves the document as it was sent
    expect(doc).toEqual({ krachtvoer: { producten: [product(1050)] } });
  });

  it('names the table, the row and the bounds', () => {
    const r = valideerSchermDocument('krachtvoer', 2024, { krachtvoer: { producten: [product(1000), product(1000), product(3000)] } });
    expect(r).toEqual({
      ok: false,
      fouten: [{ field: 'krachtvoer.producten.2.vemPerKgDs', message: 'Krachtvoer, regel 3: VEM per kg DS moet tussen 0 en 2.500 VEM/kg DS liggen.' }],
    });
  });

  it('reports a missing required field, a wrong type and a bad choice', () => {
    const r = valideerSchermDocument('veestapel', 2024, {
      veestapel: { melkkoeien: { ras: 'koe' }, jongveeJonger1Jaar: { gemiddeldAantal: 'veel' }, jongveeOuder1Jaar: { gemiddeldAantal: 20 } },
    });
    expect(r.ok).toBe(false);
    const fouten = r.ok ? [] : r.fouten;
    expect(fouten).toContainEqual({ field: 'veestapel.melkkoeien.gemiddeldAantal', message: 'Melkkoeien: Gemiddeld aantal melkkoeien is verplicht.' });
    expect(fouten).toContainEqual({ field: 'veestapel.jongveeJonger1Jaar.gemiddeldAantal', message: 'Jongvee jonger dan 1 jaar: Gemiddeld aantal jongvee < 1 jaar moet een getal zijn.' });
    expect(fouten.find((f) => f.field === 'veestapel.melkkoeien.ras')?.message).toMatch(/^Melkkoeien: Ras heeft een ongeldige keuze; kies uit: Holstein-Friesian, MRIJ/);
  });

  it('refuses unknown fields and sections of another screen', () => {
    const r = valideerSchermDocument('energie', 2024, { energie: { dieselLiter: 100 }, krachtvoer: { producten: [] } });
    expect(r).toEqual({ ok: false, fouten: [{ field: '', message: 'De gegevens: onbekend(e) veld(en) krachtvoer.' }] });
  });

  it('passes on the Dutch message of a rule over several fields, with the row', () => {
    const perceel = { id: 'p1', oppervlakteHa: 2, gewascode: 259, grondgebruik: 'mais', grondsoort: 'klei', zandklasse: 'zand2' };
    const r = valideerSchermDocument('percelen', 2024, { percelen: { percelen: [perceel] } });
    expect(r).toEqual({ ok: false, fouten: [{ field: 'percelen.percelen.0.zandklasse', message: 'Percelen, regel 1: Een zandklasse geldt alleen voor zand- en lössgrond; laat dit veld leeg.' }] });
  });

  it('a plot keeps its hidden id and outline; a missing id and a plot of two ids are refused per row', () => {
    const geometrie = { type: 'Polygon', coordinates: [[[5.1, 52.1], [5.2, 52.1], [5.2, 52.2], [5.1, 52.1]]] };
    const goed = { id: 'huiskavel', nummer: '12', naam: 'Huiskavel', oppervlakteHa: 12.5, gewascode: 265, grondgebruik: 'blijvendGrasland', grondsoort: 'zand', zandklasse: 'zand2', geometrie };
    expect(valideerSchermDocument('percelen', 2024, { percelen: { percelen: [goed] } }).ok).toBe(true);
    const zonderId = valideerSchermDocument('percelen', 2024, { percelen: { percelen: [{ ...goed, id: undefined }] } });
    expect(zonderId).toEqual({ ok: false, fouten: [{ field: 'percelen.percelen.0.id', message: 'Percelen, regel 1: Perceel-id is verplicht.' }] });
    const dubbel = valideerSchermDocument('percelen', 2024, { percelen: { percelen: [goed, { ...goed, naam: 'Kopie' }] } });
    expect(dubbel.ok === false && dubbel.fouten[0]).toMatchObject({ field: 'percelen.percelen.1.id' });
    const open = valideerSchermDocument('percelen', 2024, { percelen: { percelen: [{ ...goed, geometrie: { type: 'Polygon', coordinates: [[[5.1, 52.1], [5.2, 52.1], [5.2, 52.2], [5.3, 52.3]]] } }] } });
    expect(open.ok === false && open.fouten[0].message).toContain('gesloten');
  });

  it('an arable crop needs its output as kg N and kg P2O5 or as product with contents', () => {
    const r = valideerSchermDocument('akkerbouw', 2024, { akkerbouw: { gewassen: [{ gewascode: 233, naam: 'Wintertarwe', oogstKg: 90_000, nGPerKg: 18 }] } });
    expect(r).toEqual({ ok: false, fouten: [{ field: 'akkerbouw.gewassen.0.afvoerKgP2o5', message: 'Akkerbouwgewassen, regel 1: Vul de afvoer in kg P2O5 in, of het geoogste product met het P2O5-gehalte.' }] });
    expect(valideerSchermDocument('akkerbouw', 2024, { akkerbouw: { gewassen: [{ gewascode: 233, oogstKg: 90_000, nGPerKg: 18, p2o5GPerKg: 7 }] } }).ok).toBe(true);
  });

  it('limits the rows of a table', () => {
    const r = valideerSchermDocument('krachtvoer', 2024, { krachtvoer: { producten: Array.from({ length: 201 }, () => product(1000)) } });
    expect(r).toEqual({ ok: false, fouten: [{ field: 'krachtvoer.producten', message: 'Krachtvoer: maximaal 200 regels.' }] });
  });

  it('refuses what is not an object', () => {
    for (const doc of [null, [], 'x', 3]) expect(valideerSchermDocument('energie', 2024, doc).ok).toBe(false);
  });

  it('Bodem en Mest: a bad date, solid manure in m³ and a bad plot key each get a Dutch message on their field', () => {
    expect(valideerSchermDocument('mestadditief', 2024, { mestadditief: { additieven: [{ naam: 'X', toepassing: 'voer', vanaf: '31-02-2024', totEnMet: '2024-01-01' }] } })).toEqual({
      ok: false,
      fouten: [{ field: 'mestadditief.additieven.0.vanaf', message: 'Mestadditieven, regel 1: Gebruikt vanaf: gebruik een geldige datum (DD-MM-JJJJ).' }],
    });
    expect(valideerSchermDocument('organischeMest', 2024, { organischeMest: { aanvoer: [{ mestcode: 10, hoeveelheid: 5, eenheid: 'm3' }] } })).toEqual({
      ok: false,
      fouten: [{ field: 'organischeMest.aanvoer.0.eenheid', message: 'Aanvoer, regel 1: Mestcode 10 is vaste mest: vul de hoeveelheid in ton in (weeg de mest; 1 m³ is hier geen 1 ton).' }],
    });
    const r = valideerSchermDocument('bodem', 2024, { bodem: { analyses: [{ perceelId: 'a b' }] } });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.fouten[0]).toEqual({ field: 'bodem.analyses.0.perceelId', message: 'Bodemanalyses, regel 1: Perceel: Kies een perceel uit de lijst.' });
    // slurry in m³ is fine
    expect(valideerSchermDocument('organischeMest', 2024, { organischeMest: { afvoer: [{ mestcode: 14, hoeveelheid: 5, eenheid: 'm3' }] } }).ok).toBe(true);
  });

  it('names the use per crop of a fertiliser product by the table that shows it (its own route, decision 010)', () => {
    const km = { naam: 'KAS 27%', aanvoerKg: 1000, nAmmoniumGPerKg: 135, nNitraatGPerKg: 135, verdeling: { graslandProcent: 120, snijmaisProcent: 0, akkerbouwProcent: 0 } };
    const r = valideerSchermDocument('kunstmest', 2024, { kunstmest: { producten: [km] } });
    expect(r.ok).toBe(false);
    const fouten = r.ok ? [] : r.fouten;
    expect(fouten).toContainEqual({ field: 'kunstmest.producten.0.verdeling.graslandProcent', message: 'Verbruik per gewas, regel 1: Deel op grasland moet tussen 0 en 100 % liggen.' });
    const aanvoer = valideerSchermDocument('kunstmest', 2024, { kunstmest: { producten: [{ ...km, verdeling: undefined, aanvoerKg: -1 }] } });
    expect(aanvoer.ok ? [] : aanvoer.fouten).toEqual([{ field: 'kunstmest.producten.0.aanvoerKg', message: 'Kunstmest, regel 1: Aanvoer moet tussen 0 en 10.000.000 kg of zakken liggen.' }]); // the field's maximum (engine invoer/maxima.ts) is named too
  });
});

describe('schermRegels: the rules of the screen per field (only fields with a rule are looked at)', () => {
  const veld = (sleutel: string, extra: Partial<VeldDefinitie>): VeldDefinitie => ({ sleutel, label: sleutel, soort: 'getal', verplicht: false, ...extra });
  const kolommen = [
    veld('vrij', {}),
    veld('oud', { jaren: { totEnMet: 2020 } }),
    veld('nodig', { verplicht: true, codelijst: 'mestcodes' }),
    veld('code', { codelijst: 'mestcodes' }),
    veld('diep.nodig', { verplicht: true }),
  ];
  const tabel: Categorie = { soort: 'tabel', pad: 'a.rijen', naam: 'Rijen', kolommen, maxRijen: 2 };
  const groep: Categorie = { soort: 'velden', pad: 'a.groep', naam: 'Groep', velden: kolommen };

  it('a value outside its years, a missing required field, a code outside its list, with row and path', () => {
    const doc = {
      a: {
        rijen: [{ vrij: 1, oud: 3, nodig: 14, code: 15, diep: { nodig: 1 } }, { nodig: 15 }, 'geen rij', { oud: null, nodig: 14, diep: {} }],
        groep: { oud: 1, code: 14 },
      },
    };
    expect(schermRegels([tabel, groep], doc, 2024)).toEqual([
      { field: 'a.rijen', message: 'Rijen: maximaal 2 regels.' },
      { field: 'a.rijen.0.oud', message: 'Rijen, regel 1: oud geldt niet in 2024; laat dit veld leeg.' },
      { field: 'a.rijen.0.code', message: 'Rijen, regel 1: code: 15 is geen bekende mestcode; kies een mestcode uit de lijst.' },
      { field: 'a.rijen.1.nodig', message: 'Rijen, regel 2: nodig: 15 is geen bekende mestcode; kies een mestcode uit de lijst.' },
      { field: 'a.rijen.1.diep.nodig', message: 'Rijen, regel 2: diep.nodig is verplicht.' },
      { field: 'a.rijen.3.diep.nodig', message: 'Rijen, regel 4: diep.nodig is verplicht.' },
      { field: 'a.groep.oud', message: 'Groep: oud geldt niet in 2024; laat dit veld leeg.' },
      { field: 'a.groep.nodig', message: 'Groep: nodig is verplicht.' },
      { field: 'a.groep.diep.nodig', message: 'Groep: diep.nodig is verplicht.' },
    ]);
    // in its years the old field is free, the rest the same
    expect(schermRegels([tabel, groep], doc, 2020).filter((f) => f.field.endsWith('.oud'))).toEqual([]);
  });
});
