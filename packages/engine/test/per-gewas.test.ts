/** Bodem en gewas per crop (docs/rekenregels.md): shares of the engine's own figures, hand-worked on the "klein bedrijf". */
import { describe, expect, it } from 'vitest';
import { bereken, parameters2024 as p } from '../src';
import { invoer, percelen } from './helpers';

// 6 ha permanent (265) + 4 ha temporary grassland (266, 20 % clover), 5 ha maize (259, peat), 3 ha winter wheat (233) with a
// harvest entered, 2 ha potatoes (2014) without one, 1 ha nature (332).
const r = bereken(
  invoer({
    percelen: percelen(
      { oppervlakteHa: 6 },
      { oppervlakteHa: 4, gewascode: 266, grondgebruik: 'tijdelijkGrasland', klaverAandeelProcent: 20 },
      { oppervlakteHa: 5, gewascode: 259, grondgebruik: 'mais', grondsoort: 'veen' },
      { oppervlakteHa: 3, gewascode: 233, grondgebruik: 'akkerbouw' },
      { oppervlakteHa: 2, gewascode: 2014, grondgebruik: 'akkerbouw' },
      { oppervlakteHa: 1, gewascode: 332, grondgebruik: 'natuur' },
    ),
    akkerbouw: { gewassen: [{ gewascode: 233, oogstKg: 27_000, nGPerKg: 18, p2o5GPerKg: 8, gewasrestenKgN: 10 }] },
    organischeMest: { verbruik: { aandeelGraslandProcent: 70 } },
  }),
);
const rij = (code: number) => r.perGewas.find((x) => x.gewascode === code)!;

describe('bemesting en opbrengst per gewas', () => {
  it('één rij per gewascode, gesorteerd grasland, maïs, akkerbouw, natuur (binnen de groep grootste eerst)', () => {
    expect(r.perGewas.map((x) => [x.groep, x.gewascode, x.oppervlakteHa])).toEqual([
      ['grasland', 265, 6], ['grasland', 266, 4], ['snijmais', 259, 5], ['akkerbouw', 233, 3], ['akkerbouw', 2014, 2], ['natuur', 332, 1],
    ]);
  });
  it('kunstmest, dierlijke mest en weidemest: het groepscijfer van de rekenkern naar oppervlakte binnen de groep', () => {
    const km = r.bea.kunstmest;
    expect(rij(265).kunstmestNKg).toBeCloseTo(km.nGraslandKg * 0.6, 9);
    expect(rij(266).kunstmestNKg).toBeCloseTo(km.nGraslandKg * 0.4, 9);
    // aandeel grasland 70 %: bouwland (5 + 3 + 2 = 10 ha) krijgt 30 %, maïs de helft daarvan
    const mestN = Math.max(0, r.bea.mest.aanwendingNKg);
    expect(rij(265).dierlijkeMestNKg).toBeCloseTo(mestN * 0.7 * 0.6, 9);
    expect(rij(259).dierlijkeMestNKg).toBeCloseTo(mestN * 0.3 * 0.5, 9);
    expect(rij(233).dierlijkeMestNKg).toBeCloseTo(mestN * 0.3 * 0.3, 9);
    expect(rij(332).dierlijkeMestNKg).toBe(0);
    const som = (f: (x: (typeof r.perGewas)[number]) => number) => r.perGewas.reduce((s, x) => s + f(x), 0);
    expect(som((x) => x.dierlijkeMestNKg)).toBeCloseTo(mestN, 9);
    expect(som((x) => x.weidemestNKg)).toBeCloseTo(r.bex.excretie.excretieWeideNKg, 9);
    expect(rij(265).naarOppervlakte).toEqual(['kunstmest', 'dierlijkeMest', 'weidemest', 'opbrengst']);
  });
  it('depositie, klaverbinding en veenmineralisatie per perceel; samen gelijk aan de rekenkern', () => {
    expect(rij(332).depositieNKg).toBe(1 * 20); // helpers: depositie 20 kg N/ha
    expect(rij(266).bindingNKg).toBeCloseTo(4 * 20 * p.bindingKlaverKgNPerHaPerProcent.waarde, 9);
    expect(rij(265).bindingNKg).toBe(0);
    expect(rij(259).mineralisatieNKg).toBeCloseTo(5 * p.mineralisatieVeenKgNPerHa.waarde, 9);
    const som = (f: (x: (typeof r.perGewas)[number]) => number) => r.perGewas.reduce((s, x) => s + f(x), 0);
    expect(som((x) => x.depositieNKg)).toBeCloseTo(r.bodem.stikstof.depositieKg, 9);
    expect(som((x) => x.bindingNKg)).toBeCloseTo(r.bodem.stikstof.bindingKg, 9);
    expect(som((x) => x.mineralisatieNKg)).toBeCloseTo(r.bodem.stikstof.mineralisatieKg, 9);
  });
  it('opbrengst: gras en maïs uit het fosforspoor naar oppervlakte; akkerbouw de ingevulde oogst; zonder oogst niets', () => {
    expect(rij(265).opbrengstKgDs! + rij(266).opbrengstKgDs!).toBeCloseTo(r.gewasopbrengst.grasland.kgDs, 6);
    expect(rij(265).opbrengstKgDs! / 6).toBeCloseTo(r.gewasopbrengst.graslandKgDsPerHa, 6);
    expect(rij(259).opbrengstBron).toBe('fosforspoor');
    // 27.000 kg × 18 g N/kg = 486 kg N + 10 kg N gewasresten; 27.000 × 8 g = 216 kg P2O5
    expect(rij(233)).toMatchObject({ opbrengstBron: 'ingevuld', opbrengstKgDs: null, opbrengstNKg: 496, opbrengstP2o5Kg: 216 });
    expect(rij(2014)).toMatchObject({ opbrengstBron: 'geen', opbrengstNKg: null });
    expect(rij(332)).toMatchObject({ opbrengstBron: 'geen', kunstmestNKg: 0, naarOppervlakte: [] });
  });
});
