import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { leegTotaal, melkLeveringGegevensSchema } from '@kw/contract';
import type { LeveringRij } from './melklevering.repository';
import { antwoordAlsJson, automatischDeel, vatLeveringenSamen, type ZonderLeveringen } from './melklevering.samenvatting';

const rest = (over: Partial<ZonderLeveringen> = {}): ZonderLeveringen => ({
  aantalMelkkoeien: 115,
  gebruikHandmatigeMelkRegistratie: false,
  melkGevoerdAanKalveren: null,
  isAuthorized: true,
  kringloopwijzerId: 7,
  kringloopwijzerJaar: 2024,
  kringloopwijzerStatus: 1,
  totaalHandmatig: leegTotaal(),
  totaalOverigeProductie: leegTotaal(),
  totaalZelfZuivel: leegTotaal(),
  versie: 3,
  ...over,
});

const rij = (leverDatum: string, kg: number, fosfor: number | null = 97): LeveringRij => ({
  leverDatum,
  afleverTijd: '07:30',
  ubn: '1234567',
  kg,
  vet: 4.4,
  eiwit: 3.5,
  ureum: 22,
  fosfor,
});

describe('antwoordAlsJson', () => {
  it('geeft hetzelfde object als JSON.stringify van het geheel, en het voldoet aan het schema', () => {
    const rijen = [rij('2024-01-02', 6500), rij('2024-01-04', 6600), rij('2024-02-01', 6400)];
    const deel = automatischDeel(rijen, 2024);
    const tekst = antwoordAlsJson(rest(), vatLeveringenSamen(rijen, 2024).gegevens);
    expect(JSON.parse(tekst)).toEqual({ ...rest(), ...deel });
    expect(melkLeveringGegevensSchema.parse(JSON.parse(tekst))).toEqual({ ...rest(), ...deel });
  });

  it('klopt ook zonder leveringen en met tekens die in JSON ontsnapt worden', () => {
    const tekst = antwoordAlsJson(rest({ aantalMelkkoeien: null }), vatLeveringenSamen([], 2024).gegevens);
    expect(JSON.parse(tekst)).toMatchObject({ aantalMelkkoeien: null, datumLaatsteLevering: null, maanden: [], totaal: leegTotaal() });
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 1000 }), (ubn, versie) => {
        const r = [{ ...rij('2024-03-03', 1), ubn }];
        const t = antwoordAlsJson(rest({ versie }), vatLeveringenSamen(r, 2024).gegevens);
        expect(JSON.parse(t)).toEqual({ ...rest({ versie }), ...automatischDeel(r, 2024) });
      }),
    );
  });

  it('toont geen fosfor vóór 2019 (spec §5), ook niet in de totalen', () => {
    const s = vatLeveringenSamen([rij('2018-05-01', 6000, 95)], 2018);
    expect(s.totaal.fosfor).toBeNull();
    expect(JSON.parse(s.gegevens).maanden[0].leveringen[0].fosfor).toBeNull();
    expect(s.aantal).toBe(1);
  });
});
