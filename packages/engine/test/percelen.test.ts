/** Plots are the one source of land (decision 014): areas per land use, soil, sand class and crop code from `percelen`. */
import { describe, expect, it } from 'vitest';
import { bereken, gewasAfvoer, parameters2024 as p } from '../src';
import { oppervlakten } from '../src/balans/oppervlakten';
import { invoer, percelen } from './helpers';

const bedrijf = invoer({
  percelen: percelen(
    { oppervlakteHa: 10, klaverAandeelProcent: 20, zandklasse: 'zand1' },
    { oppervlakteHa: 4, gewascode: 266, grondgebruik: 'tijdelijkGrasland', grondsoort: 'klei' },
    { oppervlakteHa: 6, gewascode: 259, grondgebruik: 'mais', grondsoort: 'loss', zandklasse: 'zand3' },
    { oppervlakteHa: 3, gewascode: 308, grondgebruik: 'akkerbouw', grondsoort: 'veen' },
    { oppervlakteHa: 2, gewascode: 233, grondgebruik: 'akkerbouw', grondsoort: 'zand' },
    { oppervlakteHa: 1.5, gewascode: 335, grondgebruik: 'natuur', grondsoort: 'zand' },
  ),
  akkerbouw: {
    gewassen: [
      { gewascode: 308, naam: 'Erwten', afvoerKgN: 300, afvoerKgP2o5: 90, vlinderbloemig: true },
      { gewascode: 233, naam: 'Wintertarwe', oogstKg: 18_000, nGPerKg: 18, p2o5GPerKg: 7, gewasrestenKgN: 40, gewasrestenKgP2o5: 15 },
    ],
  },
});

describe('areas from the plots', () => {
  it('per land use, soil type, sand class and crop code; clover and legumes', () => {
    const o = oppervlakten(bedrijf);
    expect(o).toMatchObject({ graslandHa: 14, blijvendGraslandHa: 10, snijmaisHa: 6, akkerbouwHa: 5, natuurHa: 1.5, totaalHa: 26.5 });
    expect(o.perGrondsoort).toEqual({ zand: 13.5, klei: 4, veen: 3, loss: 6 });
    expect(o.graslandPerKlasse).toEqual({ zand1: 10, zand2: 0, zand3: 0, klei: 4, veen: 0 });
    // löss takes its sand class; the wheat on sand without a class counts as zand 2
    expect(o.bouwlandPerKlasse).toEqual({ zand1: 0, zand2: 2, zand3: 6, klei: 0, veen: 3 });
    expect(o.zandZonderKlasseHa).toBe(2); // the nature plot on sand has no norm and is not counted
    expect(o.klaverHaProcent).toBe(10 * 20);
    expect(o.vlinderbloemigHa).toBe(3); // the peas' plot
    expect(o.perGewascode).toEqual({ 265: 10, 266: 4, 259: 6, 308: 3, 233: 2, 335: 1.5 });
  });

  it('the critical surplus weighs each plot by its own class', () => {
    const r = bereken(bedrijf);
    const g = p.kritischBodemoverschotNGrasland.waarden;
    const b = p.kritischBodemoverschotNBouwland.waarden;
    const verwacht = (10 * g.zand1 + 4 * g.klei + 2 * b.zand2 + 6 * b.zand3 + 3 * b.veen) / 25;
    expect(r.bodem.stikstof.kritischOverschotKgPerHa).toBeCloseTo(verwacht, 9);
    expect(r.gebruikteStandaarden.filter((s) => s.pad === 'percelen.percelen')).toHaveLength(1);
  });

  it('arable output: entered kg, else product × content, plus removed crop residues', () => {
    expect(gewasAfvoer(bedrijf.akkerbouw.gewassen[0])).toEqual({ nKg: 300, p2o5Kg: 90 });
    expect(gewasAfvoer(bedrijf.akkerbouw.gewassen[1])).toEqual({ nKg: (18_000 * 18) / 1000 + 40, p2o5Kg: (18_000 * 7) / 1000 + 15 });
    const r = bereken(bedrijf);
    expect(r.bodem.stikstof.bindingKg).toBeCloseTo(10 * 20 * p.bindingKlaverKgNPerHaPerProcent.waarde + 3 * p.bindingVlinderbloemigKgNPerHa.waarde, 9);
    expect(r.gewasopbrengst.gewasNKg).toBeGreaterThan(300 + 364);
  });
});
