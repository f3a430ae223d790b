import type { GoogleIdentity } from '@galaxia/core/server';
import * as oidc from 'openid-client';

export interface GoogleOidcConfig {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

/** What the callback must check, kept in the session between the redirect and the callback. */
export interface GoogleAuthorization {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/**
 * Google sign-in through OpenID Connect (authorization code + PKCE, state and nonce). The issuer's
 * metadata is discovered once, on first use, so a slow issuer never delays start-up.
 */
export function googleOidc(config: GoogleOidcConfig) {
  let discovered: Promise<oidc.Configuration> | null = null;
  const configuration = () => {
    discovered ??= oidc
      .discovery(
        new URL(config.issuerUrl),
        config.clientId,
        config.clientSecret,
        undefined,
        // Plain http only for a local test issuer; Google itself is https.
        config.issuerUrl.startsWith('http:') ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error) => {
        discovered = null;
        throw error;
      });
    return discovered;
  };

  return {
    async authorizationUrl(): Promise<{ url: string; checks: GoogleAuthorization }> {
      const checks = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
      };
      const url = oidc.buildAuthorizationUrl(await configuration(), {
        redirect_uri: config.redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        state: checks.state,
        nonce: checks.nonce,
      });
      return { url: url.toString(), checks };
    },

    /** Exchanges the code; throws when the state, nonce, PKCE verifier or ID token do not check out. */
    async identify(callbackUrl: URL, checks: GoogleAuthorization): Promise<GoogleIdentity> {
      const tokens = await oidc.authorizationCodeGrant(await configuration(), callbackUrl, {
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        pkceCodeVerifier: checks.codeVerifier,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('Google returned no ID token');
      return {
        subject: claims.sub,
        email: typeof claims.email === 'string' ? claims.email : null,
        emailVerified: claims.email_verified === true,
        name: typeof claims.name === 'string' ? claims.name : null,
        picture: typeof claims.picture === 'string' ? claims.picture : null,
      };
    },
  };
}

export type GoogleOidc = ReturnType<typeof googleOidc>;
