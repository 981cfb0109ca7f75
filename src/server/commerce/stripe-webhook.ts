/**
 * POST /v1/webhooks/stripe: the only way a Stripe payment is fulfilled.
 *
 * - The signature is verified on the raw body with a timestamp tolerance; forged or stale
 *   deliveries are refused before anything is read from them.
 * - Only the event types below are acted on; others are acknowledged and ignored.
 * - Each event id is stored in processed_events in the same transaction as its effect, so a
 *   redelivery does nothing; the effects themselves are keyed (fulfilment.ts) so events
 *   arriving out of order converge on the same state.
 * - A completed checkout remembers the Stripe customer (portal, account deletion) and the
 *   PaymentIntent, which a later `charge.refunded` or `charge.dispute.created` names: those take
 *   back the purchase's unspent credits (commerce/take-back-credits.ts), exactly once.
 */
import type { Runtime } from '../runtime.ts';
import { maybeOne, type Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { endSubscription, fulfilPurchase, upsertSubscription } from './fulfilment.ts';
import { stripeClient, type StripeClient } from '../providers/payments/stripe/stripe-api.ts';
import { takeBackPurchaseCredits } from './take-back-credits.ts';

/** Event types acted on (the allow-list). */
export const HANDLED_STRIPE_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
  'invoice.paid',
  'customer.subscription.deleted',
  'charge.refunded',
  'charge.dispute.created',
] as const;
type HandledType = (typeof HANDLED_STRIPE_EVENTS)[number];

export interface WebhookOutcome {
  received: true;
  /** 'processed' | 'duplicate' (seen before) | 'ignored' (type not handled). */
  outcome: 'processed' | 'duplicate' | 'ignored';
}

type Obj = Record<string, unknown>;
const str = (v: unknown): string | null =>
  typeof v === 'string' && v ? v : v && typeof v === 'object' && typeof (v as Obj).id === 'string' ? ((v as Obj).id as string) : null;
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const obj = (v: unknown): Obj => (v && typeof v === 'object' ? (v as Obj) : {});
const fromUnix = (s: number) => new Date(s * 1000);

interface Owner {
  userId: string;
  priceId: string;
}

/** Period and latest invoice of a Stripe subscription object (current API: on the items; older: on the subscription). */
function subscriptionPeriod(sub: Obj): { start: Date; end: Date } | null {
  const item = obj((obj(sub.items).data as unknown[] | undefined)?.[0]);
  const start = num(item.current_period_start) ?? num(sub.current_period_start);
  const end = num(item.current_period_end) ?? num(sub.current_period_end);
  return start !== null && end !== null ? { start: fromUnix(start), end: fromUnix(end) } : null;
}

function ownerFromMetadata(metadata: unknown, fallbackUser?: unknown): Owner | null {
  const m = obj(metadata);
  const userId = str(m.user_id) ?? str(fallbackUser);
  const priceId = str(m.price_id);
  return userId && priceId ? { userId, priceId } : null;
}

async function ownerOfCheckout(db: Db, session: Obj): Promise<Owner | null> {
  const row = await maybeOne<Owner>(db, `SELECT user_id AS "userId", price_id AS "priceId" FROM checkout_sessions WHERE external_id = $1`, [session.id]);
  return row ?? ownerFromMetadata(session.metadata, session.client_reference_id);
}

async function ownerOfSubscription(db: Db, stripe: StripeClient, subscriptionId: string, metadata: unknown): Promise<Owner | null> {
  const row = await maybeOne<Owner>(db, `SELECT user_id AS "userId", price_id AS "priceId" FROM subscriptions WHERE external_id = $1`, [subscriptionId]);
  if (row) return row;
  const fromEvent = ownerFromMetadata(metadata);
  if (fromEvent) return fromEvent;
  const sub = (await stripe.subscriptions.retrieve(subscriptionId)) as unknown as Obj;
  return ownerFromMetadata(sub.metadata);
}

