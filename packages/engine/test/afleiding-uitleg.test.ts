/**
 * Every node of the trace explains itself in words a farmer reads (decision 022): a Dutch name (no KLW
 * code), a formula from the catalogue next to its calculation module whose operands all exist, and the
 * values filled in. A computed result without an explanation fails here.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bereken, valideerInvoer, type AfleidingGraaf, type BedrijfsjaarInvoer } from '../src';
import { formatAfleidingGetal, formuleTekst, inZin } from '../src/afleiding-tekst';
import { naarGraaf } from '../src/afleidingsgraaf';
import { afleiding } from '../src/afleiding';
import { uitlegSleutels, uitlegVan } from '../src/uitleg';
import { grootBedrijf } from './groot-bedrijf';
import { invoer, percelen } from './helpers';
import { bedrijfstypen, referentieInvoer, type Bedrijfstype } from './referentie/bedrijfstypen';

const v = valideerInvoer(JSON.parse(readFileSync(new URL('../examples/zandbedrijf-melkvee.json', import.meta.url), 'utf8')));
if (!v.ok) throw new Error('voorbeeld ongeldig');
const voorbeeld: BedrijfsjaarInvoer = v.data;

// The farms together use every variant of every formula: organic (forfait), a RAV code, peat, arable crops.
const bedrijven: [string, BedrijfsjaarInvoer][] = [
  ['voorbeeld', voorbeeld],
  ['groot bedrijf', grootBedrijf()],
  ['biologisch met RAV-code op veen', invoer({ bedrijfsgegevens: { biologisch: true }, veestapel: { melkkoeien: { ravCode: 'A 1.13' } }, percelen: percelen({ oppervlakteHa: 6, grondsoort: 'veen' }, { oppervlakteHa: 4 }) })],
  ...(Object.keys(bedrijfstypen) as Bedrijfstype[]).map((t): [string, BedrijfsjaarInvoer] => [t, referentieInvoer(t)]),
];
const grafen: [string, AfleidingGraaf][] = bedrijven.map(([naam, i]) => [naam, bereken(i, { metAfleiding: true }).afleidingGraaf!]);

/** What is wrong with the explanations of a graph; empty when every node explains itself. */
function gebreken(g: AfleidingGraaf): string[] {
  const uit: string[] = [];
  for (const k of Object.values(g.knopen)) {
    if (!k.formule) uit.push(`${k.id}: geen uitleg in de catalogus`);
    if (k.label === k.id || /_/.test(k.label)) uit.push(`${k.id}: naam '${k.label}' is een code`);
    const { onbekend } = formuleTekst(g, k, { ingevuld: true });
    if (onbekend.length > 0) uit.push(`${k.id}: onbekende operand ${onbekend.join(', ')}`);
  }
  return uit;
}

describe('elke knoop legt zich uit', () => {
  for (const [naam, g] of grafen)
    it(`${naam}: een Nederlandse naam, een formule in woorden met bestaande operanden`, () => {
      expect(gebreken(g)).toEqual([]);
    });

  it('een berekende uitkomst zonder uitleg valt op', () => {
    const g = naarGraaf({ melkprod: afleiding('iets_nieuws', 1, 'kg') } as unknown as Parameters<typeof naarGraaf>[0]);
    expect(gebreken(g)).toEqual(["iets_nieuws: geen uitleg in de catalogus", "iets_nieuws: naam 'iets_nieuws' is een code"]);
  });

  it('elke sleutel van de catalogus één keer, en elke sleutel wordt door een knoop gebruikt', () => {
    expect(new Set(uitlegSleutels).size).toBe(uitlegSleutels.length);
    const gebruikt = new Set<string>();
    for (const [, g] of grafen) for (const k of Object.values(g.knopen)) for (const s of uitlegSleutels) if (uitlegVan(s) && uitlegVan(s)!.formule === k.formule && uitlegVan(s)!.label === k.label) gebruikt.add(s);
    // per-item families give their own label; they count when their formula is used
    for (const [, g] of grafen) for (const k of Object.values(g.knopen)) for (const s of uitlegSleutels) if (s.endsWith('.*') && uitlegVan(s)!.formule === k.formule) gebruikt.add(s);
    expect(uitlegSleutels.filter((s) => !gebruikt.has(s))).toEqual([]);
  });
});

