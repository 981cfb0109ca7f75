/**
 * /login: e-mail and password when the custom-login flag is on, the Google button when
 * Google sign-in is configured. Finishes a Google redirect (?code=) and sends the parent to the
 * page they came from, or /stories; an already signed-in visitor goes there at once.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { track } from '../../lib/analytics.ts';
import { completeLogin, loadAuthClient, postLoginTarget, SESSION_EXPIRED_REASON } from '../../lib/auth-client.ts';
import { browserSiteConfig } from '../../lib/site-config.ts';
import { readStoredAuth } from '../../lib/stores/auth.ts';
import GoogleButton from './GoogleButton.tsx';
import { googleErrorMessage, localizeAuthText, loginErrorMessage, NO_ACCESS_TOKEN, SESSION_EXPIRED, type AuthMessages } from './auth-messages.ts';
import { localHref } from '../../i18n/ui-language.ts';

type Busy = 'none' | 'password' | 'google' | 'finishing';

/** Asks the identity provider whether Google sign-in is on (GoTrue's /settings); falls back to the build-time flag. */
async function googleAvailable(): Promise<boolean> {
  const config = browserSiteConfig();
  try {
    const base = config.supabaseUrl || window.location.origin;
    const res = await fetch(`${base.replace(/\/+$/, '')}/auth/v1/settings`, { headers: { apikey: config.supabaseAnonKey } });
    if (!res.ok) throw new Error(String(res.status));
    const settings = (await res.json()) as { external?: { google?: boolean } };
    return Boolean(settings.external?.google);
  } catch {
    return config.googleEnabled;
  }
}

