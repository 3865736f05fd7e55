import { describe, expect, it } from 'vitest';
import { formulierDefinitie, type TabelCategorie } from '@kw/contract';
import { kopieVanRij, legeRij, nieuwRijId } from './scherm-logica';
import { vullingVanCode } from './code-keuze';

const tabel = (scherm: string) => formulierDefinitie(scherm, 2024)!.categorieen.find((c): c is TabelCategorie => c.soort === 'tabel')!;

describe('rows with a stable id (plots)', () => {
  it('a new row gets an id the engine accepts; ids differ', () => {
    const a = legeRij(tabel('percelen'));
    const b = legeRij(tabel('percelen'));
    expect(a.id).toMatch(/^[A-Za-z0-9_-]{1,40}$/);
    expect(a.id).not.toBe(b.id);
    expect(nieuwRijId()).toMatch(/^p-[A-Za-z0-9-]{1,38}$/);
    // tables without an id keep their rows as they were
    expect(legeRij(tabel('krachtvoer'))).not.toHaveProperty('id');
  });

  it('a duplicated plot gets a new id and leaves the outline with the original', () => {
    const rij = { id: 'huiskavel', naam: 'Huiskavel', oppervlakteHa: 12, geometrie: { type: 'Polygon', coordinates: [] } };
    const kopie = kopieVanRij(rij, tabel('percelen'));
    expect(kopie).toMatchObject({ naam: 'Huiskavel (kopie)', oppervlakteHa: 12 });
    expect(kopie.id).not.toBe('huiskavel');
    expect(kopie).not.toHaveProperty('geometrie');
    expect(rij.geometrie).toBeDefined();
  });

  it('the plot table hides id and outline and picks the crop from the BRP list', () => {
    const t = tabel('percelen');
    expect(t.kolommen.map((k) => k.sleutel)).not.toContain('id');
    expect(t.kolommen.some((k) => k.sleutel.startsWith('geometrie'))).toBe(false);
    expect(t).toMatchObject({ rijId: 'id', verborgen: ['id', 'geometrie'], codelijst: { kolom: 'gewascode' } });
  });
});

describe('a picked crop code fills the row', () => {
  it('plots: the land use where the list knows it, nothing for an unclear code', () => {
    expect(vullingVanCode(tabel('percelen'), 259)).toEqual([['grondgebruik', 'mais']]);
    expect(vullingVanCode(tabel('percelen'), 266)).toEqual([['grondgebruik', 'tijdelijkGrasland']]);
    expect(vullingVanCode(tabel('percelen'), 3506)).toEqual([]); // engels raaigras: akkerbouw or grassland
    expect(vullingVanCode(tabel('percelen'), 99_999)).toEqual([]);
  });
  it('arable crops: the name and the legume flag', () => {
    expect(vullingVanCode(tabel('akkerbouw'), 308)).toEqual([
      ['naam', 'Erwten (droog te oogsten)'],
      ['vlinderbloemig', true],
    ]);
  });
});
