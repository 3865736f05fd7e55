/**
 * SQL of the accounts an OIDC login finds, links or creates (decision 018). Here, with the owner of
 * `gebruikers` and `sessies`, so one module writes the accounts (decision 026); the OIDC module calls
 * them through auth.service.
 */
import { and, eq } from 'drizzle-orm';
import type { DbOfTx } from '../../db/client';
import { gebruikers, type Gebruiker } from '../../db/schema';

export async function vindOidcGebruiker(db: DbOfTx, issuer: string, subject: string): Promise<Gebruiker | undefined> {
  const [g] = await db
    .select()
    .from(gebruikers)
    .where(and(eq(gebruikers.oidcIssuer, issuer), eq(gebruikers.oidcSubject, subject)))
    .limit(1);
  return g;
}

export async function vindGebruikerMetEmail(db: DbOfTx, email: string): Promise<Gebruiker | undefined> {
  const [g] = await db.select().from(gebruikers).where(eq(gebruikers.email, email)).limit(1);
  return g;
}

export async function koppelOidc(db: DbOfTx, gebruikerId: number, issuer: string, subject: string): Promise<Gebruiker> {
  const [g] = await db.update(gebruikers).set({ oidcIssuer: issuer, oidcSubject: subject }).where(eq(gebruikers.id, gebruikerId)).returning();
  return g;
}

export async function maakOidcGebruiker(db: DbOfTx, waarden: typeof gebruikers.$inferInsert): Promise<Gebruiker> {
  const [g] = await db.insert(gebruikers).values(waarden).returning();
  return g;
}
