/** The Signalering screen's rows from stored signals: field labels, values and expected ranges. */
import { describe, expect, it } from 'vitest';
import { parametersVoorJaar } from '@kw/engine';
import { signaleringRegels, type SignaleringBron } from './signalering.regels';

const bron = (s: Partial<SignaleringBron>): SignaleringBron => ({ klwId: 7, jaar: 2024, signaleringen: [], documenten: {}, melk: undefined, ...s });

describe('signaleringRegels', () => {
  it('an engine signal: its own value and the year\'s range from the parameters', () => {
    const g = parametersVoorJaar(2024).grenzen.waarden;
    const [r] = signaleringRegels(
      bron({ signaleringen: [{ code: 'RANTSOEN_RE_BUITEN_BEREIK', ernst: 'waarschuwing', bericht: 'x', scherm: 'ruwvoer', veldPad: 'ruwvoer.producten', waarde: 231 }] }),
    );
    expect(r).toMatchObject({ schermTitel: 'Ruwvoer', route: '/voer/overig/Index/7', waarde: 231, eenheid: 'g/kg DS', verwachtMin: g.rantsReMin, verwachtMax: g.rantsReMax });
    // a table, not one field: the table's name
    expect(r.veldLabel).toMatch(/\S/);
  });

  it('a validation error: the value as entered and the field\'s bounds from the register', () => {
    const doc = { krachtvoer: { producten: [{ naam: 'Brok', vemPerKgDs: 3000 }] } };
    const [r] = signaleringRegels(
      bron({
        documenten: { krachtvoer: doc },
        signaleringen: [{ code: 'ONGELDIGE_INVOER', ernst: 'fout', bericht: 'te hoog', scherm: 'krachtvoer', veldPad: 'krachtvoer.producten.0.vemPerKgDs' }],
      }),
    );
    expect(r).toMatchObject({ waarde: 3000, verwachtMin: 0, eenheid: 'VEM/kg DS' });
    expect(r.verwachtMax).toBeGreaterThan(1000);
    expect(r.veldLabel).toMatch(/regel 1: VEM/);
  });

  it('Melklevering: the milk rules of spec §5 and the saved value', () => {
    const [r] = signaleringRegels(
      bron({
        melk: {
          gebruikHandmatigeMelkRegistratie: true,
          totaalHandmatig: { kg: 1, vet: 9, eiwit: 3.5, ureum: 20, fosfor: 98 },
          totaalZelfZuivel: { kg: null, vet: null, eiwit: null, ureum: null, fosfor: null },
          melkGevoerdAanKalveren: 10,
          totaalOverigeProductie: { kg: 10, vet: null, eiwit: null, ureum: null, fosfor: null },
        },
        signaleringen: [{ code: 'ONGELDIGE_INVOER', ernst: 'fout', bericht: 'vet', scherm: 'melklevering', veldPad: 'totaalHandmatig.vet' }],
      }),
    );
    expect(r).toMatchObject({ schermTitel: 'Melklevering', route: '/melklevering/Index/7', waarde: 9, verwachtMin: 2, verwachtMax: 8, eenheid: '%' });
  });

  it('a year without parameters: no range, no exception', () => {
    const [r] = signaleringRegels(bron({ jaar: 2031, signaleringen: [{ code: 'VET_BUITEN_BEREIK', ernst: 'waarschuwing', bericht: 'x', scherm: 'melklevering', veldPad: 'totaalHandmatig.vet', waarde: 7.5 }] }));
    expect(r).toMatchObject({ waarde: 7.5, verwachtMin: 2, verwachtMax: 8 });
  });
});
