/**
 * The /pricing island: Subscriptions / Credit Bundles toggle, Monthly / Yearly (default Yearly) with the 'Save N%'
 * badge, plan cards, the gift-code box, the consent dialog (loaded on first use) and the two
 * loading overlays. Signed out, 'Choose Plan' goes to /login and comes back with the selected
 * price, which then opens the consent dialog.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { track } from '../../lib/analytics.ts';
import { useHydrated } from '../shared/use-hydrated.ts';
import { readStoredAuth } from '../../lib/stores/auth.ts';
import { notify } from '../../lib/stores/notifications.ts';
import { emit, USAGE_CHANGED_EVENT } from '../../lib/story-events.ts';
import { createCheckoutSession, fetchPlans, MESSAGES, PURCHASE_MESSAGE_KEY, PURCHASES_CHANGED_EVENT, redeemGiftCode } from './pricing-api.ts';
import { format } from '../../i18n/format.ts';
import { descriptionLangAttrs } from './plan-description.ts';
import type { IslandMessages } from '../../i18n/messages.ts';
import { localHref } from '../../i18n/ui-language.ts';
import type { LanguageCode } from '../../shared/catalog.ts';
import {
  bestSaving,
  canRedeem,
  displayPrice,
  entitlementLines,
  loginUrlFor,
  planCards,
  planSaving,
  type BillingInterval,
  type Plan,
  type PlanCard,
  type PlanView,
  type Price,
  type PriceWords,
} from './pricing-rules.ts';

/** The island's texts in the page's language (src/pages/pricing.astro passes them). */
export type PricingMessages = IslandMessages<'pr_' | 'common_'>;
/** The fixed English error texts of pricing-api.ts, shown in the page's language. */
const SPEC_TEXT_KEY: Record<string, keyof PricingMessages> = {
  [MESSAGES.noCheckoutUrl]: 'pr_no_checkout_url',
  [MESSAGES.checkoutFailed]: 'pr_checkout_failed',
  [MESSAGES.giftFailed]: 'pr_gift_failed',
  [MESSAGES.giftRedeemed]: 'pr_gift_redeemed',
};

const ConsentDialog = lazy(() => import('./ConsentDialog.tsx'));

type Load = { state: 'loading' } | { state: 'error' } | { state: 'ready'; plans: Plan[] };
type Consent = { kind: 'checkout'; price: Price; planName: string } | { kind: 'gift'; code: string };

const messageOf = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

function Overlay({ text }: { text: string }) {
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-night-900/60 p-4" role="status" aria-live="polite">
      <div className="flex flex-col items-center gap-4 rounded-3xl bg-white px-8 py-6 shadow-xl">
        <span className="spinner" aria-hidden="true" />
        <p className="text-lg font-bold text-night-800">{text}</p>
      </div>
    </div>
  );
}

