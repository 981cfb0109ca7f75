/**
 * The /my-purchases island: 'Purchase History' 10 per page
 * with the page in `?page=`, each row with date, 'Plan', euro amount and 'via {origin}',
 * 'Page X of N', 'Total purchases: N'. Refetched when a purchase or redemption happens.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiGet } from '../../lib/api.ts';
import { PURCHASES_CHANGED_EVENT } from '../pricing/pricing-api.ts';
import { format } from '../../i18n/format.ts';
import type { IslandMessages } from '../../i18n/messages.ts';
import { localHref, uiLanguage } from '../../i18n/ui-language.ts';
import ManageSubscriptionButton from './ManageSubscriptionButton.tsx';

export const PURCHASES_PER_PAGE = 10;

export interface Purchase {
  id: string;
  purchasedAt: string;
  amount: number;
  currency: string;
  origin: string;
  priceId: string;
  planName: string;
  friendlyName: string;
  interval: string;
}
interface PurchasePage {
  data: Purchase[];
  metadata: { total: number; hasMore: boolean; hasSubscription?: boolean };
}

/** How a purchase's origin reads after 'via'. */
export const ORIGIN_LABELS: Record<string, string> = { stripe: 'Stripe', test_checkout: 'test checkout', gift_code: 'gift code' };

const pageFromSearch = (search: string) => {
  const n = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(n) && n > 1 ? n : 1;
};
// Dates and amounts in the page's language through Intl.
const formatDate = (iso: string, locale: string) => new Date(iso).toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric' });
const formatEuros = (amount: number, locale: string) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(amount);

/** The page's texts in its language (src/pages/my-purchases.astro passes them). */
export type PurchasesMessages = IslandMessages<'pur_' | 'common_'>;

type Load = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; result: PurchasePage };

export default function MyPurchases({ t }: { t: PurchasesMessages }) {
  const locale = uiLanguage();
  const origin = (o: string) => (o === 'test_checkout' ? t.pur_origin_test_checkout : o === 'gift_code' ? t.pur_origin_gift_code : (ORIGIN_LABELS[o] ?? o));
  const [page, setPage] = useState(() => (typeof window === 'undefined' ? 1 : pageFromSearch(window.location.search)));
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const ticket = useRef(0);

  const fetchPage = useCallback(async (target: number) => {
    const mine = ++ticket.current;
    setLoad({ state: 'loading' });
    try {
      const result = await apiGet<PurchasePage>('/v1/me/purchases', { limit: PURCHASES_PER_PAGE, offset: (target - 1) * PURCHASES_PER_PAGE });
      if (mine === ticket.current) setLoad({ state: 'ready', result });
    } catch (error) {
      if (mine === ticket.current) setLoad({ state: 'error', message: error instanceof Error ? error.message : t.common_error });
    }
  }, []);

  useEffect(() => {
    void fetchPage(page);
    const onPop = () => {
      const target = pageFromSearch(window.location.search);
      setPage(target);
      void fetchPage(target);
    };
    const onChanged = () => void fetchPage(pageFromSearch(window.location.search));
    window.addEventListener('popstate', onPop);
    window.addEventListener(PURCHASES_CHANGED_EVENT, onChanged);
    return () => {
      window.removeEventListener('popstate', onPop);
      window.removeEventListener(PURCHASES_CHANGED_EVENT, onChanged);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const goTo = (target: number) => {
    const url = new URL(window.location.href);
    if (target <= 1) url.searchParams.delete('page');
    else url.searchParams.set('page', String(target));
    history.pushState(null, '', url);
    setPage(target);
    void fetchPage(target);
  };

  if (load.state === 'loading') {
    return (
      <div className="flex flex-col items-center gap-4 py-16">
        <span className="spinner" aria-hidden="true" />
        <p className="text-night-700">{t.pur_loading}</p>
      </div>
    );
  }
  if (load.state === 'error')
    return (
      <p role="alert" className="card text-rose-800">
        {format(t.pur_error, { message: load.message })}
      </p>
    );
  const { data, metadata } = load.result;
  if (metadata.total === 0) {
    return (
      <div className="card text-center">
        <p className="text-lg text-night-700">{t.pur_none}</p>
        <a href={localHref('/pricing')} className="btn-primary mt-4">
          {t.pur_view_pricing}
        </a>
      </div>
    );
  }
  const pages = Math.max(1, Math.ceil(metadata.total / PURCHASES_PER_PAGE));
  return (
    <div>
      {/* Only a parent with a plan has a subscription to manage; bundles and gift codes are not one. */}
      {metadata.hasSubscription !== false && (
        <div className="mb-4 flex justify-end">
          <ManageSubscriptionButton labels={{ busy: t.pur_opening, idle: t.pur_manage, failed: t.pur_portal_failed }} />
        </div>
      )}
      <ul className="space-y-3">
        {data.map((p) => (
          <li key={p.id} className="card flex flex-wrap items-center justify-between gap-3" data-testid="purchase-row">
            <div>
              <p className="text-sm text-night-700">
                <time dateTime={p.purchasedAt}>{formatDate(p.purchasedAt, locale)}</time>
              </p>
              <p className="text-lg font-bold text-night-900">
                <span className="font-normal text-night-700">{t.pur_plan}</span> {p.friendlyName}
              </p>
            </div>
            <div className="text-end">
              <p className="text-xl font-extrabold text-night-900">{formatEuros(p.amount, locale)}</p>
              <p className="text-sm text-night-700">{format(t.pur_via, { origin: origin(p.origin) })}</p>
            </div>
          </li>
        ))}
      </ul>
      <nav className="mt-6 flex flex-wrap items-center justify-between gap-3" aria-label={t.pur_pager}>
        <button type="button" className="btn-ghost" disabled={page <= 1} onClick={() => goTo(page - 1)}>
          {t.pur_previous}
        </button>
        <div className="text-center text-night-700">
          <p>{format(t.pur_page_of, { page, pages })}</p>
          <p>{format(t.pur_total, { total: metadata.total })}</p>
        </div>
        <button type="button" className="btn-ghost" disabled={!metadata.hasMore} onClick={() => goTo(page + 1)}>
          {t.pur_next}
        </button>
      </nav>
    </div>
  );
}
