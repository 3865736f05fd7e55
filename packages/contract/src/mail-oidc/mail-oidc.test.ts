import { describe, expect, it } from 'vitest';
import { MAIL_MAX_POGINGEN, mailStatus, oidcFoutTekst, uitbakVraagSchema } from '../index';

describe('mailStatus', () => {
  it('verzonden wint; daarna opgegeven na het maximum; anders opnieuw (met fout) of wacht', () => {
    expect(mailStatus({ verzondenOp: '2026-01-01T00:00:00Z', pogingen: 3, fout: null })).toBe('verzonden');
    expect(mailStatus({ verzondenOp: null, pogingen: MAIL_MAX_POGINGEN, fout: 'x' })).toBe('mislukt');
    expect(mailStatus({ verzondenOp: null, pogingen: 1, fout: 'x' })).toBe('opnieuw');
    expect(mailStatus({ verzondenOp: null, pogingen: 0, fout: null })).toBe('wacht');
  });
});

describe('uitbakVraagSchema', () => {
  it('pagina standaard 1; geen getal, 0 of te lang zoekwoord geweigerd met een Nederlandse melding', () => {
    expect(uitbakVraagSchema.parse({})).toEqual({ pagina: 1 });
    expect(uitbakVraagSchema.parse({ pagina: '3', aan: ' boer ' })).toEqual({ pagina: 3, aan: 'boer' });
    expect(uitbakVraagSchema.safeParse({ pagina: 'nul' }).error?.issues[0].message).toBe('De pagina moet een getal zijn.');
    expect(uitbakVraagSchema.safeParse({ pagina: '0' }).error?.issues[0].message).toBe('De pagina begint bij 1.');
    expect(uitbakVraagSchema.safeParse({ aan: 'x'.repeat(201) }).success).toBe(false);
  });
});

describe('oidcFoutTekst', () => {
  it('een bekende code geeft de Nederlandse tekst; een onbekende of een eigenschap van Object niets', () => {
    expect(oidcFoutTekst('onbekende-kvk')).toBe('Uw KvK-nummer is nog niet bekend; vraag registratie aan bij de servicedesk.');
    expect(oidcFoutTekst('toString')).toBeNull();
    expect(oidcFoutTekst('<script>')).toBeNull();
    expect(oidcFoutTekst(null)).toBeNull();
  });
});
