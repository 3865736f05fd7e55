/**
 * The one way to register an API call (decision 036): from its call-catalogue entry, which gives the
 * method, path, input schema (a GET's query, a POST's body) and answer schema. `app.ts` refuses any
 * other /api route at registration (`bewaakCatalogus`), so a call the catalogue does not describe
 * cannot be served.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions, RouteShorthandOptions } from 'fastify';
import { aanroepOpPad, aanroepSleutel, type Aanroep } from '@kw/contract';
import type { z } from 'zod';
import { HttpFout, MELDINGEN } from '../fouten';
import { NOG_NIET_IN_CATALOGUS } from './nog-niet-in-catalogus';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the catalogue entry's name, set by `registreer` */
    aanroep?: string;
  }
}

export type AanroepVerzoek<I extends z.ZodType> = FastifyRequest & { body: z.output<I>; query: z.output<I> };

export function registreer<I extends z.ZodType, A extends z.ZodType>(
  app: FastifyInstance,
  a: Aanroep<I, A>,
  opties: Omit<RouteShorthandOptions, 'schema'>,
  handler: (request: AanroepVerzoek<I>, reply: FastifyReply) => Promise<z.input<A> | FastifyReply> | z.input<A>,
): void {
  const entry = aanroepOpPad.get(aanroepSleutel(a.methode, a.pad));
  if (!entry) throw new Error(`${a.methode} ${a.pad} staat niet in de aanroepencatalogus`);
  const invoer = a.methode === 'GET' ? { querystring: a.invoer } : { body: a.invoer };
  // the caller is checked before the input: an anonymous caller learns nothing of a call's fields (401 before 400)
  const { preHandler, ...rest } = opties as Partial<RouteOptions>;
  app.route({
    ...rest,
    ...(preHandler ? { preValidation: preHandler as RouteOptions['preValidation'] } : {}),
    method: a.methode,
    url: a.pad,
    config: { ...(opties.config ?? {}), aanroep: entry.naam },
    schema: { ...invoer, ...(a.bestand ? {} : { response: { 200: a.antwoord } }) },
    handler: handler as RouteOptions['handler'],
  });
}

/**
 * For a call registered with `attachValidation: true` (its input checked after the session and the policy, so
 * 401 and 403 come before 400): a bad input is the same Dutch 400 the error handler gives and the port-3000 mode
 * gives (`invoerWeigering`): the first issue's own message, every issue in the details with its field.
 */
export function weigerOngeldigeInvoer(request: FastifyRequest): void {
  const fout = request.validationError as (Error & { validation?: Array<{ instancePath?: string; message?: string }> }) | undefined;
  if (!fout) return;
  const details = (fout.validation ?? []).map((v) => ({
    field: (v.instancePath ?? '').replace(/^\//, '').split('/').filter(Boolean).join('.'),
    message: v.message ?? MELDINGEN.ongeldigeInvoer,
  }));
  throw new HttpFout(400, details[0]?.message ?? MELDINGEN.ongeldigeInvoer, details.length ? details : undefined);
}

/** Paths the server serves that are not API calls: the web app, its files, the front end's token call. */
const buitenApi = (url: string) => !url.startsWith('/api/') && !url.startsWith('/Menu/');

/**
 * onRoute guard: an /api route registered without its catalogue entry fails the server's start. The calls
 * still written the old way are listed in `nog-niet-in-catalogus.ts`, a list that only shrinks.
 */
export function bewaakCatalogus(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (buitenApi(route.url)) return;
    const methoden = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD' && m !== 'OPTIONS');
    for (const m of methoden) {
      const sleutel = aanroepSleutel(m, route.url);
      const naam = (route.config as { aanroep?: string } | undefined)?.aanroep;
      if (naam !== undefined && aanroepOpPad.get(sleutel)?.naam === naam) continue;
      if (naam === undefined && NOG_NIET_IN_CATALOGUS.has(sleutel)) continue;
      throw new Error(`${sleutel} is niet uit de aanroepencatalogus geregistreerd (packages/contract/src/aanroepen, decision 036)`);
    }
  });
}
