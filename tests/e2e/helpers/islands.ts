/**
 * Islands hydrate when the browser is idle: a click or key press that lands before
 * hydration does nothing. Astro drops the `ssr` attribute from an island once it is hydrated.
 */
import { expect, type Page } from '@playwright/test';

/** Waits until every island on the page has hydrated. */
export async function islandsHydrated(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 30_000 });
}
