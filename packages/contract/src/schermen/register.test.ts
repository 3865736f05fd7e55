import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { bedrijfsjaarInvoerSchema } from '@kw/engine';
import { menuStructuur } from '../menu.structure';
import { doorServerGevuld, register, schermVanRoute, sectieEigenaar, sectiesBuitenRegister, geldtInJaar } from './register';
import { bladPaden } from './zod-lezen';
import { schermRoutes } from './weergaven';
import { formulierDefinitie } from './formulier-definitie';
import type { Categorie } from './register.types';

const enginePadenOnder = (voor: string) => bladPaden(bedrijfsjaarInvoerSchema as unknown as z.ZodType).filter((p) => p === voor || p.startsWith(`${voor}.`) || p.startsWith(`${voor}[]`));

/** `krachtvoer.producten.vemPerKgDs` per table column, with `[]` for the array step. */
function verzameldePaden(): Map<string, string[]> {
  const paden = new Map<string, string[]>();
  const voeg = (pad: string, door: string) => paden.set(pad, [...(paden.get(pad) ?? []), door]);
  for (const s of register) {
    for (const c of s.categorieen) {
      const lijst = c.soort === 'tabel' ? c.kolommen : c.velden;
      for (const v of lijst) voeg(c.soort === 'tabel' ? `${c.pad}[].${v.sleutel}` : `${c.pad}.${v.sleutel}`, s.sleutel);
      // hidden row fields (a plot's id and outline) are carried by the screen's document, not drawn as columns
      if (c.soort === 'tabel') for (const k of c.verborgen ?? []) for (const p of enginePadenOnder(`${c.pad}[].${k}`)) voeg(p, s.sleutel);
    }
  }
  for (const pad of Object.keys(doorServerGevuld)) voeg(pad, 'server');
  return paden;
}

const velden = (c: Categorie) => (c.soort === 'tabel' ? c.kolommen : c.velden);
const alleVelden = () => register.flatMap((s) => s.categorieen.flatMap((c) => velden(c).map((v) => ({ scherm: s.sleutel, pad: c.pad, v }))));

