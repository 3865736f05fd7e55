/**
 * The supplier side of the data links in the OpenAPI document (decision 020): the token call
 * (OAuth2 client credentials) and every inbox call, one valid example per message type from the
 * contract (BERICHT_VOORBEELDEN; a test keeps this document and docs/api.md equal to them).
 */
import { z } from 'zod';
import {
  BERICHT_SOORT_NAMEN,
  BERICHT_SOORTEN,
  BERICHT_VOORBEELDEN,
  berichtSchemas,
  foutAntwoordSchema,
  inboxAntwoordSchema,
  inboxPaden,
  koppelingRoutes,
  tokenAntwoordSchema,
  tokenVraagSchema,
  verzoekInvoerSchema,
  VOER_CSV_VOORBEELD,
} from '@kw/contract';

const js = (s: z.ZodType) => z.toJSONSchema(s, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' });
const fout = (description: string) => ({ description, content: { 'application/json': { schema: js(foutAntwoordSchema) } } });
export const leverancierBeveiliging = [{ leverancier: [] }];

/** The security scheme of the supplier calls: a Bearer token from the token call. */
export const leverancierSchema = {
  type: 'oauth2',
  description: 'Voor leveranciers: client credentials (RFC 6749 §4.4) van de servicedesk (/beheer/datakoppelingen). Het token geldt 15 minuten.',
  flows: { clientCredentials: { tokenUrl: koppelingRoutes.token.path, scopes: {} } },
};

const inboxFouten = {
  400: fout('Geen geldige JSON, of geen geldig berichtId/klantnummer: er is niets opgeslagen (errorDetails per veld)'),
  401: fout('Geen, een ongeldig, verlopen of ingetrokken (nieuw geheim) token'),
  403: fout('Een token van een gebruiker, een niet (meer) actieve leverancier, of een soort bericht waarvoor de leverancier niet is aangemeld'),
  413: fout('Het bericht is groter dan 1 MB'),
  415: fout('Een ander type inhoud dan JSON (voerleveringen: ook text/csv)'),
};

const inboxUitleg =
  'Het bericht wordt eerst ongewijzigd bewaard (per berichtId van de leverancier één keer) en daarna verwerkt: bedrijf via klantnummer en actieve koppeling, jaar via de datums, ' +
  'dezelfde controle als bij opslaan, de rekenkern rekent door. Hetzelfde berichtId opnieuw: alOntvangen true, niets gewijzigd. Een inhoudelijk ongeldig bericht, een onbekend klantnummer ' +
  'of een bericht zonder actieve koppeling wordt bewaard als mislukt met een Nederlandse reden (status 200); een ingediend jaar laat het bericht wachten (status wacht).';

function inboxPad(soort: (typeof BERICHT_SOORTEN)[number]) {
  const json = { schema: js(berichtSchemas[soort]), example: BERICHT_VOORBEELDEN[soort] };
  const csv = soort === 'voerleveringen';
  return {
    post: {
      summary: `${BERICHT_SOORT_NAMEN[soort]} afleveren`,
      description: csv
        ? `${inboxUitleg} Ook als CSV (text/csv): een kopregel met de veldnamen van het JSON-bericht, ';' als scheidingsteken, decimale komma of punt; berichtId en klantnummer in de query.`
        : inboxUitleg,
      tags: ['Koppelingen (leveranciers)'],
      security: leverancierBeveiliging,
      ...(csv
        ? {
            parameters: [
              { name: 'berichtId', in: 'query', required: false, description: 'Alleen bij text/csv: het berichtId van de leverancier', schema: { type: 'string', pattern: '^[A-Za-z0-9._:-]{1,100}$' }, example: VOER_CSV_VOORBEELD.berichtId },
              { name: 'klantnummer', in: 'query', required: false, description: 'Alleen bij text/csv: het klantnummer van het bedrijf bij de leverancier', schema: { type: 'string', pattern: '^[A-Za-z0-9-]{1,40}$' }, example: VOER_CSV_VOORBEELD.klantnummer },
            ],
          }
        : {}),
      requestBody: { required: true, content: { 'application/json': json, ...(csv ? { 'text/csv': { schema: { type: 'string', maxLength: 100_000 }, example: VOER_CSV_VOORBEELD.csv } } : {}) } },
      responses: { 200: { description: 'Bewaard (en verwerkt, mislukt of wachtend: zie status en reden)', content: { 'application/json': { schema: js(inboxAntwoordSchema) } } }, ...inboxFouten },
    },
  };
}

export function koppelingPaden() {
  const vorm = { schema: js(tokenVraagSchema), example: { grant_type: 'client_credentials', client_id: 'klw-AbCdEfGhIjKl', client_secret: '<het geheim>' } };
  return {
    [koppelingRoutes.token.path]: {
      post: {
        summary: 'Toegangstoken voor een leverancier (OAuth2 client credentials)',
        description:
          'client_id en client_secret in de body (formulier of JSON) of met HTTP Basic. Mislukte pogingen: ten hoogste KLW_TOKEN_RATE_MAX per minuut per IP + client_id en 1,5 × zoveel per IP, daarna 429 (ook met het goede geheim).',
        tags: ['Koppelingen (leveranciers)'],
        requestBody: { required: true, content: { 'application/x-www-form-urlencoded': vorm, 'application/json': vorm } },
        responses: {
          200: { description: 'Token (Bearer, 15 minuten)', content: { 'application/json': { schema: js(tokenAntwoordSchema) } } },
          400: fout('Een andere grant_type dan client_credentials, of geen geldige JSON'),
          401: fout('Onbekende client of verkeerd geheim'),
          403: fout('De leverancier is niet (meer) actief'),
          429: fout('Te veel mislukte pogingen; wacht een minuut'),
        },
      },
    },
    ...Object.fromEntries(BERICHT_SOORTEN.map((s) => [inboxPaden[s], inboxPad(s)])),
    [koppelingRoutes.verzoek.path]: {
      post: {
        summary: 'Een bedrijf om een koppeling vragen (het bedrijf accepteert of weigert op Koppelingen)',
        tags: ['Koppelingen (leveranciers)'],
        security: leverancierBeveiliging,
        requestBody: { required: true, content: { 'application/json': { schema: js(verzoekInvoerSchema), example: { bedrijfKvk: '12345678', klantnummer: 'VO-55120', soort: 'voerleveringen' } } } },
        responses: {
          200: { description: 'De koppeling, status aangevraagd', content: { 'application/json': { schema: { type: 'object', properties: { id: { type: 'integer' }, status: { type: 'string' } } } } } },
          400: fout('Ongeldig verzoek'),
          401: inboxFouten[401],
          403: inboxFouten[403],
          404: fout('Geen bedrijf met dit KvK-nummer'),
          409: fout('Voor dit klantnummer en deze soort loopt al een koppeling of verzoek'),
        },
      },
    },
    [koppelingRoutes.ophaalverzoeken.path]: {
      get: {
        summary: 'De openstaande "Nu ophalen"-verzoeken van de perceelkoppelingen (ophalen markeert ze als beantwoord)',
        tags: ['Koppelingen (leveranciers)'],
        security: leverancierBeveiliging,
        responses: { 200: { description: '{ verzoeken: [{ id, klantnummer, gevraagdOp }] }' }, 401: inboxFouten[401], 403: inboxFouten[403] },
      },
    },
  };
}
