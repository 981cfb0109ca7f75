/**
 * `npm run bench boundaries` (the parent's boundaries in the built-in writer): CPU
 * time per story with and without boundaries, and how much text the sentence screen leaves out
 * (words per story, relative to the same requests without boundaries), per boundary and per
 * language. BENCH_BOUNDARIES_PER_CELL sets the stories per language and row (default 14).
 * CPU time is process.cpuUsage (user+system), so it is meaningful on a loaded machine too; still,
 * re-measure on a quiet one before comparing to other numbers.
 */
import { MORAL_THEMES } from '../../src/content/morals/index.ts';
import { writeStory } from '../../src/server/storycraft/writer/write-story.ts';
import { countWords } from '../../src/server/storycraft/writer/text.ts';
import type { WriteRequest } from '../../src/server/providers/types.ts';
import { BOUNDARY_KEYS, type StoryBoundaries } from '../../src/shared/boundaries.ts';
import { LANGUAGE_CODES, type LanguageCode } from '../../src/shared/catalog.ts';

const WISHES = ['', 'a day at the seaside with a puppy', 'baking cookies with grandma', 'a kite in the meadow', 'a dragon and a drum'];

function req(language: LanguageCode, i: number, boundaries?: StoryBoundaries): WriteRequest {
  const theme = MORAL_THEMES[(i * 13) % MORAL_THEMES.length]!;
  return {
    hero: { name: 'Mia', kind: 'human', gender: 'female' },
    age: 1 + (i % 12),
    language,
    moral: { key: theme.key, group: theme.group, label: theme.text[language].label },
    freeText: WISHES[i % WISHES.length]!,
    seed: 17 + i * 101,
    ...(boundaries ? { boundaries } : {}),
  };
}

function run(perCell: number, label: string, bounds: StoryBoundaries | undefined): void {
  let cpu = 0;
  let words = 0;
  let baseWords = 0;
  let stories = 0;
  const perLanguage: string[] = [];
  for (const language of LANGUAGE_CODES) {
    let w = 0;
    let b = 0;
    for (let i = 0; i < perCell; i++) {
      const start = process.cpuUsage();
      const story = writeStory(req(language, i, bounds));
      const used = process.cpuUsage(start);
      cpu += used.user + used.system;
      stories++;
      const n = story.pages.reduce((s, p) => s + countWords(p.text), 0);
      const base = writeStory(req(language, i)).pages.reduce((s, p) => s + countWords(p.text), 0);
      w += n;
      b += base;
    }
    words += w;
    baseWords += b;
    perLanguage.push(`${language} ${Math.round((100 * w) / b)}%`);
  }
  console.log(
    `${label.padEnd(22)} ${(cpu / stories / 1000).toFixed(2)} ms CPU/story, words kept ${Math.round((100 * words) / baseWords)}% (${perLanguage.join(', ')})`,
  );
}

/** Prints one row per boundary (and none, and all six at 'gentle'). */
export function benchBoundaries(perCell = Number(process.env.BENCH_BOUNDARIES_PER_CELL ?? 14)): void {
  console.log(`\n== boundaries: built-in writer, ${perCell} stories per language per row (${perCell * LANGUAGE_CODES.length} per row)`);
  run(perCell, 'no boundaries', undefined);
  for (const key of BOUNDARY_KEYS) run(perCell, `avoid ${key}`, { avoid: [key], maxIntensity: 'real' });
  run(perCell, 'all six, gentle', { avoid: [...BOUNDARY_KEYS], maxIntensity: 'gentle' });
}
