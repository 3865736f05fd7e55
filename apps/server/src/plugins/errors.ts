/**
 * One error shape for every answer: `{ statusCode, message, errorDetails? }`, in Dutch,
 * never a stack trace. Bad input is always 4xx; only real faults become 500.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseWegReden, HttpFout, isDatabaseWeg, isTegelijkFout, MELDING_DATABASE_WEG, MELDING_TEGELIJK, MELDINGEN, tegelijkCode, type FoutDetail } from '../fouten';

const PER_CODE: Record<string, { statusCode: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { statusCode: 400, message: 'De verzonden gegevens zijn geen geldige JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { statusCode: 400, message: 'De verzonden gegevens zijn leeg.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { statusCode: 415, message: 'Dit type inhoud wordt niet ondersteund; stuur JSON (application/json).' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { statusCode: 400, message: 'De lengte van de verzonden gegevens klopt niet.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { statusCode: 413, message: 'De verzonden gegevens zijn te groot.' },
  FST_ERR_CTP_INVALID_TYPE: { statusCode: 415, message: 'Het type inhoud (Content-Type) is ongeldig.' },
  FST_ERR_BAD_URL: { statusCode: 400, message: 'Het adres is ongeldig.' },
  FST_ERR_MAX_PARAM_LENGTH: { statusCode: 414, message: 'Het adres is te lang.' },
  FST_ERR_ASYNC_CONSTRAINT: { statusCode: 400, message: 'Het verzoek is ongeldig.' },
  FST_JWT_NO_AUTHORIZATION_IN_HEADER: { statusCode: 401, message: MELDINGEN.nietIngelogd },
  FST_JWT_AUTHORIZATION_TOKEN_EXPIRED: { statusCode: 401, message: MELDINGEN.nietIngelogd },
  FST_JWT_AUTHORIZATION_TOKEN_INVALID: { statusCode: 401, message: MELDINGEN.nietIngelogd },
  FST_JWT_AUTHORIZATION_TOKEN_UNTRUSTED: { statusCode: 401, message: MELDINGEN.nietIngelogd },
  FST_JWT_BAD_REQUEST: { statusCode: 401, message: MELDINGEN.nietIngelogd },
  FST_JWT_BAD_COOKIE_REQUEST: { statusCode: 401, message: MELDINGEN.nietIngelogd },
};

const PER_STATUS: Record<number, string> = {
  400: 'Het verzoek is ongeldig.',
  401: MELDINGEN.nietIngelogd,
  403: 'U heeft geen toegang tot deze functie.',
  404: 'Deze pagina of functie bestaat niet.',
  405: 'Deze methode is hier niet toegestaan.',
  406: 'Het gevraagde formaat kan niet worden geleverd.',
  408: 'Het verzoek duurde te lang.',
  409: 'De gegevens zijn intussen gewijzigd.',
  413: 'De verzonden gegevens zijn te groot.',
  414: 'Het adres is te lang.',
  415: 'Dit type inhoud wordt niet ondersteund; stuur JSON (application/json).',
  429: 'Te veel verzoeken. Probeer het over een minuut opnieuw.',
  431: 'De kopregels (headers) van het verzoek zijn te groot.',
};

export interface FoutAntwoordBody {
  statusCode: number;
  message: string;
  errorDetails?: FoutDetail[];
}

/** `/totaalHandmatig/kg` → `totaalHandmatig.kg` */
const veldNaam = (instancePath: string) => instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');