/** Verifies, deduplicates and applies one delivery. Throws AppError('bad_request') on a bad signature. */
export async function handleStripeWebhook(runtime: Runtime, rawBody: string, signature: string | undefined): Promise<WebhookOutcome> {
  const { config, db, log } = runtime;
  const stripe = await stripeClient(config);
  if (!stripe || !config.STRIPE_WEBHOOK_SECRET) throw new AppError('not_found', 'Not found');
  let event: { id: string; type: string; created: number; data: { object: unknown } };
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature ?? '', config.STRIPE_WEBHOOK_SECRET, config.STRIPE_WEBHOOK_TOLERANCE_SECONDS) as typeof event;
  } catch {
    throw new AppError('bad_request', 'Invalid webhook signature.');
  }
  if (!(HANDLED_STRIPE_EVENTS as readonly string[]).includes(event.type)) return { received: true, outcome: 'ignored' };
  if (await maybeOne(db, 'SELECT 1 FROM processed_events WHERE id = $1', [event.id])) return { received: true, outcome: 'duplicate' };

  const type = event.type as HandledType;
  const object = obj(event.data.object);
  // Calls to Stripe happen before the transaction; the transaction holds only our own writes.
  const apply = await prepare(runtime, stripe, type, object, event.created, event.id);

  const done = await db.transaction(async (tx) => {
    const fresh = await tx.query('INSERT INTO processed_events (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id', [event.id, event.type]);
    if (!fresh.length) return false;
    await apply(tx);
    return true;
  });
  if (done) log.info({ eventId: event.id, type: event.type }, 'stripe event processed');
  return { received: true, outcome: done ? 'processed' : 'duplicate' };
}

type Apply = (tx: Db) => Promise<void>;
const nothing: Apply = async () => {};

/** The payment references of a purchase: the PaymentIntent it was paid with, and the customer. */
async function rememberPayment(
  tx: Db,
  input: { userId: string; purchaseExternalId: string; paymentIntentId: string | null; customerId: string | null },
): Promise<void> {
  if (input.paymentIntentId) {
    await tx.query('UPDATE purchases SET payment_intent_id = $2 WHERE external_id = $1 AND payment_intent_id IS NULL', [
      input.purchaseExternalId,
      input.paymentIntentId,
    ]);
  }
  if (input.customerId) {
    await tx.query(
      `INSERT INTO payment_customers (user_id, provider, external_id) VALUES ($1, 'stripe', $2)
       ON CONFLICT (user_id) DO UPDATE SET external_id = EXCLUDED.external_id`,
      [input.userId, input.customerId],
    );
  }
}

/** The purchase a charge or dispute is about: by its PaymentIntent, else by its invoice. */
async function purchaseOfPayment(db: Db, paymentIntentId: string | null, invoiceId: string | null): Promise<{ id: string } | undefined> {
  if (paymentIntentId) {
    const row = await maybeOne<{ id: string }>(db, 'SELECT id FROM purchases WHERE payment_intent_id = $1', [paymentIntentId]);
    if (row) return row;
  }
  return invoiceId ? maybeOne<{ id: string }>(db, 'SELECT id FROM purchases WHERE external_id = $1', [invoiceId]) : undefined;
}

