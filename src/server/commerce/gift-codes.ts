/**
 * Gift codes (POST /v1/purchases/redeem-gift-code; the trimmed code must not be empty):
 * minted by the operator (`npm run ops -- mint-gift-code`), stored only as a SHA-256 hash,
 * single-use. Redemption claims the code with one conditional UPDATE, so of two concurrent
 * redemptions of one code exactly one grants, and grants through the same fulfilment as a
 * payment (origin 'gift_code', amount 0).
 */
import { createHash, randomBytes } from 'node:crypto';
import { maybeOne, type Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { findPrice } from './catalogue.ts';
import { fulfilPurchase } from './fulfilment.ts';

/** The default success message. */
export const GIFT_CODE_REDEEMED_MESSAGE = 'Gift code redeemed successfully!';
export const GIFT_CODE_INVALID_MESSAGE = "This gift code isn't valid. Please check it and try again.";
export const GIFT_CODE_USED_MESSAGE = 'This gift code has already been used.';

// Crockford base32 without I, L, O, U: nothing a parent can misread when typing a code.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Upper-case, without spaces or dashes; O and I/L typed by mistake read as 0 and 1. */
export function normalizeGiftCode(code: string): string {
  return code
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
}

export function hashGiftCode(code: string): string {
  return createHash('sha256')
    .update(`bedtime-hero-gift:${normalizeGiftCode(code)}`)
    .digest('hex');
}

/** A new random code like BH-7K3M-Q9TX-4ZRD-1WPE (80 random bits). */
export function generateGiftCode(): string {
  const bytes = randomBytes(16);
  let chars = '';
  for (let i = 0; i < 16; i++) chars += ALPHABET[bytes[i]! % 32];
  return `BH-${chars.match(/.{4}/g)!.join('-')}`;
}

/** Mints `count` codes for a price; returns the plain codes (they are not stored). */
export async function mintGiftCodes(db: Db, priceId: string, count = 1): Promise<string[]> {
  const price = await findPrice(db, priceId);
  if (!price) throw new AppError('not_found', `No price with id ${priceId}.`);
  const codes: string[] = [];
  for (let i = 0; i < count; i++) {
    const code = generateGiftCode();
    await db.query('INSERT INTO gift_codes (code_hash, price_id) VALUES ($1, $2)', [hashGiftCode(code), priceId]);
    codes.push(code);
  }
  return codes;
}

/** Redeems a code for the user: grants its price's entitlements once. */
export async function redeemGiftCode(db: Db, userId: string, code: string): Promise<{ message: string; priceId: string }> {
  if (!normalizeGiftCode(code)) throw new AppError('validation_failed', 'Please enter a gift code.');
  const hash = hashGiftCode(code);
  return db.transaction(async (tx) => {
    const claimed = await maybeOne<{ id: number; priceId: string }>(
      tx,
      `UPDATE gift_codes SET redeemed_by = $2, redeemed_at = now() WHERE code_hash = $1 AND redeemed_at IS NULL RETURNING id, price_id AS "priceId"`,
      [hash, userId],
    );
    if (!claimed) {
      const exists = await maybeOne(tx, 'SELECT 1 FROM gift_codes WHERE code_hash = $1', [hash]);
      throw exists ? new AppError('conflict', GIFT_CODE_USED_MESSAGE) : new AppError('not_found', GIFT_CODE_INVALID_MESSAGE);
    }
    await fulfilPurchase(tx, { userId, priceId: claimed.priceId, origin: 'gift_code', externalId: `gift_${claimed.id}`, amount: 0 });
    return { message: GIFT_CODE_REDEEMED_MESSAGE, priceId: claimed.priceId };
  });
}
