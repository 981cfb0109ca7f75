/**
 * Pricing display rules (SPEC §2 /pricing, §9 Pricing): which plans show, in what order, how
 * prices and entitlements read. Pure functions, shared by the island and its unit tests.
 */

export type Resource = 'STORY_GENERATION' | 'VOICE_SAMPLE' | 'IMAGE_SAMPLE';
export type Interval = 'month' | 'year' | 'one_time';

/** SPEC §3 Entitlement, Price and Plan as the client receives them (camelCase). */
export interface Entitlement {
  id: number;
  resource: Resource;
  quantity: number;
}
export interface Price {
  id: string;
  isActive: boolean;
  interval: Interval;
  /** Major units (11.99). */
  amount: number;
  currency: string;
  friendlyName: string;
  validityDays?: number | null;
  entitlements: Entitlement[];
}
export interface Plan {
  id: string;
  name?: string;
  kind: 'subscription' | 'one_time';
  description: string;
  isActive: boolean;
  prices: Price[];
}

export type PlanView = 'subscriptions' | 'bundles';
export type BillingInterval = 'month' | 'year';

/** One card: a plan with the price shown for the current view. */
export interface PlanCard {
  plan: Plan;
  price: Price;
}

/** SPEC §3 resource names as shown to parents. */
export const RESOURCE_LABELS: Record<Resource, { one: string; many: string }> = {
  STORY_GENERATION: { one: 'AI Story', many: 'AI Stories' },
  VOICE_SAMPLE: { one: 'Narrator Voice', many: 'Narrator Voices' },
  IMAGE_SAMPLE: { one: 'Story Character', many: 'Story Characters' },
};

/** Amounts formatted en-US in the price's currency (SPEC §9): 11.99 EUR → '€11.99'. */
export function formatAmount(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amount);
}

/** A yearly price per month: amount / 12, rounded to the cent (SPEC §9). */
export function perMonth(yearlyAmount: number): number {
  return Math.round((yearlyAmount / 12) * 100) / 100;
}

/** SPEC §9: 1 − yearly / (12 × monthly) as a rounded percent, or null when not positive. */
export function yearlySavingPercent(monthlyAmount: number, yearlyAmount: number): number | null {
  if (!(monthlyAmount > 0)) return null;
  const saving = 1 - yearlyAmount / (12 * monthlyAmount);
  const percent = Math.round(saving * 100);
  return saving > 0 && percent > 0 ? percent : null;
}

/** The saving of one plan's yearly price against its monthly one. */
export function planSaving(plan: Plan): number | null {
  const monthly = plan.prices.find((p) => p.isActive && p.interval === 'month');
  const yearly = plan.prices.find((p) => p.isActive && p.interval === 'year');
  return monthly && yearly ? yearlySavingPercent(monthly.amount, yearly.amount) : null;
}

/** The largest saving among subscription plans, for the Yearly toggle's badge. */
export function bestSaving(plans: Plan[]): number | null {
  const savings = plans.filter((p) => p.isActive && p.kind === 'subscription').map(planSaving).filter((s): s is number => s !== null);
  return savings.length ? Math.max(...savings) : null;
}

/** Cards of a view: active plans with an active price of the interval, cheapest first (SPEC §9). */
export function planCards(plans: Plan[], view: PlanView, interval: BillingInterval): PlanCard[] {
  const cards: PlanCard[] = [];
  for (const plan of plans) {
    if (!plan.isActive) continue;
    if ((view === 'subscriptions') !== (plan.kind === 'subscription')) continue;
    const wanted: Interval = view === 'bundles' ? 'one_time' : interval;
    const price = plan.prices.filter((p) => p.isActive && p.interval === wanted).sort((a, b) => a.amount - b.amount)[0];
    if (price) cards.push({ plan, price });
  }
  return cards.sort((a, b) => a.price.amount - b.price.amount);
}

/** The price a card shows large, and the line under it. */
export function displayPrice(price: Price): { main: string; unit: string; note: string | null } {
  if (price.interval === 'year') {
    return { main: formatAmount(perMonth(price.amount), price.currency), unit: '/month', note: `Billed ${formatAmount(price.amount, price.currency)} yearly` };
  }
  if (price.interval === 'month') return { main: formatAmount(price.amount, price.currency), unit: '/month', note: 'Billed monthly' };
  return { main: formatAmount(price.amount, price.currency), unit: 'one-time', note: null };
}

/** The entitlement list of a card, in SPEC §3 words. */
export function entitlementLines(price: Price): string[] {
  const order: Resource[] = ['STORY_GENERATION', 'VOICE_SAMPLE', 'IMAGE_SAMPLE'];
  const lines = [...price.entitlements]
    .sort((a, b) => order.indexOf(a.resource) - order.indexOf(b.resource))
    .map((e) => {
      const label = RESOURCE_LABELS[e.resource] ?? { one: e.resource, many: e.resource };
      if (e.quantity < 0) return `Unlimited ${label.many}`;
      const noun = e.quantity === 1 ? label.one : label.many;
      if (e.resource === 'STORY_GENERATION') return price.interval === 'one_time' ? `${e.quantity} ${noun}` : `${e.quantity} ${noun} per month`;
      return `Up to ${e.quantity} ${noun} saved`;
    });
  if (price.interval === 'one_time' && price.validityDays) {
    lines.push(price.validityDays % 365 === 0 ? `Valid for ${price.validityDays / 365 === 1 ? '1 year' : `${price.validityDays / 365} years`}` : `Valid for ${price.validityDays} days`);
  }
  return lines;
}

/** /login URL for a signed-out choice (SPEC §4): back to /pricing with the selected price. */
export function loginUrlFor(priceId: string): string {
  return `/login?redirectTo=${encodeURIComponent('/pricing')}&selectedPriceId=${encodeURIComponent(priceId)}`;
}

/** SPEC §5 Gift code: the trimmed value must be non-empty. */
export const canRedeem = (code: string, redeeming: boolean) => code.trim().length > 0 && !redeeming;
