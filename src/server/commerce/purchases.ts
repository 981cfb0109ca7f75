/** GET /v1/me/purchases (/my-purchases): the user's purchases, newest first. */
import type { Db } from '../db/client.ts';
import { toMajor } from './catalogue.ts';
import type { PurchaseOrigin } from './fulfilment.ts';

/** Purchase on the wire; `amount` in major units. */
export interface PurchaseView {
  id: string;
  purchasedAt: Date;
  amount: number;
  currency: string;
  origin: PurchaseOrigin;
  priceId: string;
  planName: string;
  friendlyName: string;
  interval: string;
}

export interface PurchasePage {
  data: PurchaseView[];
  /**
   * hasSubscription: the parent has or had a plan subscription, so the billing portal has
   * something to manage (a buyer of bundles and gift codes only has none: no 'Manage subscription').
   */
  metadata: { total: number; hasMore: boolean; hasSubscription: boolean };
}

export async function listPurchases(db: Db, userId: string, page: { limit: number; offset: number }): Promise<PurchasePage> {
  const rows = await db.query<Omit<PurchaseView, 'amount'> & { amount: number; total: number }>(
    `SELECT pu.id, pu.purchased_at AS "purchasedAt", pu.amount, upper(pu.currency) AS currency, pu.origin, pu.price_id AS "priceId",
            pl.name AS "planName", p.friendly_name AS "friendlyName", p.interval, count(*) OVER ()::int AS total
       FROM purchases pu JOIN prices p ON p.id = pu.price_id JOIN plans pl ON pl.id = p.plan_id
      WHERE pu.user_id = $1
      ORDER BY pu.purchased_at DESC, pu.id
      LIMIT $2 OFFSET $3`,
    [userId, page.limit, page.offset],
  );
  let total = rows[0]?.total ?? 0;
  if (!rows.length && page.offset > 0) {
    const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM purchases WHERE user_id = $1', [userId]);
    total = Number(row?.n ?? 0);
  }
  const [subscription] = await db.query<{ yes: boolean }>('SELECT EXISTS (SELECT 1 FROM subscriptions WHERE user_id = $1) AS yes', [userId]);
  return {
    data: rows.map(({ total: _total, ...r }) => ({ ...r, amount: toMajor(r.amount) })),
    metadata: { total: Number(total), hasMore: page.offset + rows.length < Number(total), hasSubscription: Boolean(subscription?.yes) },
  };
}
