/**
 * /reset-password. Without a link: the parent types the e-mail and the identity
 * provider mails a reset link (resetPasswordForEmail; the page never says whether the address
 * has an account). From the link (?code= for PKCE, or #access_token&type=recovery): the
 * provider's client exchanges it on start and reports PASSWORD_RECOVERY; the parent chooses a
 * new password (updateUser) and is signed in.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { completeLogin, loadAuthClient } from '../../lib/auth-client.ts';
import MoonIcon from '../shared/MoonIcon.tsx';
import { localizeAuthText, weakPasswordHints, type AuthMessages } from './auth-messages.ts';
import { localHref } from '../../i18n/ui-language.ts';
import { NewPasswordFields, PasswordAlert } from './PasswordFields.tsx';

type Stage = 'checking' | 'request' | 'sent' | 'choose' | 'done';

const EXPIRED = 'This link is invalid or has expired. Please ask for a new one below.';
const OTHER_BROWSER = 'Please open the link in the browser where you asked for it, or ask for a new one below.';
const MISMATCH = 'The two passwords do not match.';

/** The link's own parameters, from the query and the fragment alike. */
function linkParams(): URLSearchParams {
  const params = new URLSearchParams(window.location.search);
  for (const [k, v] of new URLSearchParams(window.location.hash.slice(1))) params.set(k, v);
  return params;
}

function cleanAddress(): void {
  window.history.replaceState(null, '', window.location.pathname);
}

export default function ResetPassword({ t }: { t: AuthMessages }) {
  // Fixed texts are kept in English and shown translated; the provider's own words as they come.
  const say = (text: string) =>
    ({ [EXPIRED]: t.reset_expired, [OTHER_BROWSER]: t.reset_other_browser, [MISMATCH]: t.reset_mismatch })[text] ?? localizeAuthText(text, t);
  const [stage, setStage] = useState<Stage>('checking');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [hints, setHints] = useState<string[]>([]);

  useEffect(() => {
    const params = linkParams();
    if (params.get('error_description') || params.get('error')) {
      setError(params.get('error_code') === 'otp_expired' ? EXPIRED : params.get('error_description') || EXPIRED);
      cleanAddress();
      setStage('request');
      return;
    }
    if (!params.get('code') && !params.get('access_token')) {
      setStage('request');
      return;
    }
    void (async () => {
      try {
        const supabase = await loadAuthClient();
        const { error: initError } = await supabase.auth.initialize();
        if (initError) throw initError;
        const { data } = await supabase.auth.getSession();
        // supabase-js ignores a ?code= it has no verifier for (a link opened in another browser).
        if (!data.session) throw Object.assign(new Error(EXPIRED), { name: params.get('code') ? 'AuthPKCECodeVerifierMissingError' : 'Error' });
        setEmail(data.session.user.email ?? '');
        setStage('choose');
      } catch (e) {
        setError((e as { name?: string }).name === 'AuthPKCECodeVerifierMissingError' ? OTHER_BROWSER : EXPIRED);
        setStage('request');
      } finally {
        cleanAddress();
      }
    })();
  }, []);

  async function requestLink(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      const supabase = await loadAuthClient();
      const { error: sendError } = await supabase.auth.resetPasswordForEmail(email.trim(), { redirectTo: `${window.location.origin}/reset-password` });
      if (sendError) throw sendError;
      setStage('sent');
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : 'An error occurred');
    } finally {
      setBusy(false);
    }
  }

  async function choose(event: FormEvent) {
    event.preventDefault();
    setError('');
    setHints([]);
    if (password !== confirm) {
      setError(MISMATCH);
      return;
    }
    setBusy(true);
    try {
      const supabase = await loadAuthClient();
      const { error: updateError } = await supabase.auth.updateUser({ password });
      if (updateError) {
        setHints(weakPasswordHints((updateError as { reasons?: string[] }).reasons, updateError.message));
        throw updateError;
      }
      const { data } = await supabase.auth.getSession();
      if (data.session) await completeLogin(data.session);
      setStage('done');
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : 'An error occurred');
    } finally {
      setBusy(false);
    }
  }

  const alert = <PasswordAlert error={error && say(error)} hints={hints.map(say)} />;

  if (stage === 'checking') {
    return (
      <div className="flex flex-col items-center gap-4 py-8 text-night-600" role="status">
        <span className="spinner" aria-hidden="true" />
        <p className="font-bold">{t.reset_checking}</p>
      </div>
    );
  }

  if (stage === 'sent') {
    return (
      <div className="flex flex-col gap-4 text-center" role="status">
        <p className="text-5xl" aria-hidden="true">
          &#9993;
        </p>
        <h2 className="text-2xl font-extrabold text-night-900">{t.auth_check_email}</h2>
        <p className="text-night-700">
          {t.reset_sent.split('{email}').map((part, i) =>
            i === 0 ? (
              part
            ) : (
              <span key={i}>
                <strong className="break-words">{email.trim()}</strong>
                {part}
              </span>
            ),
          )}
        </p>
        <a className="btn-ghost w-full" href={localHref('/login')}>
          {t.reset_back}
        </a>
      </div>
    );
  }

  if (stage === 'done') {
    return (
      <div className="flex flex-col gap-4 text-center" role="status">
        <MoonIcon />
        <h2 className="text-2xl font-extrabold text-night-900">{t.reset_done_title}</h2>
        <p className="text-night-700">{t.reset_done_text}</p>
        <a className="btn-primary w-full" href={localHref('/stories')}>
          {t.reset_go_stories}
        </a>
      </div>
    );
  }

  if (stage === 'choose') {
    return (
      <form className="flex flex-col gap-4" onSubmit={choose}>
        <p className="text-center text-night-600">
          {email
            ? t.reset_choose_for.split('{email}').map((part, i) =>
                i === 0 ? (
                  part
                ) : (
                  <span key={i}>
                    <strong className="break-words">{email}</strong>
                    {part}
                  </span>
                ),
              )
            : t.reset_choose}
        </p>
        {alert}
        <NewPasswordFields
          idPrefix="reset"
          password={password}
          confirm={confirm}
          onPassword={setPassword}
          onConfirm={setConfirm}
          disabled={busy}
          labels={{ password: t.pw_new, repeat: t.pw_repeat }}
        />
        <button type="submit" className="btn-primary w-full" disabled={busy} aria-busy={busy}>
          {busy ? t.reset_saving : t.reset_save}
        </button>
      </form>
    );
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={requestLink}>
      <p className="text-center text-night-600">{t.reset_intro}</p>
      {alert}
      <div>
        <label className="label" htmlFor="reset-email">
          {t.auth_email}
        </label>
        <input
          id="reset-email"
          className="input"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={busy}
        />
      </div>
      <button type="submit" className="btn-primary w-full" disabled={busy} aria-busy={busy}>
        {busy ? t.common_sending : t.reset_send}
      </button>
      <p className="text-center text-sm text-night-600">
        {t.reset_remembered}{' '}
        <a className="font-bold text-night-700 underline" href={localHref('/login')}>
          {t.auth_sign_in_link}
        </a>
      </p>
    </form>
  );
}
