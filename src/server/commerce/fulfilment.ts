/**
 * Fulfilment: the one place a payment or a gift code turns into a purchase and the credits
 * it grants. The Stripe webhook, the built-in test checkout and gift-code redemption all call it
 * inside their own transaction.
 *
 * Every effect is keyed so that a repeated or reordered call leaves the same state:
 * - a purchase by its `external_id` (Stripe session or invoice id, test session, gift code);
 * - a subscription by its provider id, its period only ever moving forward;
 * - subscription credits by (subscription, month start): one STORY_GENERATION grant per billing
 *   month of the paid period, future months invisible to the ledger until they start, so a
 *   yearly plan still renews its stories monthly;
 * - bundle and gift credits once, with the purchase that created them, expiring after the
 *   price's validity (a year).
 * Capacities (VOICE_SAMPLE, IMAGE_SAMPLE) are not granted here: usage/capacity.ts reads them from
 * active subscriptions, so bundles never raise them.
 */
import { maybeOne, one, type Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { findPrice, priceEntitlements, type PriceRow } from './catalogue.ts';

/** Where a purchase came from; shown as 'via …' in the purchase history (/my-purchases). */
export type PurchaseOrigin = 'stripe' | 'test_checkout' | 'gift_code';

/** A paid subscription period (provider subscription id, or null for one that does not renew). */
export interface PeriodInput {
  externalId: string | null;
  periodStart: Date;
  periodEnd: Date;
}

export interface FulfilInput {
  userId: string;
  priceId: string;
  origin: PurchaseOrigin;
  /** Unique per payment: the same id fulfils once. */
  externalId: string;
  /** Cents actually paid; default the price's amount. */
  amount?: number;
  currency?: string;
  /** Subscription prices: the paid period (default: one interval from `now`). */
  period?: PeriodInput;
  now?: Date;
}

export interface FulfilResult {
  purchaseId: string;
  /** False when this payment had been fulfilled before (nothing changed). */
  created: boolean;
  subscriptionId: string | null;
}

/** `date` plus `months` calendar months (UTC), the day clamped to the target month's end. */
export function addMonths(date: Date, months: number): Date {
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(y, m, Math.min(date.getUTCDate(), lastDay), date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds(), date.getUTCMilliseconds()),
  );
}

const DAY_MS = 86_400_000;

/** The billing months of a paid period: [start, end) pieces one calendar month long (the last one cut at `end`). */
export function billingMonths(periodStart: Date, periodEnd: Date): Array<{ start: Date; end: Date }> {
  const months: Array<{ start: Date; end: Date }> = [];
  // A day of slack: providers' period ends can differ from a calendar month by seconds or a DST hour.
  for (let k = 0; k < 36; k++) {
    const start = addMonths(periodStart, k);
    if (start.getTime() >= periodEnd.getTime() - DAY_MS) break;
    const next = addMonths(periodStart, k + 1);
    months.push({ start, end: next.getTime() > periodEnd.getTime() - DAY_MS ? periodEnd : next });
  }
  return months;
}

/** End of a purchase's validity: whole years (365, 730 days) are calendar years, so a leap day never cuts one short. */
export function validUntil(from: Date, validityDays: number | null): Date | null {
  if (!validityDays) return null;
  if (validityDays % 365 === 0) return addMonths(from, (validityDays / 365) * 12);
  return new Date(from.getTime() + validityDays * DAY_MS);
}

/** The default period of a subscription price bought at `now`: one month or one year. */
export function defaultPeriod(price: Pick<PriceRow, 'interval'>, now: Date): { periodStart: Date; periodEnd: Date } {
  return { periodStart: now, periodEnd: addMonths(now, price.interval === 'year' ? 12 : 1) };
}

/**
 * Creates or advances a subscription row. Its period only moves forward (an old invoice
 * arriving late changes nothing) and an ended subscription stays ended.
 */
export async function upsertSubscription(
  tx: Db,
  input: { userId: string; priceId: string; externalId: string | null; periodStart: Date; periodEnd: Date },
): Promise<{ id: string; endedAt: Date | null }> {
  return one<{ id: string; endedAt: Date | null }>(
    tx,
    `INSERT INTO subscriptions (user_id, price_id, status, external_id, current_period_start, current_period_end)
     VALUES ($1, $2, 'active', $3, $4, $5)
     ON CONFLICT (external_id) DO UPDATE SET
       current_period_start = CASE WHEN EXCLUDED.current_period_end > subscriptions.current_period_end
                                   THEN EXCLUDED.current_period_start ELSE subscriptions.current_period_start END,
       current_period_end = GREATEST(subscriptions.current_period_end, EXCLUDED.current_period_end)
     RETURNING id, ended_at AS "endedAt"`,
    [input.userId, input.priceId, input.externalId, input.periodStart, input.periodEnd],
  );
}

