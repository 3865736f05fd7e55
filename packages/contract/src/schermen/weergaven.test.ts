import { describe, expect, it } from 'vitest';
import { menuItemStatus, menuStructuur, routesVanMenuItem } from '../menu.structure';
import { register, schermVanRoute } from './register';
import type { SchermSignalering } from './register.types';
import { categorieSleutel, plekVanVeld, routeStatus, schermRoutes, weergaveVanRoute, weergaveVanVeld, weergavenVan } from './weergaven';

/** The input routes of spec §2 that decision 010 splits off a screen that shows several of them. */
const SPEC_ROUTES = {
  bodem: ['/bodem/analyses/Index/:klwId', '/bodem/overig/Index/:klwId'],
  organischeMest: ['/OrganischeMeststromen/Index/:klwId', '/OrganischeMestVerbruik/new/Index/:klwId', '/OrganischeMestVergistingScheiding/Index/:klwId'],
  kunstmest: ['/Kunstmest/new/Index/:klwId', '/KunstmestVerbruik/new/Index/:klwId'],
};

const signaal = (scherm: string, veldPad: string, ernst: SchermSignalering['ernst'] = 'fout'): SchermSignalering => ({ code: 'X', ernst, bericht: 'b', scherm, veldPad });

describe('every input route is its own screen (decision 010)', () => {
  it('gives each of the seven routes a view with its own title', () => {
    for (const [sleutel, routes] of Object.entries(SPEC_ROUTES)) {
      const s = register.find((x) => x.sleutel === sleutel)!;
      expect(s.extraRoutes ?? []).toEqual([]);
      expect(weergavenVan(s).map((w) => w.route).sort()).toEqual([...routes].sort());
      expect(s.weergaven![0].route).toBe(s.route);
      for (const r of routes) expect(schermVanRoute(r)).toBe(sleutel);
    }
    const titels = register.flatMap((s) => weergavenVan(s).map((w) => w.titel));
    expect(new Set(titels).size).toBe(titels.length);
  });

  it('every screen with views: each route has a view, each category is shown on exactly one route', () => {
    for (const s of register.filter((x) => x.weergaven)) {
      const sleutels = s.categorieen.map(categorieSleutel);
      expect(new Set(sleutels).size, `${s.sleutel}: category keys unique`).toBe(sleutels.length);
      const getoond = s.weergaven!.flatMap((w) => w.categorieen);
      expect([...getoond].sort(), s.sleutel).toEqual([...sleutels].sort());
      for (const w of s.weergaven!) expect(w.categorieen.length, w.route).toBeGreaterThan(0);
      for (const r of schermRoutes(s)) expect(weergaveVanRoute(s.sleutel, r), r).toBeDefined();
    }
  });

  it('finds the route of a field: longest path, and of two tables over one array the one drawing the field', () => {
    expect(weergaveVanVeld('organischeMest', 'organischeMest.aanvoer.2.kgNPerTon')?.titel).toBe('Organische meststromen');
    expect(weergaveVanVeld('organischeMest', 'organischeMest.verbruik.toedieningen.0.techniek')?.titel).toBe('Organische mest verbruik');
    expect(weergaveVanVeld('organischeMest', 'organischeMest.verbruik.techniekGrasland')?.titel).toBe('Organische mest verbruik');
    expect(weergaveVanVeld('organischeMest', 'organischeMest.vergisting.producten.1.ton')?.titel).toBe('Vergisting en scheiding');
    expect(weergaveVanVeld('organischeMest', 'organischeMest.mestscheiding')?.titel).toBe('Vergisting en scheiding');
    // the section as a whole (an engine signal about all manure): the first route
    expect(weergaveVanVeld('organischeMest', 'organischeMest')?.titel).toBe('Organische meststromen');
    expect(weergaveVanVeld('kunstmest', 'kunstmest.producten.3.verdeling')?.route).toBe('/KunstmestVerbruik/new/Index/:klwId');
    expect(weergaveVanVeld('kunstmest', 'kunstmest.producten.3.verdeling.graslandProcent')?.route).toBe('/KunstmestVerbruik/new/Index/:klwId');
    expect(weergaveVanVeld('kunstmest', 'kunstmest.producten.3.aanvoerKg')?.route).toBe('/Kunstmest/new/Index/:klwId');
    expect(weergaveVanVeld('kunstmest', 'kunstmest.producten.3')?.route).toBe('/Kunstmest/new/Index/:klwId');
    expect(weergaveVanVeld('bodem', 'bodem.kalk.0.kgProduct')?.route).toBe('/bodem/overig/Index/:klwId');
    expect(weergaveVanVeld('krachtvoer', 'krachtvoer.producten.0.vemPerKgDs')).toBeUndefined();
    expect(plekVanVeld('krachtvoer', 'krachtvoer.producten.0.vemPerKgDs')).toEqual({ route: '/voer/krachtvoer/Index/:klwId', titel: 'Krachtvoer' });
    expect(plekVanVeld('bodem', 'bodem.compost.0.ton')).toEqual({ route: '/bodem/overig/Index/:klwId', titel: 'Bodem overig' });
  });

  it('a route is in warning only for signals on its own fields; never saved stays not done', () => {
    const lijst = [signaal('bodem', 'bodem.kalk.0.kgProduct'), signaal('bodem', 'bodem.analyses.0.ph', 'info')];
    expect(routeStatus('bodem', ['/bodem/overig/Index/:klwId'], 'waarschuwing', lijst)).toBe('waarschuwing');
    expect(routeStatus('bodem', ['/bodem/analyses/Index/:klwId'], 'waarschuwing', lijst)).toBe('klaar');
    expect(routeStatus('bodem', ['/bodem/analyses/Index/:klwId'], 'niet-klaar', lijst)).toBe('niet-klaar');
    expect(routeStatus('krachtvoer', ['/voer/krachtvoer/Index/:klwId'], 'waarschuwing', [])).toBe('waarschuwing');
  });

  it('the menu keeps the spec items; an item on a first view also carries the views no item opens', () => {
    const items = menuStructuur.flatMap((s) => s.items);
    const item = (titel: string) => items.find((i) => i.title === titel)!;
    // spec §2 Menu, to the letter: no items invented for the routes it does not name
    expect(menuStructuur.find((s) => s.title === 'Bodem')!.items.map((i) => i.title)).toEqual(['Percelen', 'Bodem analyses', 'Bodem en gewas', 'Akkerbouw']);
    expect(menuStructuur.find((s) => s.title === 'Mest')!.items.map((i) => i.title)).toEqual(['Organische mest', 'Org. mest verbruik', 'Kunstmest']);
    expect(routesVanMenuItem(item('Bodem analyses')).sort()).toEqual([...SPEC_ROUTES.bodem].sort());
    expect(routesVanMenuItem(item('Organische mest')).sort()).toEqual(['/OrganischeMestVergistingScheiding/Index/:klwId', '/OrganischeMeststromen/Index/:klwId']);
    expect(routesVanMenuItem(item('Org. mest verbruik'))).toEqual(['/OrganischeMestVerbruik/new/Index/:klwId']);
    expect(routesVanMenuItem(item('Kunstmest')).sort()).toEqual([...SPEC_ROUTES.kunstmest].sort());
    const toediening = [signaal('organischeMest', 'organischeMest.verbruik.toedieningen.0.mestcode')];
    expect(menuItemStatus(item('Org. mest verbruik'), 'waarschuwing', toediening)).toBe('waarschuwing');
    expect(menuItemStatus(item('Organische mest'), 'waarschuwing', toediening)).toBe('klaar');
    const vergisting = [signaal('organischeMest', 'organischeMest.vergisting.producten.0.ton')];
    expect(menuItemStatus(item('Organische mest'), 'waarschuwing', vergisting)).toBe('waarschuwing');
    expect(menuItemStatus(item('Krachtvoer'), 'klaar', vergisting)).toBe('klaar');
  });
});
