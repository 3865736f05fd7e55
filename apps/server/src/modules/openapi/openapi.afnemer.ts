/**
 * The consumer API in the OpenAPI document (decisions 027, 034): the token call (OAuth2 client
 * credentials, RFC 6749 §4.4) and one GET per data product, with ETag / If-None-Match, the Dutch
 * refusals and the rate limit. The example answer of each product is built by the function that
 * builds the real answer (`productInhoud`) from the engine's example farm, so it cannot drift from
 * the field dictionary; the 403 reasons come from the rule that refuses (`leveringsBezwaar`).
 * docs/afnemer-voorbeeld.mjs is a consumer script against these calls (a test runs it).
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { bereken, valideerInvoer } from '@kw/engine';
import {
  afnemerProductAntwoordSchema,
  DATAPRODUCT_SLEUTELS,
  dataproductVan,
  foutAntwoordSchema,
  gegevensdelingRoutes as g,
  leveringsBezwaar,
  productInhoud,
  statusNaam,
  tokenAntwoordSchema,
  tokenVraagSchema,
  type DataproductSleutel,
  type ProductBron,
} from '@kw/contract';
import { AFNEMER_TOKEN_S, MELDING_AFNEMER_NIET_GOEDGEKEURD, MELDING_GEEN_AFNEMERTOKEN, MELDING_TE_VEEL_AANROEPEN } from '../gegevensdeling/gegevensdeling.afnemer';
import { STANDAARD_AFNEMER_RATE_MAX } from '../gegevensdeling/gegevensdeling.routes';

const js = (s: z.ZodType) => z.toJSONSchema(s, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' });
const foutSchema = js(foutAntwoordSchema);
const fout = (description: string, meldingen: string[] = []) => ({
  description,
  content: { 'application/json': { schema: foutSchema, ...(meldingen.length ? { examples: Object.fromEntries(meldingen.map((m, i) => [`melding${i + 1}`, { summary: m, value: { message: m } }])) } : {}) } },
});
export const afnemerBeveiliging = [{ afnemer: [] }];

/** The security scheme of the consumer calls: a Bearer token from the token call. */
export const afnemerSchema = {
  type: 'oauth2',
  description: `Voor afnemers (gegevensdeling): client credentials (RFC 6749 §4.4) van de servicedesk. Het token geldt ${AFNEMER_TOKEN_S / 60} minuten; een nieuw geheim maakt de oude tokens ongeldig.`,
  flows: { clientCredentials: { tokenUrl: g.afnemerToken.path, scopes: {} } },
};

/** The OpenAPI form of a Fastify path: `:product` → `{product}`. */
export const openapiPad = (pad: string) => pad.replace(/:([A-Za-z]+)/g, '{$1}');

const VOORBEELD_KVK = '12345678';
const VOORBEELD_DOEL = 12;

/** The engine's example farm as a product source (submitted, two locations with a delivery each). */
function voorbeeldBron(): ProductBron {
  const ruw = JSON.parse(readFileSync(new URL('../../../../../packages/engine/examples/zandbedrijf-melkvee.json', import.meta.url), 'utf8')) as ProductBron['invoer'];
  const v = valideerInvoer(ruw);
  if (!v.ok) throw new Error('Het voorbeeldbedrijf van de rekenkern is ongeldig.');
  const jaar = v.data.bedrijfsgegevens.jaar;
  return {
    jaar,
    invoer: ruw,
    resultaat: bereken(v.data),
    status: { id: 2, omschrijving: statusNaam(2), ingediendOp: `${jaar + 1}-03-14T09:12:00.000Z` },
    melkleveringen: [
      { datum: `${jaar}-01-03`, tijd: '06:40', ubn: '1234567', kg: 9_150, vetProcent: 4.41, eiwitProcent: 3.52, ureumMgPer100ml: 22, fosforMgPer100g: 98 },
      { datum: `${jaar}-01-03`, tijd: '07:15', ubn: '7654321', kg: 3_020, vetProcent: 4.38, eiwitProcent: 3.49, ureumMgPer100ml: 20, fosforMgPer100g: null },
    ],
    ubnBeperking: [],
  };
}

/** One example answer per product, as the API sends it. */
export function productVoorbeelden(): Record<DataproductSleutel, { data: Record<string, unknown>; meta: z.infer<typeof afnemerProductAntwoordSchema>['meta'] }> {
  const bron = voorbeeldBron();
  return Object.fromEntries(
    DATAPRODUCT_SLEUTELS.map((p) => [p, { data: productInhoud(p, bron)!, meta: { product: p, doelId: VOORBEELD_DOEL, kvk: VOORBEELD_KVK, jaar: bron.jaar, ubnBeperking: [], bijgewerktOp: `${bron.jaar + 1}-06-01` } }]),
  ) as never;
}

/**
 * The reasons the delivery rule gives a consumer, from the rule itself: no such purpose of theirs, a
 * purpose not active (closed or past its end), no live participation (none, refused, revoked, expired:
 * the API finds only live ones), one not yet approved, a product outside it; and a user's token.
 */
export function leveringsWeigeringen(): string[] {
  const vandaag = '2026-01-01';
  const doel = { status: 'actief' as const, einddatum: '2099-12-31' };
  const deelname = { status: 'aangevraagd' as const, einddatum: '2099-12-31', producten: ['kengetallen' as const], ubnBeperking: [] };
  const redenen = [
    leveringsBezwaar(null, null, 'kengetallen', vandaag),
    leveringsBezwaar(null, { status: 'gesloten', einddatum: '2099-12-31' }, 'kengetallen', vandaag),
    leveringsBezwaar(null, doel, 'kengetallen', vandaag),
    leveringsBezwaar(deelname, doel, 'kengetallen', vandaag),
    leveringsBezwaar({ ...deelname, status: 'goedgekeurd' }, doel, 'bex', vandaag),
  ];
  return [...redenen.filter((r): r is string => r !== null), MELDING_GEEN_AFNEMERTOKEN];
}

