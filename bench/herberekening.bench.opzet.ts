/**
 * The recompute bench's data (decision 028): BOEREN farms beside the register bench's, each with a
 * year of every demo screen and manual milk data, varied (herd 40–250 cows, grassland per cow, milk
 * per cow, region, year 2024 or 2025), and a stored outcome of older rules, so a run has them all to
 * do; plus a tenth as many submitted years (2023) that must keep theirs. Inserted in bulk.
 */
import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../apps/server/src/db/client';
import { gebruikers, handmatigeMelkgegevens, klwInvoer, klwUitkomst, kringloopwijzers, melkleveringSamenvattingen, relaties } from '../apps/server/src/db/schema';
import { demoSchermen } from '../apps/server/src/db/seed-invoer';
import { vatLeveringenSamen } from '../apps/server/src/modules/melklevering/melklevering.samenvatting';
import { stafInloggen } from './koppelingen.bench.opzet';
import type { BenchOpzet } from './invoer.bench.opzet';

export const OUDE_REGELS = '@kw/engine 0.0.9; regels oud';
const PER_KEER = 250;

/** A small deterministic generator, so every run seeds the same farms. */
function generator(zaad: number) {
  let s = zaad;
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

export async function zetHerberekeningOp(o: BenchOpzet, boeren: number): Promise<{ stafToken: string; open: number; gesloten: number }> {
  const database = await openDatabase({ databaseUrl: o.url, poolMax: 2 });
  try {
    const { open, gesloten } = await zaaiBoeren(database.db, boeren);
    const wachtwoord = randomBytes(12).toString('hex');
    await database.db.insert(gebruikers).values({ email: 'herberekenbench@bench.nl', naam: 'Herberekenbench Servicedesk', wachtwoordHash: await hash(wachtwoord), isSBMedewerker: true });
    return { stafToken: await stafInloggen(o.base, 'herberekenbench@bench.nl', wachtwoord), open, gesloten };
  } finally {
    await database.close();
  }
}

/** The farms, their inputs and their outcomes of older rules, in bulk. */
export async function zaaiBoeren(db: Db, boeren: number): Promise<{ open: number; gesloten: number }> {
  const kans = generator(20261127);
  const samenvatting = { 2023: vatLeveringenSamen([], 2023), 2024: vatLeveringenSamen([], 2024), 2025: vatLeveringenSamen([], 2025) } as Record<number, ReturnType<typeof vatLeveringenSamen>>;
  let open = 0;
  let gesloten = 0;
  const t0 = performance.now();
  for (let start = 0; start < boeren; start += PER_KEER) {
    const n = Math.min(PER_KEER, boeren - start);
    const rel = await db
      .insert(relaties)
      .values(Array.from({ length: n }, (_, i) => ({ naam: `Herberekenbedrijf ${start + i + 1}`, naamKort: `HB ${start + i + 1}`, ubns: [] })))
      .returning({ id: relaties.id });
    // every farm one open year (2024 or 2025); every tenth also a submitted 2023
    const jaren = rel.flatMap((r, i) => [{ relatieId: r.id, jaar: kans() < 0.7 ? 2024 : 2025, statusId: 1 }, ...((start + i) % 10 === 0 ? [{ relatieId: r.id, jaar: 2023, statusId: 3 }] : [])]);
    const klw = await db
      .insert(kringloopwijzers)
      .values(jaren.map((j) => ({ ...j, statusOmschrijving: j.statusId === 1 ? 'Open' : 'Afgesloten' })))
      .returning({ id: kringloopwijzers.id, relatieId: kringloopwijzers.relatieId, jaar: kringloopwijzers.jaar, statusId: kringloopwijzers.statusId });
    const invoer: Array<typeof klwInvoer.$inferInsert> = [];
    const melk: Array<typeof handmatigeMelkgegevens.$inferInsert> = [];
    for (const k of klw) {
      const koeien = Math.round(40 + kans() * 210);
      const grasHa = Math.round(koeien * (0.35 + kans() * 0.3));
      const melkKg = Math.round(koeien * (7_500 + kans() * 3_500));
      const schermen = demoSchermen({ naam: `HB ${k.relatieId}`, koeien, grasHa, melkKg }, k.jaar) as Record<string, Record<string, Record<string, unknown>>>;
      schermen.bedrijfsgegevens.bedrijfsgegevens.regio = ['zuid-oost', 'noord', 'west', 'oost'][Math.floor(kans() * 4)];
      for (const [scherm, gegevens] of Object.entries(schermen)) invoer.push({ relatieId: k.relatieId, kringloopwijzerId: k.id, scherm, gegevens, versie: 1 });
      melk.push({
        relatieId: k.relatieId,
        kringloopwijzerId: k.id,
        gebruikHandmatigeMelkRegistratie: true,
        handmatigKg: melkKg,
        handmatigVet: Math.round((4.1 + kans() * 0.6) * 100) / 100,
        handmatigEiwit: Math.round((3.4 + kans() * 0.3) * 100) / 100,
        handmatigUreum: Math.round(18 + kans() * 8),
        handmatigFosfor: Math.round(92 + kans() * 12),
        gevoerdAanKalverenKg: Math.round(koeien * 100),
        overigeProductieKg: 0,
        versie: 1,
      });
    }
    await db.insert(klwInvoer).values(invoer);
    await db.insert(handmatigeMelkgegevens).values(melk);
    await db.insert(melkleveringSamenvattingen).values(klw.map((k) => ({ relatieId: k.relatieId, kringloopwijzerId: k.id, bronVersie: 0, ...samenvatting[k.jaar] })));
    const schermenPer = new Map<number, number>();
    for (const r of invoer) schermenPer.set(r.kringloopwijzerId, (schermenPer.get(r.kringloopwijzerId) ?? 0) + 1);
    // an outcome of older rules, of the current input (so only the rules are behind)
    await db.insert(klwUitkomst).values(
      klw.map((k) => ({ relatieId: k.relatieId, kringloopwijzerId: k.id, invoerVersie: schermenPer.get(k.id)! + 1, engineVersie: '@kw/engine 0.0.9', regelversie: OUDE_REGELS, schermstatus: {}, signaleringen: [], dashboard: null })),
    );
    open += klw.filter((k) => k.statusId === 1).length;
    gesloten += klw.filter((k) => k.statusId !== 1).length;
  }
  await db.execute(sql`analyze`);
  console.log(`${open} open en ${gesloten} ingediende jaren gezaaid in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  return { open, gesloten };
}
