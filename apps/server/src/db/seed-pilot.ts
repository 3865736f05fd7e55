/**
 * Demo data of pilots (/beheer/pilot): one running pilot "Conceptregels 2026" that shows De Vries,
 * Jansen and the demo farm (demo@demo.nl) their results under the 2026 rule parameters too.
 * Its period runs from a month before the seed to eleven months after, so the badge shows in a demo.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from './client';
import { pilotBedrijven, pilots, relaties } from './schema';
import { datumVanaf } from './seed-hulp';

export const DEMO_PILOT = 'Conceptregels 2026';

export async function seedPilotDemo(db: Db): Promise<void> {
  const boeren = await db
    .select({ id: relaties.id })
    .from(relaties)
    .where(and(eq(relaties.soort, 'bedrijf'), inArray(relaties.naamKort, ['De Vries', 'Jansen', 'Demo'])));
  if (!boeren.length) return;
  const [pilot] = await db
    .insert(pilots)
    .values({
      naam: DEMO_PILOT,
      doel: 'Wij rekenen uw Kringloopwijzer ook door met de conceptrekenregels voor 2026. Zo ziet u vooraf wat de nieuwe regels voor uw bedrijf betekenen. Uw eigen uitkomst verandert niet; u kunt de pilot altijd verlaten.',
      van: datumVanaf(-30),
      tot: datumVanaf(335),
      regelJaar: 2026,
    })
    .returning();
  await db.insert(pilotBedrijven).values(boeren.map((b) => ({ relatieId: b.id, pilotId: pilot.id })));
}
