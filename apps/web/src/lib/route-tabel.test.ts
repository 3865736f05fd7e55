import { describe, expect, it } from 'vitest';
import { menuStructuur, register, schermRoutes, vulKlwId } from '@kw/contract';
import { isGebouwd, isGebouwdeUrl, ROUTES, routeVoorUrl, type RouteDefinitie } from './route-tabel';
import { ROUTE_RIJEN } from '@kw/contract/route-catalogus';
import { routeGroep, routeNaam } from './route-namen';

describe('which screens are built (one function, from the route table)', () => {
  it('knows start, Melklevering, the register and the chart report screens as built, the placeholders as not built', () => {
    const registerRoutes = register.flatMap((s) => schermRoutes(s));
    const gebouwd = ROUTES.filter(isGebouwd).map((r) => r.pad);
    expect(gebouwd.sort()).toEqual(['/melklevering/Index/:klwId', '/Home/new', '/bodem/percelenoverzicht/Index/:klwId', '/bodem/overzicht/Index/:klwId', '/bodem/percelen-op-kaart/Index/:klwId', '/signalering/Index/:klwId', '/KLWResultatenOpties/Index/:klwId', '/KengetallenGrafisch/Index/:klwId', '/rapportage/historisch/Index', '/Profiel/Index', '/registratie/relatie', '/Deelnemers', '/mandates', '/beheer/uitbak', '/beheer/rapportage', '/beheer/algemeen', '/beheer/pilot', '/Brokers', '/manage-participations', '/sbDashboard', '/Koppelingen/Index/:klwId', '/beheer/datakoppelingen', '/importberichten-opnieuw-verwerken', '/dataproducten', '/manage-purposes', '/approved-participations', '/unapproved-participations', '/revoked-participations', ...registerRoutes].sort());
    expect(isGebouwdeUrl('/KengetallenGrafisch/Index/12')).toBe(true);
    expect(isGebouwdeUrl('/rapportage/historisch/Index')).toBe(true);
    expect(isGebouwdeUrl('/signalering/Index/12')).toBe(true);
    expect(isGebouwdeUrl('/bodem/overzicht/Index/12')).toBe(true);
    expect(isGebouwdeUrl('/bodem/percelen-op-kaart/Index/12')).toBe(true);
    expect(isGebouwdeUrl('/melklevering/Index/12')).toBe(true);
    expect(isGebouwdeUrl('/voer/krachtvoer/Index/12')).toBe(true);
    expect(isGebouwdeUrl('/veestapelIenR/Index/12?diergroep=graasdieren')).toBe(true);
    expect(isGebouwdeUrl('/bodem/percelen/Index/12')).toBe(true);
    expect(isGebouwdeUrl('/Koppelingen/Index/12')).toBe(true);
    expect(isGebouwdeUrl('/Brokers')).toBe(true);
    expect(isGebouwdeUrl('/ZuivelNL.Klw.Web/melklevering/Index/12')).toBe(true);
    expect(isGebouwdeUrl('/bestaat/niet')).toBe(false);
  });

  it('follows the data: a route marked built in the catalogue is built, without other code', () => {
    const brokers = routeVoorUrl('/Brokers') as RouteDefinitie;
    expect(routeNaam(brokers.pad)).toBe('Brokers');
    expect(isGebouwd(brokers)).toBe(true);
    expect(isGebouwd({ ...brokers, gebouwd: false })).toBe(false);
  });

  it('finds a route for every item of the menu', () => {
    for (const item of menuStructuur.flatMap((s) => s.items)) expect(routeVoorUrl(vulKlwId(item.route, 7)), item.route).toBeDefined();
  });
});

describe('route table derived from the input register', () => {
  const registerRoutes = register.flatMap((s) => schermRoutes(s).map((pad) => ({ pad, scherm: s.sleutel })));

  it.each(registerRoutes)('$pad draws register screen $scherm and counts as built', ({ pad, scherm }) => {
    const route = ROUTES.find((r) => r.pad === pad);
    expect(route, `route ${pad} is missing from the route table`).toBeDefined();
    expect(route?.soort).toBe('invoerscherm');
    expect(route?.scherm).toBe(scherm);
    expect(isGebouwd(route!)).toBe(true);
  });

  it('has no register route the register does not know', () => {
    const eigen = ROUTES.filter((r) => r.scherm && register.some((s) => s.sleutel === r.scherm)).map((r) => ({ pad: r.pad, scherm: r.scherm }));
    expect(eigen).toEqual(expect.arrayContaining(registerRoutes));
    expect(eigen).toHaveLength(registerRoutes.length);
  });

  it('keeps every spec route exactly once, each with a Dutch name and group (outside the first chunk)', () => {
    expect(new Set(ROUTES.map((r) => r.pad)).size).toBe(ROUTES.length);
    // 49 spec routes in the frame (without /login and /) and the outbox of decision 018
    expect(ROUTES).toHaveLength(50);
    for (const r of ROUTES) expect(routeNaam(r.pad), r.pad).not.toBe(r.pad);
    expect(routeGroep('/bodem/overig/Index/:klwId')).toBe('Bodem en percelen');
    // the frame's routes and /login and /: every row of the catalogue
    expect(ROUTE_RIJEN.filter((r) => !r.buitenKader).map((r) => r.route)).toEqual(ROUTES.map((r) => r.pad));
  });
});