async function prepare(runtime: Runtime, stripe: StripeClient, type: HandledType, object: Obj, created: number, eventId: string): Promise<Apply> {
  const { db, log } = runtime;
  switch (type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const paid = type === 'checkout.session.async_payment_succeeded' || object.payment_status === 'paid' || object.payment_status === 'no_payment_required';
      // An async payment method (bank debit) completes the session unpaid; its success event grants.
      if (!paid) return nothing;
      const owner = await ownerOfCheckout(db, object);
      if (!owner) {
        log.warn({ session: object.id }, 'stripe checkout session without a known user; not fulfilled');
        return nothing;
      }
      const amount = num(object.amount_total) ?? undefined;
      const currency = str(object.currency) ?? undefined;
      const markCompleted = (tx: Db) =>
        tx.query(`UPDATE checkout_sessions SET status = 'completed', completed_at = coalesce(completed_at, now()) WHERE external_id = $1`, [object.id]);
      if (object.mode === 'subscription') {
        const subscriptionId = str(object.subscription);
        if (!subscriptionId) return nothing;
        const sub = (await stripe.subscriptions.retrieve(subscriptionId)) as unknown as Obj;
        const period = subscriptionPeriod(sub);
        if (!period) throw new Error(`stripe subscription ${subscriptionId} has no period`);
        // The first invoice is the purchase: invoice.paid for it then finds it done, in either order.
        const externalId = str(object.invoice) ?? str(sub.latest_invoice) ?? (object.id as string);
        return async (tx) => {
          await fulfilPurchase(tx, {
            ...owner,
            origin: 'stripe',
            externalId,
            amount,
            currency,
            period: { externalId: subscriptionId, periodStart: period.start, periodEnd: period.end },
          });
          await rememberPayment(tx, {
            userId: owner.userId,
            purchaseExternalId: externalId,
            paymentIntentId: str(object.payment_intent),
            customerId: str(object.customer),
          });
          await markCompleted(tx);
        };
      }
      return async (tx) => {
        await fulfilPurchase(tx, { ...owner, origin: 'stripe', externalId: object.id as string, amount, currency });
        await rememberPayment(tx, {
          userId: owner.userId,
          purchaseExternalId: object.id as string,
          paymentIntentId: str(object.payment_intent),
          customerId: str(object.customer),
        });
        await markCompleted(tx);
      };
    }
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const status = type === 'checkout.session.expired' ? 'expired' : 'failed';
      return async (tx) => void (await tx.query(`UPDATE checkout_sessions SET status = $2 WHERE external_id = $1 AND status = 'open'`, [object.id, status]));
    }
    case 'invoice.paid': {
      const details = obj(obj(object.parent).subscription_details);
      const subscriptionId = str(details.subscription) ?? str(object.subscription);
      if (!subscriptionId) return nothing; // a one-off invoice, not a subscription period
      const line = obj((obj(object.lines).data as unknown[] | undefined)?.[0]);
      const start = num(obj(line.period).start) ?? num(object.period_start);
      const end = num(obj(line.period).end) ?? num(object.period_end);
      const owner = await ownerOfSubscription(db, stripe, subscriptionId, details.metadata ?? obj(object.subscription_details).metadata);
      if (!owner || start === null || end === null) {
        log.warn({ invoice: object.id }, 'stripe invoice without a known subscription owner or period; not fulfilled');
        return nothing;
      }
      return async (tx) => {
        await fulfilPurchase(tx, {
          ...owner,
          origin: 'stripe',
          externalId: object.id as string,
          amount: num(object.amount_paid) ?? undefined,
          currency: str(object.currency) ?? undefined,
          period: { externalId: subscriptionId, periodStart: fromUnix(start), periodEnd: fromUnix(end) },
        });
        await rememberPayment(tx, {
          userId: owner.userId,
          purchaseExternalId: object.id as string,
          paymentIntentId: str(object.payment_intent),
          customerId: str(object.customer),
        });
      };
    }
    case 'customer.subscription.deleted': {
      const subscriptionId = object.id as string;
      const endedAt = fromUnix(num(object.ended_at) ?? num(object.canceled_at) ?? created);
      const period = subscriptionPeriod(object);
      const owner = ownerFromMetadata(object.metadata);
      return async (tx) => {
        let row = await maybeOne<{ id: string }>(tx, 'SELECT id FROM subscriptions WHERE external_id = $1', [subscriptionId]);
        // Deleted before its checkout event arrived: remember the end so the late event grants no month after it.
        if (!row && owner && period)
          row = await upsertSubscription(tx, { ...owner, externalId: subscriptionId, periodStart: period.start, periodEnd: period.end });
        if (row) await endSubscription(tx, row.id, endedAt);
      };
    }
    case 'charge.refunded':
    case 'charge.dispute.created': {
      // A dispute names its charge and PaymentIntent; a refunded charge is the charge itself.
      const refund = type === 'charge.refunded';
      if (refund && !((num(object.amount_refunded) ?? 0) > 0)) return nothing;
      const purchase = await purchaseOfPayment(db, str(object.payment_intent), str(object.invoice));
      if (!purchase) {
        log.warn({ object: object.id, type }, 'stripe refund or dispute for an unknown payment; nothing taken back');
        return nothing;
      }
      return async (tx) => {
        const { removed } = await takeBackPurchaseCredits(tx, { purchaseId: purchase.id, reason: refund ? 'refund' : 'dispute', eventId });
        log.info({ purchaseId: purchase.id, removed, type }, 'unspent credits taken back');
      };
    }
  }
}
