/**
 * The built-in identity service over HTTP (DESIGN §4): the Supabase Auth (GoTrue) endpoints that
 * supabase-js calls, with GoTrue's JSON shapes and error codes, at /auth/v1. Mounted only when
 * SUPABASE_URL is unset; in hosted mode the browser talks to Supabase itself.
 */
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { bearerToken } from '../auth.ts';
import { AppError } from '../errors.ts';
import { parseSafeJson } from '../input-guard.ts';
import { errors, GoTrueError, goTrueErrorResponse } from '../../identity/builtin/gotrue-error.ts';
import type { Mount } from './index.ts';

/** Client IP for rate limits: the socket peer, or X-Forwarded-For's last hop behind a trusted proxy. */
function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const hops = (c.req.header('x-forwarded-for') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    if (hops.length) return hops[hops.length - 1]!;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

async function body(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  let parsed: unknown;
  try {
    parsed = parseSafeJson(text);
  } catch (error) {
    // The shared input guard (control characters, depth), answered in GoTrue's words and shape.
    if (error instanceof AppError && error.code === 'validation_failed') throw new GoTrueError(422, 'validation_failed', error.message);
    throw new GoTrueError(400, 'bad_json', 'Could not parse request body as JSON');
  }
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
}

/**
 * Sign-up metadata (`data`, GoTrue's user_metadata) is copied into every access token of the
 * account: a large value made tokens too big for request headers (issue 18), so it is capped.
 */
export const MAX_USER_METADATA_CHARS = 1024;

type Handler = (c: Context) => Promise<Response>;
/** GoTrue errors become GoTrue JSON here; anything else falls through to the app's 500 handler. */
const gotrue = (handler: Handler): Handler => async (c) => {
  try {
    return await handler(c);
  } catch (error) {
    if (error instanceof GoTrueError) return goTrueErrorResponse(c, error);
    throw error;
  }
};

export const mountAuthV1: Mount = (app, runtime) => {
  const identity = runtime.identity;
  if (identity.kind !== 'builtin') return;
  const { builtin, rateLimiter } = identity;
  const { config } = runtime;
  const limit = async (c: Context, purpose: 'signin' | 'signup') => {
    if (await rateLimiter.exceeded(purpose, clientIp(c, config.TRUST_PROXY))) {
      // Windows are whole minutes (identity/builtin/rate-limit.ts): the next one starts then.
      c.header('Retry-After', String(Math.max(1, 60 - Math.floor((Date.now() % 60_000) / 1000))));
      throw errors.rateLimited();
    }
  };
  const noStore = (c: Context) => c.header('Cache-Control', 'no-store');

  app.post('/auth/v1/signup', gotrue(async (c) => {
    if (!config.customLogin) throw new GoTrueError(422, 'signup_disabled', 'Signups not allowed for this instance');
    await limit(c, 'signup');
    const input = await body(c);
    if (input.data !== undefined && JSON.stringify(input.data).length > MAX_USER_METADATA_CHARS) {
      throw new GoTrueError(422, 'validation_failed', `User metadata is too large (at most ${MAX_USER_METADATA_CHARS} characters of JSON).`);
    }
    const user = await builtin.signUp({ email: input.email, password: input.password, data: input.data });
    noStore(c);
    return c.json(user);
  }));

  app.post('/auth/v1/token', gotrue(async (c) => {
    const grant = c.req.query('grant_type');
    const input = await body(c);
    noStore(c);
    if (grant === 'password') {
      if (!config.customLogin) throw new GoTrueError(400, 'email_provider_disabled', 'Email logins are disabled');
      await limit(c, 'signin');
      return c.json(await builtin.signInWithPassword({ email: input.email, password: input.password }));
    }
    if (grant === 'refresh_token') return c.json(await builtin.refresh(input.refresh_token));
    if (grant === 'pkce') {
      await limit(c, 'signin');
      return c.json(await builtin.exchangeAuthCode({ authCode: input.auth_code, codeVerifier: input.code_verifier }));
    }
    throw errors.grantUnsupported();
  }));

  app.get('/auth/v1/user', gotrue(async (c) => {
    noStore(c);
    return c.json(await builtin.userForToken(bearerToken(c.req.header('authorization'))));
  }));

  app.post('/auth/v1/logout', gotrue(async (c) => {
    await builtin.logout(bearerToken(c.req.header('authorization')), c.req.query('scope'));
    return c.body(null, 204);
  }));

  app.get('/auth/v1/authorize', gotrue(async (c) => {
    const target = await builtin.startOAuth({
      provider: c.req.query('provider'),
      redirectTo: c.req.query('redirect_to'),
      codeChallenge: c.req.query('code_challenge'),
      codeChallengeMethod: c.req.query('code_challenge_method'),
    });
    if (c.req.query('skip_http_redirect') === 'true') return c.json({ url: target });
    return c.redirect(target, 302);
  }));

  app.get('/auth/v1/callback', gotrue(async (c) => {
    const target = await builtin.finishOAuth({
      code: c.req.query('code'),
      state: c.req.query('state'),
      error: c.req.query('error'),
      errorDescription: c.req.query('error_description'),
    });
    return c.redirect(target, 302);
  }));

  // What the login page needs to know at run time (GoTrue's own settings endpoint).
  app.get('/auth/v1/settings', (c) =>
    c.json({
      external: { email: config.customLogin, google: builtin.googleEnabled, phone: false },
      disable_signup: !config.customLogin,
      mailer_autoconfirm: true,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  );

  const jwks = (c: Context) => {
    c.header('Cache-Control', 'public, max-age=600');
    return c.json(builtin.tokens.jwks());
  };
  app.get('/auth/v1/.well-known/jwks.json', jwks);
  app.get('/.well-known/jwks.json', jwks);
};
