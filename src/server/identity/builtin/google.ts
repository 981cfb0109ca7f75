/**
 * Google sign-in for the built-in identity service: the OpenID Connect code flow
 * with the issuer's discovery document, a confidential client (client_secret_post), and the
 * ID token verified by the issuer's JWKS (issuer, audience, nonce, expiry). The issuer URL is
 * configurable so tests run against a local OpenID provider.
 */
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  issuer: string;
  /** Our callback, e.g. https://host/auth/v1/callback. */
  redirectUri: string;
}

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  userinfo_endpoint?: string;
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

const TIMEOUT_MS = 10_000;

export function createGoogleClient(config: GoogleConfig) {
  let discovery: Promise<Discovery> | null = null;
  let jwks: ReturnType<typeof createRemoteJWKSet> | null = null;

  const discover = () =>
    (discovery ??= (async () => {
      const url = `${config.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
      const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!res.ok) throw new GoogleSignInError('provider_unavailable', `Google sign-in is unavailable (discovery ${res.status}).`);
      return (await res.json()) as Discovery;
    })().catch((error: unknown) => {
      discovery = null; // retry next time
      throw error instanceof GoogleSignInError ? error : new GoogleSignInError('provider_unavailable', 'Google sign-in is unavailable right now.');
    }));

  return {
    /** The URL to send the browser to. `state` and `nonce` come back / end up in the ID token. */
    async authorizationUrl(state: string, nonce: string): Promise<string> {
      const d = await discover();
      const url = new URL(d.authorization_endpoint);
      url.search = new URLSearchParams({
        client_id: config.clientId,
        redirect_uri: config.redirectUri,
        response_type: 'code',
        scope: 'openid email profile',
        state,
        nonce,
        prompt: 'select_account',
      }).toString();
      return url.toString();
    },

    /** Exchanges the code and verifies the ID token; throws GoogleSignInError. */
    async profileFromCode(code: string, nonce: string): Promise<GoogleProfile> {
      const d = await discover();
      const res = await fetch(d.token_endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: config.redirectUri,
          client_id: config.clientId,
          client_secret: config.clientSecret,
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      }).catch(() => {
        throw new GoogleSignInError('provider_unavailable', 'Google sign-in is unavailable right now.');
      });
      const body = (await res.json().catch(() => ({}))) as { id_token?: string; access_token?: string; error?: string };
      if (!res.ok || !body.id_token) throw new GoogleSignInError('bad_oauth_callback', 'Google did not accept the sign-in. Please try again.');
      jwks ??= createRemoteJWKSet(new URL(d.jwks_uri));
      let claims: JWTPayload;
      try {
        ({ payload: claims } = await jwtVerify(body.id_token, jwks, { issuer: d.issuer, audience: config.clientId }));
      } catch {
        throw new GoogleSignInError('bad_oauth_callback', 'The Google sign-in could not be verified. Please try again.');
      }
      if (claims.nonce !== nonce) throw new GoogleSignInError('bad_oauth_callback', 'The Google sign-in could not be verified. Please try again.');
      let email = typeof claims.email === 'string' ? claims.email : undefined;
      let verified = claims.email_verified;
      if (!email && d.userinfo_endpoint && body.access_token) {
        const info = (await fetch(d.userinfo_endpoint, { headers: { Authorization: `Bearer ${body.access_token}` }, signal: AbortSignal.timeout(TIMEOUT_MS) })
          .then((r) => (r.ok ? r.json() : {}))
          .catch(() => ({}))) as { email?: string; email_verified?: boolean };
        email = info.email;
        verified = info.email_verified;
      }
      if (!email || typeof claims.sub !== 'string') throw new GoogleSignInError('provider_email_needs_verification', 'Google did not share an e-mail address for this account.');
      if (verified === false || verified === 'false') throw new GoogleSignInError('provider_email_needs_verification', 'Please verify your e-mail address with Google first.');
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
