/**
 * `npm run bench page-media`: CPU seconds of the built-in page media per story, by
 * illustration style: the page-media task (page-media-task.ts) run in this process, one page after
 * another, for a 10-page story the built-in writer wrote: each picture rasterised and encoded
 * (and the cover), each page narrated (espeak, word timings, MP3). process.cpuUsage (user+system,
 * all threads) is steadier than wall time on a shared machine; the concurrent `stories` section
 * adds the server's own work and the children's start-up. One warm-up story first (WASM start,
 * JIT, pitch calibration), then BENCH_PAGE_MEDIA_STORIES (default 2) stories per style.
 */
import type { IllustrationStyle } from '../../src/shared/catalog.ts';
import pageMediaTask from '../../src/server/pipeline/page-media-task.ts';
import type { CharacterSheet } from '../../src/server/providers/types.ts';
import { writeStory } from '../../src/server/storycraft/writer/write-story.ts';

const hero: CharacterSheet = { name: 'Mia', kind: 'human', gender: 'female', age: 5, description: 'curly red hair, a yellow raincoat and blue eyes' };
const STYLES: IllustrationStyle[] = ['ghibli', 'storybook', 'watercolor', 'lego'];
const cpuSeconds = (from: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(from);
  return (used.user + used.system) / 1e6;
};

async function story(style: IllustrationStyle, seed: number): Promise<{ pictures: number; narration: number }> {
  const written = writeStory({ hero, age: 6, language: 'en', moral: null, freeText: '', seed });
  const pageCount = written.pages.length;
  let pictures = 0;
  let narration = 0;
  for (const [pageIndex, page] of written.pages.entries()) {
    let start = process.cpuUsage();
    const picture = await pageMediaTask({
      kind: 'picture',
      request: { scene: page.scene, prompt: '', hero, style, seed, pageIndex, pageCount },
      withCover: pageIndex === 0,
    });
    pictures += cpuSeconds(start);
    if (picture.kind === 'error') throw new Error(picture.message);
    start = process.cpuUsage();
    const spoken = await pageMediaTask({ kind: 'narration', request: { text: page.text, language: 'en', voice: null, pageIndex, pageCount } });
    narration += cpuSeconds(start);
    if (spoken.kind === 'error') throw new Error(spoken.message);
  }
  return { pictures, narration };
}

/** Prints picture and narration CPU seconds per story for each style. */
export async function benchPageMedia(): Promise<void> {
  const runs = Number(process.env.BENCH_PAGE_MEDIA_STORIES ?? 2);
  await story('storybook', 1);
  console.log(`page-media: CPU-s per 10-page story in one process, mean of ${runs} stories a style`);
  let narrationTotal = 0;
  for (const style of STYLES) {
    let pictures = 0;
    for (let r = 0; r < runs; r++) {
      const used = await story(style, 100 + r * 7 + STYLES.indexOf(style));
      pictures += used.pictures;
      narrationTotal += used.narration;
    }
    console.log(`page-media: ${style.padEnd(10)} pictures ${(pictures / runs).toFixed(2)} CPU-s a story`);
  }
  console.log(`page-media: narration (en) ${(narrationTotal / runs / STYLES.length).toFixed(2)} CPU-s a story`);
}
