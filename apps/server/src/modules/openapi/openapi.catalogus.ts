/**
 * The OpenAPI paths of the call catalogue (decision 036): each entry with its summary, input, answer, example and
 * refusals. Calls not yet in the catalogue get a path from their policy-table row (what they do), so the document
 * lists every call the server registers; `aanroepen-catalogus.test.ts` checks it.
 */
import { z } from 'zod';
import { alleAanroepen, foutAntwoordSchema, type Aanroep } from '@kw/contract';
import { beleidsTabel } from '../../beleid/beleidstabel';
import { openapiPad } from './openapi.afnemer';

const js = (s: z.ZodType, io: 'input' | 'output') => z.toJSONSchema(s, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Record<string, unknown>;

/** A GET's query object as OpenAPI parameters, one per field. */
function parameters(schema: z.ZodType) {
  const j = js(schema, 'input') as { properties?: Record<string, object>; required?: string[] };
  return Object.entries(j.properties ?? {}).map(([name, s]) => ({ name, in: 'query', required: j.required?.includes(name) ?? false, schema: s }));
}

const BESTAND_TYPE: Record<NonNullable<Aanroep['bestand']>, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
  zip: 'application/zip',
  'json-bijlage': 'application/json',
  xml: 'application/xml',
};

function operatie(a: Aanroep) {
  const weigeringen: Record<string, { description: string; content: object }> = {};
  for (const w of a.weigeringen) {
    const bestaand = weigeringen[w.status];
    weigeringen[w.status] = { description: bestaand ? `${bestaand.description} | ${w.melding}` : w.melding, content: { 'application/json': { schema: js(foutAntwoordSchema, 'output') } } };
  }
  const ok = a.bestand
    ? { description: 'Bijlage', content: { [BESTAND_TYPE[a.bestand]]: {} } }
    : { description: a.samenvatting, content: { 'application/json': { schema: js(a.antwoord, 'output'), example: a.voorbeeld } } };
  return {
    summary: a.samenvatting,
    tags: [a.groep],
    ...(a.beleid ? { security: [{ bearer: [] }] } : {}),
    ...(a.methode === 'GET' ? { parameters: parameters(a.invoer) } : { requestBody: { required: true, content: { 'application/json': { schema: js(a.invoer, 'input') } } } }),
    responses: { 200: ok, ...weigeringen },
  };
}

/** Every catalogue entry as an OpenAPI path item. */
export function catalogusPaden(): Record<string, Record<string, object>> {
  const paden: Record<string, Record<string, object>> = {};
  for (const a of alleAanroepen) (paden[openapiPad(a.pad)] ??= {})[a.methode.toLowerCase()] = operatie(a);
  return paden;
}

/** Adds a minimal operation, from the policy table's row, for each call the document does not hold yet. */
export function vulAanUitBeleid(paden: Record<string, Record<string, object>>): void {
  for (const r of beleidsTabel) {
    const pad = openapiPad(r.pad);
    const methode = r.methode.toLowerCase();
    if (paden[pad]?.[methode]) continue;
    (paden[pad] ??= {})[methode] = { summary: r.wat, tags: ['Overig'], security: [{ bearer: [] }], responses: { 200: { description: r.wat } } };
  }
}
