/**
 * A fake Stripe API (vendors are tested against local fakes of their HTTP API).
 *
 * Speaks the parts our adapter uses: `POST /v1/checkout/sessions` (form-encoded, Bearer secret
 * key, Idempotency-Key replays the first answer), `GET /v1/subscriptions/{id}`, `DELETE
 * /v1/subscriptions/{id}` (cancel), `DELETE /v1/customers/{id}` and `POST /v1/billing_portal/sessions`
 * (form: customer, return_url → {id, url}); errors use
 * Stripe's `{error:{type,message}}` shape. `complete(sessionId)` plays the customer paying:
 * it creates the subscription and first invoice of a subscription-mode session and returns the
 * event payloads Stripe would deliver (`checkout.session.completed`, `invoice.paid`), and
 * `renew` / `cancel` make the later ones, `refund` / `dispute` the charge events of a paid session. Tests sign and post them with the stripe library's
 * `webhooks.generateTestHeaderString`.
 */
import { randomBytes } from 'node:crypto';
import { startFakeServer, type FakeServer, type RecordedRequest } from './fake-server.ts';

export const FAKE_STRIPE_KEY = 'sk_test_fake_bedtime';

type Obj = Record<string, any>;

export interface FakeStripeEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  api_version: string;
  livemode: false;
  data: { object: Obj };
}

export interface FakeStripe extends FakeServer {
  /** Checkout sessions created, by id. */
  sessions: Map<string, Obj>;
  subscriptions: Map<string, Obj>;
  /** Parsed form body of a recorded request (`line_items[0][price_data][unit_amount]` → nested objects). */
  form(request: RecordedRequest): Obj;
  /** The customer pays: returns the events Stripe sends (invoice.paid too for subscriptions). */
  complete(sessionId: string, options?: { paymentStatus?: 'paid' | 'unpaid' }): { completed: FakeStripeEvent; invoicePaid?: FakeStripeEvent };
  /** The next billing period of a subscription is paid. */
  renew(subscriptionId: string): FakeStripeEvent;
  /** The subscription is cancelled now. */
  cancel(subscriptionId: string): FakeStripeEvent;
  /** Customers that exist (created when a session completes; removed by DELETE). */
  customers: Set<string>;
  /** The paid session's charge is refunded in full: `charge.refunded`. */
  refund(sessionId: string): FakeStripeEvent;
  /** The paid session's charge is disputed: `charge.dispute.created`. */
  dispute(sessionId: string): FakeStripeEvent;
  /** An event of any type (e.g. one our webhook does not handle). */
  event(type: string, object: Obj): FakeStripeEvent;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const unix = (d = new Date()) => Math.floor(d.getTime() / 1000);
const addMonth = (s: number, months: number) => {
  const d = new Date(s * 1000);
  d.setUTCMonth(d.getUTCMonth() + months);
  return unix(d);
};

/** Stripe's form encoding (`a[b][0][c]=v`) into nested objects and arrays, as Stripe reads it. */
export function parseStripeForm(body: string): Obj {
  const root: Obj = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node: any = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= /^\d+$/.test(parts[i + 1]!) ? [] : {};
      node = node[part];
    });
  }
  return root;
}

/** Drops the fake's own bookkeeping fields (leading underscore). */
const visibleFields = (o: Obj): Obj => Object.fromEntries(Object.entries(o).filter(([k]) => !k.startsWith('_')));

const stripeError = (status: number, type: string, message: string) => ({ status, json: { error: { type, message } } });

