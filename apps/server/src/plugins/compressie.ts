/**
 * Compressed API answers (decision 011): brotli or gzip, for answers of 1 KB and more, when the
 * client accepts it. The Melklevering answer (~20 KB of JSON) goes over the wire as ~2.5 KB:
 * on a slow rural line (400 kbps, shared/research/perf-reliability.md) ~50 ms instead of ~400 ms.
 * Fast settings, because the hot path pays them on every call (CPU per 20 KB answer measured
 * here, decision 011): brotli quality 2 (~80 µs, 2.3 KB; quality 4, the plugin's default, ~150 µs
 * for 2.1 KB) and gzip level 1 (~70 µs, 2.5 KB; level 6 ~160 µs for 1.9 KB). Compressed in one
 * synchronous call up to 64 KB (no stream set-up, and a Content-Length).
 * Answers under 1 KB (errors, tokens) stay as they are: compressing them gains nothing.
 * Compressed request bodies are not accepted (no decompression): the browser never sends
 * them, and a small attack surface is worth more than the bytes.
 */
import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this many bytes an answer is sent as it is (the plugin's default; a TCP packet holds ~1.4 KB). */
export const COMPRESSIE_DREMPEL = 1024;

export async function registreerCompressie(app: FastifyInstance) {
  // Before the plugin's own onRoute hook: no route decompresses request bodies.
  app.addHook('onRoute', (route) => {
    route.decompress ??= false;
  });
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESSIE_DREMPEL,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 2, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } },
    zlibOptions: { level: 1 },
    syncThreshold: 64 * 1024,
  });
}