/**
 * One STORY_GENERATION grant per billing month of a paid period (idempotent by month start);
 * months starting after the subscription ended are not granted.
 */
export async function grantSubscriptionPeriod(
  tx: Db,
  input: { userId: string; subscriptionId: string; priceId: string; purchaseId: string | null; periodStart: Date; periodEnd: Date; endedAt: Date | null },
): Promise<number> {
  const stories = (await priceEntitlements(tx, input.priceId)).STORY_GENERATION ?? 0;
  if (stories <= 0) return 0;
  let granted = 0;
  for (const month of billingMonths(input.periodStart, input.periodEnd)) {
    if (input.endedAt && month.start.getTime() > input.endedAt.getTime()) break;
    const rows = await tx.query(
      `INSERT INTO credit_grants (user_id, resource, quantity, source, purchase_id, subscription_id, period_start, expires_at)
       VALUES ($1, 'STORY_GENERATION', $2, 'subscription', $3, $4, $5, $6)
       ON CONFLICT (subscription_id, period_start) WHERE subscription_id IS NOT NULL DO NOTHING
       RETURNING id`,
      [input.userId, stories, input.purchaseId, input.subscriptionId, month.start, month.end],
    );
    granted += rows.length;
  }
  return granted;
}

/**
 * Ends a subscription (provider cancellation): capacities stop at once, the current month's
 * credits stay (it was paid for), later months' unspent grants are removed. Idempotent, and
 * an earlier end wins over a later report.
 */
export async function endSubscription(tx: Db, subscriptionId: string, endedAt: Date): Promise<void> {
  const row = await one<{ endedAt: Date }>(
    tx,
    `UPDATE subscriptions SET status = 'canceled', ended_at = LEAST(coalesce(ended_at, $2), $2) WHERE id = $1 RETURNING ended_at AS "endedAt"`,
    [subscriptionId, endedAt],
  );
  await tx.query(
    `DELETE FROM credit_grants g WHERE g.subscription_id = $1 AND g.period_start > $2
        AND NOT EXISTS (SELECT 1 FROM credit_spends s WHERE s.grant_id = g.id)`,
    [subscriptionId, row.endedAt],
  );
}

/**
 * Records a payment (or a redeemed gift) once and grants its price's credits. Must run inside
 * the caller's transaction, together with whatever marks the payment as handled.
 */
export async function fulfilPurchase(tx: Db, input: FulfilInput): Promise<FulfilResult> {
  const now = input.now ?? new Date();
  const price = await findPrice(tx, input.priceId);
  if (!price) throw new AppError('not_found', 'This plan is no longer available.');

  let subscription: { id: string; endedAt: Date | null } | null = null;
  let period: { periodStart: Date; periodEnd: Date } | null = null;
  if (price.kind === 'subscription') {
    period = input.period ?? defaultPeriod(price, now);
    subscription = await upsertSubscription(tx, {
      userId: input.userId,
      priceId: price.id,
      externalId: input.period?.externalId ?? null,
      periodStart: period.periodStart,
      periodEnd: period.periodEnd,
    });
  }

  const inserted = await maybeOne<{ id: string }>(
    tx,
    `INSERT INTO purchases (user_id, price_id, amount, currency, origin, external_id, subscription_id, purchased_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (external_id) DO NOTHING RETURNING id`,
    [
      input.userId,
      price.id,
      input.amount ?? price.amount,
      (input.currency ?? price.currency).toLowerCase(),
      input.origin,
      input.externalId,
      subscription?.id ?? null,
      now,
    ],
  );
  const purchaseId = inserted?.id ?? (await one<{ id: string }>(tx, 'SELECT id FROM purchases WHERE external_id = $1', [input.externalId])).id;

  if (subscription && period) {
    await grantSubscriptionPeriod(tx, {
      userId: input.userId,
      subscriptionId: subscription.id,
      priceId: price.id,
      purchaseId,
      periodStart: period.periodStart,
      periodEnd: period.periodEnd,
      endedAt: subscription.endedAt,
    });
  } else if (inserted) {
    const stories = (await priceEntitlements(tx, price.id)).STORY_GENERATION ?? 0;
    if (stories > 0) {
      const expiresAt = validUntil(now, price.validityDays);
      await tx.query(
        `INSERT INTO credit_grants (user_id, resource, quantity, source, purchase_id, period_start, expires_at)
         VALUES ($1, 'STORY_GENERATION', $2, $3, $4, $5, $6)`,
        [input.userId, stories, input.origin === 'gift_code' ? 'gift' : 'bundle', purchaseId, now, expiresAt],
      );
    }
  }
  return { purchaseId, created: Boolean(inserted), subscriptionId: subscription?.id ?? null };
}
