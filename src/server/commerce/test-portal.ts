/**
 * The built-in test billing portal (test payments provider only): lists the parent's
 * active subscriptions and cancels one, through the same endSubscription as Stripe's
 * customer.subscription.deleted, so the entitlement ends the same way.
 */
import { maybeOne } from '../db/client.ts';
import { AppError } from '../errors.ts';
import type { Runtime } from '../runtime.ts';
import { paymentsAreTest, TEST_CHECKOUT_DISABLED_MESSAGE, testCheckoutAllowed } from './checkout.ts';
import { endSubscription } from './fulfilment.ts';

export interface TestPortalSubscription {
  id: string;
  planName: string;
  friendlyName: string;
  currentPeriodEnd: Date;
}

function assertTestPortal(runtime: Runtime): void {
  if (!paymentsAreTest(runtime)) throw new AppError('not_found', 'Not found');
  if (!testCheckoutAllowed(runtime)) throw new AppError('unavailable', TEST_CHECKOUT_DISABLED_MESSAGE);
}

/** The user's active subscriptions. */
export async function listTestPortalSubscriptions(runtime: Runtime, userId: string): Promise<{ subscriptions: TestPortalSubscription[] }> {
  assertTestPortal(runtime);
  const subscriptions = await runtime.db.query<TestPortalSubscription>(
    `SELECT s.id, pl.name AS "planName", p.friendly_name AS "friendlyName", s.current_period_end AS "currentPeriodEnd"
       FROM subscriptions s JOIN prices p ON p.id = s.price_id JOIN plans pl ON pl.id = p.plan_id
      WHERE s.user_id = $1 AND s.status = 'active' AND s.ended_at IS NULL ORDER BY s.created_at DESC`,
    [userId],
  );
  return { subscriptions };
}

/** Cancels one of the user's subscriptions now. @throws AppError not_found for another user's or an unknown id. */
export async function cancelTestSubscription(runtime: Runtime, userId: string, subscriptionId: string): Promise<{ message: string }> {
  assertTestPortal(runtime);
  if (!/^[0-9a-f-]{36}$/i.test(subscriptionId)) throw new AppError('not_found', 'Subscription not found.');
  await runtime.db.transaction(async (tx) => {
    const row = await maybeOne<{ id: string }>(tx, 'SELECT id FROM subscriptions WHERE id = $1 AND user_id = $2 FOR UPDATE', [subscriptionId, userId]);
    if (!row) throw new AppError('not_found', 'Subscription not found.');
    await endSubscription(tx, row.id, new Date());
  });
  return { message: 'Your subscription is cancelled.' };
}
