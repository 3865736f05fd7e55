/** SQL of the outbox (mail_uitgaand): the sender's pick and result, and the staff list. */
import { and, count, desc, eq, ilike, isNull, lt, sql } from 'drizzle-orm';
import { MAIL_MAX_POGINGEN } from '@kw/contract';
import type { DbOfTx } from '../../db/client';
import { mailUitgaand } from '../../db/schema';

export type UitbakRij = typeof mailUitgaand.$inferSelect;

/**
 * Unsent messages still to try, oldest first, locked so a second sender (another server on the
 * same PostgreSQL) skips them instead of sending them twice.
 */
export async function kiesTeVersturen(db: DbOfTx, aantal: number): Promise<UitbakRij[]> {
  return db
    .select()
    .from(mailUitgaand)
    .where(and(isNull(mailUitgaand.verzondenOp), lt(mailUitgaand.pogingen, MAIL_MAX_POGINGEN)))
    .orderBy(mailUitgaand.id)
    .limit(aantal)
    .for('update', { skipLocked: true });
}

export async function markeerVerzonden(db: DbOfTx, id: number): Promise<void> {
  await db
    .update(mailUitgaand)
    .set({ verzondenOp: sql`now()`, pogingen: sql`${mailUitgaand.pogingen} + 1`, fout: null })
    .where(eq(mailUitgaand.id, id));
}

export async function markeerMislukt(db: DbOfTx, id: number, fout: string): Promise<void> {
  await db
    .update(mailUitgaand)
    .set({ pogingen: sql`${mailUitgaand.pogingen} + 1`, fout })
    .where(eq(mailUitgaand.id, id));
}

/** `%`, `_` and `\` of a search word are literal characters, not LIKE wildcards. */
const alsLetterlijk = (woord: string) => woord.replace(/[\\%_]/g, (t) => `\\${t}`);

/** One page of the outbox, newest first, optionally only addresses containing `aan`. */
export async function leesUitbak(db: DbOfTx, { pagina, perPagina, aan }: { pagina: number; perPagina: number; aan?: string }) {
  const filter = aan ? ilike(mailUitgaand.aan, `%${alsLetterlijk(aan.toLowerCase())}%`) : undefined;
  const [{ totaal }] = await db.select({ totaal: count() }).from(mailUitgaand).where(filter);
  const rijen = await db
    .select()
    .from(mailUitgaand)
    .where(filter)
    .orderBy(desc(mailUitgaand.aangemaaktOp), desc(mailUitgaand.id))
    .limit(perPagina)
    .offset((pagina - 1) * perPagina);
  return { totaal, rijen };
}
