/**
 * Pieces shared by the sign-up, reset-password and account forms: the error box with the
 * server's weak-password reasons, and the "new password" + "repeat" pair.
 */
import type { ReactNode } from 'react';

/** The form's error (role=alert) with the weak-password hints under it; nothing when no error. */
export function PasswordAlert({ error, hints, children }: { error: string | null; hints: string[]; children?: ReactNode }) {
  if (!error) return null;
  return (
    <div className="rounded-2xl bg-rose-50 px-4 py-3 text-sm text-rose-900 ring-1 ring-rose-200" role="alert">
      <p className="font-bold">{error}</p>
      {hints.length > 0 && (
        <ul className="mt-1 list-disc ps-5">
          {hints.map((h) => (
            <li key={h}>{h}</li>
          ))}
        </ul>
      )}
      {children}
    </div>
  );
}

/** "New password" and "Repeat the new password" inputs; `idPrefix` keeps the ids unique per page. */
export function NewPasswordFields(props: {
  idPrefix: string;
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  disabled: boolean;
  /** The two labels in the page's language. */
  labels: { password: string; repeat: string };
}) {
  const { idPrefix, password, confirm, onPassword, onConfirm, disabled, labels } = props;
  return (
    <>
      <div>
        <label className="label" htmlFor={`${idPrefix}-password`}>
          {labels.password}
        </label>
        <input
          id={`${idPrefix}-password`}
          className="input"
          type="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(e) => onPassword(e.target.value)}
          disabled={disabled}
        />
      </div>
      <div>
        <label className="label" htmlFor={`${idPrefix}-confirm`}>
          {labels.repeat}
        </label>
        <input
          id={`${idPrefix}-confirm`}
          className="input"
          type="password"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(e) => onConfirm(e.target.value)}
          disabled={disabled}
        />
      </div>
    </>
  );
}
