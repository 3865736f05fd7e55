#!/usr/bin/env node
/**
 * Example consumer of the Kringloopwijzer's data products (decisions 027, 034; the calls are in the
 * OpenAPI document at /api/openapi.json, tag "Gegevensdeling (afnemers)"). Plain Node 20, no packages.
 *
 *   KLW_URL=https://klw.example.nl KLW_CLIENT_ID=… KLW_CLIENT_SECRET=… \
 *   KLW_DOEL_ID=12 KLW_KVK=12345678 KLW_JAAR=2024 [KLW_PRODUCT=kengetallen] [KLW_CACHE=./cache.json] \
 *   node docs/afnemer-voorbeeld.mjs
 *
 * 1. Gets a token with the client credentials (OAuth2, RFC 6749 §4.4; valid 15 minutes).
 * 2. GETs the product of the farm and year under the purpose. With KLW_CACHE it sends the ETag of the
 *    last answer as If-None-Match: a 304 means nothing changed, and the cached product is used (a 304
 *    is not a delivery and is not logged at the farm). A 429 is waited out once (Retry-After).
 * 3. Prints one JSON object on stdout: { status, etag, uitCache, product }. A refusal (the Dutch reason
 *    the server gives, e.g. when the farmer revoked the participation) goes to stderr, exit code 1.
 *
 * Read tolerantly: new fields may appear in any product; the field dictionary is GET /api/Dataproducten.
 */
import { readFile, writeFile } from 'node:fs/promises';

const env = (naam, standaard) => {
  const waarde = process.env[naam] ?? standaard;
  if (waarde === undefined || waarde === '') throw new Error(`Zet de omgevingsvariabele ${naam}.`);
  return waarde;
};

async function melding(res) {
  const tekst = await res.text();
  try {
    return JSON.parse(tekst).message ?? tekst;
  } catch {
    return tekst;
  }
}

async function haalToken(basis, clientId, geheim) {
  const res = await fetch(`${basis}/api/Afnemer/Token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: geheim }),
  });
  if (!res.ok) throw new Error(`Token geweigerd (HTTP ${res.status}): ${await melding(res)}`);
  return (await res.json()).access_token;
}

async function leesCache(pad) {
  if (!pad) return null;
  try {
    return JSON.parse(await readFile(pad, 'utf8'));
  } catch {
    return null; // no cache yet
  }
}

async function haalProduct(basis, token, vraag, cache) {
  const url = `${basis}/api/Afnemer/v1/Dataproducten/${encodeURIComponent(vraag.product)}?${new URLSearchParams({ doelId: vraag.doelId, kvk: vraag.kvk, jaar: vraag.jaar })}`;
  const headers = { authorization: `Bearer ${token}`, accept: 'application/json', ...(cache?.etag ? { 'if-none-match': cache.etag } : {}) };
  for (let poging = 1; ; poging++) {
    const res = await fetch(url, { headers });
    if (res.status === 429 && poging === 1) {
      const wacht = Math.min(60, Number(res.headers.get('retry-after') ?? 60));
      console.error(`Te veel aanroepen; ${wacht} s wachten.`);
      await new Promise((r) => setTimeout(r, wacht * 1000));
      continue;
    }
    if (res.status === 304) return { status: 304, etag: res.headers.get('etag') ?? cache.etag, uitCache: true, product: cache.product };
    if (!res.ok) throw new Error(`Geen levering (HTTP ${res.status}): ${await melding(res)}`);
    return { status: 200, etag: res.headers.get('etag'), uitCache: false, product: await res.json() };
  }
}

try {
  const basis = env('KLW_URL').replace(/\/$/, '');
  const vraag = { product: env('KLW_PRODUCT', 'kengetallen'), doelId: env('KLW_DOEL_ID'), kvk: env('KLW_KVK'), jaar: env('KLW_JAAR') };
  const cachePad = process.env.KLW_CACHE || null;
  const token = await haalToken(basis, env('KLW_CLIENT_ID'), env('KLW_CLIENT_SECRET'));
  const cache = await leesCache(cachePad);
  const uitkomst = await haalProduct(basis, token, vraag, JSON.stringify(cache?.vraag) === JSON.stringify(vraag) ? cache : null);
  if (cachePad && uitkomst.etag) await writeFile(cachePad, JSON.stringify({ vraag, etag: uitkomst.etag, product: uitkomst.product }));
  process.stdout.write(`${JSON.stringify(uitkomst)}\n`);
} catch (e) {
  console.error(e instanceof Error ? e.message : String(e));
  process.exitCode = 1;
}
