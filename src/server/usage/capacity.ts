/**
 * Capacity resources: VOICE_SAMPLE and IMAGE_SAMPLE are not spent,
 * they cap how many samples a user keeps at once. The base capacity comes from configuration;
 * an active subscription whose price carries a larger entitlement raises it (a plan may
 * sell those). Credit bundles never raise a capacity.
 */
import type { Config } from '../config.ts';
import { maybeOne, type Db } from '../db/client.ts';

/** Resources counted as "stored at once" rather than consumed. */
export type CapacityResource = 'VOICE_SAMPLE' | 'IMAGE_SAMPLE';

/** How many samples of a resource a user may keep. `initial` is meaningless when `unlimited`. */
export interface Capacity {
  initial: number;
  unlimited: boolean;
}

/** The configured capacity every account gets without a plan. */
export function baseCapacity(config: Pick<Config, 'VOICE_SAMPLE_CAPACITY' | 'IMAGE_SAMPLE_CAPACITY'>, resource: CapacityResource): number {
  return resource === 'VOICE_SAMPLE' ? config.VOICE_SAMPLE_CAPACITY : config.IMAGE_SAMPLE_CAPACITY;
}

/**
 * The user's capacity for `resource`: the larger of the configured base and the entitlements of
 * the user's active, unexpired subscriptions (an entitlement below zero means no limit: how an operator seeds an unlimited plan).
 */
export async function getCapacity(
  db: Db,
  config: Pick<Config, 'VOICE_SAMPLE_CAPACITY' | 'IMAGE_SAMPLE_CAPACITY'>,
  userId: string,
  resource: CapacityResource,
  now = new Date(),
): Promise<Capacity> {
  const row = await maybeOne<{ best: number | null; unlimited: boolean }>(
    db,
    `SELECT max(e.quantity)::int AS best, coalesce(bool_or(e.quantity < 0), false) AS unlimited
       FROM subscriptions s
       JOIN entitlements e ON e.price_id = s.price_id AND e.resource = $2
      WHERE s.user_id = $1 AND s.status = 'active' AND s.current_period_end > $3`,
    [userId, resource, now],
  );
  const base = baseCapacity(config, resource);
  if (row?.unlimited) return { initial: base, unlimited: true };
  return { initial: Math.max(base, row?.best ?? 0), unlimited: false };
}
