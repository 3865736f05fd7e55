/** The engine on every save, as pure functions: assembly, status per screen, signals per screen and field. */
import { describe, expect, it } from 'vitest';
import { register } from '@kw/contract';
import { demoSchermen } from '../../db/seed-invoer';
import { berekenUitkomst, invoerVersie, stelInvoerSamen, type InvoerBron } from './uitkomst.bereken';

const melk = { kg: 900_000, vet: 4.4, eiwit: 3.5, ureum: 22, fosfor: 98 };
const bron = (jaar: number, schermen = demoSchermen({ naam: 'T', koeien: 95, grasHa: 40, melkKg: 900_000 }, jaar)): InvoerBron => ({
  jaar,
  rijen: Object.entries(schermen).map(([scherm, gegevens]) => ({ scherm, gegevens: gegevens as Record<string, unknown>, versie: 1 })),
  melk: { invoer: undefined, automatisch: melk, jaar },
  melkOpgeslagen: true,
});

describe('berekenUitkomst', () => {
  it('a complete year: every screen done, results and the six indicators', () => {
    const u = berekenUitkomst(bron(2024), 'test');
    expect(Object.values(u.schermstatus).every((s) => s === 'klaar')).toBe(true);
    expect(Object.keys(u.schermstatus)).toHaveLength(register.length + 1); // every register screen and Melklevering
    expect(u.resultaat).not.toBeNull();
    expect(u.dashboard!.blijvendGraslandProcent).toBeGreaterThan(0);
    expect(u.engineVersie).toMatch(/^test; KLW-open 2024/);
  });

  it('the record year wins over a year in the document; the milk comes from Melklevering', () => {
    const b = bron(2024);
    (b.rijen.find((r) => r.scherm === 'bedrijfsgegevens')!.gegevens.bedrijfsgegevens as { jaar: number }).jaar = 2000;
    const invoer = stelInvoerSamen(b) as { bedrijfsgegevens: { jaar: number }; melklevering: { geleverd: { kg: number } } };
    expect(invoer.bedrijfsgegevens.jaar).toBe(2024);
    expect(invoer.melklevering.geleverd.kg).toBe(900_000);
  });

  it('an engine signal turns its screen into a warning and points at the field', () => {
    const schermen = demoSchermen({ naam: 'T', koeien: 95, grasHa: 40, melkKg: 900_000 }, 2024);
    const p = (schermen.krachtvoer.krachtvoer!.producten as Array<{ eindvoorraadKg: number }>)[0];
    p.eindvoorraadKg = 10_000_000;
    const u = berekenUitkomst(bron(2024, schermen), 'test');
    expect(u.schermstatus.krachtvoer).toBe('waarschuwing');
    expect(u.signaleringen).toContainEqual(expect.objectContaining({ code: 'NEGATIEF_VOERVERBRUIK', scherm: 'krachtvoer', veldPad: 'krachtvoer.producten.0.eindvoorraadKg' }));
  });

  it('unfilled screens are not done, not warnings; no results without the required sections', () => {
    const b = bron(2024);
    b.rijen = b.rijen.filter((r) => r.scherm === 'energie');
    b.melkOpgeslagen = false;
    const u = berekenUitkomst(b, 'test');
    expect(u.schermstatus.energie).toBe('klaar');
    expect(u.schermstatus.veestapel).toBe('niet-klaar');
    expect(u.schermstatus.melklevering).toBe('niet-klaar');
    expect(u.resultaat).toBeNull();
  });

  it('a year without engine parameters gives a Dutch signal, no exception', () => {
    const u = berekenUitkomst(bron(2031), 'test');
    expect(u.resultaat).toBeNull();
    // the engine's own year check (valideerInvoer) names the field and the supported years
    const jaar = u.signaleringen.find((s) => s.scherm === 'bedrijfsgegevens' && s.ernst === 'fout');
    expect(jaar?.bericht).toMatch(/2031/);
  });

  it('saved milk data that breaks its year rules is a Melklevering warning', () => {
    const b = bron(2024);
    b.melk.invoer = {
      gebruikHandmatigeMelkRegistratie: true,
      totaalHandmatig: { ...melk, vet: 9 },
      totaalZelfZuivel: { kg: null, vet: null, eiwit: null, ureum: null, fosfor: null },
      melkGevoerdAanKalveren: 100,
      totaalOverigeProductie: { kg: 10, vet: null, eiwit: null, ureum: null, fosfor: null },
    };
    const u = berekenUitkomst(b, 'test');
    expect(u.schermstatus.melklevering).toBe('waarschuwing');
    expect(u.signaleringen).toContainEqual(expect.objectContaining({ scherm: 'melklevering', veldPad: 'totaalHandmatig.vet' }));
  });

  it('the input version grows with every save', () => {
    expect(invoerVersie([{ scherm: 'a', gegevens: {}, versie: 2 }, { scherm: 'b', gegevens: {}, versie: 3 }], 4, 5)).toBe(14);
  });
});
