/**
 * Refunds and disputes: a purchase whose payment was refunded or disputed loses the
 * credits it granted that are not spent yet. A grant never drops below what was already held or
 * consumed (a story made is not taken back), and every removal is written to the ledger
 * (credit_adjustments) with the provider event that caused it. Runs inside the webhook's
 * transaction, after its processed_events guard, so a redelivered event removes nothing more;
 * a refund after a dispute (or the reverse) finds nothing left to remove. Any refund of the
 * payment (partial ones too) takes back all unspent credits: credits are not sold in fractions.
 */
import type { Db } from '../db/client.ts';

export interface TakeBackResult {
  /** Credits removed now (0 when everything left was already spent or removed). */
  removed: number;
}

/**
 * Removes the unspent credits of every grant of `purchaseId` (locks those grants).
 * @param eventId the provider event, recorded with each ledger entry.
 */
export async function takeBackPurchaseCredits(tx: Db, input: { purchaseId: string; reason: 'refund' | 'dispute'; eventId: string }): Promise<TakeBackResult> {
  const grants = await tx.query<{ id: string; userId: string; quantity: number; spent: number }>(
    `SELECT g.id, g.user_id AS "userId", g.quantity,
            (SELECT count(*) FROM credit_spends s WHERE s.grant_id = g.id AND s.status <> 'released')::int AS spent
       FROM credit_grants g WHERE g.purchase_id = $1 ORDER BY g.created_at FOR UPDATE`,
    [input.purchaseId],
  );
  let removed = 0;
  for (const grant of grants) {
    const take = Math.max(0, grant.quantity - grant.spent);
    if (take === 0) continue;
    await tx.query('UPDATE credit_grants SET quantity = quantity - $2 WHERE id = $1', [grant.id, take]);
    await tx.query(`INSERT INTO credit_adjustments (user_id, grant_id, purchase_id, reason, quantity_removed, event_id) VALUES ($1, $2, $3, $4, $5, $6)`, [
      grant.userId,
      grant.id,
      input.purchaseId,
      input.reason,
      take,
      input.eventId,
    ]);
    removed += take;
  }
  return { removed };
}
