/**
 * `npm run bench read-along`: what word timings (for read-along) cost the built-in narrator.
 * Narrates a sixty-word English page and a Japanese page with and without word timings and
 * prints the wall time per page: cold (no word measured yet) and warm (the same words again).
 */
import { createBuiltinNarrator } from '../../src/server/providers/narrator/builtin/builtin-narrator.ts';
import type { NarrateRequest } from '../../src/server/providers/types.ts';

const PAGES: NarrateRequest[] = [
  {
    text: 'Leo put on his striped pajamas and climbed into bed. Outside, the wind sang softly through the old oak tree. His teddy bear, Button, sat on the pillow and waited. "Will you tell me a story?" Leo asked. Mom smiled and opened the blue book. Together they read about a brave turtle who carried the moon home across the sea.',
    language: 'en',
    voice: null,
    pageIndex: 1,
    pageCount: 6,
  },
  {
    text: 'ミアは静かな庭に入りました。月は丸くて明るかったです。小さなフクロウがまばたきして、おやすみと言いました。',
    language: 'ja',
    voice: null,
    pageIndex: 1,
    pageCount: 6,
  },
];

async function time(label: string, run: () => Promise<unknown>): Promise<void> {
  const started = performance.now();
  await run();
  console.log(`  ${label.padEnd(34)} ${(performance.now() - started).toFixed(0).padStart(6)} ms`);
}

export async function benchReadAlong(): Promise<void> {
  console.log('read-along: built-in narrator, one page');
  const plain = createBuiltinNarrator({ wordTimings: false });
  const words = createBuiltinNarrator();
  await plain.narrate(PAGES[1]!); // warm espeak and the Japanese dictionary
  for (const page of PAGES) {
    await time(`${page.language} sentence timings only`, () => plain.narrate(page));
    await time(`${page.language} with word timings (cold)`, () => words.narrate(page));
    await time(`${page.language} with word timings (warm)`, () => words.narrate(page));
  }
}
