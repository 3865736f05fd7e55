/**
 * The report roots (afleidingsgraaf.ts `rapportWortels`): the flows of the flow diagram and the fresh
 * grass that are one trace quantity. Each root's value is the result's quantity in the same unit, and a
 * sum node added for a flow is exactly the sum of its children (nothing recalculated in the trace).
 */
import { describe, expect, it } from 'vitest';
import { bereken, rapportWortels, type RapportWortel, type Resultaat } from '../src';
import { bedrijfstypen, referentieInvoer, type Bedrijfstype } from './referentie/bedrijfstypen';

/** The result's quantity and unit behind each report root (the same figures rapportage.stromen.ts draws). */
const verwacht: Record<RapportWortel, (r: Resultaat) => [number, string]> = {
  'stroom.n.excretie': (r) => [r.bex.excretie.excretieTotaalNKg, 'kg N'],
  'stroom.n.afgevoerde-mest': (r) => [r.bea.mest.afvoer.nKg, 'kg N'],
  'stroom.n.verliezen-stal': (r) => [r.bea.stal.totaalNKg, 'kg N'],
  'stroom.n.mest-bodem': (r) => [r.bodem.stikstof.bodemAanvoer.mest + r.bodem.stikstof.bodemAanvoer.weidemest, 'kg N'],
  'stroom.n.compost-kalk': (r) => [r.bodem.stikstof.bodemAanvoer.compost + r.bodem.stikstof.bodemAanvoer.kalk, 'kg N'],
  'stroom.n.depositie-binding-mineralisatie': (r) => [r.bodem.stikstof.bodemAanvoer.depositie + r.bodem.stikstof.bodemAanvoer.binding + r.bodem.stikstof.bodemAanvoer.mineralisatie, 'kg N'],
  'stroom.n.gewas': (r) => [r.gewasopbrengst.gewasNKg, 'kg N'],
  'stroom.n.eigen-voer': (r) => [(r.voer.rantsoen.nKg * r.gewasopbrengst.eigenLandNProcent) / 100, 'kg N'],
  'stroom.p.afgevoerde-mest': (r) => [r.bea.mest.afvoer.p2o5Kg, 'kg P2O5'],
  'stroom.p.mest-bodem': (r) => [r.bodem.fosfaat.bodemAanvoer.mest + r.bodem.fosfaat.bodemAanvoer.weidemest, 'kg P2O5'],
  'stroom.p.kunstmest': (r) => [r.bodem.fosfaat.bodemAanvoer.kunstmest, 'kg P2O5'],
  'stroom.p.compost-kalk': (r) => [r.bodem.fosfaat.bodemAanvoer.compost + r.bodem.fosfaat.bodemAanvoer.kalk, 'kg P2O5'],
  'stroom.p.gewas': (r) => [r.gewasopbrengst.gewasP2o5Kg, 'kg P2O5'],
  'rantsoen.vers-gras': (r) => [r.voer.versGras.kgDs, 'kg DS'],
};

describe('rapportwortels: stromen en vers gras', () => {
  it.each(Object.keys(bedrijfstypen) as Bedrijfstype[])('%s: elke wortel is de uitkomst in dezelfde eenheid; een somknoop is de som van zijn kinderen', (t) => {
    const r = bereken(referentieInvoer(t), { metAfleiding: true });
    const g = r.afleidingGraaf!;
    for (const w of rapportWortels) {
      const id = (g.wortels as Record<string, string>)[w];
      // sold manure has a root only when manure was sold
      if (w.endsWith('afgevoerde-mest') && id === undefined) {
        expect(verwacht[w](r)[0], w).toBe(0);
        continue;
      }
      const k = g.knopen[id];
      const [waarde, eenheid] = verwacht[w](r);
      expect(k.eenheid, w).toBe(eenheid);
      expect(k.waarde, w).toBeCloseTo(waarde, 6);
      if (id.startsWith('stroom.')) {
        expect(k.formule, w).toMatch(/\+/);
        expect(k.kinderen.reduce((s, c) => s + g.knopen[c].waarde, 0), w).toBeCloseTo(k.waarde, 6);
      }
    }
  });
});