describe('de formule met ingevulde waarden', () => {
  const g = grafen[0][1];
  it('het bodemoverschot: aanvoer − afvoer − verliezen, Nederlandse getallen, eenheden, en de uitkomst', () => {
    const k = g.knopen.kring1_bedbal_ovrbod;
    expect(k.label).toBe('Bodemoverschot stikstof per ha');
    expect(formuleTekst(g, k, { ingevuld: false }).tekst).toBe(
      'bedrijfsoverschot stikstof per ha − ammoniakverlies (N) per ha − lachgasverlies (N) per ha − overige gasvormige stikstofverliezen per ha',
    );
    const ingevuld = formuleTekst(g, k, { ingevuld: true }).tekst;
    const getal = (id: string) => `${formatAfleidingGetal(g.knopen[id].waarde)} kg N/ha`;
    expect(ingevuld).toBe(
      `bedrijfsoverschot stikstof per ha (${getal('kring1_bedbal_ovrtot')}) − ammoniakverlies (N) per ha (${getal('kring1_bedbal_vrlnh3')}) − lachgasverlies (N) per ha (${getal('kring1_bedbal_vrln2o')}) − overige gasvormige stikstofverliezen per ha (${getal('kring1_bedbal_vrlnov')}) = ${getal('kring1_bedbal_ovrbod')}`,
    );
    expect(ingevuld).toMatch(/\d,\d/); // decimal comma
  });

  it('constanten, termen en invoer krijgen hun waarde; een lange lijst wordt ingekort', () => {
    const fpcm = formuleTekst(g, g.knopen.bkg_prod_fpcm, { ingevuld: true }).tekst;
    expect(fpcm).toContain('basis (0,337)');
    expect(fpcm).toMatch(/vetgehalte \d,\d+ %/);
    const opp = formuleTekst(g, g.knopen.opp_totaal, { ingevuld: true, invoer: (i) => ({ naam: `veld ${i.pad}`, waarde: String(i.waarde) }) }).tekst;
    expect(opp).toContain('veld percelen.percelen.0.oppervlakteHa (');
    const groot = bereken(grootBedrijf(), { metAfleiding: true }).afleidingGraaf!;
    expect(formuleTekst(groot, groot.knopen.opp_totaal, { ingevuld: true }).tekst).toMatch(/… \(\d{2} in totaal\) = /);
  });

  it('een naam midden in een zin: eerste letter klein, behalve bij afkortingen', () => {
    expect(inZin('Bedrijfsoverschot stikstof')).toBe('bedrijfsoverschot stikstof');
    expect(inZin('NH3 totaal')).toBe('NH3 totaal');
    expect(inZin('VEM-behoefte')).toBe('VEM-behoefte');
  });
});

describe('aliassen', () => {
  it('een indicator en verl_bodbal1_ha zijn alleen gelijk aan hun eerste kind: de weergave slaat ze over', () => {
    for (const [, g] of grafen) {
      for (const [wortel, id] of Object.entries(g.wortels)) {
        if (!wortel.startsWith('dashboard.')) continue;
        const k = g.knopen[id];
        expect(k.alias, wortel).toBe(k.kinderen[0]);
        expect(g.knopen[k.alias!].waarde).toBe(k.waarde);
      }
      expect(g.knopen.verl_bodbal1_ha.alias).toBe('kring1_bedbal_ovrbod');
      expect(g.knopen.kring1_bedbal_ovrbod.waarde).toBe(g.knopen.verl_bodbal1_ha.waarde);
      // no other node is an alias: the ids and edges stay as before (other readers walk them)
      expect(Object.values(g.knopen).filter((k) => k.alias).length).toBe(7);
    }
  });

  it('de graaf noemt het regeljaar van zijn constanten', () => {
    expect(grafen[0][1].regels).toEqual({ jaar: voorbeeld.bedrijfsgegevens.jaar, versie: expect.stringMatching(/\d{4}/) });
  });
});
