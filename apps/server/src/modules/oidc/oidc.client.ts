/**
 * The OpenID Connect client (openid-client): discovery on first use (so the app starts while the
 * provider is down), the authorization URL with PKCE (S256), state and nonce, and the callback's
 * checks: state, the code exchange with the verifier, the ID token (issuer, audience, expiry,
 * nonce). The KvK number is read from the ID token, else from the userinfo answer of the same subject.
 */
import * as client from 'openid-client';
import type { OidcInstellingen } from '../../config';
import { OIDC_COOKIE_S, type OidcStaat } from './oidc.cookie';
import { kvkUitClaim, type OidcIdentiteit } from './oidc.koppeling';

const isLokaal = (adres: string) => new URL(adres).protocol === 'http:';

export interface OidcClient {
  startUrl(): Promise<{ url: URL; staat: OidcStaat }>;
  /** `zoek`: the query string of the callback as received */
  verwerkTerugkeer(zoek: string, staat: OidcStaat): Promise<OidcIdentiteit>;
}

export function maakOidcClient(inst: OidcInstellingen): OidcClient {
  let configuratie: Promise<client.Configuration> | null = null;
  const haalConfiguratie = () =>
    (configuratie ??= client
      .discovery(new URL(inst.issuer), inst.clientId, undefined, client.ClientSecretBasic(inst.clientSecret), {
        // plain http only for a provider on this machine (config.ts allows nothing else)
        execute: isLokaal(inst.issuer) ? [client.allowInsecureRequests] : [],
        timeout: 10,
      })
      .catch((e: unknown) => {
        configuratie = null; // try the discovery again at the next login
        throw e;
      }));

  return {
    async startUrl() {
      const config = await haalConfiguratie();
      const verifier = client.randomPKCECodeVerifier();
      const staat: OidcStaat = { state: client.randomState(), nonce: client.randomNonce(), verifier, tot: Date.now() + OIDC_COOKIE_S * 1000 };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: inst.redirectUri,
        scope: inst.scope,
        response_type: 'code',
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state: staat.state,
        nonce: staat.nonce,
      });
      return { url, staat };
    },

    async verwerkTerugkeer(zoek, staat) {
      const config = await haalConfiguratie();
      // the URL the provider redirected to, from the configured address (never the Host header)
      const huidig = new URL(inst.redirectUri);
      huidig.search = zoek;
      const tokens = await client.authorizationCodeGrant(config, huidig, {
        pkceCodeVerifier: staat.verifier,
        expectedState: staat.state,
        expectedNonce: staat.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('geen ID-token');
      let kvkWaarde: unknown = claims[inst.kvkClaim];
      let bron: Record<string, unknown> = claims;
      if (kvkWaarde === undefined || claims.email === undefined) {
        const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
        bron = { ...info, ...claims };
        kvkWaarde ??= info[inst.kvkClaim];
      }
      const tekst = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
      const naam = tekst(bron.name) ?? ([tekst(bron.given_name), tekst(bron.family_name)].filter(Boolean).join(' ') || null);
      return {
        issuer: claims.iss,
        subject: claims.sub,
        kvk: kvkUitClaim(kvkWaarde),
        email: tekst(bron.email),
        emailGeverifieerd: bron.email_verified === true,
        naam,
      };
    },
  };
}
