/**
 * GET /v1/me/usage: one entry per resource, used by the
 * create-story limit check (STORY_GENERATION) and the personalize upload quota.
 */
import type { UsageEntry, UsageResource } from '../../shared/api-types.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { storyCreditBalance } from '../credits/ledger.ts';
import { getCapacity, type CapacityResource } from './capacity.ts';

/** Usage entry. For capacities `used` counts what is stored now; for stories, credits held or spent. */
export type { UsageEntry };

const COUNT_SQL: Record<CapacityResource, string> = {
  VOICE_SAMPLE: 'SELECT count(*)::int AS n FROM voice_samples WHERE user_id = $1',
  IMAGE_SAMPLE: 'SELECT count(*)::int AS n FROM characters WHERE user_id = $1',
};

/** How many samples of a capacity resource the user stores now. */
export async function countStored(db: Db, userId: string, resource: CapacityResource): Promise<number> {
  const [row] = await db.query<{ n: number }>(COUNT_SQL[resource], [userId]);
  return Number(row?.n ?? 0);
}

/** The usage entry of one capacity resource. */
export async function getCapacityUsage(db: Db, config: Config, userId: string, resource: CapacityResource): Promise<UsageEntry> {
  const [capacity, used] = await Promise.all([getCapacity(db, config, userId, resource), countStored(db, userId, resource)]);
  return {
    resource,
    used,
    initial: capacity.initial,
    remaining: Math.max(0, capacity.initial - used),
    unlimited: capacity.unlimited,
  };
}

/** Every usage entry of the user, in the order STORY_GENERATION, VOICE_SAMPLE, IMAGE_SAMPLE. */
export async function getUsage(db: Db, config: Config, userId: string): Promise<UsageEntry[]> {
  const story = await storyCreditBalance(db, config, userId);
  const voice = await getCapacityUsage(db, config, userId, 'VOICE_SAMPLE');
  const image = await getCapacityUsage(db, config, userId, 'IMAGE_SAMPLE');
  return [{ resource: 'STORY_GENERATION', ...story, unlimited: false }, voice, image];
}
