/**
 * Closed-loop save load: `connections` workers, each saving its own farm again and again
 * with the version its previous save returned, for `seconds`. (autocannon builds the next
 * request before it hands over the previous answer, so it cannot carry the version.)
 */
import { Agent, request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Meting } from './http.bench';

const agent = new Agent({ keepAlive: true, maxSockets: 256 });

/**
 * One POST on a kept-alive connection with node:http, which costs the generator about half
 * the CPU of fetch per 20 KB request (measured): the generator shares the cores with the
 * server and PostgreSQL.
 */
export function post(url: string, token: string, body: string, extra: Record<string, string> = {}): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...extra };
    const req = request(url, { method: 'POST', agent, headers }, (res) => {
      const delen: Buffer[] = [];
      res.on('data', (d: Buffer) => delen.push(d));
      res.on('end', () => {
        const ruw = Buffer.concat(delen);
        const codering = res.headers['content-encoding'];
        const tekst = codering === 'br' ? brotliDecompressSync(ruw) : codering === 'gzip' ? gunzipSync(ruw) : ruw;
        resolve({ status: res.statusCode ?? 0, text: tekst.toString('utf8') });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** What a browser asks for: the server compresses answers of 1 KB and more (decision 011), which costs it CPU. */
export const ALS_BROWSER = { 'accept-encoding': 'br, gzip' };

/** One GET on a kept-alive connection with node:http (cheaper for the generator than fetch); the answer is read and dropped. */
export function get(url: string, token: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers: { authorization: `Bearer ${token}`, ...ALS_BROWSER } }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * The body as text with the version filled in, serialized once: the generator shares the
 * cores with the server, so it should not spend them re-serializing 20 KB per request.
 */
export function bodyMetVersie(body: Record<string, unknown>): (versie: number) => string {
  const [voor, na] = JSON.stringify({ ...body, versie: '@VERSIE@' }).split('"@VERSIE@"');
  return (versie) => `${voor}${versie}${na}`;
}

/** The answer's version without parsing the 20 KB answer (its only "versie" member). */
export function versieUit(antwoord: string): number {
  const m = /"versie":(\d+)/.exec(antwoord);
  if (!m) throw new Error('antwoord zonder versie');
  return Number(m[1]);
}

/** A save is refused for any record but its token's (decision 003): one token per body, in the same order. */
const tokenVoor = (tokens: string | string[], i: number) => (typeof tokens === 'string' ? tokens : tokens[i]);

export async function saveLoop(url: string, tokens: string | string[], bodies: Array<Record<string, unknown>>, seconds: number, connections: number): Promise<Meting> {
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  const worker = async (body: Record<string, unknown>, i: number) => {
    const metVersie = bodyMetVersie(body);
    const token = tokenVoor(tokens, i);
    while (performance.now() < end) {
      const start = performance.now();
      try {
        const { status, text } = await post(url, token, metVersie(body.versie as number));
        latencies.push(performance.now() - start);
        if (status === 200) body.versie = versieUit(text);
        else non2xx++;
      } catch {
        errors++;
      }
    }
  };
  const started = performance.now();
  await Promise.all(bodies.slice(0, connections).map(worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0);
  return { p50: pct(50), p99: pct(99), rps: Math.round(latencies.length / elapsed), requests: latencies.length, non2xx, errors };
}

/** BENCH_TRAAG_MS: print every answer slower than this, with its wall-clock time and offset (to line up a tail with vmstat or pg_stat_activity). */
const TRAAG_MS = Number(process.env.BENCH_TRAAG_MS ?? 0);

/**
 * Open loop at a fixed rate: request i starts at i/rate seconds whether or not earlier
 * ones have finished (evenly spaced, unlike autocannon's per-second bursts): the latency
 * a farmer sees at that load. `doe(i)` sends request i and resolves with its status.
 */
export async function openLoop(ratePerSecond: number, seconds: number, doe: (i: number) => Promise<number>): Promise<Meting> {
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const lopend: Array<Promise<void>> = [];
  const totaal = Math.round(ratePerSecond * seconds);
  const start = performance.now();
  for (let i = 0; i < totaal; i++) {
    const wacht = start + (i * 1000) / ratePerSecond - performance.now();
    if (wacht > 0) await new Promise((r) => setTimeout(r, wacht));
    const t0 = performance.now();
    lopend.push(
      doe(i)
        .then((status) => {
          const ms = performance.now() - t0;
          latencies.push(ms);
          if (TRAAG_MS && ms > TRAAG_MS) console.log(`traag ${new Date().toISOString().slice(11, 22)} ${((t0 - start) / 1000).toFixed(2)} s ${ms.toFixed(0)} ms ${ratePerSecond}/s`);
          if (status !== 200) non2xx++;
        })
        .catch(() => {
          errors++;
        }),
    );
  }
  await Promise.all(lopend);
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0);
  return { p50: pct(50), p95: pct(95), p99: pct(99), rps: ratePerSecond, requests: latencies.length, non2xx, errors };
}

/** Saves in an open loop, rotating over the farms, each carrying the version its last save returned. */
export function saveOpenLoop(url: string, tokens: string | string[], bodies: Array<Record<string, unknown>>, ratePerSecond: number, seconds: number): Promise<Meting> {
  const metVersie = bodies.map(bodyMetVersie);
  return openLoop(ratePerSecond, seconds, async (i) => {
    const body = bodies[i % bodies.length];
    const { status, text } = await post(url, tokenVoor(tokens, i % bodies.length), metVersie[i % bodies.length](body.versie as number));
    if (status === 200) body.versie = versieUit(text);
    return status;
  });
}
