/**
 * Google sign-in for the built-in identity service through `openid-client` (a certified OpenID
 * Connect relying party): the issuer's discovery document, the code flow with PKCE (S256) and a
 * nonce, a confidential client (client_secret_post), and the ID token's signature checked against
 * the issuer's JWKS (refetched when a new signing key appears: Google rotates its keys). The issuer
 * URL is configurable so tests run against a local OpenID provider.
 */
import { createHmac } from 'node:crypto';
import * as oidc from 'openid-client';

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  issuer: string;
  /** Our callback, e.g. https://host/auth/v1/callback. */
  redirectUri: string;
}

export interface GoogleProfile {
  sub: string;
  email: string;
  emailVerified: boolean;
  name?: string;
  picture?: string;
}

export class GoogleSignInError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
    this.name = 'GoogleSignInError';
  }
}

/** Seconds any request to the provider may take. */
const TIMEOUT_SECONDS = 10;
const UNAVAILABLE = 'Google sign-in is unavailable right now.';
const UNVERIFIED = 'The Google sign-in could not be verified. Please try again.';

export function createGoogleClient(config: GoogleConfig) {
  let discovered: Promise<oidc.Configuration> | null = null;

  const discover = () =>
    (discovered ??= (async () => {
      const issuer = new URL(config.issuer);
      // Plain http only for a provider on this machine (tests and local development).
      const local = issuer.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname);
      const execute = [oidc.enableNonRepudiationChecks, ...(local ? [oidc.allowInsecureRequests] : [])];
      return oidc.discovery(issuer, config.clientId, { redirect_uris: [config.redirectUri] }, oidc.ClientSecretPost(config.clientSecret), {
        execute,
        timeout: TIMEOUT_SECONDS,
      });
    })().catch(() => {
      discovered = null; // retry next time
      throw new GoogleSignInError('provider_unavailable', UNAVAILABLE);
    }));

  /**
   * The PKCE verifier of a sign-in, derived from its state (random, single-use, kept on our
   * side) with the client secret: nothing more to store, and nobody else can compute it.
   */
  const verifierOf = (state: string) => createHmac('sha256', config.clientSecret).update(`pkce:${state}`).digest('base64url');

  return {
    /** The URL to send the browser to. `state` comes back with the code; `nonce` ends up in the ID token. */
    async authorizationUrl(state: string, nonce: string): Promise<string> {
      const configuration = await discover();
      return oidc
        .buildAuthorizationUrl(configuration, {
          redirect_uri: config.redirectUri,
          scope: 'openid email profile',
          state,
          nonce,
          code_challenge: await oidc.calculatePKCECodeChallenge(verifierOf(state)),
          code_challenge_method: 'S256',
          prompt: 'select_account',
        })
        .toString();
    },

    /**
     * Exchanges the code (with the PKCE verifier of `state`) and checks the ID token: signature by
     * the issuer's JWKS, issuer, audience, expiry and `nonce`. Throws GoogleSignInError.
     * `callback` holds the parameters the provider sent back (code, state, and iss when it sends one).
     */
    async profileFromCode(callback: { code: string; state: string; iss?: string }, nonce: string): Promise<GoogleProfile> {
      const configuration = await discover();
      const current = new URL(config.redirectUri);
      for (const [name, value] of Object.entries(callback)) if (value) current.searchParams.set(name, value);
      let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
      try {
        tokens = await oidc.authorizationCodeGrant(configuration, current, {
          pkceCodeVerifier: verifierOf(callback.state),
          expectedState: callback.state,
          expectedNonce: nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        const status = (error as { status?: number; cause?: { status?: number } }).status ?? (error as { cause?: { status?: number } }).cause?.status;
        if (error instanceof oidc.ResponseBodyError) throw new GoogleSignInError('bad_oauth_callback', 'Google did not accept the sign-in. Please try again.');
        if (status && status >= 500) throw new GoogleSignInError('provider_unavailable', UNAVAILABLE);
        if ((error as Error).name === 'TypeError' || (error as Error).name === 'TimeoutError' || (error as Error).name === 'AbortError') {
          throw new GoogleSignInError('provider_unavailable', UNAVAILABLE);
        }
        throw new GoogleSignInError('bad_oauth_callback', UNVERIFIED);
      }
      const claims = tokens.claims();
      if (!claims || typeof claims.sub !== 'string') throw new GoogleSignInError('bad_oauth_callback', UNVERIFIED);
      let email = typeof claims.email === 'string' ? claims.email : undefined;
      let verified: unknown = claims.email_verified;
      if (!email && configuration.serverMetadata().userinfo_endpoint && tokens.access_token) {
        const info = await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub).catch(() => null);
        email = typeof info?.email === 'string' ? info.email : undefined;
        verified = info?.email_verified;
      }
      if (!email) throw new GoogleSignInError('provider_email_needs_verification', 'Google did not share an e-mail address for this account.');
      if (verified === false || verified === 'false')
        throw new GoogleSignInError('provider_email_needs_verification', 'Please verify your e-mail address with Google first.');
      return {
        sub: claims.sub,
        email: email.toLowerCase(),
        emailVerified: true,
        name: typeof claims.name === 'string' ? claims.name : undefined,
        picture: typeof claims.picture === 'string' ? claims.picture : undefined,
      };
    },
  };
}

export type GoogleClient = ReturnType<typeof createGoogleClient>;
