/**
 * The OpenAPI 3.1 document of every call, built from the contract's zod schemas with
 * z.toJSONSchema (no extra dependency), once at start. The register screens come from the
 * register itself, so a new screen is documented without an edit here (decision 010).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  afleidingKnoopSchema,
  afleidingWortelsSchema,
  callContextSchema,
  foutAntwoordSchema,
  grafiekGegevensSchema,
  herberekeningSchema,
  historischSchema,
  getMenuRequestSchema,
  indienControleSchema,
  jaarStatusSchema,
  RAPPORT_SECTIES,
  rapportGegevensSchema,
  signaleringenSchema,
  loginAntwoordSchema,
  loginInvoerSchema,
  melkLeveringGegevensSchema,
  OIDC_FOUTEN,
  oidcInstellingenSchema,
  oidcRoutes,
  menuModelSchema,
  okAntwoordSchema,
  profielRoutes,
  voorwaardenInvoerSchema,
  refreshTokenAntwoordSchema,
  refreshTokenVerzoekSchema,
  register,
  routes,
  schermCalls,
  schermDocumentSchema,
  schermGegevensSchema,
  schermOpslaanSchema,
  startGegevensSchema,
} from '@kw/contract';
import { afnemerPaden, afnemerSchema } from './openapi.afnemer';
import { catalogusPaden, vulAanUitBeleid } from './openapi.catalogus';
import { koppelingPaden, leverancierSchema } from './openapi.koppelingen';

const js = (s: z.ZodType) => z.toJSONSchema(s, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' });
const inhoud = (s: z.ZodType | object) => ({ 'application/json': { schema: s instanceof z.ZodType ? js(s) : s } });
const fout = (beschrijving: string) => ({ description: beschrijving, content: inhoud(foutAntwoordSchema) });
const fouten = {
  400: fout('Ongeldige invoer: één Nederlandse melding per veld en per tabelregel (errorDetails)'),
  401: fout('Niet (meer) ingelogd'),
  403: fout('Geen toegang, alleen lezen of een afgesloten jaar'),
  404: fout('Geen of een onbekende kringloopwijzer'),
};
const bearer = [{ bearer: [] }];

function schermPaden() {
  const paden: Record<string, object> = {};
  for (const s of register) {
    const c = schermCalls(s);
    const antwoord = { 200: { description: `${s.titel}: gegevens, versie, status, signaleringen en indicatoren`, content: inhoud(schermGegevensSchema) } };
    const body = js(schermOpslaanSchema) as { properties: Record<string, unknown> };
    body.properties.gegevens = js(schermDocumentSchema(s.sleutel)!);
    paden[c.lezen] = { get: { summary: `${s.titel} lezen`, tags: ['Invoer'], security: bearer, responses: { ...antwoord, 401: fouten[401], 403: fouten[403], 404: fouten[404] } } };
    paden[c.opslaan] = {
      post: {
        summary: `${s.titel} opslaan (daarna rekent de rekenkern de kringloopwijzer door)`,
        tags: ['Invoer'],
        security: bearer,
        requestBody: { required: true, content: inhoud(body) },
        responses: { ...antwoord, ...fouten, 409: fout('De versie is verouderd; niets opgeslagen') },
      },
    };
  }
  return paden;
}

/** Reports, signals and submitting a year (decision 012; docs/api.md). */
function rapportPaden() {
  const secties = { name: 'secties', in: 'query', required: false, description: `Komma-gescheiden, uit: ${RAPPORT_SECTIES.join(', ')}; leeg = alle`, schema: { type: 'string' } };
  const lezen = { 401: fouten[401], 403: fouten[403], 404: fout('Geen of een onbekende kringloopwijzer, of nog geen uitkomst berekend') };
  const status = { 200: { description: 'De nieuwe status', content: inhoud(jaarStatusSchema) } };
  return {
    [routes.rapportPdf.path]: {
      get: { summary: 'Rapport als PDF (de gekozen onderdelen)', tags: ['Rapportage'], security: bearer, parameters: [secties], responses: { 200: { description: 'application/pdf (bijlage)' }, 400: fouten[400], ...lezen } },
    },
    [routes.rapportGegevens.path]: {
      get: {
        summary: 'De cijfers van de gekozen rapportonderdelen, zoals de PDF ze afdrukt',
        tags: ['Rapportage'],
        security: bearer,
        parameters: [secties],
        responses: { 200: { description: 'Onderdelen met tabellen', content: inhoud(rapportGegevensSchema) }, 400: fouten[400], ...lezen },
      },
    },
    [routes.kengetallen.path]: {
      get: {
        summary: 'Kengetallen als XLSX of CSV',
        tags: ['Rapportage'],
        security: bearer,
        parameters: [{ name: 'formaat', in: 'query', required: false, schema: { type: 'string', enum: ['xlsx', 'csv'] } }],
        responses: { 200: { description: 'Bijlage' }, 400: fouten[400], ...lezen },
      },
    },
    [routes.signaleringen.path]: {
      get: { summary: 'Alle signaleringen van de kringloopwijzer met scherm, veld, waarde en verwacht bereik', tags: ['Rapportage'], security: bearer, responses: { 200: { description: 'Signaleringen', content: inhoud(signaleringenSchema) }, 401: fouten[401], 403: fouten[403], 404: fouten[404] } },
    },
    [routes.indienControle.path]: {
      get: { summary: 'Controle vóór het indienen: wat moet nog', tags: ['Indienen'], security: bearer, responses: { 200: { description: 'Blokkades', content: inhoud(indienControleSchema) }, 401: fouten[401], 403: fouten[403], 404: fouten[404] } },
    },
    [routes.indienen.path]: {
      post: { summary: 'Het jaar indienen (status 1 → 2)', tags: ['Indienen'], security: bearer, responses: { ...status, 401: fouten[401], 403: fouten[403], 404: fouten[404], 409: fout('Al afgesloten, of er zijn nog blokkades (errorDetails)') } },
    },
    [routes.heropenen.path]: {
      post: { summary: 'Het jaar heropenen (medewerker; status 2 → 1)', tags: ['Indienen'], security: bearer, responses: { ...status, 401: fouten[401], 403: fouten[403], 404: fouten[404], 409: fout('Het jaar is al open') } },
    },
  };
}

