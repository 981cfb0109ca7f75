/**
 * Commerce at server start (DESIGN §2 'Embedded'): the catalogue is seeded from configuration
 * on every start; the embedded first start mints one gift code and prints it for the operator.
 */
import type { Runtime } from '../runtime.ts';
import { maybeOne } from '../db/client.ts';
import { loadCatalogue, seedCatalogue } from './catalogue.ts';
import { mintGiftCodes } from './gift-codes.ts';
import { warnAboutTestCheckout } from './checkout.ts';

/** The price the first-start gift code buys: the smallest bundle. */
export const FIRST_START_GIFT_PRICE = 'lite-bundle';

export async function seedCommerceAtStart(runtime: Runtime): Promise<void> {
  const catalogue = loadCatalogue(runtime.config);
  await seedCatalogue(runtime.db, catalogue);
  warnAboutTestCheckout(runtime);
  if (runtime.mode !== 'embedded') return;
  // First start = no gift code was ever minted; the code is shown once and stored only hashed.
  if (await maybeOne(runtime.db, 'SELECT 1 FROM gift_codes LIMIT 1')) return;
  const price = catalogue.flatMap((p) => p.prices).find((p) => p.id === FIRST_START_GIFT_PRICE && p.isActive)
    ?? catalogue.filter((p) => p.isActive).flatMap((p) => p.prices).find((p) => p.isActive);
  if (!price) return;
  const [code] = await mintGiftCodes(runtime.db, price.id, 1);
  runtime.log.info({ giftCode: code, priceId: price.id }, 'first start: a gift code for you to try purchases');
  if (runtime.config.LOG_LEVEL !== 'silent') console.log(`\n  Gift code for a first try (${price.friendlyName}, ${price.entitlements.find((e) => e.resource === 'STORY_GENERATION')?.quantity ?? 0} stories): ${code}\n  Redeem it on /pricing. Mint more with: npm run ops -- mint-gift-code <priceId> [count]\n`);
}
