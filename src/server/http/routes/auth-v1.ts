/**
 * The built-in identity service over HTTP: the Supabase Auth (GoTrue) endpoints that
 * supabase-js calls, with GoTrue's JSON shapes and error codes, at /auth/v1. Mounted only when
 * SUPABASE_URL is unset; in hosted mode the browser talks to Supabase itself.
 */
import type { Context } from 'hono';
import { bearerToken } from '../auth.ts';
import { clientIp } from '../rate-limit.ts';
import { AppError } from '../../errors.ts';
import { parseSafeJson } from '../input-guard.ts';
import { errors, GoTrueError, goTrueErrorResponse } from '../../identity/builtin/gotrue-error.ts';
import { askedLocale, pageLocale } from '../../i18n/request-locale.ts';
import type { Mount } from '../context.ts';

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
 * account: a large value made tokens too big for request headers, so it is capped.
 */
export const MAX_USER_METADATA_CHARS = 1024;

type Handler = (c: Context) => Promise<Response>;
/** GoTrue errors become GoTrue JSON here; anything else falls through to the app's 500 handler. */
const gotrue =
  (handler: Handler): Handler =>
  async (c) => {
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
  const limit = async (c: Context, purpose: 'signin' | 'signup' | 'email') => {
    if (await rateLimiter.exceeded(purpose, clientIp(c, config.TRUST_PROXY))) {
      // Windows are whole minutes (identity/builtin/rate-limit.ts): the next one starts then.
      c.header('Retry-After', String(Math.max(1, 60 - Math.floor((Date.now() % 60_000) / 1000))));
      throw errors.rateLimited();
    }
  };
  const noStore = (c: Context) => c.header('Cache-Control', 'no-store');

  app.post(
    '/auth/v1/signup',
    gotrue(async (c) => {
      if (!config.customLogin) throw new GoTrueError(422, 'signup_disabled', 'Signups not allowed for this instance');
      await limit(c, 'signup');
      const input = await body(c);
      if (input.data !== undefined && JSON.stringify(input.data).length > MAX_USER_METADATA_CHARS) {
        throw new GoTrueError(422, 'validation_failed', `User metadata is too large (at most ${MAX_USER_METADATA_CHARS} characters of JSON).`);
      }
      const result = await builtin.signUp({
        email: input.email,
        password: input.password,
        data: input.data,
        redirectTo: c.req.query('redirect_to'),
        codeChallenge: input.code_challenge,
        codeChallengeMethod: input.code_challenge_method,
        // The sign-up page's language (or the browser's best match), remembered for the account's e-mails.
        locale: askedLocale(c.req.header('accept-language')),
      });
      noStore(c);
      return c.json(result.session ?? result.user);
    }),
  );

  // Password recovery (supabase-js resetPasswordForEmail): 200 {} whether or not the address has an account.
  app.post(
    '/auth/v1/recover',
    gotrue(async (c) => {
      await limit(c, 'email');
      const input = await body(c);
      await builtin.email.recover({
        email: input.email,
        redirectTo: c.req.query('redirect_to'),
        locale: askedLocale(c.req.header('accept-language')),
        codeChallenge: input.code_challenge,
        codeChallengeMethod: input.code_challenge_method,
      });
      noStore(c);
      return c.json({});
    }),
  );

  // A new confirmation or e-mail-change link (supabase-js resend): answers alike whether or not one was pending.
  app.post(
    '/auth/v1/resend',
    gotrue(async (c) => {
      await limit(c, 'email');
      const input = await body(c);
      await builtin.email.resend({
        type: input.type,
        email: input.email,
        redirectTo: c.req.query('redirect_to'),
        locale: askedLocale(c.req.header('accept-language')),
        codeChallenge: input.code_challenge,
        codeChallengeMethod: input.code_challenge_method,
      });
      noStore(c);
      return c.json({ message_id: null });
    }),
  );

  // The link in the e-mail: confirm, then redirect with ?code= (PKCE) or the session in the fragment.
  app.get('/auth/v1/verify', async (c) => {
    const redirectTo = c.req.query('redirect_to');
    try {
      const result = await builtin.verifyLink({ type: c.req.query('type'), token: c.req.query('token'), redirectTo, wantCode: true });
      const target = new URL(result.redirectTo);
      if (result.kind === 'code') {
        target.searchParams.set('code', result.code);
      } else {
        const s = result.session;
        target.hash = new URLSearchParams({
          access_token: s.access_token,
          expires_at: String(s.expires_at),
          expires_in: String(s.expires_in),
          refresh_token: s.refresh_token,
          token_type: 'bearer',
          type: result.type,
        }).toString();
      }
      noStore(c);
      return c.redirect(target.toString(), 303);
    } catch (error) {
      if (!(error instanceof GoTrueError)) throw error;
      const fallback = c.req.query('type') === 'recovery' ? '/reset-password' : '/login';
      const target = new URL(builtin.safeRedirect(redirectTo, fallback));
      const params = { error: error.status === 403 ? 'access_denied' : 'invalid_request', error_code: error.code, error_description: error.message };
      for (const [k, v] of Object.entries(params)) target.searchParams.set(k, v);
      target.hash = new URLSearchParams(params).toString();
      return c.redirect(target.toString(), 303);
    }
  });

  // verifyOtp({ type, token_hash }): the same link token, answered with the session.
  app.post(
    '/auth/v1/verify',
    gotrue(async (c) => {
      const input = await body(c);
      const result = await builtin.verifyLink({ type: input.type, token: input.token_hash ?? input.token, wantCode: false });
      noStore(c);
      if (result.kind !== 'session') throw new GoTrueError(500, 'unexpected_failure', 'Unexpected verification result');
      return c.json(result.session);
    }),
  );

  // updateUser: password (ends other sessions), e-mail (confirmed on the new address), metadata.
  app.put(
    '/auth/v1/user',
    gotrue(async (c) => {
      await limit(c, 'email');
      const input = await body(c);
      if (input.data !== undefined && JSON.stringify(input.data).length > MAX_USER_METADATA_CHARS) {
        throw new GoTrueError(422, 'validation_failed', `User metadata is too large (at most ${MAX_USER_METADATA_CHARS} characters of JSON).`);
      }
      const user = await builtin.updateUser(bearerToken(c.req.header('authorization')), {
        email: input.email,
        password: input.password,
        data: input.data,
        redirectTo: c.req.query('redirect_to'),
        codeChallenge: input.code_challenge,
        codeChallengeMethod: input.code_challenge_method,
        locale: pageLocale(c.req.header('accept-language')),
      });
      noStore(c);
      return c.json(user);
    }),
  );

  app.post(
    '/auth/v1/token',
    gotrue(async (c) => {
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
    }),
  );

  app.get(
    '/auth/v1/user',
    gotrue(async (c) => {
      noStore(c);
      return c.json(await builtin.userForToken(bearerToken(c.req.header('authorization'))));
    }),
  );

  app.post(
    '/auth/v1/logout',
    gotrue(async (c) => {
      await builtin.logout(bearerToken(c.req.header('authorization')), c.req.query('scope'));
      return c.body(null, 204);
    }),
  );

  app.get(
    '/auth/v1/authorize',
    gotrue(async (c) => {
      const target = await builtin.startOAuth({
        provider: c.req.query('provider'),
        redirectTo: c.req.query('redirect_to'),
        codeChallenge: c.req.query('code_challenge'),
        codeChallengeMethod: c.req.query('code_challenge_method'),
      });
      if (c.req.query('skip_http_redirect') === 'true') return c.json({ url: target });
      return c.redirect(target, 302);
    }),
  );

  app.get(
    '/auth/v1/callback',
    gotrue(async (c) => {
      const target = await builtin.finishOAuth({
        code: c.req.query('code'),
        state: c.req.query('state'),
        iss: c.req.query('iss'),
        error: c.req.query('error'),
        errorDescription: c.req.query('error_description'),
      });
      return c.redirect(target, 302);
    }),
  );

  // What the login page needs to know at run time (GoTrue's own settings endpoint).
  app.get('/auth/v1/settings', (c) =>
    c.json({
      external: { email: config.customLogin, google: builtin.googleEnabled, phone: false },
      disable_signup: !config.customLogin,
      mailer_autoconfirm: !config.requireEmailConfirmation,
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
