/**
 * `npm run bench month`: one parent, one child (Lina, "dark brown hair and a red top"), 30 nights in a
 * row, through the path the product takes: the create-story use-case, then the pipeline's write
 * step with the configured writer (built-in by default), so the writer's memory of this child (the
 * query the step makes) is what it is in production. The first page, the last page and the cover
 * page (coverPage, as make-pages picks it) are drawn by the built-in illustrator and compared as
 * 64×64 grey thumbnails.
 *
 * Runs: en, de, es and ja, each at age 3, 6, 11 and a 3/6/11 mix (one style per run). Figures, per
 * run and in total:
 * - sentences (4+ words; each story's first sentence and its goodnight line left out) that occur in
 *   more than one of the 30 stories, the hero's name kept as it is (a parent never changes it);
 * - titles heard twice; plots that came back within 10 nights; nights whose first or last page is
 *   in the same setting as the night before;
 * - first pages / last pages / covers closer than 10/255 (mean absolute grey difference): pairs of
 *   consecutive nights, and pairs within any 12 nights.
 * BENCH_MONTH_NIGHTS (default 30), BENCH_MONTH_LANGUAGES (e.g. en,ja) and BENCH_MONTH_AGES (e.g. 3/6/11) narrow the
 * runs, BENCH_MONTH_SHOW=1 prints every run's titles, plots and settings.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { MORAL_THEMES } from '../../src/content/morals/index.ts';
import { runStep } from '../../src/server/pipeline/run-step.ts';
import { coverPage } from '../../src/server/pipeline/steps/make-pages.ts';
import { writeStory } from '../../src/server/pipeline/steps/write-story.ts';
import { requestPage } from '../../src/server/providers/illustrator/builtin/builtin-illustrator.ts';
import { rasterizePage } from '../../src/server/providers/illustrator/builtin/raster.ts';
import { createRuntime, type Runtime } from '../../src/server/runtime.ts';
import { startBackground } from '../../src/server/start-background.ts';
import { createStory } from '../../src/server/stories/create-story.ts';
import { findStoryForJob, listChunks } from '../../src/server/stories/queries.ts';
import type { ChunkRow, StoryRow } from '../../src/server/stories/story-types.ts';
import { countWords } from '../../src/server/storycraft/writer/text.ts';
import { ILLUSTRATION_STYLE_CODES, type IllustrationStyle, type LanguageCode } from '../../src/shared/catalog.ts';
import { seedCharacter, seedUser } from '../../tests/helpers/seed.ts';
import { sentences } from './storycraft.ts';

const LANGUAGES: LanguageCode[] = ['en', 'de', 'es', 'ja'];
const AGE_RUNS: { label: string; ages: number[] }[] = [
  { label: '3', ages: [3] },
  { label: '6', ages: [6] },
  { label: '11', ages: [11] },
  { label: '3/6/11', ages: [3, 6, 11] },
];
const THUMB = 64;
/** Mean absolute grey difference (0-255) under which two pictures count as the same picture. */
const SAME_PICTURE = 10;

interface Night {
  title: string;
  plot: string;
  first: string;
  last: string;
  sentences: string[];
  thumbs: { first: Uint8Array; last: Uint8Array; cover: Uint8Array };
}

/** A page as the built-in illustrator draws it, as a 64×64 grey thumbnail. */
async function thumbnail(story: StoryRow, chunk: ChunkRow, pageCount: number): Promise<Uint8Array> {
  const page = requestPage({
    scene: chunk.scene,
    hero: story.hero,
    style: story.illustrationStyle,
    seed: story.seed,
    pageIndex: chunk.position,
    pageCount,
  });
  const { pixels, width, height } = rasterizePage(page, 256);
  const grey = await sharp(Buffer.from(pixels), { raw: { width, height, channels: 4 } })
    .resize(THUMB, THUMB)
    .greyscale()
    .raw()
    .toBuffer();
  // greyscale().raw() keeps one channel per pixel once the alpha is dropped.
  const channels = grey.length / (THUMB * THUMB);
  return Uint8Array.from({ length: THUMB * THUMB }, (_, i) => grey[i * channels]!);
}

