import { describe, expect, it } from 'vitest';
import { menuStructuur, vulKlwId } from '@kw/contract';
import { isGebouwd, isGebouwdeUrl, ROUTES, routeVoorUrl, type RouteDefinitie } from './route-tabel';

describe('which screens are built (one function, from the route table)', () => {
  it('knows start and Melklevering as built, the placeholders as not built', () => {
    const gebouwd = ROUTES.filter(isGebouwd).map((r) => r.pad);
    expect(gebouwd).toEqual(['/melklevering/Index/:klwId', '/Home/new']);
    expect(isGebouwdeUrl('/melklevering/Index/12')).toBe(true);
    expect(isGebouwdeUrl('/voer/krachtvoer/Index/12')).toBe(false);
    expect(isGebouwdeUrl('/veestapelIenR/Index/12?diergroep=graasdieren')).toBe(false);
    expect(isGebouwdeUrl('/ZuivelNL.Klw.Web/melklevering/Index/12')).toBe(true);
    expect(isGebouwdeUrl('/bestaat/niet')).toBe(false);
  });

  it('follows the data: a route given a built kind is built, without other code', () => {
    const krachtvoer = routeVoorUrl('/voer/krachtvoer/Index/3') as RouteDefinitie;
    expect(krachtvoer.naam).toBe('Krachtvoer');
    expect(isGebouwd(krachtvoer)).toBe(false);
    expect(isGebouwd({ ...krachtvoer, soort: 'melklevering' })).toBe(true);
  });

  it('finds a route for every item of the menu', () => {
    for (const item of menuStructuur.flatMap((s) => s.items)) expect(routeVoorUrl(vulKlwId(item.route, 7)), item.route).toBeDefined();
  });
});