describe('the input register (decision 010)', () => {
  it('every path of the engine input is collected by exactly one screen', () => {
    const verzameld = verzameldePaden();
    const buiten = Object.keys(sectiesBuitenRegister);
    const enginePaden = bladPaden(bedrijfsjaarInvoerSchema as unknown as z.ZodType).filter((p) => !buiten.includes(p.split('.')[0]));
    const ontbreekt = enginePaden.filter((p) => !verzameld.has(p));
    const dubbel = [...verzameld].filter(([, door]) => door.length > 1).map(([p]) => p);
    const onbekend = [...verzameld.keys()].filter((p) => !enginePaden.includes(p));
    expect({ ontbreekt, dubbel, onbekend }).toEqual({ ontbreekt: [], dubbel: [], onbekend: [] });
    expect(enginePaden.length).toBeGreaterThan(100);
  });

  it('every engine section has exactly one owner; melklevering is collected by Melklevering', () => {
    const secties = Object.keys((bedrijfsjaarInvoerSchema as unknown as { shape: object }).shape);
    const eigenaren = secties.map((s) => register.filter((r) => r.secties.includes(s as never)).length + (s in sectiesBuitenRegister ? 1 : 0));
    expect(eigenaren.every((n) => n === 1)).toBe(true);
    expect(sectieEigenaar.melklevering).toBe('melklevering');
    expect(sectieEigenaar.beweiding).toBe('veestapel');
  });

  it('every numeric field has a label, a unit and a precision; every field a label', () => {
    const zonder = alleVelden()
      .filter(({ v }) => v.soort === 'getal' && (!v.label || !v.eenheid || v.precisie === undefined || !Number.isInteger(v.precisie)))
      .map(({ pad, v }) => `${pad}.${v.sleutel}`);
    expect(zonder).toEqual([]);
    // a label taken from the description (fallback) would contain "in" + a unit: every field has its own
    const zonderLabel = alleVelden()
      .filter(({ v }) => v.label.length > 40 || v.label === v.sleutel)
      .map(({ pad, v }) => `${pad}.${v.sleutel}`);
    expect(zonderLabel).toEqual([]);
  });

  it('every numeric field has a finite maximum no farm reaches (engine invoer/maxima.ts), carried to the form', () => {
    const zonder = alleVelden()
      .filter(({ v }) => v.soort === 'getal' && !(v.max !== undefined && Number.isFinite(v.max)))
      .map(({ pad, v }) => `${pad}.${v.sleutel}`);
    expect(zonder).toEqual([]);
    const aanvoer = alleVelden().find(({ pad, v }) => pad === 'krachtvoer.producten' && v.sleutel === 'aanvoerKg')!.v;
    expect(aanvoer.max).toBe(20_000_000);
    expect(alleVelden().find(({ pad, v }) => pad === 'energie' && v.sleutel === 'elektriciteitKwh')!.v.max).toBe(5_000_000);
  });

  it('bounds come from the zod checks', () => {
    const vem = alleVelden().find(({ pad, v }) => pad === 'krachtvoer.producten' && v.sleutel === 'vemPerKgDs')!.v;
    expect(vem).toMatchObject({ min: 0, max: 2500, eenheid: 'VEM/kg DS', precisie: 0, verplicht: true, soort: 'getal' });
    const begin = alleVelden().find(({ pad, v }) => pad === 'krachtvoer.producten' && v.sleutel === 'beginvoorraadKg')!.v;
    expect(begin.verplicht).toBe(false);
  });

  it('choices carry Dutch labels for every value', () => {
    const keuzes = alleVelden().filter(({ v }) => v.soort === 'keuze');
    expect(keuzes.length).toBeGreaterThan(5);
    for (const { v } of keuzes) for (const k of v.keuzes!) expect(k.label, `${v.sleutel}=${k.waarde}`).not.toBe(k.waarde);
    const ras = keuzes.find(({ v }) => v.sleutel === 'ras')!.v;
    expect(ras.keuzes).toContainEqual({ waarde: 'holstein-friesian', label: 'Holstein-Friesian' });
    // a choice with a schema default names it, so an empty field shows what counts (a fertiliser amount in kg)
    const eenheid = keuzes.find(({ pad, v }) => pad === 'kunstmest.producten' && v.sleutel === 'eenheid')!.v;
    expect(eenheid.standaard).toBe('kg');
  });

  it('keys, api names and routes are unique; every menu place exists in the menu', () => {
    const uniek = (xs: string[]) => new Set(xs).size === xs.length;
    expect(uniek(register.map((s) => s.sleutel))).toBe(true);
    expect(uniek(register.map((s) => s.api))).toBe(true);
    expect(uniek(register.flatMap((s) => schermRoutes(s)))).toBe(true);
    for (const s of register) {
      for (const m of s.menu) {
        const item = menuStructuur.find((x) => x.title === m.sectie)?.items.find((i) => i.title === m.titel);
        expect(item, `${s.sleutel}: ${m.sectie} › ${m.titel}`).toBeDefined();
        expect(item!.scherm).toBe(s.sleutel);
        expect(schermVanRoute(item!.route.replace(':klwId', ':klwId'))).toBe(s.sleutel);
      }
    }
  });

  it('holds every register screen on its spec route', () => {
    const routes = Object.fromEntries(register.map((s) => [s.sleutel, s.route]));
    expect(routes).toMatchObject({
      bedrijfsgegevens: '/bedrijfsgegevens/Index/:klwId',
      energie: '/Energie/Index/:klwId',
      veestapel: '/veestapelIenR/Index/:klwId',
      intensieveVeehouderij: '/intensieveVeehouderij/Index/:klwId',
      krachtvoer: '/voer/krachtvoer/Index/:klwId',
      ruwvoer: '/voer/overig/Index/:klwId',
      melkproducten: '/voer/melkproducten/Index/:klwId',
      grasland: '/voer/grasland/Index/:klwId',
      snijmais: '/voer/snijmais/Index/:klwId',
      strooisel: '/voer/strooisel/Index/:klwId',
      overigeVoeders: '/voer/overige/Index/:klwId',
    });
    expect(schermVanRoute('/veestapelIenR/Index/:klwId?diergroep=graasdieren')).toBe('veestapel');
    expect(schermVanRoute('/percelenAkkerbouw/Index/:klwId')).toBe('akkerbouw');
  });

  it('a form definition keeps only what applies in the year', () => {
    expect(geldtInJaar({ vanaf: 2020 }, 2019)).toBe(false);
    expect(geldtInJaar({ vanaf: 2020, totEnMet: 2022 }, 2022)).toBe(true);
    expect(geldtInJaar({ totEnMet: 2022 }, 2023)).toBe(false);
    const def = formulierDefinitie('krachtvoer', 2024)!;
    expect(def).toMatchObject({ scherm: 'krachtvoer', titel: 'Krachtvoer', jaar: 2024 });
    expect(def.categorieen[0].soort).toBe('tabel');
    expect(formulierDefinitie('bestaat-niet', 2024)).toBeUndefined();
  });
});

describe('catalogues', () => {
  it('every catalogue of a table exists, and fills only columns of that table within their bounds', async () => {
    const { catalogi } = await import('./catalogi');
    for (const s of register) {
      for (const c of s.categorieen) {
        if (c.soort !== 'tabel' || !c.catalogus) continue;
        const producten = catalogi[c.catalogus];
        expect(producten?.length, c.catalogus).toBeGreaterThan(0);
        for (const p of producten) {
          // a table fills only the columns it has (ruwvoer is entered in kg DS, so it has no DS content)
          const gevuld = Object.entries(p.gehalten).filter(([sleutel]) => c.kolommen.some((k) => k.sleutel === sleutel));
          expect(gevuld.length, `${c.catalogus}.${p.naam}`).toBeGreaterThan(0);
          for (const [sleutel, waarde] of gevuld) {
            const kolom = c.kolommen.find((k) => k.sleutel === sleutel)!;
            expect(waarde).toBeGreaterThanOrEqual(kolom.min ?? -Infinity);
            expect(waarde).toBeLessThanOrEqual(kolom.max ?? Infinity);
          }
          // feed contents are typical values (te verifiëren); the fertiliser catalogue is read from fdm baat.json (supplement §7)
          if (c.catalogus !== 'kunstmest') expect(p.teVerifieren, `${c.catalogus}.${p.naam}`).toBe(true);
          expect(p.bron.length).toBeGreaterThan(10);
        }
      }
    }
  });
});
