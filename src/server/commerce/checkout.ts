/**
 * Checkout (POST /v1/purchases/create-checkout-session): a session
 * row of ours for every attempt, then either a Stripe Checkout Session (fulfilled only by the
 * signed webhook) or, without Stripe, the built-in test checkout page, which completes or
 * cancels the session through the same fulfilment code.
 */
import type { Runtime } from '../runtime.ts';
import { maybeOne, one } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { findPrice, toMajor, type PriceRow } from './catalogue.ts';
import { fulfilPurchase } from './fulfilment.ts';
import { createPayments, type PaymentsProvider } from '../providers/payments/index.ts';
import { localizePath, type Locale } from '../../i18n/locales.ts';
import { configuredCatalogue, planDescription } from './plan-descriptions.ts';

/** Checkout fallback, shown in the consent dialog and as a notification. */
export const CHECKOUT_FAILED_MESSAGE = 'Failed to initiate checkout. Please try again.';
export const PLAN_UNAVAILABLE_MESSAGE = 'This plan is no longer available.';

/** Where a finished checkout returns (/purchase/success reads price_id and amount), in the UI language `locale`. */
export function successUrl(publicUrl: string, price: Pick<PriceRow, 'id' | 'amount'>, locale: Locale = 'en'): string {
  const url = new URL(localizePath('/purchase/success', locale), publicUrl);
  url.searchParams.set('price_id', price.id);
  url.searchParams.set('amount', toMajor(price.amount).toFixed(2));
  return url.toString();
}
export const errorUrl = (publicUrl: string, locale: Locale = 'en') => new URL(localizePath('/purchase/error', locale), publicUrl).toString();
/** Same-site path of an absolute URL (the test checkout stays on whatever host the browser used). */
const pathOf = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

/** Refusal of the built-in test checkout on a scaled install without ALLOW_TEST_CHECKOUT. */
export const TEST_CHECKOUT_DISABLED_MESSAGE = 'Payments are not set up on this server yet. Please try again later.';

/**
 * The built-in test checkout grants credits without payment: always allowed in the embedded mode,
 * on a scaled (Postgres) install only with ALLOW_TEST_CHECKOUT=true.
 */
export function testCheckoutAllowed(runtime: Pick<Runtime, 'mode' | 'config'>): boolean {
  return runtime.mode === 'embedded' || runtime.config.ALLOW_TEST_CHECKOUT;
}

/** True when the configured provider is one whose checkout grants credits without payment (its pages are this app's). */
export const paymentsAreTest = (runtime: Pick<Runtime, 'config'>): boolean => createPayments(runtime.config).grantsWithoutPayment;

/**
 * The configured payments provider for a checkout or a portal session. One that grants credits
 * without payment (the built-in test checkout) is refused on a scaled install unless
 * ALLOW_TEST_CHECKOUT=true.
 * @throws AppError unavailable (TEST_CHECKOUT_DISABLED_MESSAGE)
 */
export function usablePayments(runtime: Pick<Runtime, 'mode' | 'config'>): PaymentsProvider {
  const payments = createPayments(runtime.config);
  if (payments.grantsWithoutPayment && !testCheckoutAllowed(runtime)) throw new AppError('unavailable', TEST_CHECKOUT_DISABLED_MESSAGE);
  return payments;
}

/** Logs at start what the test checkout will do on a scaled install. */
export function warnAboutTestCheckout(runtime: Pick<Runtime, 'mode' | 'config' | 'log'>): void {
  if (runtime.mode === 'embedded' || !paymentsAreTest(runtime)) return;
  if (runtime.config.ALLOW_TEST_CHECKOUT) {
    runtime.log.warn(
      'payments: no STRIPE_SECRET_KEY and ALLOW_TEST_CHECKOUT=true: the built-in test checkout grants credits WITHOUT payment on this scaled install',
    );
  } else {
    runtime.log.warn(
      'payments: no STRIPE_SECRET_KEY on a scaled install: checkout is refused (set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or ALLOW_TEST_CHECKOUT=true for a test system)',
    );
  }
}

/**
 * Creates a checkout for an active price; returns the URL the browser goes to (a same-site path for
 * the test checkout). `origin`: where a Stripe checkout returns to (the request's own origin unless
 * PUBLIC_URL is set, src/server/http/origin.ts). `locale`: the UI language of the
 * checkout page, the plan description on it and the pages it returns to.
 */
