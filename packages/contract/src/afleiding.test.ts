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
  it('een indicator op zijn id: de aliassen overgeslagen, Nederlandse namen, formule in woorden en ingevuld, codes als detail', () => {
    const a = afleidingKnoopAntwoord(graaf, 'dashboard.stikstofbodemoverschotKgNPerHa', 7)!;
    expect(a.kringloopwijzerId).toBe(7);
    expect(a.knoop.label).toBe('Stikstofbodemoverschot');
    // dashboard → verl_bodbal1_ha → kring1_bedbal_ovrbod: the first answer is the soil surplus itself
    expect(a.knoop.id).toBe('kring1_bedbal_ovrbod');
    expect(a.knoop.codes).toEqual(['verl_bodbal1_ha', 'kring1_bedbal_ovrbod']);
    expect(a.knoop.waarde).toBe(graaf.knopen.verl_bodbal1_ha.waarde);
    expect(a.knoop.formule).toBe('bedrijfsoverschot stikstof per ha − ammoniakverlies (N) per ha − lachgasverlies (N) per ha − overige gasvormige stikstofverliezen per ha');
    expect(a.knoop.berekening).toMatch(/^bedrijfsoverschot stikstof per ha \(\d+(,\d+)? kg N\/ha\) − ammoniakverlies \(N\) per ha \(\d+(,\d+)? kg N\/ha\) − .* = \d+(,\d+)? kg N\/ha$/);
    expect(a.knoop.formule + a.knoop.berekening).not.toMatch(/[a-z]+_[a-z]+|\{/); // no KLW code, no unfilled operand
    expect(a.kinderen.map((c) => c.id)).toEqual(['kring1_bedbal_ovrtot', 'kring1_bedbal_vrlnh3', 'kring1_bedbal_vrln2o', 'kring1_bedbal_vrlnov']);
    expect(a.kinderen[0]).toEqual({ id: 'kring1_bedbal_ovrtot', label: 'Bedrijfsoverschot stikstof per ha', waarde: graaf.knopen.kring1_bedbal_ovrtot.waarde, eenheid: 'kg N/ha', herkomst: graaf.knopen.kring1_bedbal_ovrtot.herkomst, heeftKinderen: true });
    // asked by its KLW variable, the figure keeps that variable's Dutch name
    expect(afleidingKnoopAntwoord(graaf, 'verl_bodbal1_ha', 7)!.knoop).toMatchObject({ id: 'kring1_bedbal_ovrbod', label: 'Stikstofbodemoverschot' });
  });
  it('invoer in de formule met het label van het scherm en zijn eenheid', () => {
    const d = afleidingKnoopAntwoord(graaf, 'depositie', 1)!;
    expect(d.knoop.codes).toEqual([]);
    expect(d.knoop.berekening).toMatch(/^[a-z].* \(25 kg N\/ha\) × totale oppervlakte \(\d+ ha\) = [\d.]+ kg N$/);
    expect(d.knoop.formule).not.toContain('depositieKgNPerHa');
  });
  it('invoer met label, herkomst en plek; constanten met bron', () => {
    const d = afleidingKnoopAntwoord(graaf, 'depositie', 1)!;
    expect(d.knoop.invoer[0]).toMatchObject({ pad: 'bedrijfsgegevens.depositieKgNPerHa', waarde: 25, herkomst: 'standaard', plek: { scherm: 'bedrijfsgegevens' } });
    expect(d.knoop.constanten.every((c) => c.bron.length > 10)).toBe(true);
    // the table holds for the record's rule year
    expect(d.knoop.constanten.every((c) => c.jaar === v.data.bedrijfsgegevens.jaar)).toBe(true);
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
