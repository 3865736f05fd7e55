import type { FastifyReply } from 'fastify';

/**
 * Send a body that already is JSON text. Fastify sends a string with a JSON content type as
 * it is: the route's response schema is not applied, so only services that build the text
 * from contract-typed values may use this (decision 009); the API tests parse such answers
 * with the schema.
 */
export function stuurJsonTekst(reply: FastifyReply, tekst: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(tekst);
}
