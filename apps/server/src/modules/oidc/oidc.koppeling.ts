/**
 * From a verified identity to a user of this app (decision 018). The KvK number decides:
 * a farm → its participant account; an approved organisation → an account of that
 * organisation (adviser); unknown, waiting or blocked → no login, with a Dutch reason.
 * An account is found by issuer + subject; the first login links a local account with the same
 * verified e-mail address of the same farm or organisation, or creates one.
 */
import { createHash, randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { OidcFoutCode } from '@kw/contract';
import type { Db } from '../../db/client';
import type { Gebruiker } from '../../db/schema';
import { koppelOidc, maakOidcGebruiker, vindGebruikerMetEmail, vindOidcGebruiker } from '../auth/auth.service';
import { vindRelatieOpKvk } from '../relaties/relaties.service';

export class OidcWeigering extends Error {
  constructor(readonly code: OidcFoutCode) {
    super(code);
    this.name = 'OidcWeigering';
  }
}

export interface OidcIdentiteit {
  issuer: string;
  subject: string;
  /** 8 digits, or null when the provider gave none (or something else) */
  kvk: string | null;
  email: string | null;
  emailGeverifieerd: boolean;
  naam: string | null;
}

/** The KvK number of a claim value: 8 digits, as text or number; anything else counts as none. */
export function kvkUitClaim(waarde: unknown): string | null {
  if (typeof waarde !== 'string' && typeof waarde !== 'number') return null;
  const tekst = String(waarde).trim();
  return /^[0-9]{8}$/.test(tekst) ? tekst : null;
}

/** An address for an account whose provider gave none: in the reserved .invalid domain, so no mail is ever queued for it. */
const geenEmail = (issuer: string, subject: string) => `oidc-${createHash('sha256').update(`${issuer}|${subject}`).digest('hex').slice(0, 24)}@kringloopwijzer.invalid`;

export async function gebruikerVoorIdentiteit(db: Db, id: OidcIdentiteit): Promise<Gebruiker> {
  if (!id.kvk) throw new OidcWeigering('geen-kvk');
  const relatie = await vindRelatieOpKvk(db, id.kvk);
  // Optionally an application could be made here; the servicedesk registers organisations
  // instead (registratie/relatie), so an unknown number leaves no row behind.
  if (!relatie) throw new OidcWeigering('onbekende-kvk');
  if (relatie.status === 'geblokkeerd') throw new OidcWeigering('geblokkeerd');
  if (relatie.status !== 'goedgekeurd') throw new OidcWeigering('wacht-op-goedkeuring');
  const isBedrijf = relatie.soort === 'bedrijf';
  const hoortErbij = (g: Gebruiker) => (isBedrijf ? g.isDeelnemer && g.relatieId === relatie.id : g.organisatieId === relatie.id && !g.isDeelnemer);

  const bestaand = await vindOidcGebruiker(db, id.issuer, id.subject);
  if (bestaand) {
    // the identity was linked to another farm or organisation: the KvK number changed hands
    if (!hoortErbij(bestaand)) throw new OidcWeigering('ander-bedrijf');
    return bestaand;
  }

  const email = id.email?.trim().toLowerCase() || null;
  if (email) {
    const metEmail = await vindGebruikerMetEmail(db, email);
    if (metEmail) {
      // Link only when the provider verified the address AND the account belongs to the same
      // farm or organisation; otherwise anyone could take over an account by its address.
      if (id.emailGeverifieerd && hoortErbij(metEmail) && metEmail.oidcSubject === null) return koppelOidc(db, metEmail.id, id.issuer, id.subject);
      throw new OidcWeigering('email-bezet');
    }
  }

  // a valid hash of a random secret nobody knows: the password login can never succeed for it
  const wachtwoordHash = await hash(randomBytes(32).toString('base64url'));
  const basis = { email: email ?? geenEmail(id.issuer, id.subject), naam: id.naam?.trim() || relatie.naam, wachtwoordHash, oidcIssuer: id.issuer, oidcSubject: id.subject, kvkNummer: id.kvk };
  try {
    return await maakOidcGebruiker(db, isBedrijf ? { ...basis, isDeelnemer: true, relatieId: relatie.id } : { ...basis, isAdviseur: true, organisatieId: relatie.id });
  } catch (e) {
    // two first logins of one identity at once: the unique index let one win; use that one
    const gelijktijdig = await vindOidcGebruiker(db, id.issuer, id.subject);
    if (gelijktijdig && hoortErbij(gelijktijdig)) return gelijktijdig;
    throw e;
  }
}
