/** The trace answers from an engine graph: labels, links to the screen and field, summaries. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bereken, valideerInvoer } from '@kw/engine';
import { afleidingKnoopAntwoord, afleidingWortelsAntwoord } from './afleiding.antwoord';
import { afleidingVerzoekSchema, invoerLabel, invoerPlek } from './afleiding.schema';

const v = valideerInvoer(JSON.parse(readFileSync(new URL('../../engine/examples/zandbedrijf-melkvee.json', import.meta.url), 'utf8')));
if (!v.ok) throw new Error('voorbeeld ongeldig');
const graaf = bereken(v.data, { metAfleiding: true }).afleidingGraaf!;

describe('invoerPlek en invoerLabel', () => {
  it('een veld van een registerscherm: scherm, route en veldpad uit het register', () => {
    expect(invoerPlek('krachtvoer.producten.2.aanvoerKg')).toEqual({ scherm: 'krachtvoer', schermTitel: 'Krachtvoer', route: '/voer/krachtvoer/Index/:klwId', veldPad: 'krachtvoer.producten.2.aanvoerKg' });
    expect(invoerPlek('bedrijfsgegevens.depositieKgNPerHa')?.route).toBe('/bedrijfsgegevens/Index/:klwId');
  });
  it('melk: het veld van het Melklevering-scherm', () => {
    expect(invoerPlek('melklevering.geleverd.eiwitProcent')).toEqual({ scherm: 'melklevering', schermTitel: 'Melklevering', route: '/melklevering/Index/:klwId', veldPad: 'totaalHandmatig.eiwit' });
  });
  it('onbekende sectie: geen plek', () => {
    expect(invoerPlek('bestaatniet.x')).toBeUndefined();
  });
  it('label en eenheid uit het schema van de rekenkern; een tabelregel noemt zijn regelnummer', () => {
    const l = invoerLabel('krachtvoer.producten.0.aanvoerKg');
    expect(l.label).toMatch(/\(regel 1\)$/);
    expect(invoerLabel('krachtvoer.producten.4.aanvoerKg').label).toMatch(/\(regel 5\)$/);
    expect(invoerLabel('bedrijfsgegevens.depositieKgNPerHa').label).not.toBe('depositieKgNPerHa');
  });
});

describe('afleidingKnoopAntwoord', () => {
  it('een indicator op zijn id: Nederlandse naam, formule, kinderen als samenvatting', () => {
    const a = afleidingKnoopAntwoord(graaf, 'dashboard.stikstofbodemoverschotKgNPerHa', 7)!;
    expect(a.kringloopwijzerId).toBe(7);
    expect(a.knoop.label).toBe('Stikstofbodemoverschot');
    expect(a.kinderen).toEqual([{ id: 'verl_bodbal1_ha', label: 'verl_bodbal1_ha', waarde: graaf.knopen.verl_bodbal1_ha.waarde, eenheid: 'kg N/ha', herkomst: graaf.knopen.verl_bodbal1_ha.herkomst, heeftKinderen: true }]);
  });
  it('invoer met label, herkomst en plek; constanten met bron', () => {
    const d = afleidingKnoopAntwoord(graaf, 'depositie', 1)!;
    expect(d.knoop.invoer[0]).toMatchObject({ pad: 'bedrijfsgegevens.depositieKgNPerHa', waarde: 25, herkomst: 'standaard', plek: { scherm: 'bedrijfsgegevens' } });
    expect(d.knoop.constanten.every((c) => c.bron.length > 10)).toBe(true);
  });
  it('onbekend, ook prototype-namen: undefined', () => {
    for (const id of ['bestaat-niet', 'constructor', '__proto__', 'toString']) expect(afleidingKnoopAntwoord(graaf, id, 1), id).toBeUndefined();
  });
  it('de wortels: elk getal met een afleiding', () => {
    const w = afleidingWortelsAntwoord(graaf, 1).wortels;
    expect(w['dashboard.ammoniakKgNh3PerHa'].label).toBe('Ammoniakemissie per ha');
    expect(w.verl_bodbal1_ha.id).toBe('verl_bodbal1_ha');
  });
  it('verzoek: alleen tekens die in een knoop-id voorkomen', () => {
    expect(afleidingVerzoekSchema.safeParse({ knoop: 'enterisch-ch4.ruwvoer.producten.1' }).success).toBe(true);
    expect(afleidingVerzoekSchema.safeParse({ knoop: 'a b' }).success).toBe(false);
    expect(afleidingVerzoekSchema.safeParse({ knoop: 'x'.repeat(201) }).success).toBe(false);
  });
});
