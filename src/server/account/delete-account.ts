/**
 * The account-delete job: deletes one account everywhere, in memoized steps, so a
 * retry (or a restart after the process was killed) resumes where it stopped and never repeats
 * a finished step. Every step is also idempotent on its own (a step that ran but was not yet
 * marked does nothing harmful when run again).
 *
 * Steps, in order:
 *  1. sessions  every built-in session and refresh token revoked (the request did it already).
 *  2. stories   story ids remembered, then the story rows deleted: a story job in progress sees
 *               its story gone and stops (and the rows of chunks and exports go with them).
 *  3. voices    every cloned voice deleted at the vendor (ElevenLabs DELETE /v1/voices/{id}).
 *  4. payments  subscriptions cancelled and the customer deleted at the payment provider.
 *  5. rows      purchases anonymised (kept for accounting law), messages deleted, and the users
 *               row deleted, which cascades to characters, voice samples, credits, checkouts,
 *               subscriptions and payment customers.
 *  6. identity  built-in identity rows deleted, or the hosted Supabase user deleted.
 *  7. files     every stored object under the user's prefixes and their stories' prefixes, once
 *               no story job of theirs is still running.
 * Then the deletion row forgets the user id and story ids; only the tombstone hash stays.
 */
import { createPayments } from '../providers/payments/index.ts';
import type { Runtime } from '../runtime.ts';
import { storyPrefix, userPrefixes } from '../storage/keys.ts';
import {
  addressesOnlyThisAccountHolds,
  clonedVoiceIds,
  deleteAccountRows,
  findDeletion,
  finishDeletion,
  markStepDone,
  paymentAccounts,
  rememberAndDeleteStories,
  revokeAllSessions,
  storyJobsRunning,
  type DeletionRow,
} from './queries.ts';
import { lockUser } from '../users/queries.ts';

export const DELETION_STEPS = ['sessions', 'stories', 'voices', 'payments', 'rows', 'identity', 'files'] as const;
export type DeletionStep = (typeof DELETION_STEPS)[number];

type StepRunner = (runtime: Runtime, deletion: DeletionRow & { userId: string }) => Promise<void>;

const STEPS: Record<DeletionStep, StepRunner> = {
  async sessions({ db }, { userId }) {
    await revokeAllSessions(db, userId);
  },

  async stories({ db }, { id, userId }) {
    await db.transaction(async (tx) => {
      // Under the parent's lock, like a story's creation: a creation in flight either commits
      // first (and its story is seen here) or finds the deletion and is refused.
      await lockUser(tx, userId);
      await rememberAndDeleteStories(tx, id, userId);
    });
  },

  async voices(runtime, { userId }) {
    const cloned = await clonedVoiceIds(runtime.db, userId);
    if (!cloned.length) return;
    const { narrator } = await runtime.providers();
    if (!narrator.deleteVoice) throw new Error('the configured narrator cannot delete cloned voices; configure the vendor that made them');
    for (const voiceId of cloned) await narrator.deleteVoice(voiceId);
  },

  async payments(runtime, { userId }) {
    const payments = createPayments(runtime.config);
    await payments.deleteCustomer(await paymentAccounts(runtime.db, userId, payments.name));
  },

  async rows({ db, mailer }, { userId }) {
    // The outbox's copies of mail to this parent (embedded mode) go first: after this step the
    // address is gone, and a retry of this step finds the row again.
    // Every address of the account is forgotten, but never one another account holds.
    for (const email of await addressesOnlyThisAccountHolds(db, userId)) await mailer.forgetRecipient(email);
    await db.transaction((tx) => deleteAccountRows(tx, userId));
  },

  async identity(runtime, { userId }) {
    await runtime.identity.deleteSignIn(userId);
  },

  async files({ db, storage }, { userId, storyIds }) {
    // A story job still running could write a page after its folder is gone: wait for it to end
    // (it stops when it finds its story deleted), up to a minute, else retry the step later.
    const deadline = Date.now() + 60_000;
    while (storyIds.length && (await storyJobsRunning(db, storyIds)) > 0) {
      if (Date.now() > deadline) throw new Error('story jobs of the deleted account are still running; files deleted on retry');
      await new Promise((r) => setTimeout(r, 500));
    }
    for (const prefix of [...userPrefixes(userId), ...storyIds.map(storyPrefix)]) await storage.deletePrefix(prefix);
  },
};

/**
 * Runs (or resumes) one deletion. Throws on a failed step, so pg-boss retries the job; the
 * steps already done are skipped on the retry.
 */
export async function deleteAccount(runtime: Runtime, deletionId: string): Promise<void> {
  let deletion = await findDeletion(runtime.db, deletionId);
  if (!deletion || deletion.status === 'done' || !deletion.userId) return;
  for (const step of DELETION_STEPS) {
    if (deletion.stepsDone.includes(step)) continue;
    await STEPS[step](runtime, deletion as DeletionRow & { userId: string });
    await markStepDone(runtime.db, deletionId, step);
    deletion = (await findDeletion(runtime.db, deletionId))!;
  }
  await finishDeletion(runtime.db, deletionId);
  runtime.log.info({ deletionId }, 'account deleted');
}
