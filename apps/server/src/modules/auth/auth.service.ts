import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { Db } from '../../db/client';
import type { Gebruiker } from '../../db/schema';
import { HttpFout } from '../../fouten';
import type { SessieContext } from '../../plugins/auth';
import { laadZichtbareKlw, standaardKlwId } from '../kringloopwijzer/kringloopwijzer.service';
import { beeindigSessie, maakSessie, vindGebruikerOpEmail, zetGeselecteerdeKlw } from './auth.repository';

// The session check as SQL pieces for other modules' one-statement reads (decisions 007, 009): this
// module owns `sessies` and publishes how an active session is recognised (decision 026).
export { isActieveSessieVanToken, sessieKolommenVoorRecord } from './auth.repository';
// The OIDC login finds, links and creates accounts through this module (decisions 018, 026).
export { koppelOidc, maakOidcGebruiker, vindGebruikerMetEmail, vindOidcGebruiker } from './auth.gebruikers.repository';
// Profiel changes the user's own account and ends their own sessions through this module (decisions 019, 026).
export { beeindigAndereSessies, beeindigSessieNr, werkGegevensBij, zetMailVoorkeuren, zetVoorwaarden, zetWachtwoordHash } from './auth.profiel.repository';

export const LOGIN_FOUT = 'E-mailadres of wachtwoord is onjuist.';
export const DEMO_EMAIL = 'demo@demo.nl';
/** Absolute session lifetime. */
export const SESSIE_DUUR_MS = 8 * 60 * 60 * 1000;

let dummyHash: Promise<string> | null = null;
/** A hash to verify against when the user is unknown, so both cases take as long (no user enumeration). */
const geefDummyHash = () => (dummyHash ??= hash(randomBytes(16).toString('hex')));

export async function controleerWachtwoord(db: Db, email: string, wachtwoord: string): Promise<Gebruiker> {
  const gebruiker = await vindGebruikerOpEmail(db, email);
  const teControleren = gebruiker?.wachtwoordHash ?? (await geefDummyHash());
  let klopt = false;
  try {
    klopt = await verify(teControleren, wachtwoord);
  } catch {
    klopt = false;
  }
  if (!gebruiker || !klopt) throw new HttpFout(401, LOGIN_FOUT);
  return gebruiker;
}

export async function vindDemoGebruiker(db: Db): Promise<Gebruiker> {
  const g = await vindGebruikerOpEmail(db, DEMO_EMAIL);
  if (!g || !g.isDemoGebruiker) throw new HttpFout(503, 'De demo-omgeving is niet beschikbaar.');
  return g;
}

/**
 * A new session: the cookie value and, independent of it, the reference its access tokens
 * carry (both CSPRNG, 256 bits). An earlier session of this browser is ended.
 */
export async function startSessie(db: Db, gebruikerId: number, vorigeSessieId?: string, apparaat?: string | null): Promise<{ id: string; verlooptOp: Date }> {
  if (vorigeSessieId) await beeindigSessie(db, vorigeSessieId);
  const id = randomBytes(32).toString('base64url');
  const tokenRef = randomBytes(32).toString('base64url');
  const verlooptOp = new Date(Date.now() + SESSIE_DUUR_MS);
  await maakSessie(db, { id, tokenRef, gebruikerId, verlooptOp, apparaat });
  return { id, verlooptOp };
}

export async function stopSessie(db: Db, sessieId: string) {
  await beeindigSessie(db, sessieId);
}

/**
 * The record a new token is scoped to: the requested one (404 unknown, 403 not visible),
 * else the session's last selected one, else the newest year of the user's own farm.
 */
export async function kiesKlwVoorToken(db: Db, sessie: SessieContext, gevraagd: number | undefined): Promise<number | null> {
  if (gevraagd !== undefined) {
    const record = await laadZichtbareKlw(db, sessie.gebruiker, gevraagd);
    await zetGeselecteerdeKlw(db, sessie.id, record.id);
    return record.id;
  }
  if (sessie.klwId !== null) {
    try {
      return (await laadZichtbareKlw(db, sessie.gebruiker, sessie.klwId)).id;
    } catch {
      // no longer visible (e.g. mandate revoked): fall back to the default
    }
  }
  const standaard = await standaardKlwId(db, sessie.gebruiker);
  if (standaard !== sessie.klwId) await zetGeselecteerdeKlw(db, sessie.id, standaard);
  return standaard;
}
