/**
 * POST /v1/account/delete: the parent confirms by typing their account's e-mail or
 * re-entering their password; then the deletion is recorded, every built-in session revoked at
 * once, and the account-delete job enqueued in the same transaction. A repeated request answers
 * the same (the deletion is already scheduled). A wrong confirmation changes nothing.
 */
import { AppError } from '../errors.ts';
import type { Runtime } from '../runtime.ts';
import { insertDeletion, revokeAllSessions } from './queries.ts';

export const DELETE_CONFIRMATION_MISSING = 'Please type your e-mail address or your password to confirm.';
export const DELETE_EMAIL_MISMATCH = 'The e-mail address does not match your account.';
export const DELETE_PASSWORD_WRONG = 'The password is not correct.';
export const DELETE_PASSWORD_UNAVAILABLE = 'Please confirm by typing your e-mail address.';

/** The confirmation: exactly one of the two. */
export interface DeleteConfirmation {
  email?: string;
  password?: string;
}

/** @throws AppError validation_failed (missing or wrong confirmation). */
export async function requestAccountDeletion(
  runtime: Runtime,
  user: { id: string; email: string },
  confirmation: DeleteConfirmation,
): Promise<{ status: 'scheduled' }> {
  if (confirmation.email !== undefined && confirmation.email.trim() !== '') {
    if (confirmation.email.trim().toLowerCase() !== user.email.trim().toLowerCase()) throw new AppError('validation_failed', DELETE_EMAIL_MISMATCH);
  } else if (confirmation.password !== undefined && confirmation.password !== '') {
    const { checkPassword } = runtime.identity;
    if (!checkPassword) throw new AppError('validation_failed', DELETE_PASSWORD_UNAVAILABLE);
    if (!(await checkPassword(user.id, confirmation.password))) throw new AppError('validation_failed', DELETE_PASSWORD_WRONG);
  } else {
    throw new AppError('validation_failed', DELETE_CONFIRMATION_MISSING);
  }

  await runtime.db.transaction(async (tx) => {
    const deletion = await insertDeletion(tx, user.id);
    if (!deletion.created) return;
    await revokeAllSessions(tx, user.id);
    await runtime.queue.enqueue('account-delete', { deletionId: deletion.id }, tx, { singletonKey: deletion.id });
  });
  runtime.log.info({}, 'account deletion scheduled');
  return { status: 'scheduled' };
}

/** More than one account row carries an address and none of them is its auth record's owner. */
export class AmbiguousEmailError extends Error {
  constructor(email: string, count: number) {
    super(`${count} accounts carry the e-mail ${email}; none is the sign-in owner of that address. Nothing was done.`);
    this.name = 'AmbiguousEmailError';
  }
}

/**
 * The account an operator means by an e-mail address: the owner of the address in the sign-in
 * records (built-in identity: one account per address), else the one application account that
 * carries it. A copy of an address is never enough when two accounts carry it.
 * @returns null when no account has that e-mail. @throws AmbiguousEmailError
 */
export async function findAccountByEmail(runtime: Runtime, email: string): Promise<{ id: string } | null> {
  const address = email.trim();
  const ids = await runtime.identity.accountIdsByEmail(address);
  if (ids.length > 1) throw new AmbiguousEmailError(address, ids.length);
  return ids[0] ? { id: ids[0] } : null;
}

/**
 * Operator command `delete-user <email>`: schedules the deletion of the account with this
 * e-mail (no confirmation: the operator acts on a verified request).
 * @returns null when no account has that e-mail. @throws AmbiguousEmailError
 */
export async function scheduleDeletionByEmail(runtime: Runtime, email: string): Promise<{ deletionId: string } | null> {
  const account = await findAccountByEmail(runtime, email);
  if (!account) return null;
  return runtime.db.transaction(async (tx) => {
    const deletion = await insertDeletion(tx, account.id);
    if (deletion.created) {
      await revokeAllSessions(tx, account.id);
      await runtime.queue.enqueue('account-delete', { deletionId: deletion.id }, tx, { singletonKey: deletion.id });
    }
    return { deletionId: deletion.id };
  });
}
