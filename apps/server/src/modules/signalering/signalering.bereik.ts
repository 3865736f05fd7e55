/**
 * The range each engine signal expected, read from the year's own parameters (the same
 * `grenzen` the engine checked against, packages/engine/src/signalering/signaleringen.ts), so
 * the Signalering screen can show "verwacht 3,0–7,0 %" beside the value (decision 012).
 * Signals whose bound is not a parameter (a norm the engine computes) have no range here.
 */
import type { RekenParameters } from '@kw/engine';

export interface Bereik {
  min: number | null;
  max: number | null;
  eenheid: string | null;
}

type Grenzen = RekenParameters['grenzen']['waarden'];

/** code → the expected range in the year's parameters (and the unit of the signal's value). */
const BEREIKEN: Partial<Record<string, (g: Grenzen, p: RekenParameters) => Bereik>> = {
  VET_BUITEN_BEREIK: (g) => ({ min: g.vetMin, max: g.vetMax, eenheid: '%' }),
  EIWIT_BUITEN_BEREIK: (g) => ({ min: g.eiwitMin, max: g.eiwitMax, eenheid: '%' }),
  UREUM_BUITEN_BEREIK: (g) => ({ min: g.ureumMin, max: g.ureumMax, eenheid: 'mg/100 ml' }),
  MELK_PER_KOE_BUITEN_BEREIK: (g) => ({ min: g.melkPerKoeMin, max: g.melkPerKoeMax, eenheid: 'kg per koe' }),
  RANTSOEN_RE_BUITEN_BEREIK: (g) => ({ min: g.rantsReMin, max: g.rantsReMax, eenheid: 'g/kg DS' }),
  RANTSOEN_VEM_BUITEN_BEREIK: (g) => ({ min: g.rantsVemMin, max: g.rantsVemMax, eenheid: 'VEM/kg DS' }),
  RANTSOEN_P_BUITEN_BEREIK: (g) => ({ min: g.rantsPMin, max: g.rantsPMax, eenheid: 'g/kg DS' }),
  OPBRENGST_GRAS_ONMOGELIJK: (g) => ({ min: 0, max: g.opbGrasMax, eenheid: 'kg DS/ha' }),
  OPBRENGST_GRAS_AFWIJKEND: (g) => ({ min: g.opbGrasAdviesMin, max: g.opbGrasAdviesMax, eenheid: 'kg DS/ha' }),
  OPBRENGST_MAIS_ONMOGELIJK: (g) => ({ min: 0, max: g.opbMaisMax, eenheid: 'kg DS/ha' }),
  OPBRENGST_MAIS_AFWIJKEND: (g) => ({ min: g.opbMaisAdviesMin, max: g.opbMaisAdviesMax, eenheid: 'kg DS/ha' }),
  NEGATIEF_VOERVERBRUIK: () => ({ min: 0, max: null, eenheid: 'kg DS' }),
  NEGATIEF_KUNSTMESTVERBRUIK: () => ({ min: 0, max: null, eenheid: 'kg' }),
  NEGATIEVE_EXCRETIE: () => ({ min: 0, max: null, eenheid: 'kg N' }),
  NEGATIEVE_MESTAANWENDING: () => ({ min: 0, max: null, eenheid: 'kg N' }),
  TE_VEEL_WEIDEDAGEN: () => ({ min: 0, max: 366, eenheid: 'dagen' }),
  BEX_NIET_TOEPASBAAR: (_g, p) => ({ min: p.bexMinimumFpcmPerKoe.waarde, max: null, eenheid: 'kg FPCM per koe' }),
};

export function bereikVanSignaal(code: string, p: RekenParameters | null): Bereik | null {
  const f = BEREIKEN[code];
  return f && p ? f(p.grenzen.waarden, p) : null;
}
