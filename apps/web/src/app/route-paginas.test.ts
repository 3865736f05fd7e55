import { describe, expect, it } from 'vitest';
import { register } from '@kw/contract';
import { ROUTE_RIJEN } from '@kw/contract/route-catalogus';
import { PAGINAS } from './route-paginas';

const isRegisterScherm = (scherm: string | undefined) => scherm !== undefined && register.some((s) => s.sleutel === scherm);

describe('pages of the route catalogue (decision 017)', () => {
  it('has a page for every built route that is not a register screen', () => {
    const zonder = ROUTE_RIJEN.filter((r) => r.gebouwd && !isRegisterScherm(r.scherm) && !(r.id in PAGINAS)).map((r) => r.route);
    expect(zonder, 'gebouwd in de catalogus, maar geen lazy import in route-paginas.ts').toEqual([]);
  });

  it('has no page for a route the catalogue calls not built, nor for a register screen', () => {
    const rij = (id: string) => ROUTE_RIJEN.find((r) => r.id === id);
    for (const id of Object.keys(PAGINAS)) {
      expect(rij(id), `${id} is geen rij van de routecatalogus`).toBeDefined();
      expect(rij(id)?.gebouwd, `${id} heeft een pagina maar is niet gebouwd in de catalogus`).toBe(true);
      expect(isRegisterScherm(rij(id)?.scherm), `${id} is een registerscherm (de ene renderer tekent het)`).toBe(false);
    }
  });

  it('knows every input screen key of the catalogue: a register screen, or one with its own page (Melklevering)', () => {
    for (const r of ROUTE_RIJEN.filter((x) => x.scherm)) expect(isRegisterScherm(r.scherm) || r.id in PAGINAS, r.route).toBe(true);
    for (const r of ROUTE_RIJEN.filter((x) => x.soort === 'invoerscherm')) expect(r.scherm, r.route).toBeDefined();
  });
});
