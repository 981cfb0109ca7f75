/**
 * Pricing display rules: which plans show, in what order, how
 * prices and entitlements read. Pure functions, shared by the island and its unit tests.
 */
import { numberFormat, pluralCategory } from '../../i18n/format.ts';

export type Resource = 'STORY_GENERATION' | 'VOICE_SAMPLE' | 'IMAGE_SAMPLE';
export type Interval = 'month' | 'year' | 'one_time';

/** Entitlement, Price and Plan as the client receives them (camelCase). */
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
  /** In the UI language when the catalogue has it, else English. */
  description: string;
  /** The language `description` is written in (GET /v1/plans?locale=…); absent: English. */
  descriptionLang?: string;
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

/** Amounts in the price's currency, en-US unless a UI locale is given: 11.99 EUR → '€11.99', 'de' → '11,99 €'. */
export function formatAmount(amount: number, currency: string, locale = 'en-US'): string {
  return numberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(amount);
}

/**
 * The words of the plan cards: message templates of the pr_ family in the page's
 * language. English when not given; `{count}`, `{amount}` are filled here.
 */
export interface PriceWords {
  locale: string;
  t: Record<
    | 'pr_per_month'
    | 'pr_one_time'
    | 'pr_billed_yearly'
    | 'pr_billed_monthly'
    | 'pr_story_one'
    | 'pr_story_other'
    | 'pr_story_month_one'
    | 'pr_story_month_other'
    | 'pr_voice_one'
    | 'pr_voice_other'
    | 'pr_character_one'
    | 'pr_character_other'
    | 'pr_unlimited_story'
    | 'pr_unlimited_voice'
    | 'pr_unlimited_character'
    | 'pr_valid_days'
    | 'pr_valid_years_one'
    | 'pr_valid_years_other',
    string
  >;
}
const ENGLISH_WORDS: PriceWords = {
  locale: 'en-US',
  t: {
    pr_per_month: '/month',
    pr_one_time: 'one-time',
    pr_billed_yearly: 'Billed {amount} yearly',
    pr_billed_monthly: 'Billed monthly',
    pr_story_one: '{count} AI Story',
    pr_story_other: '{count} AI Stories',
    pr_story_month_one: '{count} AI Story per month',
    pr_story_month_other: '{count} AI Stories per month',
    pr_voice_one: 'Up to {count} Narrator Voice saved',
    pr_voice_other: 'Up to {count} Narrator Voices saved',
    pr_character_one: 'Up to {count} Story Character saved',
    pr_character_other: 'Up to {count} Story Characters saved',
    pr_unlimited_story: 'Unlimited AI Stories',
    pr_unlimited_voice: 'Unlimited Narrator Voices',
    pr_unlimited_character: 'Unlimited Story Characters',
    pr_valid_days: 'Valid for {count} days',
    pr_valid_years_one: 'Valid for 1 year',
    pr_valid_years_other: 'Valid for {count} years',
  },
};
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (w, k: string) => (k in values ? String(values[k]) : w));
const one = (count: number, locale: string) => pluralCategory(count, locale) === 'one';

/** A yearly price per month: amount / 12, rounded to the cent. */
export function perMonth(yearlyAmount: number): number {
  return Math.round((yearlyAmount / 12) * 100) / 100;
}

/** 1 − yearly / (12 × monthly) as a rounded percent, or null when not positive. */
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
  const savings = plans
    .filter((p) => p.isActive && p.kind === 'subscription')
    .map(planSaving)
    .filter((s): s is number => s !== null);
  return savings.length ? Math.max(...savings) : null;
}

/** Cards of a view: active plans with an active price of the interval, cheapest first. */
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
export function displayPrice(price: Price, words: PriceWords = ENGLISH_WORDS): { main: string; unit: string; note: string | null } {
  const { t, locale } = words;
  if (price.interval === 'year') {
    return {
      main: formatAmount(perMonth(price.amount), price.currency, locale),
      unit: t.pr_per_month,
      note: fill(t.pr_billed_yearly, { amount: formatAmount(price.amount, price.currency, locale) }),
    };
  }
  if (price.interval === 'month') return { main: formatAmount(price.amount, price.currency, locale), unit: t.pr_per_month, note: t.pr_billed_monthly };
  return { main: formatAmount(price.amount, price.currency, locale), unit: t.pr_one_time, note: null };
}

/** The entitlement list of a card, in the words parents see. */
export function entitlementLines(price: Price, words: PriceWords = ENGLISH_WORDS): string[] {
  const { t, locale } = words;
  const order: Resource[] = ['STORY_GENERATION', 'VOICE_SAMPLE', 'IMAGE_SAMPLE'];
  const lines = [...price.entitlements]
    .sort((a, b) => order.indexOf(a.resource) - order.indexOf(b.resource))
    .map((e) => {
      const count = e.quantity;
      const pick = (singular: string, plural: string) => fill(one(count, locale) ? singular : plural, { count });
      if (e.resource === 'STORY_GENERATION') {
        if (count < 0) return t.pr_unlimited_story;
        return price.interval === 'one_time' ? pick(t.pr_story_one, t.pr_story_other) : pick(t.pr_story_month_one, t.pr_story_month_other);
      }
      if (e.resource === 'VOICE_SAMPLE') return count < 0 ? t.pr_unlimited_voice : pick(t.pr_voice_one, t.pr_voice_other);
      if (e.resource === 'IMAGE_SAMPLE') return count < 0 ? t.pr_unlimited_character : pick(t.pr_character_one, t.pr_character_other);
      return `${count} ${e.resource}`;
    });
  if (price.interval === 'one_time' && price.validityDays) {
    const years = price.validityDays / 365;
    lines.push(
      price.validityDays % 365 === 0
        ? years === 1
          ? t.pr_valid_years_one
          : fill(t.pr_valid_years_other, { count: years })
        : fill(t.pr_valid_days, { count: price.validityDays }),
    );
  }
  return lines;
}

/** /login URL for a signed-out choice: back to /pricing with the selected price. */
export function loginUrlFor(priceId: string): string {
  return `/login?redirectTo=${encodeURIComponent('/pricing')}&selectedPriceId=${encodeURIComponent(priceId)}`;
}

/** Gift code: the trimmed value must be non-empty. */
export const canRedeem = (code: string, redeeming: boolean) => code.trim().length > 0 && !redeeming;
