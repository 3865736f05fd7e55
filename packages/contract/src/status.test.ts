import { describe, expect, it } from 'vitest';
import { isAfgesloten, jaarMetStatus, STATUS_NAAM_AFGESLOTEN, statusNaam } from './status';

describe('one name for the closed state (spec §4)', () => {
  it('calls every status above 1 "Afgesloten" and the rest "Open"', () => {
    expect(STATUS_NAAM_AFGESLOTEN).toBe('Afgesloten');
    expect([0, 1, 2, 3, 9].map(statusNaam)).toEqual(['Open', 'Open', 'Afgesloten', 'Afgesloten', 'Afgesloten']);
    expect(isAfgesloten(null)).toBe(false);
  });
  it('shows a year in a list with the same word', () => {
    expect(jaarMetStatus(2022, 2)).toBe('2022 (Afgesloten)');
    expect(jaarMetStatus(2024, 1)).toBe('2024');
  });
});