/** Login with OpenID Connect (decision 018): browser redirects, no JSON besides the settings. */
function oidcPaden() {
  const codes = Object.keys(OIDC_FOUTEN).join(', ');
  const weigering = `Naar /login?oidc=<code> (${codes}); de inlogpagina toont de Nederlandse melding`;
  return {
    [oidcRoutes.instellingen.path]: {
      get: { summary: 'Of inloggen via eHerkenning (OIDC) hier is ingesteld, en de tekst van de knop', tags: ['Auth'], responses: { 200: { description: 'Instellingen', content: inhoud(oidcInstellingenSchema) } } },
    },
    [oidcRoutes.start.path]: {
      get: {
        summary: 'Start het inloggen bij de OIDC-provider (authorization code met PKCE, state en nonce)',
        description: 'Zet een ondertekende staatcookie (HMAC-SHA256, httpOnly, ten hoogste 10 minuten, alleen voor het terugkeeradres) en stuurt de browser door naar de provider. Ten hoogste 30 per minuut per IP.',
        tags: ['Auth'],
        responses: { 302: { description: `Naar de provider; ${weigering}` }, 429: fout('Te veel pogingen') },
      },
    },
    [oidcRoutes.terug.path]: {
      get: {
        summary: 'Terugkeer van de OIDC-provider: controleert het antwoord, koppelt het KvK-nummer aan een account en start de sessie',
        description: 'Bij succes: de sessiecookie klw_sessie (zoals na Inloggen) en door naar /Home/new; het web haalt daarna zijn token met RefreshToken. De staatcookie geldt één keer.',
        tags: ['Auth'],
        parameters: [
          { name: 'code', in: 'query', required: false, schema: { type: 'string' } },
          { name: 'state', in: 'query', required: false, schema: { type: 'string' } },
        ],
        responses: { 302: { description: `Naar /Home/new (ingelogd); ${weigering}` }, 429: fout('Te veel pogingen') },
      },
    },
  };
}