const difference = (a: Uint8Array, b: Uint8Array) => a.reduce((sum, v, i) => sum + Math.abs(v - b[i]!), 0) / a.length;

/** One night: the parent creates the story, the pipeline writes it; the three pictures are drawn. */
async function night(runtime: Runtime, userId: string, characterId: number, language: LanguageCode, age: number, n: number, style: IllustrationStyle) {
  // A different catalogue moral every night (5 is prime to the catalogue's 56 themes).
  const moral = MORAL_THEMES[(n * 5 + language.charCodeAt(0)) % MORAL_THEMES.length]!;
  const { id } = await createStory(
    runtime,
    userId,
    { storyIn: { age, moral: moral.key, freeText: '', language }, illustrationStyle: style, characterId, voiceSampleIn: null },
    { enrichByVoice: false, enrichByImage: false },
  );
  // A fixed seed per night instead of the random one, so two runs of the bench compare.
  await runtime.db.query('UPDATE stories SET seed = $2 WHERE id = $1', [id, (n * 7919 + age * 104729 + language.charCodeAt(1) * 31) % 2 ** 31]);
  const story = (await findStoryForJob(runtime.db, id))!;
  await runStep({ runtime, story, providers: await runtime.providers() }, 'write', writeStory);
  const chunks = await listChunks(runtime.db, [id]);
  const [row] = await runtime.db.query<{ title: string; plan: { plot?: string } | null }>('SELECT title, plan FROM stories WHERE id = $1', [id]);
  const all = chunks.flatMap((c) => sentences(c.content));
  const first = chunks[0]!;
  const last = chunks.at(-1)!;
  return {
    title: row!.title,
    plot: row!.plan?.plot ?? '?',
    first: first.scene.setting,
    last: last.scene.setting,
    // The opening sentence and the goodnight line are the same on purpose; the rest should not be.
    sentences: all.slice(1, -1).filter((s) => countWords(s) >= 4),
    thumbs: {
      first: await thumbnail(story, first, chunks.length),
      last: await thumbnail(story, last, chunks.length),
      cover: await thumbnail(story, coverPage(chunks) ?? first, chunks.length),
    },
  } satisfies Night;
}

interface Figures {
  sentences: number;
  shared: number;
  titlesTwice: number;
  plotsWithin10: number;
  sameFirst: number;
  sameLast: number;
  pictures: Record<'first' | 'last' | 'cover', { consecutive: number; within12: number; pairs12: number }>;
}

function figures(nights: Night[]): Figures {
  const seen = new Map<string, Set<number>>();
  nights.forEach((n, i) => {
    for (const s of n.sentences) seen.set(s, (seen.get(s) ?? new Set()).add(i));
  });
  const all = nights.flatMap((n) => n.sentences);
  const titles = new Map<string, number>();
  for (const n of nights) titles.set(n.title, (titles.get(n.title) ?? 0) + 1);
  const pictures = {} as Figures['pictures'];
  for (const which of ['first', 'last', 'cover'] as const) {
    let consecutive = 0,
      within12 = 0,
      pairs12 = 0;
    for (let i = 0; i < nights.length; i++)
      for (let j = i + 1; j < nights.length && j - i < 12; j++) {
        const close = difference(nights[i]!.thumbs[which], nights[j]!.thumbs[which]) < SAME_PICTURE;
        pairs12++;
        if (close) within12++;
        if (close && j === i + 1) consecutive++;
      }
    pictures[which] = { consecutive, within12, pairs12 };
  }
  return {
    sentences: all.length,
    shared: all.filter((s) => seen.get(s)!.size > 1).length,
    titlesTwice: [...titles.values()].reduce((sum, k) => sum + k - 1, 0),
    plotsWithin10: nights.filter((n, i) => nights.slice(Math.max(0, i - 10), i).some((m) => m.plot === n.plot)).length,
    sameFirst: nights.filter((n, i) => i > 0 && nights[i - 1]!.first === n.first).length,
    sameLast: nights.filter((n, i) => i > 0 && nights[i - 1]!.last === n.last).length,
    pictures,
  };
}