export default function LoginForm({ t }: { t: AuthMessages }) {
  // Fixed texts are kept in English (analytics, tests of auth-messages) and shown translated.
  const say = (text: string) => localizeAuthText(text, t);
  const { customLogin } = browserSiteConfig();
  const params = new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search);
  const returning = params.has('code');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState<Busy>(returning ? 'finishing' : 'none');
  const [error, setError] = useState(
    params.get('error_description') ? googleErrorMessage(params.get('error_description')) : params.get('error') ? googleErrorMessage('') : '',
  );
  const [google, setGoogle] = useState<boolean | null>(null);
  const notice = params.get('reason') === SESSION_EXPIRED_REASON ? SESSION_EXPIRED : params.has('registered') ? t.auth_registered : '';

  const goOn = () => window.location.replace(postLoginTarget(window.location.search));

  useEffect(() => {
    if (readStoredAuth()) return goOn();
    void googleAvailable().then(setGoogle);
    if (params.has('error')) {
      // The provider's own words are already on screen; leave a clean address behind.
      const clean = new URL(window.location.href);
      for (const key of ['code', 'error', 'error_code', 'error_description']) clean.searchParams.delete(key);
      window.history.replaceState(null, '', clean.toString());
      setBusy('none');
      return;
    }
    if (!returning) return;
    // Back from Google: the provider's client exchanges ?code= itself as it starts.
    void (async () => {
      const hadVerifier = Object.keys(localStorage).some((key) => key.endsWith('-code-verifier'));
      try {
        const supabase = await loadAuthClient();
        const { error: initError } = await supabase.auth.initialize();
        if (initError) throw initError;
        const { data } = await supabase.auth.getSession();
        // supabase-js ignores a ?code= it has no verifier for: a confirmation link opened in another browser.
        if (!data.session) throw Object.assign(new Error(NO_ACCESS_TOKEN), { name: hadVerifier ? 'Error' : 'AuthPKCECodeVerifierMissingError' });
        await completeLogin(data.session);
        track('login-completed', { method: 'google' });
        goOn();
      } catch (e) {
        // A confirmation link opened in another browser than the one that signed up: the address
        // is confirmed, but the one-time code belongs to the other browser.
        const message = (e as { name?: string }).name === 'AuthPKCECodeVerifierMissingError' ? t.auth_confirmed : googleErrorMessage(e);
        setError(message);
        track('login-failed', { method: 'google', error: message });
        setBusy('none');
        const clean = new URL(window.location.href);
        for (const key of ['code', 'error', 'error_code', 'error_description']) clean.searchParams.delete(key);
        window.history.replaceState(null, '', clean.toString());
      }
    })();
  }, []);

  async function signIn(event: FormEvent) {
    event.preventDefault();
    setBusy('password');
    setError('');
    track('login-started', { method: 'password' });
    try {
      const supabase = await loadAuthClient();
      const { data, error: signInError } = await supabase.auth.signInWithPassword({ email: email.trim(), password });
      if (signInError) throw signInError;
      if (!data.session?.access_token) throw new Error(NO_ACCESS_TOKEN);
      await completeLogin(data.session);
      track('login-completed', { method: 'password' });
      goOn();
    } catch (e) {
      setError(loginErrorMessage(e));
      track('login-failed', { method: 'password', error: loginErrorMessage(e) });
      setBusy('none');
    }
  }

  async function signInWithGoogle() {
    setBusy('google');
    setError('');
    track('login-started', { method: 'google' });
    try {
      const supabase = await loadAuthClient();
      const back = new URL('/login', window.location.origin);
      for (const key of ['redirectTo', 'selectedPriceId']) {
        const value = params.get(key);
        if (value) back.searchParams.set(key, value);
      }
      const { error: oauthError } = await supabase.auth.signInWithOAuth({ provider: 'google', options: { redirectTo: back.toString() } });
      if (oauthError) throw oauthError;
      // The browser is leaving for Google; keep the busy text until it does.
    } catch (e) {
      setError(googleErrorMessage(e));
      setBusy('none');
    }
  }

  if (busy === 'finishing') {
    return (
      <div className="flex flex-col items-center gap-4 py-8 text-night-600" role="status">
        <span className="spinner" aria-hidden="true" />
        <p className="font-bold">{t.auth_google_busy}</p>
      </div>
    );
  }

  const signupHref = `${localHref('/signup')}${params.get('redirectTo') ? `?redirectTo=${encodeURIComponent(params.get('redirectTo')!)}` : ''}`;
  return (
    <div className="flex flex-col gap-5">
      <p className="text-center text-night-600">{t.auth_login_intro}</p>
      {notice && (
        <p className="rounded-2xl bg-night-50 px-4 py-3 text-sm font-bold text-night-800" role="status">
          {say(notice)}
        </p>
      )}
      {error && (
        <p className="rounded-2xl bg-rose-50 px-4 py-3 text-sm font-bold text-rose-900 ring-1 ring-rose-200" role="alert">
          {say(error)}
        </p>
      )}
      {customLogin && (
        <form className="flex flex-col gap-4" onSubmit={signIn} noValidate={false}>
          <div>
            <label className="label" htmlFor="login-email">
              {t.auth_email}
            </label>
            <input
              id="login-email"
              className="input"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              disabled={busy !== 'none'}
            />
          </div>
          <div>
            <label className="label" htmlFor="login-password">
              {t.auth_password}
            </label>
            <input
              id="login-password"
              className="input"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              disabled={busy !== 'none'}
            />
            <a className="mt-1 inline-block text-sm font-bold text-night-700 underline" href={localHref('/reset-password')}>
              {t.auth_forgot}
            </a>
          </div>
          <button type="submit" className="btn-primary w-full" disabled={busy !== 'none'} aria-busy={busy === 'password'}>
            {busy === 'password' ? t.auth_signing_in : t.auth_sign_in}
          </button>
        </form>
      )}
      {customLogin && google && (
        <div className="flex items-center gap-3 text-sm text-night-500" aria-hidden="true">
          <span className="h-px flex-1 bg-night-100" />
          {t.auth_or}
          <span className="h-px flex-1 bg-night-100" />
        </div>
      )}
      {google && (
        <GoogleButton
          busy={busy === 'google'}
          disabled={busy !== 'none'}
          onClick={signInWithGoogle}
          labels={{ busy: t.auth_google_busy, idle: t.auth_google_continue }}
        />
      )}
      {!customLogin && google === false && <p className="text-center text-night-600">{t.auth_unavailable}</p>}
      {customLogin && (
        <p className="text-center text-sm text-night-600">
          {t.auth_no_account}{' '}
          <a className="font-bold text-night-700 underline" href={signupHref}>
            {t.auth_sign_up_link}
          </a>
        </p>
      )}
    </div>
  );
}
