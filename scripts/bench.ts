/**
 * `npm run bench [section…]`: prints the figures of each benchmark section (speed goals
 * are measured by scripts that print figures, not by timed tests). Sections: stories, export, account-export,
 * first-start (home and /library while the example library is made on a fresh data folder), hostile, likeness,
 * serve (autocannon against the public list, /library, a public story and liveness on the built app),
 * keepsakes (MP3 and PDF exports),
 * read-along (what word timings cost the built-in narrator),
 * storycraft (repetition, plots per moral group, words per page by age, plan elements drawn),
 * series (what a next episode costs the built-in writer and the list query, and how it turns out).
 * heroes (CPU cost of a second and third hero in the built-in writer and illustrator).
 * boundaries (CPU cost of the parent's boundaries in the built-in writer and the words they leave out).
 * page-media (CPU seconds of the built-in pictures and narration per story, by style).
 * safety (the screen of parent words: p99 for a 1,000-character wish, false refusals over 5,000 generated pages, the evaluation set's halves).
 * month (one child, 30 nights through create-story and the write step: repeated sentences, titles, plots, settings and pictures).
 * Uses the providers configured by the environment (built-in offline ones by default).
 */
export {};

const SECTIONS: Record<string, () => Promise<unknown>> = {
  stories: async () => (await import('./bench/stories.ts')).benchStories(),
  export: async () => (await import('./bench/export.ts')).benchExport(),
  'first-start': async () => (await import('./bench/first-start.ts')).benchFirstStart(),
  hostile: async () => (await import('./bench/hostile.ts')).benchHostile(),
  'account-export': async () => (await import('./bench/account-export.ts')).benchAccountExport(),
  likeness: async () => (await import('./bench/likeness.ts')).benchLikeness(),
  serve: async () => (await import('./bench/serve.ts')).benchServe(),
  keepsakes: async () => (await import('./bench/keepsakes.ts')).benchKeepsakes(),
  'read-along': async () => (await import('./bench/read-along.ts')).benchReadAlong(),
  storycraft: async () => (await import('./bench/storycraft.ts')).benchStorycraft(),
  series: async () => (await import('./bench/series.ts')).benchSeries(),
  heroes: async () => (await import('./bench/heroes.ts')).benchHeroes(),
  boundaries: async () => (await import('./bench/boundaries.ts')).benchBoundaries(),
  'page-media': async () => (await import('./bench/page-media.ts')).benchPageMedia(),
  safety: async () => (await import('./bench/safety.ts')).benchSafety(),
  month: async () => (await import('./bench/month.ts')).benchMonth(),
};

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const names = wanted.length ? wanted : ['stories', 'export'];
for (const name of names) {
  const run = SECTIONS[name];
  if (!run) {
    console.error(`Unknown section '${name}'. Sections: ${Object.keys(SECTIONS).join(', ')}`);
    process.exit(2);
  }
  await run();
}
process.exit(0);
