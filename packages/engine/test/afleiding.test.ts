/** The "waarom dit getal?" trace: complete, equal to the results, and reaching the entered fields. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bereken, doorloop, dumpfileEenheden, valideerInvoer, type BedrijfsjaarInvoer } from '../src';

const v = valideerInvoer(JSON.parse(readFileSync(new URL('../examples/zandbedrijf-melkvee.json', import.meta.url), 'utf8')));
if (!v.ok) throw new Error('voorbeeld ongeldig');
const voorbeeld: BedrijfsjaarInvoer = v.data;
const r = bereken(voorbeeld, { metAfleiding: true });
const afl = r.afleidingen!;

describe('afleiding', { timeout: 30_000 }, () => { // walks the whole trace tree; slow on a loaded machine
  it('wordt alleen gebouwd als erom gevraagd wordt', () => {
    expect(bereken(voorbeeld).afleidingen).toBeUndefined();
  });

  it('heeft voor elke dumpfile-variabele een afleiding met dezelfde waarde en eenheid', () => {
    for (const naam of Object.keys(dumpfileEenheden) as (keyof typeof dumpfileEenheden)[]) {
      expect(afl[naam], naam).toBeDefined();
      expect(afl[naam].waarde, naam).toBe(r.dumpfile[naam]);
      expect(afl[naam].eenheid, naam).toBe(dumpfileEenheden[naam]);
    }
  });

  it('elke dashboard-indicator loopt door tot velden die de boer invulde', () => {
    for (const [indicator, waarde] of Object.entries(r.dashboard)) {
      const a = afl[`dashboard.${indicator}` as keyof typeof afl];
      expect(a.waarde).toBe(waarde);
      const paden = new Set([...doorloop(a)].flatMap((n) => n.invoer.map((i) => i.pad)));
      expect(paden.size, indicator).toBeGreaterThan(0);
    }
    const bodem = [...doorloop(afl['dashboard.stikstofbodemoverschotKgNPerHa'])].flatMap((n) => n.invoer.map((i) => i.pad));
    expect(bodem).toContain('kunstmest.producten.0.aanvoerKg');
    expect(bodem).toContain('melklevering.geleverd.kg');
    expect(bodem).toContain('grasland.percelen.0.oppervlakteHa');
  });

  it('elke constante in een afleiding noemt haar bron', () => {
    for (const a of Object.values(afl)) for (const n of doorloop(a)) for (const c of n.constanten) expect(c.bron.length, `${n.naam}/${c.naam}`).toBeGreaterThan(10);
  });

  it('markeert invoer waarvoor een standaardwaarde is gebruikt', () => {
    const depositie = [...doorloop(afl.verl_bodbal1_ha)].flatMap((n) => n.invoer).find((i) => i.pad === 'bedrijfsgegevens.depositieKgNPerHa');
    expect(depositie).toEqual({ pad: 'bedrijfsgegevens.depositieKgNPerHa', waarde: 25, standaard: true });
  });

  it('de onderdelen van de BKG-afleiding tellen op tot het totaal', () => {
    const som = afl.dzh_co2_melkprod.onderdelen.reduce((s, o) => s + o.waarde, 0);
    expect(som).toBeCloseTo(afl.dzh_co2_melkprod.waarde, 9);
  });
});
