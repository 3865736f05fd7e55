import { describe, expect, it } from 'vitest';
import { gezondheidVan, type GezondheidInvoer } from './gezondheid';

const basis: GezondheidInvoer = { soort: 'melkleveringen', status: 'actief', sinds: '2025-01-01', laatsteBericht: null, openFouten: 0, vandaag: '2025-01-05' };

describe('gezondheid van een koppeling', () => {
  it('grijs zonder actieve koppeling, met de reden', () => {
    expect(gezondheidVan({ ...basis, status: null }).gezondheid).toBe('grijs');
    const v = gezondheidVan({ ...basis, status: 'aangevraagd' });
    expect(v.gezondheid).toBe('grijs');
    expect(v.reden).toContain('vraagt');
    expect(gezondheidVan({ ...basis, status: 'ingetrokken', laatsteBericht: '2025-01-02' }).gezondheid).toBe('grijs');
  });

  it('groen vóór het eerste bericht binnen de gepubliceerde starttijd (melk: < 1 week)', () => {
    const v = gezondheidVan(basis);
    expect(v).toMatchObject({ gezondheid: 'groen', verwachtUiterlijk: '2025-01-08' });
    expect(v.reden).toContain('08-01-2025');
    expect(gezondheidVan({ ...basis, vandaag: '2025-01-09' }).gezondheid).toBe('oranje');
  });

  it('melk: een bericht op 7 maart is op schema tot 10 april, daarna achter, na nog een maand rood', () => {
    const m = { ...basis, laatsteBericht: '2025-03-07' };
    expect(gezondheidVan({ ...m, vandaag: '2025-04-10' })).toMatchObject({ gezondheid: 'groen', verwachtUiterlijk: '2025-04-10' });
    expect(gezondheidVan({ ...m, vandaag: '2025-04-11' }).gezondheid).toBe('oranje');
    expect(gezondheidVan({ ...m, vandaag: '2025-05-11' }).gezondheid).toBe('oranje');
    expect(gezondheidVan({ ...m, vandaag: '2025-05-12' }).gezondheid).toBe('rood');
  });

  it('december schuift naar 10 januari van het volgende jaar', () => {
    expect(gezondheidVan({ ...basis, laatsteBericht: '2025-12-08', vandaag: '2025-12-20' }).verwachtUiterlijk).toBe('2026-01-10');
  });

  it('I&R: eerste gegevens na 14 dagen, dan maandelijks op dag 5', () => {
    const i = { ...basis, soort: 'diertellingen' as const };
    expect(gezondheidVan(i).verwachtUiterlijk).toBe('2025-01-15');
    expect(gezondheidVan({ ...i, laatsteBericht: '2025-02-05', vandaag: '2025-03-05' }).gezondheid).toBe('groen');
    expect(gezondheidVan({ ...i, laatsteBericht: '2025-02-05', vandaag: '2025-03-06' }).gezondheid).toBe('oranje');
  });

  it('VDM wekelijks: achter na 8 dagen, rood na meer dan een week daarna', () => {
    const v = { ...basis, soort: 'mesttransporten' as const, laatsteBericht: '2025-06-02' };
    expect(gezondheidVan({ ...v, vandaag: '2025-06-10' }).gezondheid).toBe('groen');
    expect(gezondheidVan({ ...v, vandaag: '2025-06-11' }).gezondheid).toBe('oranje');
    expect(gezondheidVan({ ...v, vandaag: '2025-06-17' }).gezondheid).toBe('oranje');
    expect(gezondheidVan({ ...v, vandaag: '2025-06-18' }).gezondheid).toBe('rood');
  });

  it('percelen op aanvraag raken nooit achter; mislukte berichten maken elke koppeling rood', () => {
    expect(gezondheidVan({ ...basis, soort: 'percelen', vandaag: '2030-01-01' }).gezondheid).toBe('groen');
    const r = gezondheidVan({ ...basis, soort: 'percelen', openFouten: 2 });
    expect(r.gezondheid).toBe('rood');
    expect(r.reden).toBe('2 berichten zijn niet verwerkt.');
    expect(gezondheidVan({ ...basis, openFouten: 1 }).reden).toBe('1 bericht is niet verwerkt.');
  });
});