export async function startFakeStripe(): Promise<FakeStripe> {
  const sessions = new Map<string, Obj>();
  const subscriptions = new Map<string, Obj>();
  const customers = new Set<string>();
  const idempotent = new Map<string, Obj>();
  const form = (request: RecordedRequest): Obj => parseStripeForm(request.body.toString('utf8'));

  const server = await startFakeServer(async (request) => {
    if (request.headers.authorization !== `Bearer ${FAKE_STRIPE_KEY}`) {
      return stripeError(401, 'invalid_request_error', 'Invalid API Key provided.');
    }
    if (request.method === 'POST' && request.path === '/v1/checkout/sessions') {
      const key = String(request.headers['idempotency-key'] ?? '');
      if (key && idempotent.has(key)) return { status: 200, headers: { 'idempotent-replayed': 'true' }, json: idempotent.get(key) };
      const body = form(request);
      if (!['payment', 'subscription'].includes(body.mode)) return stripeError(400, 'invalid_request_error', 'Invalid mode');
      if (!body.success_url || !Array.isArray(body.line_items) || body.line_items.length === 0) {
        return stripeError(400, 'invalid_request_error', 'Missing required param: line_items.');
      }
      const item = body.line_items[0];
      const unitAmount = Number(item.price_data?.unit_amount ?? 0);
      const sessionId = id('cs_test');
      const session: Obj = {
        id: sessionId,
        object: 'checkout.session',
        mode: body.mode,
        status: 'open',
        payment_status: 'unpaid',
        client_reference_id: body.client_reference_id ?? null,
        customer_email: body.customer_email ?? null,
        metadata: body.metadata ?? {},
        amount_total: unitAmount * Number(item.quantity ?? 1),
        currency: item.price_data?.currency ?? 'eur',
        subscription: null,
        invoice: null,
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        url: `https://checkout.stripe.test/c/pay/${sessionId}`,
        _subscriptionMetadata: body.subscription_data?.metadata ?? {},
        _interval: item.price_data?.recurring?.interval ?? 'month',
      };
      sessions.set(sessionId, session);
      const visible = visibleFields(session);
      if (key) idempotent.set(key, visible);
      return { status: 200, json: visible };
    }
    if (request.method === 'POST' && request.path === '/v1/billing_portal/sessions') {
      const body = form(request);
      if (!customers.has(body.customer)) return stripeError(400, 'invalid_request_error', `No such customer: '${body.customer}'`);
      const portalId = id('bps');
      return {
        status: 200,
        json: {
          id: portalId,
          object: 'billing_portal.session',
          customer: body.customer,
          return_url: body.return_url ?? null,
          url: `https://billing.stripe.test/p/session/${portalId}`,
        },
      };
    }
    const customer = /^\/v1\/customers\/([^/]+)$/.exec(request.path);
    if (request.method === 'DELETE' && customer) {
      if (!customers.delete(customer[1]!)) return stripeError(404, 'invalid_request_error', `No such customer: '${customer[1]}'`);
      return { status: 200, json: { id: customer[1], object: 'customer', deleted: true } };
    }
    const cancelled = /^\/v1\/subscriptions\/([^/]+)$/.exec(request.path);
    if (request.method === 'DELETE' && cancelled) {
      const found = subscriptions.get(cancelled[1]!);
      if (!found) return stripeError(404, 'invalid_request_error', `No such subscription: '${cancelled[1]}'`);
      found.status = 'canceled';
      found.canceled_at = unix();
      found.ended_at = unix();
      return { status: 200, json: visibleFields(found) };
    }
    const sub = /^\/v1\/subscriptions\/([^/]+)$/.exec(request.path);
    if (request.method === 'GET' && sub) {
      const found = subscriptions.get(sub[1]!);
      return found ? { status: 200, json: visibleFields(found) } : stripeError(404, 'invalid_request_error', `No such subscription: '${sub[1]}'`);
    }
    return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${request.method}: ${request.path}).`);
  });

  const event = (type: string, object: Obj): FakeStripeEvent => ({
    id: id('evt'),
    object: 'event',
    type,
    created: unix(),
    api_version: '2026-10-28.endive',
    livemode: false,
    data: { object: structuredClone(object) },
  });

  const invoiceFor = (subscription: Obj, start: number, end: number, reason: string): Obj => ({
    id: id('in'),
    object: 'invoice',
    billing_reason: reason,
    status: 'paid',
    customer: subscription.customer,
    payment_intent: id('pi'),
    amount_paid: subscription._amount,
    currency: subscription._currency,
    parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
    lines: { object: 'list', data: [{ id: id('il'), object: 'line_item', amount: subscription._amount, period: { start, end } }] },
  });

  return {
    ...server,
    sessions,
    subscriptions,
    customers,
    form,
    event,
    complete(sessionId, options = {}) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`fake stripe: no session ${sessionId}`);
      session.status = 'complete';
      session.payment_status = options.paymentStatus ?? 'paid';
      session.customer = id('cus');
      customers.add(session.customer);
      session.payment_intent = session.mode === 'payment' ? id('pi') : null;
      let invoicePaid: FakeStripeEvent | undefined;
      if (session.mode === 'subscription') {
        const start = unix();
        const months = session._interval === 'year' ? 12 : 1;
        const subscription: Obj = {
          id: id('sub'),
          object: 'subscription',
          status: 'active',
          metadata: session._subscriptionMetadata,
          items: {
            object: 'list',
            data: [{ id: id('si'), object: 'subscription_item', current_period_start: start, current_period_end: addMonth(start, months) }],
          },
          latest_invoice: null,
          customer: session.customer,
          _amount: session.amount_total,
          _currency: session.currency,
          _months: months,
        };
        const invoice = invoiceFor(subscription, start, addMonth(start, months), 'subscription_create');
        session._paymentIntent = invoice.payment_intent;
        subscription.latest_invoice = invoice.id;
        subscriptions.set(subscription.id, subscription);
        session.subscription = subscription.id;
        session.invoice = invoice.id;
        invoicePaid = event('invoice.paid', invoice);
      }
      return { completed: event('checkout.session.completed', visibleFields(session)), invoicePaid };
    },
    renew(subscriptionId) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`fake stripe: no subscription ${subscriptionId}`);
      const item = subscription.items.data[0];
      const start = item.current_period_end;
      const end = addMonth(start, subscription._months);
      item.current_period_start = start;
      item.current_period_end = end;
      const invoice = invoiceFor(subscription, start, end, 'subscription_cycle');
      subscription.latest_invoice = invoice.id;
      return event('invoice.paid', invoice);
    },
    cancel(subscriptionId) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`fake stripe: no subscription ${subscriptionId}`);
      subscription.status = 'canceled';
      subscription.canceled_at = unix();
      subscription.ended_at = unix();
      return event('customer.subscription.deleted', visibleFields(subscription));
    },
    refund(sessionId) {
      const session = sessions.get(sessionId);
      const paymentIntent = session?.payment_intent ?? session?._paymentIntent;
      if (!paymentIntent) throw new Error(`fake stripe: session ${sessionId} has no payment`);
      return event('charge.refunded', {
        id: id('ch'),
        object: 'charge',
        payment_intent: paymentIntent,
        customer: session!.customer,
        amount: session!.amount_total,
        amount_refunded: session!.amount_total,
        refunded: true,
        currency: session!.currency,
      });
    },
    dispute(sessionId) {
      const session = sessions.get(sessionId);
      const paymentIntent = session?.payment_intent ?? session?._paymentIntent;
      if (!paymentIntent) throw new Error(`fake stripe: session ${sessionId} has no payment`);
      return event('charge.dispute.created', {
        id: id('dp'),
        object: 'dispute',
        charge: id('ch'),
        payment_intent: paymentIntent,
        amount: session!.amount_total,
        currency: session!.currency,
        reason: 'fraudulent',
        status: 'needs_response',
      });
    },
  };
}
