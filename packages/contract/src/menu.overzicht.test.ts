import { describe, expect, it } from 'vitest';
import { menuItemStatussen, menuStructuur, overzichtStatus } from './menu.structure';
import { isOverzichtUrl } from './menu.overzicht';
import type { SchermStatus } from './schermen/register.types';

/** The state of the item with this title, from the states of every screen. */
const staat = (titel: string, statusVan: (scherm: string) => SchermStatus) => {
  const staten = menuItemStatussen(statusVan, []);
  for (const [i, sectie] of menuStructuur.entries()) {
    const j = sectie.items.findIndex((item) => item.title === titel);
    if (j >= 0) return staten[i][j];
  }
  throw new Error(titel);
};

describe('overview and report items in the menu', () => {
  it('are Bodem en gewas, Signaleringen and BEX rapportage', () => {
    expect(menuStructuur.flatMap((s) => s.items).filter((i) => i.overzicht).map((i) => i.title)).toEqual(['Bodem en gewas', 'Signaleringen', 'BEX rapportage']);
  });

  it('sum up the input items: a warning wins, done only when every input is done', () => {
    expect(overzichtStatus(['klaar', 'klaar'])).toBe('klaar');
    expect(overzichtStatus(['klaar', 'niet-klaar'])).toBe('niet-klaar');
    expect(overzichtStatus(['niet-klaar', 'waarschuwing', 'klaar'])).toBe('waarschuwing');
    expect(overzichtStatus([])).toBe('niet-klaar');
  });

  it('follow the screens in the menu', () => {
    expect(staat('BEX rapportage', () => 'klaar')).toBe('klaar');
    expect(staat('Bodem en gewas', (s) => (s === 'kunstmest' ? 'niet-klaar' : 'klaar'))).toBe('niet-klaar');
    expect(staat('Signaleringen', (s) => (s === 'krachtvoer' ? 'waarschuwing' : 'klaar'))).toBe('waarschuwing');
    // an input item keeps its own screen's state; Koppelingen (no screen, no overview) has none
    expect(staat('Krachtvoer', (s) => (s === 'krachtvoer' ? 'waarschuwing' : 'klaar'))).toBe('waarschuwing');
    expect(staat('Ruwvoer', (s) => (s === 'krachtvoer' ? 'waarschuwing' : 'klaar'))).toBe('klaar');
    expect(staat('Koppelingen', () => 'klaar')).toBeUndefined();
  });

  it('are recognised by their URL with the record filled in', () => {
    expect(isOverzichtUrl('/KLWResultatenOpties/Index/5024')).toBe(true);
    expect(isOverzichtUrl('/bodem/overzicht/Index/7')).toBe(true);
    expect(isOverzichtUrl('/bodem/percelen/Index/7')).toBe(false);
    expect(isOverzichtUrl('/voer/krachtvoer/Index/7')).toBe(false);
  });
});
