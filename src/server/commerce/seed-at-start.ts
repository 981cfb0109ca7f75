/**
 * Commerce at server start: the catalogue is seeded from configuration
 * on every start; the embedded first start mints one gift code for the operator: kept in
 * DATA_DIR/first-start-gift-code.txt (0600) and printed once to an interactive terminal.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Runtime } from '../runtime.ts';
import { maybeOne } from '../db/client.ts';
import { loadCatalogue, seedCatalogue } from './catalogue.ts';
import { mintGiftCodes } from './gift-codes.ts';
import { warnAboutTestCheckout } from './checkout.ts';

/**
 * Where the first-start gift code is kept, in DATA_DIR, readable by its owner only (0600). It is
 * live store credit, so it never goes into the structured log (logs are shipped and kept).
 */
export const FIRST_START_GIFT_CODE_FILE = 'first-start-gift-code.txt';

/** The price the first-start gift code buys: the smallest bundle. */
export const FIRST_START_GIFT_PRICE = 'lite-bundle';

export async function seedCommerceAtStart(runtime: Runtime): Promise<void> {
  const catalogue = loadCatalogue(runtime.config);
  await seedCatalogue(runtime.db, catalogue);
  warnAboutTestCheckout(runtime);
  if (runtime.mode !== 'embedded') return;
  // First start = no gift code was ever minted; the code is shown once and stored only hashed.
  if (await maybeOne(runtime.db, 'SELECT 1 FROM gift_codes LIMIT 1')) return;
  const price =
    catalogue.flatMap((p) => p.prices).find((p) => p.id === FIRST_START_GIFT_PRICE && p.isActive) ??
    catalogue
      .filter((p) => p.isActive)
      .flatMap((p) => p.prices)
      .find((p) => p.isActive);
  if (!price) return;
  const [code] = await mintGiftCodes(runtime.db, price.id, 1);
  const stories = price.entitlements.find((e) => e.resource === 'STORY_GENERATION')?.quantity ?? 0;
  const file = path.resolve(runtime.config.DATA_DIR, FIRST_START_GIFT_CODE_FILE);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${code}\n${price.friendlyName} (${stories} stories). Redeem it on /pricing.\n`, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  runtime.log.info({ priceId: price.id, file }, 'first start: a gift code to try purchases is in this file');
  // Shown once to the person at the terminal; never when output goes to a log collector.
  if (runtime.config.LOG_LEVEL !== 'silent' && process.stdout.isTTY) {
    console.log(
      `\n  Gift code for a first try (${price.friendlyName}, ${stories} stories): ${code}\n  Redeem it on /pricing. Also kept in ${file}. Mint more with: npm run ops -- mint-gift-code <priceId> [count]\n`,
    );
  }
}
