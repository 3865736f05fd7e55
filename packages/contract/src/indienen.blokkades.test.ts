import { describe, expect, it } from 'vitest';
import { indienBlokkades, menuNaam } from './indienen.blokkades';
import { menuStructuur, SCHERMEN_IN_MENU, vulKlwId } from './menu.structure';
import { STATUS_SCHERMEN } from './routes/route-catalogus';
import { blokkadeLink } from './indienen.schema';

describe('indienBlokkades: the pre-flight list with where each item is fixed', () => {
  it('a screen not done links to its screen, an error signal to its field; warnings and done screens do not block', () => {
    const b = indienBlokkades(
      5024,
      { krachtvoer: 'klaar', ruwvoer: 'niet-klaar', melklevering: 'niet-klaar', energie: 'waarschuwing' },
      [
        { code: 'X', ernst: 'fout', bericht: 'De VEM is niet mogelijk.', scherm: 'krachtvoer', veldPad: 'krachtvoer.producten.0.vemPerKgDs' },
        { code: 'Y', ernst: 'waarschuwing', bericht: 'Hoog.', scherm: 'krachtvoer', veldPad: 'krachtvoer.producten.1.vemPerKgDs' },
      ],
    );
    expect(b).toEqual([
      { soort: 'scherm', scherm: 'Ruwvoer', melding: 'Ruwvoer is nog niet ingevuld en opgeslagen.', route: '/voer/overig/Index/5024', veldPad: null },
      { soort: 'scherm', scherm: 'Melklevering', melding: 'Melklevering is nog niet ingevuld en opgeslagen.', route: '/melklevering/Index/5024', veldPad: null },
      { soort: 'signaal', scherm: 'Krachtvoer', melding: 'De VEM is niet mogelijk.', route: '/voer/krachtvoer/Index/5024', veldPad: 'krachtvoer.producten.0.vemPerKgDs' },
    ]);
    expect(b.map(blokkadeLink)).toEqual(['/voer/overig/Index/5024', '/melklevering/Index/5024', '/voer/krachtvoer/Index/5024#krachtvoer.producten.0.vemPerKgDs']);
    expect(blokkadeLink({ route: null, veldPad: null })).toBeNull();
  });
  it('a signal on a screen spread over routes links to the route that shows its field (decision 010)', () => {
    const [b] = indienBlokkades(5024, { bodem: 'klaar' }, [
      { code: 'K', ernst: 'fout', bericht: 'Kalk zonder hoeveelheid.', scherm: 'bodem', veldPad: 'bodem.kalk.0.kgProduct' },
    ]);
    expect(b).toEqual({ soort: 'signaal', scherm: 'Bodem overig', melding: 'Kalk zonder hoeveelheid.', route: '/bodem/overig/Index/5024', veldPad: 'bodem.kalk.0.kgProduct' });
  });
});

describe('menuNaam: a screen not done under the name the menu gives it', () => {
  it('the menu item, several items joined, the register title without a menu item', () => {
    expect(menuNaam('bedrijfsgegevens')).toBe('Algemeen');
    expect(menuNaam('veestapel')).toBe('Melk-/Jongvee en Graasdieren');
    expect(menuNaam('intensieveVeehouderij')).toBe('Staldieren');
    expect(menuNaam('melklevering')).toBe('Melklevering');
    expect(menuNaam('mestadditief')).toBe('Mestadditief');
    expect(menuNaam('onbekend')).toBe('onbekend');
    expect(indienBlokkades(1, { bedrijfsgegevens: 'niet-klaar' }, [])[0]).toMatchObject({ scherm: 'Algemeen', melding: 'Algemeen is nog niet ingevuld en opgeslagen.' });
  });
});

describe('the pre-flight list and the progress count the same screens', () => {
  it('nothing done: one item per screen the progress counts, and none for a screen without a menu item (Mestadditief)', () => {
    const alles = Object.fromEntries(STATUS_SCHERMEN.map((s) => [s, 'niet-klaar']));
    const b = indienBlokkades(7, alles, []).filter((x) => x.soort === 'scherm');
    expect(b.length).toBe(SCHERMEN_IN_MENU.length);
    expect(b.map((x) => x.scherm)).not.toContain('Mestadditief');
    const menuRoutes = new Set(menuStructuur.flatMap((s) => s.items).map((i) => vulKlwId(i.route.split('?')[0], 7)));
    for (const x of b) expect(menuRoutes, x.scherm).toContain(x.route);
  });
});
