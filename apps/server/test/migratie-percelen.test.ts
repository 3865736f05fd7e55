/**
 * Migration 0006 (decision 014): screen documents of the old shape (areas on Grasland, Snijmaïs and
 * Bodem/natuur, soil shares on Bedrijfsgegevens, arable area per crop) become plots, and every
 * remaining document fits the new engine input. Run on PGlite and PostgreSQL.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { valideerSchermDocument } from '@kw/contract';
import { klwInvoer } from '../src/db/schema';
import { MIGRATIES_DIR } from '../src/db/client';
import { klwId } from './helpers/server';
import { maakTestDatabase, type TestDatabase } from './helpers/testdb';

let t: TestDatabase;
beforeAll(async () => {
  t = await maakTestDatabase();
});
afterAll(async () => t?.opruimen());

const oud: Record<string, unknown> = {
  bedrijfsgegevens: { bedrijfsgegevens: { jaar: 2024, naam: 'Oud', regio: 'zuid-oost', grondsoortAandelenProcent: { zand: 30, klei: 70, veen: 0, loss: 0 }, zandklasse: 'zand3' } },
  grasland: {
    grasland: {
      percelen: [
        { naam: 'Huiskavel', oppervlakteHa: 20, blijvend: true, grondsoort: 'zand', klaverAandeelProcent: 10 },
        { naam: 'Dijk', oppervlakteHa: 5.5, blijvend: false },
      ],
    },
  },
  snijmais: { snijmais: { percelen: [{ naam: 'Es', oppervlakteHa: 8, grondsoort: 'zand' }] } },
  bodem: { bodem: { analyses: [] }, natuur: { oppervlakteHa: 1.25, grondsoort: 'veen' } },
  akkerbouw: { akkerbouw: { gewassen: [{ naam: 'Tarwe', oppervlakteHa: 4, grondsoort: 'klei', afvoerKgN: 500, afvoerKgP2o5: 200, vlinderbloemig: false }] } },
};

describe('migration 0006: plots from the old land entries', () => {
  it('makes plots, strips the old fields, raises the versions; the documents fit the new schemas', async () => {
    const db = t.database.db;
    const id = await klwId(t.database, 'Jansen', 2024);
    const [record] = await db.select().from(klwInvoer).where(and(eq(klwInvoer.kringloopwijzerId, id), eq(klwInvoer.scherm, 'bedrijfsgegevens')));
    const relatieId = record.relatieId;
    await db.delete(klwInvoer).where(eq(klwInvoer.kringloopwijzerId, id));
    for (const [scherm, gegevens] of Object.entries(oud)) await db.insert(klwInvoer).values({ relatieId, kringloopwijzerId: id, scherm, gegevens, versie: 3 });

    const bestand = readFileSync(path.join(MIGRATIES_DIR, '0006_percelen_uit_oude_invoer.sql'), 'utf8');
    for (const stap of bestand.split('--> statement-breakpoint')) await db.execute(sql.raw(stap));

    const rijen = Object.fromEntries((await db.select().from(klwInvoer).where(eq(klwInvoer.kringloopwijzerId, id))).map((r) => [r.scherm, r]));
    expect(rijen.percelen.versie).toBe(1);
    expect(rijen.percelen.gegevens).toEqual({
      percelen: {
        percelen: [
          { id: 'grasland-1', naam: 'Huiskavel', oppervlakteHa: 20, gewascode: 265, grondgebruik: 'blijvendGrasland', grondsoort: 'zand', zandklasse: 'zand3', klaverAandeelProcent: 10 },
          // no soil type of its own: the farm's largest share (klei)
          { id: 'grasland-2', naam: 'Dijk', oppervlakteHa: 5.5, gewascode: 266, grondgebruik: 'tijdelijkGrasland', grondsoort: 'klei' },
          { id: 'mais-1', naam: 'Es', oppervlakteHa: 8, gewascode: 259, grondgebruik: 'mais', grondsoort: 'zand', zandklasse: 'zand3' },
          { id: 'natuur', naam: 'Natuur', oppervlakteHa: 1.25, gewascode: 335, grondgebruik: 'natuur', grondsoort: 'veen' },
        ],
      },
    });
    expect(rijen.bedrijfsgegevens.gegevens).toEqual({ bedrijfsgegevens: { jaar: 2024, naam: 'Oud', regio: 'zuid-oost' } });
    expect(rijen.grasland.gegevens).toEqual({});
    expect(rijen.snijmais.gegevens).toEqual({});
    expect(rijen.bodem.gegevens).toEqual({ bodem: { analyses: [] } });
    expect(rijen.akkerbouw.gegevens).toEqual({ akkerbouw: { gewassen: [{ naam: 'Tarwe', afvoerKgN: 500, afvoerKgP2o5: 200, vlinderbloemig: false }] } });
    for (const scherm of ['bedrijfsgegevens', 'grasland', 'snijmais', 'bodem', 'akkerbouw']) expect(rijen[scherm].versie, scherm).toBe(4);

    for (const scherm of ['percelen', 'bedrijfsgegevens', 'grasland', 'snijmais', 'bodem']) expect(valideerSchermDocument(scherm, 2024, rijen[scherm].gegevens), scherm).toMatchObject({ ok: true });
    // the arable crop asks for its crop code: the farmer picks it on Akkerbouw
    const akker = valideerSchermDocument('akkerbouw', 2024, rijen.akkerbouw.gegevens);
    expect(akker.ok === false && akker.fouten.map((f) => f.field)).toEqual(['akkerbouw.gewassen.0.gewascode']);

    // a second run changes nothing (the record has its plots now)
    for (const stap of bestand.split('--> statement-breakpoint')) await db.execute(sql.raw(stap));
    const opnieuw = Object.fromEntries((await db.select().from(klwInvoer).where(eq(klwInvoer.kringloopwijzerId, id))).map((r) => [r.scherm, r.versie]));
    expect(opnieuw).toMatchObject({ percelen: 1, bedrijfsgegevens: 4, grasland: 4, snijmais: 4, bodem: 4, akkerbouw: 4 });
  });
});
