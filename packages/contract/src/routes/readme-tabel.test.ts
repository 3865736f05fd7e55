import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { huidigeReadmeTabel, readmeTabel, vervangReadmeTabel } from './readme-tabel';
import { README_STATUS, ROUTE_RIJEN, type RouteId } from './route-catalogus';

const README = new URL('../../../../README.md', import.meta.url);

describe('README status table (decision 017)', () => {
  it('is the route catalogue: run `npm run routes:readme` after changing a row', () => {
    expect(huidigeReadmeTabel(readFileSync(README, 'utf8'))).toEqual(readmeTabel());
  });

  it('replaces only the table', () => {
    const readme = 'voor\n\n| route | screen | status |\n|---|---|---|\n| `/x` | X | oud |\n\nna\n';
    const nieuw = vervangReadmeTabel(readme, ['| route | screen | status |', '|---|---|---|', '| `/y` | Y | nieuw |']);
    expect(nieuw).toBe('voor\n\n| route | screen | status |\n|---|---|---|\n| `/y` | Y | nieuw |\n\nna\n');
  });
});

describe('route catalogue', () => {
  it('holds every route once, every id once, and a status that says whether it is built', () => {
    expect(new Set(ROUTE_RIJEN.map((r) => r.route)).size).toBe(ROUTE_RIJEN.length);
    expect(new Set(ROUTE_RIJEN.map((r) => r.id)).size).toBe(ROUTE_RIJEN.length);
    for (const r of ROUTE_RIJEN) expect(README_STATUS[r.id as RouteId].startsWith('gebouwd'), r.route).toBe(r.gebouwd);
    expect(Object.keys(README_STATUS)).toEqual(ROUTE_RIJEN.map((r) => r.id));
    // 51 spec routes (with /login and /) and the outbox of decision 018
    expect(ROUTE_RIJEN).toHaveLength(52);
  });

  it('names a register key only on input screens and gives every route at least one role', () => {
    for (const r of ROUTE_RIJEN) {
      if (r.scherm) expect(r.soort, r.route).toBe('invoerscherm');
      expect(r.rollen.length, r.route).toBeGreaterThan(0);
    }
  });
});