export function openapiDocument() {
  const document = {
    openapi: '3.1.0',
    info: { title: 'Open Kringloopwijzer API', version: '0.1.0', description: 'Alle aanroepen van de server; zie ook docs/api.md.' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, leverancier: leverancierSchema, afnemer: afnemerSchema } },
    paths: {
      [routes.login.path]: { post: { summary: 'Inloggen', tags: ['Auth'], requestBody: { content: inhoud(loginInvoerSchema) }, responses: { 200: { description: 'Ingelogd', content: inhoud(loginAntwoordSchema) }, 401: fouten[401] } } },
      [routes.demoLogin.path]: { post: { summary: 'Inloggen als demogebruiker', tags: ['Auth'], responses: { 200: { description: 'Ingelogd', content: inhoud(loginAntwoordSchema) } } } },
      [routes.logout.path]: { post: { summary: 'Uitloggen', tags: ['Auth'], responses: { 200: { description: 'Uitgelogd' } } } },
      [routes.refreshToken.path]: {
        post: { summary: 'Token voor de gekozen kringloopwijzer', tags: ['Auth'], requestBody: { content: inhoud(refreshTokenVerzoekSchema) }, responses: { 200: { description: 'Token', content: inhoud(refreshTokenAntwoordSchema) }, 401: fouten[401], 403: fouten[403], 404: fouten[404] } },
      },
      ...oidcPaden(),
      [routes.callContext.path]: { get: { summary: 'Context van de aanroeper', tags: ['Auth'], security: bearer, responses: { 200: { description: 'Context', content: inhoud(callContextSchema) }, 401: fouten[401] } } },
      [routes.menu.path]: { post: { summary: 'Menu met de status per scherm', tags: ['Menu'], security: bearer, requestBody: { content: inhoud(getMenuRequestSchema) }, responses: { 200: { description: 'Menu', content: inhoud(menuModelSchema) }, ...fouten } } },
      [profielRoutes.voorwaarden.path]: {
        post: {
          summary: 'De geldende gebruiksvoorwaarden accepteren (versie en tijdstip worden bewaard)',
          description: 'Alleen de geldende versie (GetMenu: voorwaardenVersie); een oudere of onbekende versie geeft 409. Opnieuw accepteren verandert niets.',
          tags: ['Profiel'],
          security: bearer,
          requestBody: { content: inhoud(voorwaardenInvoerSchema) },
          responses: { 200: { description: 'Geaccepteerd', content: inhoud(okAntwoordSchema) }, 400: fouten[400], 401: fouten[401], 409: fout('Niet de geldende versie van de gebruiksvoorwaarden') },
        },
      },
      [routes.startGegevens.path]: { get: { summary: 'Startpagina', tags: ['Start'], security: bearer, responses: { 200: { description: 'Start', content: inhoud(startGegevensSchema) }, 401: fouten[401] } } },
      [routes.melkLevering.path]: { get: { summary: 'Melklevering lezen', tags: ['Melklevering'], security: bearer, responses: { 200: { description: 'Melkgegevens', content: inhoud(melkLeveringGegevensSchema) }, 401: fouten[401], 403: fouten[403], 404: fouten[404] } } },
      [routes.melkLeveringOpslaan.path]: {
        post: { summary: 'Melklevering opslaan', tags: ['Melklevering'], security: bearer, requestBody: { content: inhoud(melkLeveringGegevensSchema) }, responses: { 200: { description: 'Opgeslagen', content: inhoud(melkLeveringGegevensSchema) }, ...fouten, 409: fout('Verouderde versie') } },
      },
      ...schermPaden(),
      [routes.formulierDefinitie.path]: {
        get: {
          summary: 'Formulierdefinitie van een invoerscherm voor het jaar van de kringloopwijzer',
          tags: ['Invoer'],
          security: bearer,
          parameters: [{ name: 'scherm', in: 'query', required: true, schema: { type: 'string', enum: register.map((s) => s.sleutel) } }],
          responses: { 200: { description: 'Categorieën met velden (label, eenheid, min, max, precisie, verplicht)' }, 401: fouten[401], 403: fouten[403], 404: fouten[404] },
        },
      },
      [routes.downloadInvoer.path]: {
        get: { summary: 'Download invoer (JSON): de samengestelde invoer van de rekenkern', tags: ['Invoer'], security: bearer, responses: { 200: { description: 'Bijlage; `npm run bereken` geeft de opgeslagen uitkomst' }, 401: fouten[401], 403: fouten[403], 404: fouten[404] } },
      },
      [routes.afleiding.path]: {
        get: {
          summary: 'Waarom dit getal? Eén knoop van de afleiding van de kringloopwijzer, of zonder knoop de wortel per getal',
          tags: ['Rapportage'],
          security: bearer,
          parameters: [
            { name: 'knoop', in: 'query', required: false, description: 'knoop-id of getal: dashboard.<indicator>, een dumpfile-variabele (verl_bodbal1_ha) of een id uit kinderen', schema: { type: 'string', maxLength: 200, pattern: '^[A-Za-z0-9_.~-]+$' } },
            { name: 'klwId', in: 'query', required: false, description: 'een andere kringloopwijzer dan die van het token (de jaren op het historisch overzicht); dezelfde controles (404, 403)', schema: { type: 'integer', minimum: 1 } },
          ],
          responses: {
            200: { description: 'Met knoop: formule in woorden, waarde en eenheid, soort (gemeten/ingevoerd/standaard/forfait), invoer met scherm en veld, constanten met bron, kinderen als samenvatting. Zonder knoop: { kringloopwijzerId, wortels }', content: inhoud({ oneOf: [js(afleidingKnoopSchema), js(afleidingWortelsSchema)] }) },
            400: fout('Onbekende knoop, of een knoop met ongeldige tekens'),
            401: fouten[401],
            403: fouten[403],
            404: fout('Geen of een onbekende kringloopwijzer, of nog geen geldige invoer om een afleiding van te maken'),
          },
        },
      },
      [routes.grafiekGegevens.path]: {
        get: { summary: 'Grafieken van de kringloopwijzer (indicatoren met referentie, N- en P2O5-stromen, NH3, broeikasgassen, rantsoen)', tags: ['Rapportage'], security: bearer, responses: { 200: { description: 'Grafiekgegevens', content: inhoud(grafiekGegevensSchema) }, 401: fouten[401], 403: fouten[403], 404: fouten[404] } },
      },
      [routes.historisch.path]: {
        get: { summary: 'Alle jaren van het bedrijf met rekenregelversie en indicatoren', tags: ['Rapportage'], security: bearer, responses: { 200: { description: 'Historie', content: inhoud(historischSchema) }, 401: fouten[401], 403: fouten[403], 404: fouten[404] } },
      },
      [routes.herberekening.path]: {
        get: {
          summary: 'Een ouder jaar herberekend onder de huidige rekenregels; verschil gesplitst in regelwijziging en datawijziging (besluit 015)',
          tags: ['Rapportage'],
          security: bearer,
          parameters: [
            { name: 'klwId', in: 'query', required: true, schema: { type: 'integer', minimum: 1 } },
            { name: 'vergelijkMet', in: 'query', required: false, description: 'het jaar (kringloopwijzer van hetzelfde bedrijf) waarmee vergeleken wordt; standaard het nieuwste berekende jaar', schema: { type: 'integer', minimum: 1 } },
          ],
          responses: { 200: { description: 'Herberekening', content: inhoud(herberekeningSchema) }, ...fouten, 409: fout('De opgeslagen invoer voldoet niet aan de huidige rekenregels') },
        },
      },
      ...rapportPaden(),
      [routes.bodemGewasOverzicht.path]: {
        get: { summary: 'Bodem en gewas: oppervlakte, bemesting en teruggerekende opbrengst per gewas (alleen lezen, uit de opgeslagen uitkomst)', tags: ['Invoer'], security: bearer, responses: { 200: { description: 'Overzicht per gewas' }, 401: fouten[401], 403: fouten[403], 404: fouten[404] } },
      },
      ...koppelingPaden(),
      ...afnemerPaden(),
      [routes.health.path]: { get: { summary: 'Leeft de server', tags: ['Beheer'], responses: { 200: { description: 'ok' } } } },
      [routes.ready.path]: { get: { summary: 'Is de database bereikbaar', tags: ['Beheer'], responses: { 200: { description: 'ok' }, 503: { description: 'niet gereed' } } } },
      [routes.openapi.path]: { get: { summary: 'Dit document', tags: ['Beheer'], responses: { 200: { description: 'OpenAPI 3.1' } } } },
      // the catalogue's entries last: they replace what was written here by hand for the same call
      ...catalogusPaden(),
    } as Record<string, Record<string, object>>,
  };
  vulAanUitBeleid(document.paths);
  return document;
}

export function registreerOpenapiRoute(app: FastifyInstance) {
  const tekst = JSON.stringify(openapiDocument());
  app.get(routes.openapi.path, async (_request, reply) => reply.type('application/json; charset=utf-8').send(tekst));
}
