/**
 * Read-along in Chromium, on the example library the server narrates at first start (built-in
 * narrator): read-along highlighting follows the audio in English, Arabic and Japanese (the lit
 * word at t is the timing table's word at t), a tapped word seeks, reduced motion lights only the
 * sentence; wind-down mode slows narration, turns the page after it ends and its sleep timer
 * fades out and stops (durations shortened through the test-only window.__bhWindDownTiming).
 * Screenshots (phone and desktop) go to tmp/screens/read-along-*.png.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { EXAMPLE_STORIES } from '../../src/server/examples/seed-examples.ts';
import type { SentenceTiming } from '../../src/shared/read-along.ts';
import { expect, test } from './fixtures.ts';

interface WireStory {
  id: string;
  title: string;
  language: string;
  chunks: { content: string; signed_audio_url: string | null; audio_duration_seconds: number; timings: SentenceTiming[] | null }[];
}

let stories: WireStory[] = [];

test.beforeAll(async ({ request }) => {
  test.setTimeout(320_000);
  // The English, Japanese and Arabic examples come first in the library (seed order).
  const wanted = EXAMPLE_STORIES.findIndex((e) => e.language === 'ar') + 1;
  let ids: string[] = [];
  await expect
    .poll(
      async () => {
        const res = await request.get('/v1/stories/public/navigation');
        ids = res.ok() ? ((await res.json()) as { data: { id: string }[] }).data.map((d) => d.id) : [];
        return ids.length;
      },
      { timeout: 280_000, intervals: [2_000] },
    )
    .toBeGreaterThanOrEqual(wanted);
  stories = await Promise.all(ids.map((id) => storyOf(request, id)));
});

async function storyOf(request: APIRequestContext, id: string): Promise<WireStory> {
  return (await (await request.get(`/v1/stories/public/${id}`)).json()) as WireStory;
}

const byLanguage = (language: string) => stories.find((s) => s.language === language)!;

async function open(page: Page, story: WireStory): Promise<void> {
  await page.goto(`/public-stories/${story.id}`);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await expect(page.locator('[data-page-text][data-read-along]')).toBeVisible();
}

const audio = (page: Page) => page.locator('[data-page-audio]');

/** Pauses and puts the narration at `t` seconds, waiting for the seek to land. */
async function setTime(page: Page, t: number): Promise<void> {
  await audio(page).evaluate(async (a: HTMLAudioElement, at: number) => {
    a.pause();
    if (a.readyState < 1) await new Promise((r) => a.addEventListener('loadedmetadata', r, { once: true }));
    await new Promise<void>((resolve) => {
      a.addEventListener('seeked', () => resolve(), { once: true });
      a.currentTime = at;
    });
  }, t);
}

/** The lit word: its sentence index and text. */
async function litWord(page: Page): Promise<{ sentence: string | null; text: string } | null> {
  return page.evaluate(() => {
    const word = document.querySelector('[data-page-text] [data-word][data-active]');
    if (!word) return null;
    return { sentence: word.closest('[data-sentence]')!.getAttribute('data-sentence'), text: word.textContent ?? '' };
  });
}

for (const language of ['en', 'ar', 'ja'] as const) {
  test(`${language}: the highlighted word at t is the timing table's word at t, and it advances with the audio`, async ({ page }) => {
    const story = byLanguage(language);
    const timings = story.chunks[0]!.timings!;
    expect(timings.length).toBeGreaterThan(0);
    expect(timings.every((s) => (s.words ?? []).length > 0)).toBe(true);
    await open(page, story);
    if (language === 'ar') await expect(page.locator('[data-page-text]')).toHaveAttribute('dir', 'rtl');

    // Samples across the page: the middle of the first, a middle and the last word of every sentence.
    for (const [s, sentence] of timings.entries()) {
      const words = sentence.words!;
      for (const w of [0, Math.floor(words.length / 2), words.length - 1]) {
        const word = words[w]!;
        await setTime(page, (word.start + word.end) / 2);
        await expect.poll(() => litWord(page)).toEqual({ sentence: String(s), text: word.text });
        await expect(page.locator(`[data-sentence="${s}"]`)).toHaveAttribute('data-active', 'true');
      }
    }

    // Playing: the lit word moves forward and is always the word the table gives for the clock.
    await setTime(page, 0);
    await page.getByRole('button', { name: 'Play narration' }).click();
    const seen: string[] = [];
    const started = Date.now();
    while (Date.now() - started < 6_000) {
      const sample = await page.evaluate(() => {
        const a = document.querySelector<HTMLAudioElement>('[data-page-audio]')!;
        const word = document.querySelector<HTMLElement>('[data-page-text] [data-word][data-active]');
        return {
          t: a.currentTime,
          start: word ? Number(word.dataset.start) : null,
          key: word ? `${word.closest('[data-sentence]')!.getAttribute('data-sentence')}:${word.dataset.word}` : null,
        };
      });
      if (sample.start !== null) {
        // The DOM shows the previous animation frame: allow a frame or two of lag.
        const expected = timings.flatMap((s) => s.words!).filter((w) => w.start <= sample.t + 0.001);
        const current = expected.at(-1);
        if (current) expect(Math.abs(sample.start - current.start) < 0.001 || sample.t - current.start < 0.1).toBe(true);
        if (seen.at(-1) !== sample.key) seen.push(sample.key!);
      }
      await page.waitForTimeout(80);
    }
    expect(seen.length, `words lit while playing: ${seen.join(' ')}`).toBeGreaterThan(3);
  });
}

