/**
 * The /account island: the account's e-mail; change password through the
 * identity provider (supabase-js updateUser with the current session); and three calls to the
 * API: 'Download my data' (POST /v1/account/export → { url } → the browser downloads it),
 * 'Manage subscription' (POST /v1/billing/portal → { url }) and 'Delete my account' (typed
 * e-mail to confirm → POST /v1/account/delete → 202 { status: 'scheduled' } → signed out with
 * a confirmation). A failed call shows its message as an error toast.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { apiGet, apiPost, toApiError } from '../../lib/api.ts';
import { loadAuthClient, logout } from '../../lib/auth-client.ts';
import { $auth, readStoredAuth } from '../../lib/stores/auth.ts';
import { notify } from '../../lib/stores/notifications.ts';
import MoonIcon from '../shared/MoonIcon.tsx';
import { localizeAuthText, weakPasswordHints } from '../auth/auth-messages.ts';
import type { IslandMessages } from '../../i18n/messages.ts';
import { localHref } from '../../i18n/ui-language.ts';

/** The page's texts in its language (src/pages/account.astro passes them). */
export type AccountMessages = IslandMessages<'acct_' | 'auth_' | 'pw_' | 'reset_' | 'common_'>;
import { NewPasswordFields, PasswordAlert } from '../auth/PasswordFields.tsx';

type Action = 'export' | 'portal' | 'delete' | null;

/**
 * Whether the parent has or had a plan subscription (GET /v1/me/purchases answers it in its
 * metadata): only then is there a billing portal to open. Bundles and gift codes are not one.
 * Unknown (still loading, or the call failed) counts as yes, so a subscriber is never left
 * without the way to cancel.
 */