export function vertaalFout(error: unknown): FoutAntwoordBody {
  if (isTegelijkFout(error)) return { statusCode: 409, message: MELDING_TEGELIJK };
  if (isDatabaseWeg(error)) return { statusCode: 503, message: MELDING_DATABASE_WEG };
  if (error instanceof HttpFout) {
    return { statusCode: error.statusCode, message: error.message, ...(error.errorDetails ? { errorDetails: error.errorDetails } : {}) };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errorDetails = error.validation.map((v) => ({ field: veldNaam(v.instancePath), message: v.message ?? 'Ongeldige waarde.' }));
    // the first issue's own words, as the port-3000 mode says them (contract invoerWeigering)
    return { statusCode: 400, message: errorDetails[0]?.message ?? MELDINGEN.ongeldigeInvoer, errorDetails };
  }
  const e = error as Partial<FastifyError> & { statusCode?: number; message?: string };
  if (e && typeof e === 'object') {
    if (e.code && PER_CODE[e.code]) return { ...PER_CODE[e.code] };
    if (Array.isArray(e.validation)) {
      return {
        statusCode: 400,
        message: MELDINGEN.ongeldigeInvoer,
        errorDetails: e.validation.map((v) => ({ field: veldNaam(v.instancePath ?? ''), message: v.message ?? 'Ongeldige waarde.' })),
      };
    }
    const status = typeof e.statusCode === 'number' ? e.statusCode : 500;
    // Our own 4xx objects (e.g. the rate limiter's Dutch answer) carry a Dutch message already.
    if (status >= 400 && status < 500) {
      const eigen = (e as { eigenMelding?: boolean }).eigenMelding === true && typeof e.message === 'string';
      return { statusCode: status, message: eigen ? e.message! : (PER_STATUS[status] ?? 'Het verzoek is ongeldig.') };
    }
  }
  return { statusCode: 500, message: MELDINGEN.onverwacht };
}

export function registreerFoutafhandeling(app: FastifyInstance) {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const antwoord = vertaalFout(error);
    if (antwoord.statusCode === 503) {
      // operations must see it; a client may retry after half a minute. The database out of reach is logged with its
      // reason; any other 503 (the demo switched off, a report that ran past its time limit: decision 012, revision
      // 28-11-2026) with its own message, not as the database's.
      const reden = databaseWegReden(error);
      if (reden !== undefined) request.log.error({ statusCode: 503, url: request.url, reden }, 'database niet bereikbaar');
      else request.log.error({ statusCode: 503, url: request.url, melding: antwoord.message }, 'tijdelijk niet beschikbaar');
      reply.header('retry-after', '30');
    } else if (antwoord.statusCode >= 500) {
      request.log.error({ err: error }, 'onverwachte fout');
    } else if (isTegelijkFout(error)) {
      // rare by design: operations should see it (which call, not the statement's parameters)
      request.log.warn({ statusCode: 409, url: request.url, code: tegelijkCode(error) }, 'gelijktijdige transacties');
    } else if (antwoord.statusCode === 401 || antwoord.statusCode === 403 || antwoord.statusCode === 429) {
      request.log.warn({ statusCode: antwoord.statusCode, url: request.url, gebruikerId: request.sessie?.gebruiker.id }, 'toegang geweigerd');
    } else {
      request.log.info({ statusCode: antwoord.statusCode, code: (error as FastifyError)?.code }, 'verzoek geweigerd');
    }
    reply.status(antwoord.statusCode).type('application/json; charset=utf-8').send(antwoord);
  });
}

/**
 * Fastify's `frameworkErrors`: the errors it answers before routing (an undecodable path such as
 * /api/%ff%fe, a too long parameter). Same Dutch shape, and never the path echoed.
 */
export function frameworkFout(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const antwoord = vertaalFout(error);
  request.log.info({ statusCode: antwoord.statusCode, code: error.code }, 'verzoek geweigerd');
  reply.status(antwoord.statusCode).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(antwoord);
}

/** The answer to a request Node's HTTP parser refused: status and Dutch message by the parser's code. */
export function clientFoutAntwoord(code: string | undefined): FoutAntwoordBody {
  const statusCode = code === 'HPE_HEADER_OVERFLOW' ? 431 : code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  return { statusCode, message: PER_STATUS[statusCode] };
}

/**
 * Fastify's `clientErrorHandler` (Node's 'clientError' event): a request the HTTP parser could
 * not read (a header over 16 KB, a bad chunk size, Content-Length with Transfer-Encoding). No
 * request object exists, so the answer is written on the socket: the Dutch shape, nothing of the
 * input, and the connection closed, as Node itself does.
 */
export function clientFout(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const antwoord = clientFoutAntwoord(err.code);
  this.log.debug({ statusCode: antwoord.statusCode, code: err.code }, 'onleesbaar verzoek');
  if (socket.writable) {
    const body = JSON.stringify(antwoord);
    socket.write(
      `HTTP/1.1 ${antwoord.statusCode} ${STATUS_CODES[antwoord.statusCode]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(err);
}