test('tapping a word starts narration there; reduced motion lights only the sentence', async ({ page }) => {
  const story = byLanguage('en');
  const timings = story.chunks[0]!.timings!;
  const target = timings.at(-1)!.words![1]!;
  await open(page, story);
  await page.locator(`[data-sentence="${timings.length - 1}"] [data-word="1"]`).click();
  await expect(page.getByRole('button', { name: 'Pause narration' })).toBeVisible();
  const t = await audio(page).evaluate((a: HTMLAudioElement) => a.currentTime);
  expect(t).toBeGreaterThanOrEqual(target.start - 0.05);
  expect(t).toBeLessThan(target.start + 1.5);
  await expect.poll(() => litWord(page).then((w) => w?.sentence)).toBe(String(timings.length - 1));

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await expect(page.locator('[data-page-text]')).toHaveAttribute('data-read-along', 'sentence');
  const first = timings[0]!.words![1]!;
  await setTime(page, (first.start + first.end) / 2);
  await expect(page.locator('[data-sentence="0"]')).toHaveAttribute('data-active', 'true');
  expect(await litWord(page)).toBeNull();
});

test('wind-down: remembered, slower, turns the page after narration, and the sleep timer fades out and stops', async ({ page }) => {
  // One timer "minute" = 0.6 s, a 3 s fade, a 0.3 s pause before the next page.
  await page.addInitScript(() => {
    (window as { __bhWindDownTiming?: unknown }).__bhWindDownTiming = { minuteSeconds: 0.6, fadeSeconds: 3, advancePauseMs: 300 };
  });
  const story = byLanguage('en');
  await open(page, story);
  await page.getByRole('button', { name: 'Wind-down' }).click();
  await expect(page.locator('[data-story-reader]')).toHaveAttribute('data-wind-down', 'true');
  await page.reload();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await expect(page.locator('[data-story-reader]')).toHaveAttribute('data-wind-down', 'true');
  await expect(page.getByRole('button', { name: 'Wind-down' })).toHaveAttribute('aria-pressed', 'true');
  expect(await audio(page).evaluate((a: HTMLAudioElement) => a.playbackRate)).toBeCloseTo(0.9, 5);

  // The end of page 1: the next page comes by itself and narrates on.
  const duration = story.chunks[0]!.audio_duration_seconds;
  await setTime(page, duration - 0.8);
  await page.getByRole('button', { name: 'Play narration' }).click();
  await expect(page.locator('[data-page-indicator]')).toHaveText(`Page 2 of ${story.chunks.length}`, { timeout: 10_000 });
  await expect(page.getByRole('button', { name: 'Pause narration' })).toBeVisible();
  await expect.poll(() => audio(page).evaluate((a: HTMLAudioElement) => a.currentTime)).toBeGreaterThan(0.3);
  expect(await audio(page).evaluate((a: HTMLAudioElement) => a.playbackRate)).toBeCloseTo(0.9, 5);

  // A "10 min" timer = 6 s here: full volume, then a fade over the last 3 s, then silence.
  await page.getByLabel('Sleep timer').selectOption('10');
  const volumes: number[] = [];
  const started = Date.now();
  while (Date.now() - started < 12_000) {
    const { volume, paused } = await audio(page).evaluate((a: HTMLAudioElement) => ({ volume: a.volume, paused: a.paused }));
    volumes.push(paused ? -1 : volume);
    if (paused) break;
    await page.waitForTimeout(150);
  }
  expect(volumes.at(-1), `volumes: ${volumes.join(' ')}`).toBe(-1);
  const fading = volumes.filter((v) => v > 0 && v < 0.95);
  expect(fading.length, `volumes: ${volumes.join(' ')}`).toBeGreaterThan(3);
  for (let i = 1; i < fading.length; i++) expect(fading[i]!).toBeLessThanOrEqual(fading[i - 1]! + 0.001);
  expect(volumes[0]).toBe(1);
  await expect(page.getByText('Sleep tight 🌙')).toBeVisible();
});

test('screenshots: highlighting and wind-down, phone and desktop', async ({ page }) => {
  for (const [name, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 860 }],
  ] as const) {
    await page.setViewportSize(viewport);
    for (const language of ['en', 'ar', 'ja']) {
      const story = byLanguage(language);
      await open(page, story);
      const sentence = story.chunks[0]!.timings![1] ?? story.chunks[0]!.timings![0]!;
      const word = sentence.words![2] ?? sentence.words![0]!;
      await setTime(page, (word.start + word.end) / 2);
      await expect.poll(() => litWord(page).then((w) => w?.text)).toBe(word.text);
      await page.locator('[data-reader-page]').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `tmp/screens/read-along-${language}-${name}.png`, fullPage: true });
    }
    const story = byLanguage('en');
    await open(page, story);
    await page.getByRole('button', { name: 'Wind-down' }).click();
    const word = story.chunks[0]!.timings![0]!.words![3]!;
    await setTime(page, (word.start + word.end) / 2);
    await page.screenshot({ path: `tmp/screens/read-along-winddown-${name}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Wind-down' }).click();
  }
});
