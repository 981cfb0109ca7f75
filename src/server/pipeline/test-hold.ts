/**
 * TEST ONLY (config PIPELINE_TEST_HOLD_FILE): while the hold file exists, every page
 * but the first waits here before it is made, so a browser test can open a story whose later
 * pages are still being made, then delete the file and watch them fill in. No effect when the
 * variable is unset (production).
 */
import fs from 'node:fs';
import type { StoryContext } from './story-context.ts';
import { assertStoryExists } from './story-context.ts';

/** Waits while the hold file exists (page 0 never waits); checks the story still exists meanwhile. */
export async function holdPageForTests(ctx: StoryContext, position: number): Promise<void> {
  const file = ctx.runtime.config.PIPELINE_TEST_HOLD_FILE;
  if (!file || position === 0) return;
  while (fs.existsSync(file)) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    await assertStoryExists(ctx);
  }
}