export async function createCheckoutSession(
  runtime: Runtime,
  user: { id: string; email: string },
  priceId: string,
  origin: string = runtime.config.publicUrl,
  locale: Locale = 'en',
): Promise<{ checkoutUrl: string }> {
  const price = await findPrice(runtime.db, priceId);
  if (!price || !price.isActive) throw new AppError('not_found', PLAN_UNAVAILABLE_MESSAGE);
  const payments = usablePayments(runtime);
  const row = await one<{ id: string }>(runtime.db, `INSERT INTO checkout_sessions (user_id, price_id, provider) VALUES ($1, $2, $3) RETURNING id`, [
    user.id,
    price.id,
    payments.name,
  ]);

  let session: { externalId: string | null; url: string | null };
  try {
    session = await payments.createCheckout({
      checkoutId: row.id,
      userId: user.id,
      email: user.email,
      price: {
        ...price,
        planDescription: planDescription(configuredCatalogue(runtime.config), { id: price.planId, description: price.planDescription }, locale).text,
      },
      successUrl: successUrl(origin, price, locale),
      cancelUrl: errorUrl(origin, locale),
      locale,
    });
  } catch (error) {
    runtime.log.error({ err: { message: (error as Error).message }, priceId, provider: payments.name }, 'checkout session failed');
    await runtime.db.query(`UPDATE checkout_sessions SET status = 'failed' WHERE id = $1`, [row.id]);
    throw new AppError('unavailable', CHECKOUT_FAILED_MESSAGE);
  }
  if (session.externalId) await runtime.db.query(`UPDATE checkout_sessions SET external_id = $2 WHERE id = $1`, [row.id, session.externalId]);
  if (!session.url) throw new AppError('unavailable', CHECKOUT_FAILED_MESSAGE);
  return { checkoutUrl: session.url };
}

/** What the test checkout page shows. */
export interface TestCheckoutView {
  id: string;
  status: string;
  priceId: string;
  planName: string;
  friendlyName: string;
  interval: PriceRow['interval'];
  /** Major units. */
  amount: number;
  currency: string;
  /** The plan's description in the page's UI language, or English. */
  description: string;
  descriptionLang: Locale;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A built-in test checkout session by id (the id is unguessable; it shows only plan and amount), its plan described in `locale`. */
export async function readTestCheckout(runtime: Runtime, sessionId: string, locale: Locale = 'en'): Promise<TestCheckoutView | null> {
  if (!UUID.test(sessionId) || !paymentsAreTest(runtime) || !testCheckoutAllowed(runtime)) return null;
  const row = await maybeOne<{ id: string; status: string; priceId: string }>(
    runtime.db,
    `SELECT id, status, price_id AS "priceId" FROM checkout_sessions WHERE id = $1 AND provider = 'test'`,
    [sessionId],
  );
  if (!row) return null;
  const price = await findPrice(runtime.db, row.priceId);
  if (!price) return null;
  const described = planDescription(configuredCatalogue(runtime.config), { id: price.planId, description: price.planDescription }, locale);
  return {
    ...row,
    planName: price.planName,
    friendlyName: price.friendlyName,
    interval: price.interval,
    amount: toMajor(price.amount),
    currency: price.currency.toUpperCase(),
    description: described.text,
    descriptionLang: described.lang,
  };
}

/**
 * Completes or cancels the user's open test session. Completing fulfils the purchase exactly
 * once (the open → completed update is the guard). Returns the path the browser goes to next,
 * in the UI language `locale`.
 */
export async function finishTestCheckout(
  runtime: Runtime,
  userId: string,
  sessionId: string,
  outcome: 'complete' | 'cancel',
  locale: Locale = 'en',
): Promise<{ redirectUrl: string }> {
  if (!paymentsAreTest(runtime) || !UUID.test(sessionId)) throw new AppError('not_found', 'This checkout session does not exist.');
  if (!testCheckoutAllowed(runtime)) throw new AppError('unavailable', TEST_CHECKOUT_DISABLED_MESSAGE);
  return runtime.db.transaction(async (tx) => {
    const row = await maybeOne<{ id: string; status: string; priceId: string }>(
      tx,
      `SELECT id, status, price_id AS "priceId" FROM checkout_sessions WHERE id = $1 AND user_id = $2 AND provider = 'test' FOR UPDATE`,
      [sessionId, userId],
    );
    if (!row) throw new AppError('not_found', 'This checkout session does not exist.');
    const price = await findPrice(tx, row.priceId);
    if (!price) throw new AppError('not_found', PLAN_UNAVAILABLE_MESSAGE);
    if (row.status !== 'open') {
      if (row.status === 'completed' && outcome === 'complete') return { redirectUrl: pathOf(successUrl(runtime.config.publicUrl, price, locale)) };
      throw new AppError('conflict', 'This checkout session has already ended.');
    }
    if (outcome === 'cancel') {
      await tx.query(`UPDATE checkout_sessions SET status = 'canceled' WHERE id = $1`, [row.id]);
      return { redirectUrl: pathOf(errorUrl(runtime.config.publicUrl, locale)) };
    }
    await fulfilPurchase(tx, { userId, priceId: price.id, origin: 'test_checkout', externalId: `test_${row.id}` });
    await tx.query(`UPDATE checkout_sessions SET status = 'completed', completed_at = now() WHERE id = $1`, [row.id]);
    return { redirectUrl: pathOf(successUrl(runtime.config.publicUrl, price, locale)) };
  });
}
