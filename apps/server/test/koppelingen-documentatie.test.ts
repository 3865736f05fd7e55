/**
 * The supplier inbox's documentation cannot drift (decision 020): the OpenAPI document and
 * docs/api.md carry exactly the contract's example per message type (and the CSV form), each
 * example is valid by its schema, and the real inbox processes each one for a demo farm (with the
 * engine's outcome stored as a fresh computation gives it).
 */
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BERICHT_SOORTEN, BERICHT_VOORBEELDEN, berichtSchemas, inboxPaden, koppelingRoutes, VOER_CSV_VOORBEELD, type BerichtSoort } from '@kw/contract';
import { REPO_ROOT } from '../src/config';
import { DEMO_KLANTNUMMERS } from '../src/db/seed-koppelingen';
import { openapiDocument } from '../src/modules/openapi/openapi';
import { relaties } from '../src/db/schema';
import { werkUitkomstBij } from '../src/modules/uitkomst/uitkomst.service';
import { dashboard, leverancierToken, stuur } from './helpers/koppelingen';
import { demoKlwIds, startTestServer, type TestServer } from './helpers/server';

type Operatie = { requestBody: { content: Record<string, { example: unknown }> }; security?: unknown; responses: Record<string, unknown> };
const paden = openapiDocument().paths as unknown as Record<string, { post?: Operatie }>;
const api = readFileSync(path.join(REPO_ROOT, 'docs', 'api.md'), 'utf8');

/** The code block right after `<!-- voorbeeld: naam -->` in docs/api.md. */
function blokInApi(naam: string, taal: string): string {
  const m = new RegExp(`<!-- voorbeeld: ${naam} -->\\n\`\`\`${taal}\\n([\\s\\S]*?)\\n\`\`\``).exec(api);
  if (!m) throw new Error(`docs/api.md mist het voorbeeld ${naam}`);
  return m[1];
}

describe('documentatie van de inbox', () => {
  it.each(BERICHT_SOORTEN)('%s: OpenAPI en docs/api.md hebben precies het voorbeeld van het contract, en het is geldig', (soort) => {
    const voorbeeld = BERICHT_VOORBEELDEN[soort];
    expect(berichtSchemas[soort].safeParse(voorbeeld).success).toBe(true);
    const op = paden[inboxPaden[soort]].post!;
    expect(op.requestBody.content['application/json'].example).toEqual(voorbeeld);
    expect(op.security).toEqual([{ leverancier: [] }]);
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '415']));
    expect(JSON.parse(blokInApi(soort, 'json'))).toEqual(voorbeeld);
    expect(api).toContain(`POST ${inboxPaden[soort]}`);
  });

  it('de CSV-vorm van voerleveringen en de tokenaanroep staan erin', () => {
    expect(paden[inboxPaden.voerleveringen].post!.requestBody.content['text/csv'].example).toBe(VOER_CSV_VOORBEELD.csv);
    expect(blokInApi('voerleveringen-csv', 'csv')).toBe(VOER_CSV_VOORBEELD.csv.trimEnd());
    const token = paden[koppelingRoutes.token.path].post!;
    expect(Object.keys(token.requestBody.content)).toEqual(['application/x-www-form-urlencoded', 'application/json']);
    expect(Object.keys(token.responses)).toEqual(expect.arrayContaining(['200', '401', '429']));
    expect(api).toContain(`POST ${koppelingRoutes.token.path}`);
    for (const p of [koppelingRoutes.verzoek.path, koppelingRoutes.ophaalverzoeken.path]) expect(api).toContain(p);
  });
});

describe('de voorbeelden door de echte inbox', () => {
  let s: TestServer;
  const tokens: Record<string, string> = {};
  const leverancierVan: Record<BerichtSoort, 'zuivel' | 'voer' | 'lab' | 'rvo'> = { melkleveringen: 'zuivel', voerleveringen: 'voer', analyses: 'lab', diertellingen: 'rvo', mesttransporten: 'rvo', percelen: 'rvo' };
  let ids: Awaited<ReturnType<typeof demoKlwIds>>;
  let deVries: number;
  beforeAll(async () => {
    s = await startTestServer({ herstelIntervalMs: 0 });
    ids = await demoKlwIds(s.database);
    [{ id: deVries }] = await s.database.db.select({ id: relaties.id }).from(relaties).where(eq(relaties.naamKort, 'De Vries'));
    for (const k of ['zuivel', 'voer', 'lab', 'rvo'] as const) tokens[k] = await leverancierToken(s.app, k);
  }, 120_000);
  afterAll(async () => s?.stop());

  it.each(BERICHT_SOORTEN)('%s: het voorbeeld (met het klantnummer van een demobedrijf) wordt verwerkt', async (soort) => {
    const res = await stuur(s.app, tokens[leverancierVan[soort]], soort, { ...BERICHT_VOORBEELDEN[soort], klantnummer: DEMO_KLANTNUMMERS[soort] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ berichtId: BERICHT_VOORBEELDEN[soort].berichtId, alOntvangen: false, status: 'verwerkt', reden: null });
    // the outcome stored with the message is the one the engine gives on the record's input now
    const record = { id: ids.vries2024, relatieId: deVries, jaar: 2024 };
    const opgeslagen = await dashboard(s.database, ids.vries2024);
    const opnieuw = await werkUitkomstBij(s.database.db, record, { resultaatBewaren: false });
    expect(JSON.parse(opgeslagen)).toEqual(JSON.parse(JSON.stringify(opnieuw!.dashboard)));
  });

  it('het CSV-voorbeeld wordt verwerkt', async () => {
    const q = new URLSearchParams({ berichtId: VOER_CSV_VOORBEELD.berichtId, klantnummer: DEMO_KLANTNUMMERS.voerleveringen });
    const res = await s.app.inject({ method: 'POST', url: `${inboxPaden.voerleveringen}?${q}`, headers: { 'content-type': 'text/csv', authorization: `Bearer ${tokens.voer}` }, payload: VOER_CSV_VOORBEELD.csv });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'verwerkt', reden: null });
  });
});
