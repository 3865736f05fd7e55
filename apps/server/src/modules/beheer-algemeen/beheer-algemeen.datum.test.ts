/** Every date a staff member reads is the date in Europe/Amsterdam, whatever the server's clock zone. */
import { describe, expect, it } from 'vitest';
import { datumNlVanMoment } from './beheer-algemeen.invoer';
import { meldingOmschrijving } from './beheer-algemeen.instellingen';

describe('dates in Europe/Amsterdam', () => {
  it('a notice from 01-01-2027 00:00 Amsterdam (31-12-2026 23:00 UTC) says 01-01-2027', () => {
    expect(datumNlVanMoment(new Date('2026-12-31T23:00:00Z'))).toBe('01-01-2027');
    expect(datumNlVanMoment(new Date('2026-07-01T22:30:00Z'))).toBe('02-07-2026');
    expect(meldingOmschrijving({ soort: 'storing', doelgroep: 'iedereen', van: new Date('2026-12-31T23:00:00Z'), tot: new Date('2027-01-01T22:59:00Z') })).toMatch(/, 01-01-2027 tot 01-01-2027$/);
  });
});
