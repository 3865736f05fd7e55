/**
 * Small writers shared by the demo seed and the benches: an organisation with its users, and
 * an active mandate from a farm to it (decision 019), with the mandate's first history row.
 */
import { GEBRUIKSVOORWAARDEN, vandaagIso } from '@kw/contract';
import type { DbOfTx } from './client';
import { machtigingGebeurtenissen, machtigingen, relaties, type MachtigingSoort } from './schema';

export type OrganisatieSoort = 'adviesbureau' | 'accountant' | 'zuivelonderneming' | 'leverancier' | 'overig';

export async function maakOrganisatie(
  db: DbOfTx,
  o: { naam: string; naamKort?: string; kvkNummer: string | null; soort: OrganisatieSoort; status?: 'aangevraagd' | 'goedgekeurd' | 'geblokkeerd'; plaats?: string; contactEmail?: string },
): Promise<number> {
  const [r] = await db
    .insert(relaties)
    .values({ naam: o.naam, naamKort: o.naamKort ?? o.naam, kvkNummer: o.kvkNummer, soort: o.soort, status: o.status ?? 'goedgekeurd', plaats: o.plaats, contactEmail: o.contactEmail })
    .returning({ id: relaties.id });
  return r.id;
}

/** The demo users have accepted the current terms of use, so the demo (and the browser tests) start without the terms modal. */
export const VOORWAARDEN_GEACCEPTEERD = { voorwaardenVersie: GEBRUIKSVOORWAARDEN.versie, voorwaardenGeaccepteerdOp: new Date() };

/** ISO date (YYYY-MM-DD) of today plus `dagen` days, by the Dutch calendar (as `vandaagIso` and the SQL `vandaagNl`). */
export const datumVanaf = (dagen: number, vanaf = new Date()) => vandaagIso(new Date(vanaf.getTime() + dagen * 86_400_000));

/** Active mandates from farms to one organisation, from today for (at most) five years. */
export async function verleenMachtigingen(
  db: DbOfTx,
  m: { organisatieId: number; relatieIds: number[]; soort: MachtigingSoort; door?: number | null; ingangsdatum?: string; einddatum?: string; reden?: string },
): Promise<Array<{ id: number; relatieId: number }>> {
  if (m.relatieIds.length === 0) return [];
  const ingangsdatum = m.ingangsdatum ?? datumVanaf(0);
  const einddatum = m.einddatum ?? datumVanaf(5 * 365, new Date(`${ingangsdatum}T00:00:00Z`));
  const rijen = await db
    .insert(machtigingen)
    .values(
      m.relatieIds.map((relatieId) => ({
        relatieId,
        organisatieId: m.organisatieId,
        soort: m.soort,
        status: 'actief' as const,
        ingangsdatum,
        einddatum,
        aangemaaktDoor: m.door ?? null,
        statusGewijzigdDoor: m.door ?? null,
        statusReden: m.reden ?? null,
      })),
    )
    .returning({ id: machtigingen.id, relatieId: machtigingen.relatieId });
  await db.insert(machtigingGebeurtenissen).values(
    rijen.map((r) => ({ relatieId: r.relatieId, machtigingId: r.id, gebruikerId: m.door ?? null, actie: 'verleend', vanStatus: null, naarStatus: 'actief', reden: m.reden ?? null })),
  );
  return rijen;
}