export function afnemerPaden() {
  const voorbeelden = productVoorbeelden();
  const vorm = { schema: js(tokenVraagSchema), example: { grant_type: 'client_credentials', client_id: 'klw-AbCdEfGhIjKl', client_secret: '<het geheim>' } };
  const teVeel = fout(`Meer dan ${STANDAARD_AFNEMER_RATE_MAX} aanroepen per minuut voor deze client (zonder token: per IP-adres); wacht een minuut`, [MELDING_TE_VEEL_AANROEPEN]);
  const tokenFout = fout('Geen, een ongeldig of verlopen token, of een token van vóór een nieuw geheim: vraag een nieuw token aan');
  return {
    [g.afnemerToken.path]: {
      post: {
        summary: 'Toegangstoken voor een afnemer (OAuth2 client credentials)',
        description: 'client_id en client_secret in de body (formulier of JSON) of met HTTP Basic. Het geheim krijgt de afnemer één keer van de servicedesk (Beheer → afnemers); een nieuw geheim maakt het oude ongeldig.',
        tags: ['Gegevensdeling (afnemers)'],
        requestBody: { required: true, content: { 'application/x-www-form-urlencoded': vorm, 'application/json': vorm } },
        responses: {
          200: { description: `Token (Bearer, ${AFNEMER_TOKEN_S / 60} minuten)`, content: { 'application/json': { schema: js(tokenAntwoordSchema), example: { access_token: 'eyJhbGciOiJIUzI1NiIs…', token_type: 'Bearer', expires_in: AFNEMER_TOKEN_S } } } },
          400: fout('Een andere grant_type dan client_credentials', ['Alleen grant_type=client_credentials wordt ondersteund.']),
          401: fout('Onbekende client of verkeerd geheim', ['Onbekende client of verkeerd geheim.']),
          403: fout('De afnemer is niet (meer) goedgekeurd', [MELDING_AFNEMER_NIET_GOEDGEKEURD]),
          429: teVeel,
        },
      },
    },
    [openapiPad(g.afnemerProduct.path)]: {
      get: {
        summary: 'Eén dataproduct van één bedrijf en jaar, onder één doel',
        description:
          'Levert alleen zolang een goedgekeurde, niet verlopen deelname van het bedrijf aan dit actieve doel van de afnemer het product dekt; dat wordt bij elke aanroep gecontroleerd, dus een intrekking geldt vanaf de volgende aanroep. ' +
          'Elke levering komt in het toegangslog van het bedrijf. Het antwoord draagt een ETag: stuur die terug als If-None-Match en krijg 304 zonder inhoud zolang er niets veranderde (een 304 wordt niet gelogd). ' +
          'De velden staan in het woordenboek van het product (GET /api/Dataproducten); nieuwe velden kunnen erbij komen, dus lees tolerant. ' +
          'Een UBN-beperking van de deelname (meta.ubnBeperking) beperkt alleen de rijen per UBN (Invoer Dier: melkleveringen[]); de andere gegevens gelden voor het hele bedrijf.',
        tags: ['Gegevensdeling (afnemers)'],
        security: afnemerBeveiliging,
        parameters: [
          { name: 'product', in: 'path', required: true, schema: { type: 'string', enum: [...DATAPRODUCT_SLEUTELS] }, description: DATAPRODUCT_SLEUTELS.map((p) => `${p}: ${dataproductVan(p).naam}`).join('; ') },
          { name: 'doelId', in: 'query', required: true, schema: { type: 'integer', minimum: 1 }, description: 'Het doel van de afnemer waaronder het bedrijf deelneemt', example: VOORBEELD_DOEL },
          { name: 'kvk', in: 'query', required: true, schema: { type: 'string', pattern: '^[0-9]{8}$' }, description: 'KvK-nummer van het bedrijf', example: VOORBEELD_KVK },
          { name: 'jaar', in: 'query', required: true, schema: { type: 'integer', minimum: 2000, maximum: 2999 }, example: voorbeelden.kengetallen.meta.jaar },
          { name: 'If-None-Match', in: 'header', required: false, schema: { type: 'string' }, description: 'De ETag van een eerder antwoord: 304 als het product niet veranderde' },
        ],
        responses: {
          200: {
            description: 'Het product: data volgens het woordenboek, meta met product, doel, bedrijf, jaar en UBN-beperking',
            headers: { ETag: { schema: { type: 'string' }, description: 'Sterke validator van data' }, 'Cache-Control': { schema: { type: 'string', example: 'private, no-cache' } } },
            content: {
              'application/json': {
                schema: js(afnemerProductAntwoordSchema),
                examples: Object.fromEntries(DATAPRODUCT_SLEUTELS.map((p) => [p, { summary: dataproductVan(p).naam, value: voorbeelden[p] }])),
              },
            },
          },
          304: { description: 'Niet gewijzigd sinds de meegestuurde ETag: geen inhoud, niets gelogd', headers: { ETag: { schema: { type: 'string' } } } },
          400: fout('Onbekend dataproduct, of geen geldig doelId, KvK-nummer of jaar (errorDetails per veld)'),
          401: tokenFout,
          403: fout('Geen levering: de Nederlandse reden staat in message', leveringsWeigeringen()),
          404: fout('Het bedrijf heeft geen Kringloopwijzer voor dit jaar, of voor de kengetallen en BEX nog geen uitkomst'),
          429: teVeel,
        },
      },
    },
  };
}