function useHasSubscription(): boolean {
  const [has, setHas] = useState(true);
  useEffect(() => {
    let live = true;
    apiGet<{ metadata?: { hasSubscription?: boolean } }>('/v1/me/purchases', { limit: 1, offset: 0 })
      .then((page) => {
        if (live) setHas(page.metadata?.hasSubscription !== false);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  return has;
}

async function callForUrl(path: string): Promise<void> {
  const { url } = await apiPost<{ url: string }>(path);
  if (!url) throw new Error('An error occurred');
  window.location.assign(url);
}

export default function AccountPage({ t }: { t: AccountMessages }) {
  // Fixed English texts shown in the page's language; the server's own words as they come.
  const say = (text: string) =>
    text === 'The two passwords do not match.'
      ? t.reset_mismatch
      : text === 'Please sign in again to change your password.'
        ? t.acct_sign_in_again
        : localizeAuthText(text, t);
  const auth = useStore($auth);
  const email = auth.user?.email ?? readStoredAuth()?.user.email ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [saving, setSaving] = useState(false);
  const [passwordError, setPasswordError] = useState('');
  const [hints, setHints] = useState<string[]>([]);
  const [action, setAction] = useState<Action>(null);
  const [deleting, setDeleting] = useState(false);
  const [typed, setTyped] = useState('');
  const [deleted, setDeleted] = useState('');
  const hasSubscription = useHasSubscription();

  async function changePassword(event: FormEvent) {
    event.preventDefault();
    setPasswordError('');
    setHints([]);
    if (password !== confirm) {
      setPasswordError('The two passwords do not match.');
      return;
    }
    setSaving(true);
    try {
      const supabase = await loadAuthClient();
      const { error } = await supabase.auth.updateUser({ password });
      if (error) {
        setHints(weakPasswordHints((error as { reasons?: string[] }).reasons, error.message));
        throw error;
      }
      setPassword('');
      setConfirm('');
      notify(t.acct_password_changed, 'success');
    } catch (e) {
      const name = (e as { name?: string }).name;
      setPasswordError(
        name === 'AuthSessionMissingError'
          ? 'Please sign in again to change your password.'
          : e instanceof Error && e.message
            ? e.message
            : 'An error occurred',
      );
    } finally {
      setSaving(false);
    }
  }

  async function run(which: Exclude<Action, null>, work: () => Promise<void>) {
    setAction(which);
    try {
      await work();
    } catch (e) {
      notify((await toApiError(e)).message, 'error');
      setAction(null);
    }
  }

  async function deleteAccount(event: FormEvent) {
    event.preventDefault();
    await run('delete', async () => {
      await apiPost<{ status: string }>('/v1/account/delete', { email: typed.trim() });
      setDeleted(email);
      await logout();
    });
  }

  if (deleted) {
    return (
      <section className="card mx-auto max-w-xl text-center" role="status">
        <MoonIcon />
        <h2 className="mt-2 text-2xl font-extrabold text-night-900">{t.acct_deleted_title}</h2>
        <p className="mt-3 text-night-700">
          {t.acct_deleted_text.split('{email}').map((part, i) =>
            i === 0 ? (
              part
            ) : (
              <span key={i}>
                <strong className="break-all">{deleted}</strong>
                {part}
              </span>
            ),
          )}
        </p>
        <a className="btn-ghost mt-6 inline-block" href={localHref('/')}>
          {t.acct_back_home}
        </a>
      </section>
    );
  }

  const typedMatches = typed.trim().toLowerCase() === email.toLowerCase() && email !== '';

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section className="card self-start" aria-labelledby="account-signin">
        <h2 id="account-signin" className="text-xl font-extrabold text-night-900">
          {t.acct_signin}
        </h2>
        <p className="mt-3 text-sm text-night-600">{t.acct_email}</p>
        <p className="font-bold break-words text-night-900" data-account-email>
          {email}
        </p>
        <form className="mt-5 flex flex-col gap-4" onSubmit={changePassword}>
          <h3 className="font-extrabold text-night-800">{t.acct_change_password}</h3>
          <PasswordAlert error={passwordError && say(passwordError)} hints={hints.map(say)} />
          <NewPasswordFields
            idPrefix="account"
            password={password}
            confirm={confirm}
            onPassword={setPassword}
            onConfirm={setConfirm}
            disabled={saving}
            labels={{ password: t.pw_new, repeat: t.pw_repeat }}
          />
          <button type="submit" className="btn-primary" disabled={saving} aria-busy={saving}>
            {saving ? t.common_saving : t.acct_change_password}
          </button>
        </form>
      </section>

      <div className="flex flex-col gap-6">
        <section className="card" aria-labelledby="account-data">
          <h2 id="account-data" className="text-xl font-extrabold text-night-900">
            {t.acct_your_data}
          </h2>
          <p className="mt-2 text-night-700">{t.acct_data_text}</p>
          <button
            type="button"
            className="btn-ghost mt-4"
            disabled={action !== null}
            aria-busy={action === 'export'}
            onClick={() => void run('export', () => callForUrl('/v1/account/export'))}
          >
            {action === 'export' ? t.acct_preparing : t.acct_download}
          </button>
        </section>

        {hasSubscription && (
          <section className="card" aria-labelledby="account-subscription">
            <h2 id="account-subscription" className="text-xl font-extrabold text-night-900">
              {t.acct_subscription}
            </h2>
            <p className="mt-2 text-night-700">{t.acct_subscription_text}</p>
            <button
              type="button"
              className="btn-ghost mt-4"
              disabled={action !== null}
              aria-busy={action === 'portal'}
              onClick={() => void run('portal', () => callForUrl('/v1/billing/portal'))}
            >
              {action === 'portal' ? t.acct_opening : t.acct_manage}
            </button>
          </section>
        )}

        <section className="card ring-rose-200" aria-labelledby="account-delete">
          <h2 id="account-delete" className="text-xl font-extrabold text-rose-900">
            {t.acct_delete_title}
          </h2>
          <p className="mt-2 text-night-700">{t.acct_delete_text}</p>
          {!deleting ? (
            <button
              type="button"
              className="btn mt-4 border-2 border-rose-200 bg-white text-rose-800 hover:border-rose-500"
              disabled={action !== null}
              onClick={() => setDeleting(true)}
            >
              {t.acct_delete_title}
            </button>
          ) : (
            <form className="mt-4 flex flex-col gap-3" onSubmit={deleteAccount}>
              <label className="label" htmlFor="account-delete-email">
                {t.acct_type_email}
              </label>
              <input
                id="account-delete-email"
                className="input"
                type="email"
                autoComplete="off"
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
                placeholder={email}
                disabled={action !== null}
              />
              <div className="flex flex-wrap gap-3">
                <button
                  type="submit"
                  className="btn bg-rose-700 text-white hover:bg-rose-800 disabled:opacity-50"
                  disabled={!typedMatches || action !== null}
                  aria-busy={action === 'delete'}
                >
                  {action === 'delete' ? t.acct_deleting : t.acct_delete_for_good}
                </button>
                <button type="button" className="btn-ghost" disabled={action !== null} onClick={() => (setDeleting(false), setTyped(''))}>
                  {t.common_cancel}
                </button>
              </div>
            </form>
          )}
        </section>
      </div>
    </div>
  );
}