function Toggle<T extends string>({
  options,
  value,
  onChange,
  label,
}: {
  options: Array<{ value: T; label: React.ReactNode }>;
  value: T;
  onChange: (v: T) => void;
  label: string;
}) {
  return (
    <div role="radiogroup" aria-label={label} className="inline-flex rounded-full bg-night-100 p-1">
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          role="radio"
          aria-checked={value === o.value}
          onClick={() => onChange(o.value)}
          className={`inline-flex items-center gap-2 rounded-full px-4 py-2 font-bold transition ${value === o.value ? 'bg-white text-night-900 shadow' : 'text-night-700 hover:text-night-900'}`}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}

function Card({
  card,
  saving,
  onChoose,
  disabled,
  t,
  words,
}: {
  card: PlanCard;
  saving: number | null;
  onChoose: () => void;
  disabled: boolean;
  t: PricingMessages;
  words: PriceWords;
}) {
  const price = displayPrice(card.price, words);
  return (
    <article className="card flex flex-col" data-testid="plan-card" aria-labelledby={`plan-${card.price.id}`}>
      <div className="flex items-start justify-between gap-2">
        <h3 id={`plan-${card.price.id}`} className="text-2xl font-extrabold text-night-900" translate="no">
          {card.price.friendlyName}
        </h3>
        {saving !== null && (
          <span className="rounded-full bg-moon-300 px-3 py-1 text-sm font-bold text-night-900">{format(t.pr_save, { percent: saving })}</span>
        )}
      </div>
      <p className="mt-2 text-night-700" data-plan-description {...descriptionLangAttrs(card.plan, words.locale)}>
        {card.plan.description}
      </p>
      <p className="mt-4">
        <span className="text-4xl font-extrabold text-night-900" data-testid="plan-price">
          {price.main}
        </span>
        <span className="ms-1 text-night-700">{price.unit}</span>
      </p>
      {price.note && <p className="text-sm text-night-700">{price.note}</p>}
      <ul className="mt-4 flex-1 space-y-2">
        {entitlementLines(card.price, words).map((line) => (
          <li key={line} className="flex gap-2 text-night-800">
            <span aria-hidden="true" className="text-night-500">
              ★
            </span>
            {line}
          </li>
        ))}
      </ul>
      <button type="button" className="btn-primary mt-6 w-full" onClick={onChoose} disabled={disabled}>
        {t.pr_choose_plan}
      </button>
    </article>
  );
}

export interface PricingProps {
  /** The plans the server rendered (prices in the HTML); null: load them in the browser. */
  initialPlans?: Plan[] | null;
  /** The page's language and its texts (server and browser render the same). */
  locale: LanguageCode;
  t: PricingMessages;
}

export default function Pricing({ initialPlans = null, locale, t }: PricingProps) {
  const words: PriceWords = { locale, t };
  const say = (text: string) => (SPEC_TEXT_KEY[text] ? t[SPEC_TEXT_KEY[text]] : text);
  const [load, setLoad] = useState<Load>(initialPlans ? { state: 'ready', plans: initialPlans } : { state: 'loading' });
  const [view, setView] = useState<PlanView>('subscriptions');
  const [interval, setInterval] = useState<BillingInterval>('year');
  const [consent, setConsent] = useState<Consent | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'checkout' | 'gift' | null>(null);
  const [giftCode, setGiftCode] = useState('');
  const [giftError, setGiftError] = useState<string | null>(null);
  // The island hydrates when the visitor starts using it (src/directives/on-interaction.ts): the
  // server-rendered buttons are enabled, and the tap that started it is clicked again.
  const hydrated = useHydrated();
  const giftInput = useRef<HTMLInputElement>(null);

  const loadPlans = useCallback(async () => {
    // Plans are retried twice.
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        return setLoad({ state: 'ready', plans: await fetchPlans(locale) });
      } catch {
        if (attempt === 2) setLoad({ state: 'error' });
      }
    }
  }, [locale]);

  useEffect(() => {
    // The page's view events are sent by src/lib/site/pricing-view.ts, whether or not this hydrates.
    if (!initialPlans) void loadPlans();
  }, [loadPlans, initialPlans]);

  // A code typed while the island was starting is in the field but not yet in the state.
  useEffect(() => {
    const typed = giftInput.current?.value;
    if (typed) setGiftCode(typed);
  }, []);

  const openCheckoutConsent = useCallback((price: Price, planName: string) => {
    setDialogError(null);
    setConsent({ kind: 'checkout', price, planName });
  }, []);

  // Back from /login with a selected price: resume the flow at the consent dialog.
  useEffect(() => {
    if (load.state !== 'ready') return;
    const url = new URL(window.location.href);
    const selected = url.searchParams.get('selectedPriceId');
    if (!selected) return;
    url.searchParams.delete('selectedPriceId');
    history.replaceState(history.state, '', url.pathname + url.search + url.hash);
    if (!readStoredAuth()) return;
    for (const plan of load.plans) {
      const price = plan.prices.find((p) => p.id === selected && p.isActive);
      if (!price) continue;
      setView(plan.kind === 'subscription' ? 'subscriptions' : 'bundles');
      if (price.interval === 'month' || price.interval === 'year') setInterval(price.interval);
      openCheckoutConsent(price, price.friendlyName);
    }
  }, [load, openCheckoutConsent]);

  const plans = load.state === 'ready' ? load.plans : [];
  const cards = useMemo(() => planCards(plans, view, interval), [plans, view, interval]);
  const saving = useMemo(() => bestSaving(plans), [plans]);

  function choose(card: PlanCard) {
    track('plan-selected', { priceId: card.price.id, interval: card.price.interval });
    if (!readStoredAuth()) {
      track('login-redirect-from-pricing');
      // The same sign-in round trip as loginUrlFor, on the page's language's addresses.
      window.location.assign(
        locale === 'en'
          ? loginUrlFor(card.price.id)
          : `${localHref('/login', locale)}?redirectTo=${encodeURIComponent(localHref('/pricing', locale))}&selectedPriceId=${encodeURIComponent(card.price.id)}`,
      );
      return;
    }
    openCheckoutConsent(card.price, card.price.friendlyName);
  }

  function closeDialog() {
    if (busy) return;
    setConsent(null);
    setDialogError(null);
  }

  async function accept() {
    if (!consent) return;
    setDialogError(null);
    if (consent.kind === 'checkout') {
      setBusy('checkout');
      track('checkout-initiated', { priceId: consent.price.id });
      try {
        const { checkoutUrl } = await createCheckoutSession(consent.price.id, locale);
        if (!checkoutUrl) throw new Error(MESSAGES.noCheckoutUrl);
        window.location.assign(checkoutUrl);
        // Keep the overlay while the browser leaves for the checkout page.
      } catch (error) {
        const message = messageOf(error, MESSAGES.checkoutFailed);
        track('checkout-failed', { error: message });
        setDialogError(say(message));
        notify(say(message), 'error');
        setBusy(null);
      }
      return;
    }
    setBusy('gift');
    try {
      const { message } = await redeemGiftCode(consent.code.trim());
      try {
        sessionStorage.setItem(PURCHASE_MESSAGE_KEY, message || t.pr_gift_redeemed);
      } catch {
        // storage unavailable: the success page shows its default message
      }
      emit(USAGE_CHANGED_EVENT);
      window.dispatchEvent(new Event(PURCHASES_CHANGED_EVENT));
      window.location.assign(localHref('/purchase/success', locale));
    } catch (error) {
      const message = messageOf(error, MESSAGES.giftFailed);
      setDialogError(say(message));
      setGiftError(say(message));
      setBusy(null);
    }
  }

  function submitGift(e: React.FormEvent) {
    e.preventDefault();
    if (!canRedeem(giftCode, busy !== null)) return;
    setGiftError(null);
    if (!readStoredAuth()) {
      window.location.assign(`${localHref('/login', locale)}?redirectTo=${encodeURIComponent(localHref('/pricing', locale))}`);
      return;
    }
    setDialogError(null);
    setConsent({ kind: 'gift', code: giftCode });
  }

  const switchView = (v: PlanView) => {
    setView(v);
    track('plan-type-switched', { view: v });
  };
  const switchInterval = (v: BillingInterval) => {
    setInterval(v);
    track('plan-type-switched', { interval: v });
  };

  let body: React.ReactNode;
  if (load.state === 'loading') {
    body = (
      <div className="flex flex-col items-center gap-4 py-16">
        <span className="spinner" aria-hidden="true" />
        <p className="text-night-700">{t.pr_loading}</p>
      </div>
    );
  } else if (load.state === 'error') {
    body = (
      <p role="alert" className="card text-center text-rose-800">
        {t.pr_error}
      </p>
    );
  } else if (plans.length === 0) {
    body = <p className="card text-center text-night-700">{t.pr_none}</p>;
  } else if (cards.length === 0) {
    body = <p className="card text-center text-night-700">{view === 'subscriptions' ? t.pr_none_subscriptions : t.pr_none_bundles}</p>;
  } else {
    body = (
      <div className="grid gap-6 md:grid-cols-2">
        {cards.map((card) => (
          <Card
            key={card.price.id}
            card={card}
            saving={view === 'subscriptions' && interval === 'year' ? planSaving(card.plan) : null}
            onChoose={() => choose(card)}
            disabled={busy !== null}
            t={t}
            words={words}
          />
        ))}
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-4xl" data-pricing data-hydrated={hydrated ? 'true' : undefined}>
      <div className="flex flex-col items-center gap-4">
        <Toggle<PlanView>
          label={t.pr_plan_type}
          value={view}
          onChange={switchView}
          options={[
            { value: 'subscriptions', label: t.pr_subscriptions },
            { value: 'bundles', label: t.pr_bundles },
          ]}
        />
        <h2 className="text-2xl font-extrabold text-night-900">{view === 'subscriptions' ? t.pr_subscription_plans : t.pr_bundles}</h2>
        {view === 'subscriptions' && (
          <Toggle<BillingInterval>
            label={t.pr_interval}
            value={interval}
            onChange={switchInterval}
            options={[
              { value: 'month', label: t.pr_monthly },
              {
                value: 'year',
                label: (
                  <>
                    {t.pr_yearly}
                    {saving !== null && (
                      <span className="rounded-full bg-moon-300 px-2 py-0.5 text-xs text-night-900" data-testid="yearly-badge">
                        {format(t.pr_save, { percent: saving })}
                      </span>
                    )}
                  </>
                ),
              },
            ]}
          />
        )}
      </div>
      <div className="mt-8">{body}</div>

      <section className="card mx-auto mt-12 max-w-xl" aria-labelledby="gift-title">
        <h2 id="gift-title" className="text-xl font-extrabold text-night-900">
          {t.pr_gift_title}
        </h2>
        <form className="mt-3 flex flex-col gap-3 sm:flex-row" onSubmit={submitGift}>
          <label htmlFor="gift-code" className="sr-only">
            {t.pr_gift_label}
          </label>
          <input
            id="gift-code"
            ref={giftInput}
            className="input"
            placeholder={t.pr_gift_placeholder}
            autoComplete="off"
            value={giftCode}
            onChange={(e) => {
              setGiftCode(e.target.value);
              setGiftError(null);
            }}
            aria-invalid={giftError ? true : undefined}
            aria-describedby={giftError ? 'gift-error' : undefined}
          />
          <button type="submit" className="btn-accent shrink-0" disabled={!canRedeem(giftCode, busy !== null)}>
            {busy === 'gift' ? t.pr_redeeming_short : t.pr_redeem}
          </button>
        </form>
        {giftError && (
          <p id="gift-error" role="alert" className="mt-2 text-rose-800">
            {giftError}
          </p>
        )}
      </section>

      {consent && (
        <Suspense fallback={<Overlay text={t.pr_loading_short} />}>
          <ConsentDialog
            title={consent.kind === 'checkout' ? t.pr_before : t.pr_redeem_title}
            words={{
              agreeTerms: t.pr_agree_terms,
              acceptPrivacy: t.pr_accept_privacy,
              terms: t.pr_terms,
              privacy: t.pr_privacy,
              parental: t.pr_parental,
              cancel: t.common_cancel,
              termsHref: localHref('/terms', locale),
              privacyHref: localHref('/privacy', locale),
            }}
            summary={
              consent.kind === 'checkout'
                ? `${consent.planName} · ${displayPrice(consent.price, words).main}${consent.price.interval === 'one_time' ? '' : ` ${t.pr_per_month}`}`
                : undefined
            }
            acceptLabel={consent.kind === 'checkout' ? t.pr_accept_continue : t.pr_accept_redeem}
            busy={busy !== null}
            error={dialogError}
            onAccept={() => void accept()}
            onClose={closeDialog}
          />
        </Suspense>
      )}
      {busy === 'checkout' && <Overlay text={t.pr_preparing} />}
      {busy === 'gift' && <Overlay text={t.pr_redeeming} />}
    </div>
  );
}
