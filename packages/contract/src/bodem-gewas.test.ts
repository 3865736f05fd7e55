import { describe, expect, it } from 'vitest';
import { bereken } from '@kw/engine';
import { bodemGewasOverzicht, bodemGewasOverzichtSchema } from './bodem-gewas';
import { mestForfait } from './mest-forfait';
import voorbeeld from '../../engine/examples/zandbedrijf-melkvee.json';
import { bedrijfsjaarInvoerSchema } from '@kw/engine';

describe('mestForfait: what the engine uses for a manure row without analysis', () => {
  it('RVO Tabel 5 per mestcode and year (rundveedrijfmest 4,0 kg N / 1,5 kg P2O5 per ton, KLW-domeinnotities §2.1)', () => {
    expect(mestForfait(2024, 14)).toEqual({ nKgPerTon: 4.0, p2o5KgPerTon: 1.5, bekend: true });
    expect(mestForfait(2024, 199)).toMatchObject({ bekend: false, nKgPerTon: 4.0 });
    expect(mestForfait(2017, 14)).toBeUndefined();
  });
});

describe('bodemGewasOverzicht: per gewas, met subtotalen per grondgebruik, uit het resultaat van de rekenkern', () => {
  const r = bereken(bedrijfsjaarInvoerSchema.parse(voorbeeld));
  const o = bodemGewasOverzichtSchema.parse(bodemGewasOverzicht({ id: 1, jaar: r.jaar }, r));
  const rij = (sleutel: string) => o.rijen.find((x) => x.sleutel === sleutel)!;

  it('gewasrijen met naam uit de BRP-lijst, daarna het subtotaal per grondgebruik en het bedrijfstotaal', () => {
    // the example farm: 30 ha permanent grassland (265), 10 ha temporary (266), 10 ha maize (259)
    expect(o.rijen.map((x) => x.sleutel)).toEqual(['gewas-grasland-265', 'gewas-grasland-266', 'grasland', 'gewas-snijmais-259', 'snijmais', 'totaal']);
    expect(rij('gewas-grasland-265')).toMatchObject({ soort: 'gewas', naam: 'Grasland, blijvend (265)', oppervlakteHa: 30 });
    expect(rij('grasland').oppervlakteHa).toBe(r.oppervlakten.graslandHa);
    expect(rij('totaal').oppervlakteHa).toBe(r.oppervlakten.totaalHa);
  });
  it('de subtotalen zijn de cijfers van de rekenkern per grondgebruik; gewassen delen naar oppervlakte', () => {
    const gras = rij('grasland');
    expect(gras.kunstmestNKg).toBeCloseTo(r.bea.kunstmest.nGraslandKg, 6);
    expect(gras.dierlijkeMestNKg).toBeCloseTo(Math.max(0, r.bea.mest.aanwendingNKg) * r.bea.mest.aandeelGrasland, 6);
    expect(gras.weidemestNKg).toBeCloseTo(r.bex.excretie.excretieWeideNKg, 6);
    expect(gras.opbrengstKgDsPerHa).toBeCloseTo(r.gewasopbrengst.graslandKgDsPerHa, 6);
    expect(rij('snijmais').opbrengstNKgPerHa).toBeCloseTo(r.gewasopbrengst.snijmaisNKgPerHa, 6);
    expect(rij('gewas-grasland-265').kunstmestNKg).toBeCloseTo(r.bea.kunstmest.nGraslandKg * (30 / 40), 6);
    expect(rij('gewas-grasland-265').opbrengstKgDsPerHa).toBeCloseTo(r.gewasopbrengst.graslandKgDsPerHa, 6);
    expect(rij('gewas-grasland-265').naarOppervlakte).toEqual(['kunstmest', 'dierlijkeMest', 'weidemest', 'opbrengst']);
    // the total's N per ha: all N on the land / all ha
    const t = rij('totaal');
    expect(t.totaalNKgPerHa! * t.oppervlakteHa!).toBeCloseTo(t.kunstmestNKg! + t.dierlijkeMestNKg! + t.weidemestNKg! + t.overigNKg!, 6);
    expect(t.dierlijkeMestNKg).toBeCloseTo(Math.max(0, r.bea.mest.aanwendingNKg), 6);
    expect(t.opbrengstKgDsPerHa).toBeNull();
  });
  it('elk cijfer met een spoor noemt zijn knoop; gewasrijen openen de knoop van hun groep', () => {
    expect(rij('grasland').knopen).toMatchObject({ oppervlakteHa: 'oppgras', opbrengstKgDsPerHa: 'opb_graspr_ds', dierlijkeMestNKg: 'n-mestaanwending', weidemestNKg: 'n-excretie-in-de-wei' });
    expect(rij('gewas-snijmais-259').knopen).toMatchObject({ opbrengstKgDsPerHa: 'opb_mais_ds' });
    expect(rij('gewas-snijmais-259').knopen.oppervlakteHa).toBeUndefined();
    expect(rij('gewas-snijmais-259').knopen.weidemestNKg).toBeUndefined();
  });
  it('akkerbouw: de ingevulde oogst per ha, zonder drogestof; een gewas zonder oogst wordt genoemd', () => {
    const invoer = bedrijfsjaarInvoerSchema.parse({
      ...voorbeeld,
      percelen: {
        percelen: [
          ...(voorbeeld as { percelen: { percelen: unknown[] } }).percelen.percelen,
          { id: 'tarwe', oppervlakteHa: 4, gewascode: 233, grondgebruik: 'akkerbouw', grondsoort: 'klei' },
          { id: 'piepers', oppervlakteHa: 2, gewascode: 2014, grondgebruik: 'akkerbouw', grondsoort: 'klei' },
        ],
      },
      akkerbouw: { gewassen: [{ gewascode: 233, afvoerKgN: 480, afvoerKgP2o5: 200 }] },
    });
    const o2 = bodemGewasOverzicht({ id: 1, jaar: 2024 }, bereken(invoer));
    const tarwe = o2.rijen.find((x) => x.sleutel === 'gewas-akkerbouw-233')!;
    expect(tarwe).toMatchObject({ naam: 'Tarwe, winter- (233)', opbrengstBron: 'ingevuld', opbrengstKgDsPerHa: null, opbrengstNKgPerHa: 120, opbrengstP2o5KgPerHa: 50 });
    // the subtotal per ha over the crops with a harvest (4 ha), not over the potatoes without one
    expect(o2.rijen.find((x) => x.sleutel === 'akkerbouw')).toMatchObject({ oppervlakteHa: 6, opbrengstNKgPerHa: 120 });
    expect(o2.rijen.find((x) => x.sleutel === 'gewas-akkerbouw-2014')).toMatchObject({ opbrengstBron: 'geen', opbrengstNKgPerHa: null });
    expect(o2.toelichting.join(' ')).toMatch(/Geen oogst ingevuld voor .*\(2014\)/);
  });
  it('zonder berekening geen rijen', () => {
    expect(bodemGewasOverzicht({ id: 1, jaar: 2024 }, null)).toMatchObject({ berekend: false, rijen: [] });
  });
});
