/**
 * The login's state between Start and Terug (state, nonce, PKCE verifier) in a short-lived,
 * httpOnly cookie signed with HMAC-SHA256. It lives in the user's own browser only; the
 * signature keeps anyone from planting their own values, and any server that shares
 * KLW_JWT_SECRET can check it (no server-side table, no sticky sessions).
 */
import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { gelijk } from '../../plugins/xsrf';

export const OIDC_COOKIE = 'klw_oidc';
/** How long a login at the provider may take. ASSUMED (te verifiëren): eHerkenning with a second factor takes a few minutes at most. */
export const OIDC_COOKIE_S = 10 * 60;

export interface OidcStaat {
  state: string;
  nonce: string;
  verifier: string;
  /** expiry, ms since the epoch */
  tot: number;
}

/** A signing key of its own, derived from the JWT secret when set (else random per start). */
export function oidcSleutel(geheim: string | undefined): Buffer {
  if (!geheim) return randomBytes(32);
  return Buffer.from(hkdfSync('sha256', geheim, 'klw', 'oidc-staat-cookie', 32));
}

const teken = (sleutel: Buffer, inhoud: string) => createHmac('sha256', sleutel).update(inhoud).digest('base64url');

export function maakStaatCookie(sleutel: Buffer, staat: OidcStaat): string {
  const inhoud = Buffer.from(JSON.stringify(staat)).toString('base64url');
  return `${inhoud}.${teken(sleutel, inhoud)}`;
}

/** The state when the signature holds and it has not expired; otherwise null. */
export function leesStaatCookie(sleutel: Buffer, waarde: string | undefined, nu = Date.now()): OidcStaat | null {
  if (!waarde || waarde.length > 2000) return null;
  const [inhoud, handtekening, ...rest] = waarde.split('.');
  if (!inhoud || !handtekening || rest.length > 0 || !gelijk(handtekening, teken(sleutel, inhoud))) return null;
  try {
    const staat = JSON.parse(Buffer.from(inhoud, 'base64url').toString('utf8')) as Partial<OidcStaat>;
    if (typeof staat.state !== 'string' || typeof staat.nonce !== 'string' || typeof staat.verifier !== 'string' || typeof staat.tot !== 'number') return null;
    if (staat.tot < nu) return null;
    return staat as OidcStaat;
  } catch {
    return null;
  }
}
