/**
 * Upload quota: at capacity the API refuses an upload with the same
 * words the form shows in place of itself. Checked once cheaply before the file is processed
 * and again under the user's row lock right before the insert, so two parallel uploads with
 * one slot left store one sample.
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

/** Throws AppError('quota_exceeded', 403) when the user already stores their capacity of `resource`. */
export async function assertBelowCapacity(db: Db, config: Config, userId: string, resource: CapacityResource): Promise<void> {
  const capacity = await getCapacity(db, config, userId, resource);
  if (capacity.unlimited) return;
  const used = await countStored(db, userId, resource);
  if (used >= capacity.initial) {
    throw new AppError('quota_exceeded', QUOTA_MESSAGES[resource], { resource, used, initial: capacity.initial });
  }
}
