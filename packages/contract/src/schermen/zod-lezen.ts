/**
 * Reading the engine's zod input schemas (zod 4 internals `_zod.def` and the global metadata
 * registry), so the register can take every field fact — label, unit, precision, bounds,
 * required — from the one place it is written (decision 010).
 */
import { z } from 'zod';

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  entries?: Record<string, string>;
}

export const defVan = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

export interface Uitgepakt {
  /** the schema without optional/default/prefault/nullable wrappers */
  kern: z.ZodType;
  /** false when a wrapper lets the field be left out */
  verplicht: boolean;
  /** metadata of every layer, the outer layer winning */
  meta: Record<string, unknown>;
  /** the value a `.default(…)` layer puts in when the field is left empty */
  standaard?: unknown;
}

export function pakUit(schema: z.ZodType): Uitgepakt {
  let s = schema;
  let verplicht = true;
  let standaard: unknown;
  const lagen: Record<string, unknown>[] = [];
  for (;;) {
    const m = z.globalRegistry.get(s);
    if (m) lagen.push(m as Record<string, unknown>);
    const d = defVan(s);
    if (d.type === 'optional' || d.type === 'default' || d.type === 'prefault' || d.type === 'nullable') {
      verplicht = false;
      if (d.type === 'default' && standaard === undefined) standaard = (d as { defaultValue?: unknown }).defaultValue;
      s = d.innerType!;
    } else if (d.type === 'pipe' && d.in) {
      s = d.in;
    } else break;
  }
  return { kern: s, verplicht, meta: Object.assign({}, ...lagen.reverse()), ...(standaard !== undefined ? { standaard } : {}) };
}

/** The schema at a dotted path (array steps are numbers or left out). */
export function schemaOpPad(schema: z.ZodType, pad: string): z.ZodType | undefined {
  let s: z.ZodType | undefined = schema;
  for (const stap of pad.split('.').filter(Boolean)) {
    if (!s) return undefined;
    let d = defVan(pakUit(s).kern);
    if (d.type === 'array' && /^\d+$/.test(stap)) {
      s = d.element;
      continue;
    }
    if (d.type === 'array') {
      s = d.element;
      d = defVan(pakUit(s!).kern);
    }
    s = d.type === 'object' ? d.shape?.[stap] : undefined;
  }
  return s;
}

export const isObject = (s: z.ZodType) => defVan(pakUit(s).kern).type === 'object';
export const isArray = (s: z.ZodType) => defVan(pakUit(s).kern).type === 'array';
export const velden = (s: z.ZodType): Record<string, z.ZodType> => defVan(pakUit(s).kern).shape ?? {};
export const element = (s: z.ZodType): z.ZodType => defVan(pakUit(s).kern).element!;

/**
 * Every leaf path of a schema (numbers, text, choices, yes/no), arrays as `[]`:
 * e.g. `krachtvoer.producten[].vemPerKgDs`.
 */
export function bladPaden(schema: z.ZodType, voorvoegsel = ''): string[] {
  const kern = pakUit(schema).kern;
  const d = defVan(kern);
  if (d.type === 'object') {
    return Object.entries(d.shape ?? {}).flatMap(([k, v]) => bladPaden(v, voorvoegsel ? `${voorvoegsel}.${k}` : k));
  }
  if (d.type === 'array') return bladPaden(d.element!, `${voorvoegsel}[]`);
  return [voorvoegsel];
}
