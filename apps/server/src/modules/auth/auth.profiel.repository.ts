/**
 * SQL of the changes a user makes to their own account on Profiel (decision 019): details,
 * password, mail choices, terms of use, ending their own sessions. Here, with the owner of
 * `gebruikers` and `sessies`, so one module writes the accounts (decision 026); Profiel calls
 * them through auth.service, inside its own transaction where the change comes with mail rows.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOfTx } from '../../db/client';
import { gebruikers, sessies } from '../../db/schema';
import { isActief } from './auth.repository';

export async function werkGegevensBij(db: DbOfTx, id: number, g: { naam: string; email: string; telefoon: string | null }) {
  await db.update(gebruikers).set(g).where(eq(gebruikers.id, id));
}

export async function zetWachtwoordHash(db: DbOfTx, id: number, wachtwoordHash: string) {
  await db.update(gebruikers).set({ wachtwoordHash }).where(eq(gebruikers.id, id));
}

export async function zetMailVoorkeuren(db: DbOfTx, id: number, voorkeuren: Record<string, boolean>) {
  await db.update(gebruikers).set({ mailVoorkeuren: voorkeuren }).where(eq(gebruikers.id, id));
}

export async function zetVoorwaarden(db: DbOfTx, id: number, versie: string) {
  const [r] = await db.update(gebruikers).set({ voorwaardenVersie: versie, voorwaardenGeaccepteerdOp: sql`now()` }).where(eq(gebruikers.id, id)).returning({ op: gebruikers.voorwaardenGeaccepteerdOp });
  return r.op;
}

/** Ends one live session of this user by its public number. Returns whether one was ended. */
export async function beeindigSessieNr(db: DbOfTx, gebruikerId: number, nr: number) {
  const geraakt = await db
    .update(sessies)
    .set({ beeindigdOp: sql`now()` })
    .where(and(eq(sessies.nr, nr), eq(sessies.gebruikerId, gebruikerId), isActief()))
    .returning({ nr: sessies.nr });
  return geraakt.length > 0;
}

/** Ends every live session of the user except `behalveId` (after a password change). */
export async function beeindigAndereSessies(db: DbOfTx, gebruikerId: number, behalveId: string) {
  const geraakt = await db
    .update(sessies)
    .set({ beeindigdOp: sql`now()` })
    .where(and(eq(sessies.gebruikerId, gebruikerId), ne(sessies.id, behalveId), isActief()))
    .returning({ nr: sessies.nr });
  return geraakt.length;
}
