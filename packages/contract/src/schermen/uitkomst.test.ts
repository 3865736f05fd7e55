/** The save's outcome as the server and the port-3000 mocks both compute it (decision 026). */
import { describe, expect, it } from 'vitest';
import type { BedrijfsjaarInvoer } from '@kw/engine';
import voorbeeld from '../../../engine/examples/zandbedrijf-melkvee.json';
import { leegTotaal } from '../melklevering.schema';
import { register } from './register';
import { berekenUitkomst, invoerVersie, stelInvoerSamen, type InvoerBron } from './uitkomst';

const bron = (jaar = 2024): InvoerBron => {
  const v = JSON.parse(JSON.stringify(voorbeeld)) as Record<string, unknown>;
  const g = voorbeeld.melklevering.geleverd;
  return {
    jaar,
    rijen: register.map((s) => ({ scherm: s.sleutel, versie: 1, gegevens: Object.fromEntries(s.secties.filter((k) => k in v).map((k) => [k, v[k]])) })),
    melk: { jaar, invoer: undefined, automatisch: { kg: g.kg, vet: g.vetProcent, eiwit: g.eiwitProcent, ureum: g.ureumMgPer100ml, fosfor: g.fosforMgPer100g } },
    melkOpgeslagen: true,
  };
};

describe('berekenUitkomst (shared by server and mocks)', () => {
  it('the worked example: a result, its dashboard; a screen warns exactly when a signal above info points at it', () => {
    const u = berekenUitkomst(bron(), 'test');
    for (const [scherm, status] of Object.entries(u.schermstatus)) {
      const waarschuwt = u.signaleringen.some((s) => s.scherm === scherm && s.ernst !== 'info');
      expect(status, scherm).toBe(waarschuwt ? 'waarschuwing' : 'klaar');
    }
    // the example spreads more manure than its usage norm allows: a warning, not a refusal
    expect(u.schermstatus.organischeMest).toBe('waarschuwing');
    expect(u.schermstatus.energie).toBe('klaar');
    expect(u.resultaat).not.toBeNull();
    expect(u.dashboard).toBe(u.resultaat!.dashboard);
    expect(u.dashboard!.stikstofbodemoverschotKgNPerHa).toBeGreaterThan(0);
    expect(u.engineVersie).toMatch(/^test; /);
  });

  it('assembles the sections of every row, the record year and the milk from Melklevering', () => {
    const b = bron();
    const bg = b.rijen.find((r) => r.scherm === 'bedrijfsgegevens')!.gegevens.bedrijfsgegevens as { jaar: number };
    bg.jaar = 1999;
    const invoer = stelInvoerSamen(b) as { bedrijfsgegevens: { jaar: number }; melklevering: { geleverd: { kg: number } }; energie: unknown };
    expect(invoer.bedrijfsgegevens.jaar).toBe(2024);
    expect(invoer.melklevering.geleverd.kg).toBe(950_000);
    expect(invoer.energie).toEqual(voorbeeld.energie);
  });

  it('an invalid input: the engine message on the screen that holds the field; an unfilled screen stays not done', () => {
    const b = bron();
    b.rijen = b.rijen.filter((r) => r.scherm !== 'percelen');
    const u = berekenUitkomst(b, 'test');
    expect(u.resultaat).toBeNull();
    expect(u.dashboard).toBeNull();
    expect(u.schermstatus.percelen).toBe('niet-klaar');
    // no signal points at the screen nobody filled
    expect(u.signaleringen.filter((s) => s.scherm === 'percelen')).toEqual([]);
  });

  it('uses the validation it is given (the server passes its cached one) and turns a failing engine run into a Dutch signal', () => {
    const fout = berekenUitkomst(bron(), 'test', () => ({ ok: false, fouten: [{ pad: 'energie.dieselLiter', melding: 'Diesel klopt niet.' }] }));
    expect(fout.schermstatus.energie).toBe('waarschuwing');
    expect(fout.signaleringen).toEqual([{ code: 'ONGELDIGE_INVOER', ernst: 'fout', bericht: 'Diesel klopt niet.', scherm: 'energie', veldPad: 'energie.dieselLiter' }]);
    const kapot = berekenUitkomst(bron(), 'test', () => ({ ok: true, data: {} as BedrijfsjaarInvoer }));
    expect(kapot.resultaat).toBeNull();
    expect(kapot.signaleringen).toEqual([expect.objectContaining({ code: 'NIET_BEREKEND', ernst: 'fout', scherm: 'bedrijfsgegevens' })]);
    expect(kapot.signaleringen[0].bericht).toMatch(/^De kringloopwijzer kon niet worden berekend: /);
    expect(kapot.schermstatus.bedrijfsgegevens).toBe('waarschuwing');
  });

  it('saved milk that breaks its year rules warns on Melklevering, with the screen field', () => {
    const b = bron();
    b.melk.invoer = {
      gebruikHandmatigeMelkRegistratie: true,
      totaalHandmatig: { kg: 950_000, vet: 9, eiwit: 3.6, ureum: 22, fosfor: 98 },
      totaalZelfZuivel: leegTotaal(),
      melkGevoerdAanKalveren: 100,
      totaalOverigeProductie: { ...leegTotaal(), kg: 10 },
    };
    const u = berekenUitkomst(b, 'test');
    expect(u.schermstatus.melklevering).toBe('waarschuwing');
    expect(u.signaleringen).toContainEqual(expect.objectContaining({ scherm: 'melklevering', veldPad: 'totaalHandmatig.vet', ernst: 'fout' }));
  });

  it('an engine signal warns on its screen and points at the field', () => {
    const b = bron();
    const kv = b.rijen.find((r) => r.scherm === 'krachtvoer')!.gegevens.krachtvoer as { producten: Array<{ eindvoorraadKg?: number }> };
    kv.producten[0].eindvoorraadKg = 10_000_000;
    const u = berekenUitkomst(b, 'test');
    expect(u.schermstatus.krachtvoer).toBe('waarschuwing');
    expect(u.signaleringen).toContainEqual(expect.objectContaining({ code: 'NEGATIEF_VOERVERBRUIK', scherm: 'krachtvoer', veldPad: 'krachtvoer.producten.0.eindvoorraadKg' }));
  });

  it('the input version is the sum of every version', () => {
    expect(invoerVersie([{ scherm: 'a', gegevens: {}, versie: 2 }, { scherm: 'b', gegevens: {}, versie: 3 }], 4, 5)).toBe(14);
  });
});
