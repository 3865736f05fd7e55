/** The register save's check and answer, as the server and the port-3000 mocks both give them (decision 026). */
import { describe, expect, it } from 'vitest';
import { controleerSchermOpslag, metServerVelden, SCHERM_ANDER_RECORD_MELDING, schermAntwoord } from './opslaan';

const record = { id: 7, jaar: 2024, statusId: 1 };
const energie = { elektriciteitKwh: 45_000, eigenProductieKwh: 20_000, dieselLiter: 6_000, aardgasM3: 0 };

describe('controleerSchermOpslag', () => {
  it('a valid body: the document to store, the parsed sections and the version', () => {
    const c = controleerSchermOpslag('energie', record, { versie: 3, gegevens: { energie } });
    expect(c).toMatchObject({ ok: true, versie: 3, gegevens: { energie } });
    expect(c.ok && c.geparst).toEqual({ energie: expect.objectContaining(energie) });
  });

  it('the record year is filled in by the server, whatever the body says', () => {
    const bg = { jaar: 1999, naam: 'De Zandhoeve', biologisch: false, derogatie: false, regio: 'zuid-oost' };
    const c = controleerSchermOpslag('bedrijfsgegevens', record, { versie: 1, gegevens: { bedrijfsgegevens: bg } });
    expect(c.ok && c.gegevens).toEqual({ bedrijfsgegevens: { ...bg, jaar: 2024 } });
    expect(metServerVelden('energie', { energie }, 2024)).toEqual({ energie });
  });

  it('refuses a body of the wrong shape with the screen title', () => {
    expect(controleerSchermOpslag('energie', record, { gegevens: { energie } })).toEqual({
      ok: false,
      message: 'Energie is niet opgeslagen: controleer de invoer.',
      errorDetails: [expect.objectContaining({ field: 'versie' })],
    });
  });

  it('refuses a body naming another record', () => {
    expect(controleerSchermOpslag('energie', record, { versie: 1, gegevens: { energie }, kringloopwijzerId: 8 })).toEqual({
      ok: false,
      message: SCHERM_ANDER_RECORD_MELDING,
      errorDetails: [{ field: 'kringloopwijzerId', message: SCHERM_ANDER_RECORD_MELDING }],
    });
  });

  it("refuses a field outside its bounds with the field's Dutch message", () => {
    const c = controleerSchermOpslag('energie', record, { versie: 1, gegevens: { energie: { ...energie, dieselLiter: -1 } } });
    expect(c.ok).toBe(false);
    expect(!c.ok && c.errorDetails).toEqual([{ field: 'energie.dieselLiter', message: 'Energieverbruik: Diesel moet tussen 0 en 1.000.000 liter liggen.' }]);
  });
});

describe('schermAntwoord', () => {
  it("the row, the screen's state and its own signals, the six indicators with the value before", () => {
    const u = {
      schermstatus: { energie: 'waarschuwing' as const },
      signaleringen: [
        { code: 'A', ernst: 'waarschuwing' as const, bericht: 'a', scherm: 'energie', veldPad: 'energie.dieselLiter' },
        { code: 'B', ernst: 'info' as const, bericht: 'b', scherm: 'krachtvoer', veldPad: 'krachtvoer' },
      ],
      dashboard: { stikstofbodemoverschotKgNPerHa: 120 } as never,
      vorigDashboard: { stikstofbodemoverschotKgNPerHa: 130 } as never,
    };
    const a = schermAntwoord(record, 'energie', { versie: 4, gegevens: { energie } }, u, true);
    expect(a).toMatchObject({ kringloopwijzerId: 7, kringloopwijzerJaar: 2024, kringloopwijzerStatus: 1, scherm: 'energie', versie: 4, status: 'waarschuwing', isAuthorized: true });
    expect(a.signaleringen.map((s) => s.code)).toEqual(['A']);
    expect(a.indicatoren).toHaveLength(6);
    expect(a.indicatoren[0]).toMatchObject({ waarde: 120, vorigeWaarde: 130 });
  });

  it('nothing saved yet: version 0, an empty document, not done', () => {
    expect(schermAntwoord(record, 'energie', undefined, undefined, false)).toMatchObject({ versie: 0, gegevens: {}, status: 'niet-klaar', signaleringen: [], isAuthorized: false });
  });
});
