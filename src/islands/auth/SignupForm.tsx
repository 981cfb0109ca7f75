/**
 * /signup 'Create Account': e-mail and password, busy text
 * 'Creating your account...'. When the identity service needs no e-mail confirmation the parent
 * is signed in at once and goes on to `redirectTo` (e.g. the 'Start Creating
 * Stories' intent); when it does, the form says to check the e-mail and can send the link again.
 * Weak passwords show the provider's reasons.
 */
import { useState, type FormEvent } from 'react';
import { track } from '../../lib/analytics.ts';
import { useHydrated } from '../shared/use-hydrated.ts';
import { completeLogin, loadAuthClient, postLoginTarget } from '../../lib/auth-client.ts';
import { notify } from '../../lib/stores/notifications.ts';
import { localizeAuthText, NO_USER, signupErrorMessage, weakPasswordHints, type AuthMessages } from './auth-messages.ts';
import { localHref } from '../../i18n/ui-language.ts';
import type { LanguageCode } from '../../shared/catalog.ts';
import { PasswordAlert } from './PasswordFields.tsx';

/** Where the confirmation link leads: /login, keeping the parent's redirectTo. */
function confirmationTarget(): string {
  const next = new URL('/login', window.location.origin);
  const redirectTo = new URLSearchParams(window.location.search).get('redirectTo');
  if (redirectTo) next.searchParams.set('redirectTo', redirectTo);
  return next.toString();
}

export default function SignupForm({ t, locale }: { t: AuthMessages; locale: LanguageCode }) {
  // Fixed texts are kept in English (analytics, tests of auth-messages) and shown translated.
  const say = (text: string) => localizeAuthText(text, t);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [hints, setHints] = useState<string[]>([]);
  const [sentTo, setSentTo] = useState('');
  const [resending, setResending] = useState(false);
  const hydrated = useHydrated();
  const locked = busy || !hydrated;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError('');
    setHints([]);
    track('signup-started');
    try {
      const supabase = await loadAuthClient();
      const { data, error: signUpError } = await supabase.auth.signUp({ email: email.trim(), password, options: { emailRedirectTo: confirmationTarget() } });
      if (signUpError) {
        setError(signupErrorMessage(signUpError));
        track('signup-failed', { error: signupErrorMessage(signUpError) });
        setHints(weakPasswordHints((signUpError as { reasons?: string[] }).reasons, signUpError.message));
        setBusy(false);
        return;
      }
      if (!data.user) {
        setError(NO_USER);
        setBusy(false);
        return;
      }
      track('signup-completed');
      if (data.session) {
        await completeLogin(data.session);
        window.location.assign(postLoginTarget(window.location.search));
        return;
      }
      setSentTo(email.trim());
      setBusy(false);
    } catch (e) {
      setError(signupErrorMessage(e));
      track('signup-failed', { error: signupErrorMessage(e) });
      setBusy(false);
    }
  }

  async function resend() {
    setResending(true);
    try {
      const supabase = await loadAuthClient();
      const { error: resendError } = await supabase.auth.resend({ type: 'signup', email: sentTo, options: { emailRedirectTo: confirmationTarget() } });
      if (resendError) throw resendError;
      notify(t.auth_resent, 'success');
    } catch (e) {
      notify(e instanceof Error && e.message ? say(e.message) : t.common_error, 'error');
    } finally {
      setResending(false);
    }
  }

  if (sentTo) {
    return (
      <div className="flex flex-col gap-4 text-center" role="status">
        <p className="text-5xl" aria-hidden="true">
          &#9993;
        </p>
        <h2 className="text-2xl font-extrabold text-night-900">{t.auth_check_email}</h2>
        <p className="text-night-700">
          {t.auth_sent_confirm.split('{email}').map((part, i) =>
            i === 0 ? (
              part
            ) : (
              <span key={i}>
                <strong className="break-words">{sentTo}</strong>
                {part}
              </span>
            ),
          )}
        </p>
        <p className="text-sm text-night-600">{t.auth_no_email_yet}</p>
        <button type="button" className="btn-ghost w-full" onClick={resend} disabled={resending}>
          {resending ? t.common_sending : t.auth_resend}
        </button>
      </div>
    );
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={submit}>
      <p className="text-center text-night-600">{t.auth_signup_intro}</p>
      <PasswordAlert error={error && say(error)} hints={hints.map(say)}>
        {error.includes('log in') && (
          <a className="mt-1 inline-block font-bold underline" href={localHref('/login', locale)}>
            {t.auth_go_sign_in}
          </a>
        )}
      </PasswordAlert>
      <div>
        <label className="label" htmlFor="signup-email">
          {t.auth_email}
        </label>
        <input
          id="signup-email"
          className="input"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={locked}
        />
      </div>
      <div>
        <label className="label" htmlFor="signup-password">
          {t.auth_password}
        </label>
        <input
          id="signup-password"
          className="input"
          type="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          disabled={locked}
        />
      </div>
      <button type="submit" className="btn-primary w-full" disabled={locked} aria-busy={busy}>
        {busy ? t.auth_creating : t.auth_create_account}
      </button>
      <p className="text-center text-sm text-night-600">
        {t.auth_have_account}{' '}
        <a className="font-bold text-night-700 underline" href={localHref('/login', locale)}>
          {t.auth_sign_in_link}
        </a>
      </p>
    </form>
  );
}
