/**
 * Upload quota: at capacity the API refuses an upload with the same
 * words the form shows in place of itself. Checked once cheaply before the file is processed
 * and again under the user's row lock right before the insert, so two parallel uploads with
 * one slot left store one sample.
 *
 * An upload being processed holds its slot from the first check on (reserveCapacity): without
 * that, an account one short of its capacity could start any number of costly photo or voice
 * checks at once, all but one refused only after the work. Reservations are kept per process;
 * the check under the row lock stays the rule across web nodes.
 */
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { getCapacity, type CapacityResource } from '../usage/capacity.ts';
import { countStored } from '../usage/get-usage.ts';

/** The warnings that replace a full upload form, also used as the API's error messages. */
export const QUOTA_MESSAGES: Record<CapacityResource, string> = {
  VOICE_SAMPLE: "You've reached your global voice sample upload. You need to delete some voice samples to upload new ones.",
  IMAGE_SAMPLE: "You've reached your global character photo upload limit. You need to delete some of your characters to upload more.",
};

/** Uploads of each user and resource being processed in this process right now. */
const reserved = new Map<string, number>();
const reservationKey = (userId: string, resource: CapacityResource) => `${userId} ${resource}`;

/**
 * Throws AppError('quota_exceeded', 403) when the user already stores their capacity of
 * `resource`, counting `pending` uploads still being processed as stored.
 */
export async function assertBelowCapacity(db: Db, config: Config, userId: string, resource: CapacityResource, pending = 0): Promise<void> {
  const capacity = await getCapacity(db, config, userId, resource);
  if (capacity.unlimited) return;
  const used = await countStored(db, userId, resource);
  if (used + pending >= capacity.initial) {
    throw new AppError('quota_exceeded', QUOTA_MESSAGES[resource], { resource, used, initial: capacity.initial });
  }
}

/**
 * Holds one slot of `resource` for an upload about to be processed: refused (quota_exceeded) when
 * the stored samples plus the uploads already being processed fill the capacity. Call the
 * returned function once the upload is stored or has failed (a `finally`); the final check under
 * the row lock (assertBelowCapacity) still runs before the insert.
 */
export async function reserveCapacity(db: Db, config: Config, userId: string, resource: CapacityResource): Promise<() => void> {
  const key = reservationKey(userId, resource);
  // Counted before the check so two parallel requests cannot both see the last free slot.
  const before = reserved.get(key) ?? 0;
  reserved.set(key, before + 1);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    const left = (reserved.get(key) ?? 1) - 1;
    if (left > 0) reserved.set(key, left);
    else reserved.delete(key);
  };
  try {
    await assertBelowCapacity(db, config, userId, resource, before);
  } catch (error) {
    release();
    throw error;
  }
  return release;
}
