import { describe, expect, it, vi } from 'vitest';
import { bepaalBasePath, routerBasename } from './base-path';
import { formatDatum, formatGetal, formatLangeDatum, formatTijd } from './format';
import { verversLegacyMenu, WAARSCHUWING_GEEN_CONTROLLER, WAARSCHUWING_GEEN_FRAMEWORK } from './legacy-menu';
import { isMockModus } from './mock-modus';
import { paginaTitel } from './page-title';
import { ROUTES, vervangLaatsteSegment } from './route-tabel';

describe('paginatitel', () => {
  it("eindigt op ' - Kringloopwijzer'", () => {
    expect(paginaTitel('Melklevering')).toBe('Melklevering - Kringloopwijzer');
    expect(paginaTitel('Inloggen')).toBe('Inloggen - Kringloopwijzer');
  });
});

describe('basispad', () => {
  it("'/ZuivelNL.Klw.Web' als het pad 'zuivelnl' bevat (hoofdletterongevoelig)", () => {
    expect(bepaalBasePath('/ZuivelNL.Klw.Web/melklevering/Index/1')).toBe('/ZuivelNL.Klw.Web');
    expect(bepaalBasePath('/zuivelnl.klw.web/')).toBe('/ZuivelNL.Klw.Web');
    expect(bepaalBasePath('/melklevering/Index/1')).toBe('');
    expect(routerBasename('/Home/new')).toBe('/');
  });
  it('mock-modus alleen op poort 3000', () => {
    expect(isMockModus({ port: '3000' })).toBe(true);
    expect(isMockModus({ port: '5173' })).toBe(false);
    expect(isMockModus({ port: '' })).toBe(false);
  });
});

describe('routes (spec §2)', () => {
  it('bevat beide akkerbouwroutes, melklevering, start en de beheerroutes', () => {
    const paden = ROUTES.map((r) => r.pad);
    expect(paden).toContain('/percelenAkkerbouw/Index/:klwId');
    expect(paden).toContain('/akkerbouw/Index/:klwId');
    expect(paden).toContain('/melklevering/Index/:klwId');
    expect(paden).toContain('/Home/new');
    expect(paden).toContain('/importberichten-opnieuw-verwerken');
    expect(new Set(paden).size).toBe(paden.length);
    expect(ROUTES).toHaveLength(50);
  });
  it('jaarwissel: het laatste segment wordt het id van het andere jaar', () => {
    expect(vervangLaatsteSegment('/melklevering/Index/5024', 5023)).toBe('/melklevering/Index/5023');
    expect(vervangLaatsteSegment('/OrganischeMestVerbruik/new/Index/7/', 8)).toBe('/OrganischeMestVerbruik/new/Index/8');
  });
});

describe('opmaak', () => {
  it('decimale komma en duizendtallen met punt', () => {
    expect(formatGetal(912400, 0)).toBe('912.400');
    expect(formatGetal(4.356, 2)).toBe('4,36');
    expect(formatGetal(null, 2)).toBe('');
  });
  it('datums DD-MM-YYYY, lang D MMMM YYYY, tijd HH:mm', async () => {
    await import('./dayjs-nl');
    expect(formatDatum('2024-03-05')).toBe('05-03-2024');
    expect(formatDatum(null)).toBe('');
    expect(formatLangeDatum('2025-03-04')).toBe('4 maart 2025');
    expect(formatTijd('7:05:00')).toBe('07:05');
  });
});

describe('legacy menu (spec §8)', () => {
  it('zonder controller en framework: twee Nederlandse waarschuwingen, geen verversing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(verversLegacyMenu({})).toBe(false);
    expect(warn).toHaveBeenCalledWith(WAARSCHUWING_GEEN_CONTROLLER);
    expect(warn).toHaveBeenCalledWith(WAARSCHUWING_GEEN_FRAMEWORK);
    warn.mockRestore();
  });
  it('met controller maar zonder framework: wordt overgeslagen', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const refreshMenu = vi.fn();
    expect(verversLegacyMenu({ klwMenuController: { refreshMenu } })).toBe(false);
    expect(refreshMenu).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(WAARSCHUWING_GEEN_FRAMEWORK);
    warn.mockRestore();
  });
  it('met controller en framework: ververst', () => {
    const refreshMenu = vi.fn();
    expect(verversLegacyMenu({ jQuery: {}, klwMenuController: { refreshMenu } })).toBe(true);
    expect(refreshMenu).toHaveBeenCalledOnce();
  });
});
