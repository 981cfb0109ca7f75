/**
 * `npm run bench series`: what a next episode costs and how it turns out.
 * - The built-in writer: CPU time of episode 1 and of episode 2 (with the callback and the world
 *   and plot constraints) over 14 languages × 4 ages × 5 morals; how often episode 2 changes the
 *   plot, keeps the companion and stays in the same world.
 * - The private list query (PGlite in memory, 300 stories of which 150 are in 50 series of 3):
 *   CPU time per page with the series-grouping order against the former newest-first order.
 * CPU figures come from process.cpuUsage() (the PGlite engine runs in this process).
 */
import { randomUUID } from 'node:crypto';
import { MORAL_THEMES } from '../../src/content/morals/index.ts';
import { openPglite } from '../../src/server/db/client.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { writeStory } from '../../src/server/storycraft/writer/write-story.ts';
import { worldOf } from '../../src/server/storycraft/writer/episode.ts';
import { listStories, STORY_COLUMNS } from '../../src/server/stories/queries.ts';
import { LANGUAGE_CODES } from '../../src/shared/catalog.ts';

const cpuMs = (start: NodeJS.CpuUsage) => {
  const d = process.cpuUsage(start);
  return (d.user + d.system) / 1000;
};

export async function benchSeries(): Promise<void> {
  const morals = ['honesty', 'sharing', 'brushing-teeth', 'fear-of-the-dark', 'caring-for-nature'].map((key) => MORAL_THEMES.find((t) => t.key === key)!);
  // Warm-up (module loading and JIT), so neither episode pays for it.
  for (const language of LANGUAGE_CODES) writeStory({ hero: { name: 'Mia', kind: 'human' }, age: 5, language, moral: null, freeText: '', seed: 1 });
  let first = 0,
    second = 0,
    n = 0,
    newPlot = 0,
    sameCompanion = 0,
    sameWorld = 0;
  for (const language of LANGUAGE_CODES) {
    for (const age of [2, 5, 8, 11]) {
      for (const [i, theme] of morals.entries()) {
        const request = {
          hero: { name: 'Mia', kind: 'human' as const, gender: 'female' as const },
          age,
          language,
          moral: { key: theme.key, group: theme.group, label: theme.text.en.label },
          freeText: '',
          seed: 100 + i,
        };
        writeStory(request); // the same request once unmeasured: both episodes are then measured warm
        let t = process.cpuUsage();
        const one = writeStory(request);
        first += cpuMs(t);
        t = process.cpuUsage();
        const two = writeStory({ ...request, seed: 200 + i, previous: { episode: 2, recap: one.recap!, plan: one.plan! } });
        second += cpuMs(t);
        n++;
        if (two.plan!.plot !== one.plan!.plot) newPlot++;
        if (two.plan!.companion === one.plan!.companion) sameCompanion++;
        if (worldOf(one.plan!.setting).includes(two.plan!.setting as never)) sameWorld++;
      }
    }
  }
  const pct = (k: number) => `${((100 * k) / n).toFixed(0)}%`;
  console.log(
    `series: built-in writer, ${n} stories each: episode 1 ${(first / n).toFixed(2)} ms CPU/story, episode 2 ${(second / n).toFixed(2)} ms CPU/story`,
  );
  console.log(`series: episode 2 changes the plot ${pct(newPlot)}, keeps the companion ${pct(sameCompanion)}, stays in the same world ${pct(sameWorld)}`);

  const db = await openPglite('memory://');
  await migrate(db);
  const userId = randomUUID();
  await db.query('INSERT INTO users (id, email) VALUES ($1, $2)', [userId, 'bench@example.com']);
  for (let i = 0; i < 300; i++) {
    const series = i < 150 ? Math.floor(i / 3) : null;
    await db.query(
      `INSERT INTO stories (id, user_id, title, language, age, illustration_style, hero, seed, status, series_id, episode, created_at)
       VALUES ($1, $2, 't', 'en', 5, 'storybook', '{"name":"Mia","kind":"human"}', 1, 'COMPLETE', $3, $4, now() - make_interval(mins => $5))`,
      [
        randomUUID(),
        userId,
        series === null ? null : `00000000-0000-4000-8000-${String(series).padStart(12, '0')}`,
        series === null ? null : (i % 3) + 1,
        300 - i,
      ],
    );
  }
  const pages = 30;
  await listStories(db, { kind: 'private', userId }, 5, 0); // warm-up
  let t = process.cpuUsage();
  for (let p = 0; p < pages; p++) await listStories(db, { kind: 'private', userId }, 5, (p % 60) * 5);
  const grouped = cpuMs(t) / pages;
  t = process.cpuUsage();
  for (let p = 0; p < pages; p++) {
    await db.query(`SELECT ${STORY_COLUMNS} FROM stories WHERE user_id = $1 ORDER BY created_at DESC, id LIMIT 5 OFFSET $2`, [userId, (p % 60) * 5]);
    await db.query(`SELECT count(*)::int AS n FROM stories WHERE user_id = $1`, [userId]);
  }
  const plain = cpuMs(t) / pages;
  console.log(
    `series: private list page (300 stories, 50 series): ${grouped.toFixed(2)} ms CPU with series grouping, ${plain.toFixed(2)} ms CPU with the former newest-first order`,
  );
  await db.close();
}
