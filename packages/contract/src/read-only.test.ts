import { describe, expect, it } from 'vitest';
import { isAlleenLezen } from './read-only';
import type { CallContext } from './call-context.schema';

const ctx = (over: Partial<CallContext>): CallContext => ({
  gebruikerId: 1, deelnemerId: 1, proxyId: null, proxyKvk: null, kringloopwijzerId: 1, naam: 'x', kringloopwijzerJaar: 2024,
  kringloopwijzerStatusId: 1, gebruikerKvKNummer: null, gebruikerIsDeelnemer: false, gebruikerIsSBMedewerker: false,
  gebruikerIsAuthorized: false, volmacht: false, gebruikerIsDemoGebruiker: false, ...over,
});

describe('read-only year (spec §4)', () => {
  it('is read-only until the context has loaded', () => {
    expect(isAlleenLezen(undefined)).toBe(true);
    expect(isAlleenLezen(null)).toBe(true);
  });
  it('is read-only for everyone above status 1', () => {
    for (const rol of [{ gebruikerIsDeelnemer: true }, { volmacht: true }, { gebruikerIsAuthorized: true }]) {
      expect(isAlleenLezen(ctx({ ...rol, kringloopwijzerStatusId: 2 }))).toBe(true);
    }
  });
  it('at status 1 or lower only participant, proxy holder or authorized may edit', () => {
    expect(isAlleenLezen(ctx({ gebruikerIsDeelnemer: true }))).toBe(false);
    expect(isAlleenLezen(ctx({ volmacht: true, kringloopwijzerStatusId: 0 }))).toBe(false);
    expect(isAlleenLezen(ctx({ gebruikerIsAuthorized: true }))).toBe(false);
    expect(isAlleenLezen(ctx({ gebruikerIsSBMedewerker: true }))).toBe(true);
    expect(isAlleenLezen(ctx({ gebruikerIsDemoGebruiker: true }))).toBe(true);
  });
});