function line(label: string, f: Figures, nights: number): string {
  const pct = ((100 * f.shared) / Math.max(1, f.sentences)).toFixed(1);
  const pic = (k: 'first' | 'last' | 'cover') => `${f.pictures[k].consecutive}/${f.pictures[k].within12}`;
  return (
    `${label.padEnd(12)} shared ${pct.padStart(5)}% (${f.shared}/${f.sentences})  titles twice ${f.titlesTwice}  plot within 10 ${f.plotsWithin10}  ` +
    `same first ${f.sameFirst}/${nights - 1} last ${f.sameLast}/${nights - 1}  same picture (consecutive/within 12) first ${pic('first')} last ${pic('last')} cover ${pic('cover')}`
  );
}

export async function benchMonth(): Promise<void> {
  const nightsPerRun = Number(process.env.BENCH_MONTH_NIGHTS ?? 30);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bh-month-'));
  const runtime = await createRuntime({
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_EXAMPLES: 'false', FREE_STORIES_PER_MONTH: String(nightsPerRun + 10) },
  });
  // The queue takes jobs once the background has started; no workers here: the bench runs the write step itself.
  await startBackground(runtime, { workers: false });
  try {
    console.log(
      `\n== month: one child, ${nightsPerRun} nights, ${LANGUAGES.join('/')} × ages ${AGE_RUNS.map((r) => r.label).join(', ')}; ` +
        `goals: shared ≤ 5%, titles twice 0, plot within 10 nights 0, same first/last setting 0, same picture 0 ==`,
    );
    const total: Figures[] = [];
    let runIndex = 0;
    const languages = process.env.BENCH_MONTH_LANGUAGES?.split(',') ?? LANGUAGES;
    const ageRuns = AGE_RUNS.filter((r) => !process.env.BENCH_MONTH_AGES || process.env.BENCH_MONTH_AGES.split(',').includes(r.label));
    for (const language of LANGUAGES.filter((l) => languages.includes(l))) {
      for (const run of ageRuns) {
        const style = ILLUSTRATION_STYLE_CODES[runIndex++ % ILLUSTRATION_STYLE_CODES.length]!;
        const user = await seedUser(runtime);
        const characterId = await seedCharacter(runtime, user.id, {
          name: 'Lina',
          gender: 'female',
          age: run.ages[0]!,
          description: 'dark brown hair and a red top',
        });
        const nights: Night[] = [];
        for (let n = 0; n < nightsPerRun; n++) nights.push(await night(runtime, user.id, characterId, language, run.ages[n % run.ages.length]!, n, style));
        const f = figures(nights);
        total.push(f);
        console.log(line(`${language} ${run.label} ${style.slice(0, 5)}`, f, nightsPerRun));
        if (process.env.BENCH_MONTH_SHOW)
          for (const [i, n] of nights.entries()) console.log(`    ${String(i + 1).padStart(2)} ${n.plot.padEnd(9)} ${n.first}→${n.last}  ${n.title}`);
      }
    }
    const sum = (k: (f: Figures) => number) => total.reduce((a, f) => a + k(f), 0);
    const pic = (w: 'first' | 'last' | 'cover') =>
      `${w} ${sum((f) => f.pictures[w].consecutive)}/${total.length * (nightsPerRun - 1)} consecutive, ${sum((f) => f.pictures[w].within12)}/${sum((f) => f.pictures[w].pairs12)} within 12`;
    console.log(
      `month total: shared sentences ${((100 * sum((f) => f.shared)) / sum((f) => f.sentences)).toFixed(1)}%, titles twice ${sum((f) => f.titlesTwice)}, ` +
        `plots within 10 nights ${sum((f) => f.plotsWithin10)}, same first setting ${sum((f) => f.sameFirst)}, same last setting ${sum((f) => f.sameLast)} ` +
        `(of ${total.length * (nightsPerRun - 1)} nights after the first)`,
    );
    console.log(`month pictures closer than ${SAME_PICTURE}/255: ${pic('first')}; ${pic('last')}; ${pic('cover')}`);
  } finally {
    await runtime.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
