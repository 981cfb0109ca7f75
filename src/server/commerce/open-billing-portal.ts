/**
 * POST /v1/billing/portal: the payment provider's self-service page where the
 * parent manages or cancels their subscription (Stripe Customer Portal, or the built-in test
 * portal). Returns to /my-purchases.
 */
import { maybeOne } from '../db/client.ts';
import { AppError } from '../errors.ts';
import type { Runtime } from '../runtime.ts';
import { localizePath, type Locale } from '../../i18n/locales.ts';
import { usablePayments } from './checkout.ts';

export const NO_BILLING_ACCOUNT_MESSAGE = 'You have no subscription or payment to manage yet.';
export const PORTAL_FAILED_MESSAGE = 'The billing page could not be opened. Please try again.';

/**
 * `origin`: where the portal returns to (the request's own origin unless PUBLIC_URL is set);
 * `locale`: the parent's UI language, of the portal and of the page it returns to.
 * @throws AppError not_found (never paid through the provider), unavailable (provider failed or test checkout refused).
 */
export async function openBillingPortal(
  runtime: Runtime,
  userId: string,
  origin: string = runtime.config.publicUrl,
  locale: Locale = 'en',
): Promise<{ url: string }> {
  const payments = usablePayments(runtime);
  const customer = await maybeOne<{ externalId: string }>(
    runtime.db,
    'SELECT external_id AS "externalId" FROM payment_customers WHERE user_id = $1 AND provider = $2',
    [userId, payments.name],
  );
  let session: { url: string } | null;
  try {
    session = await payments.createPortalSession({
      userId,
      customerId: customer?.externalId ?? null,
      returnUrl: new URL(localizePath('/my-purchases', locale), origin).toString(),
      locale,
    });
  } catch (error) {
    runtime.log.error({ err: { message: (error as Error).message }, provider: payments.name }, 'billing portal session failed');
    throw new AppError('unavailable', PORTAL_FAILED_MESSAGE);
  }
  if (!session) throw new AppError('not_found', NO_BILLING_ACCOUNT_MESSAGE);
  return session;
}
