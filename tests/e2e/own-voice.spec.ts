/**
 * "Read it in my own voice" in Chromium with a fake microphone that plays
 * real espeak-ng speech (three sentences with pauses): the owner walks to the recording page from
 * their reader, agrees to the voice consent, records page 1 (countdown, recording, review,
 * confirm), and the reader then plays that recording instead of the synthetic narration, with
 * read-along timings from it; the switch brings the synthetic narration back.
 */
import fs from 'node:fs';
import path from 'node:path';
import { runFfmpeg } from '../../src/server/media/ffmpeg.ts';
import { ESPEAK_SAMPLE_RATE, synthesize } from '../../src/server/providers/narrator/builtin/espeak-engine.ts';
import config from '../../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { signInViaUi, signUpViaApi } from './helpers/auth.ts';
import { StoryApi } from './helpers/stories.ts';

const WORK = path.resolve('tmp/e2e-own-voice');
const MIC_WAV = path.join(WORK, 'fake-mic.wav');

const baseArgs = (config.use?.launchOptions?.args ?? []) as string[];
test.use({
  launchOptions: {
    ...config.use?.launchOptions,
    args: [...baseArgs, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${MIC_WAV}`],
  },
});

// Before any browser starts, so the fake microphone's file exists at launch.
test.beforeAll(async () => {
  fs.mkdirSync(WORK, { recursive: true });
  if (fs.existsSync(MIC_WAV)) return;
  const parts = await Promise.all(
    ['Once upon a time, a little fox lay awake.', 'The moon peeked in at the window.', 'Good night, little fox.'].map((s) =>
      synthesize(s, { voice: 'en-us+m3', speed: 140, pitch: 45 }),
    ),
  );
  const pause = new Float32Array(Math.round(0.8 * ESPEAK_SAMPLE_RATE));
  const all = [pause, ...parts.flatMap((p) => [p, pause])];
  const pcm = new Float32Array(all.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of all) {
    pcm.set(p, at);
    at += p.length;
  }
  await runFfmpeg(
    ['-v', 'error', '-f', 'f32le', '-ar', String(ESPEAK_SAMPLE_RATE), '-ac', '1', '-i', 'pipe:0', '-ar', '48000', '-c:a', 'pcm_s16le', '-y', MIC_WAV],
    Buffer.from(pcm.buffer),
  );
});

test('a page recorded with the microphone plays in the reader instead of the synthetic narration', async ({ page, baseURL }) => {
  test.setTimeout(420_000);
  const user = await signUpViaApi(baseURL!);
  await signInViaUi(page, user, '/stories');
  const api = await StoryApi.of(page);
  const character = await api.createCharacter({ name: 'Fox', kind: 'animal', description: 'a small orange fox' });
  const created = await api.call<{ id: string }>('POST', '/v1/stories?enrich_by_voice=true&enrich_by_image=false', {
    story_in: { age: 5, moral: '', free_text: '', language: 'en' },
    illustration_style: 'storybook',
    character_id: character.id,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const storyId = created.body.id;
  await expect
    .poll(async () => (await api.call<{ progress: string }>('GET', `/v1/stories/private/progress/${storyId}`)).body.progress, {
      timeout: 360_000,
      intervals: [3_000],
    })
    .toBe('COMPLETE');

  await page.goto(`/stories/${storyId}`);
  const audio = page.locator('[data-page-audio]');
  await expect(audio).toHaveAttribute('src', /\/audio\/0\./);
  await expect(page.locator('[data-own-voice-switch]')).toHaveCount(0); // nothing recorded yet
  // The own-voice link waits in the owner's 'Save & share' menu with the keepsakes.
  await page.getByRole('button', { name: 'Save & share' }).click();
  await page.getByRole('link', { name: /Read it in my own voice/ }).click();
  await expect(page).toHaveURL(new RegExp(`/stories/${storyId}/record$`));
  await expect(page.getByRole('heading', { name: 'Read it in my own voice' })).toBeVisible();
  await expect(page.locator('[data-record-indicator]')).toHaveText(/^Page 1 of \d+$/);
  await expect(page.getByText('Please tick the box above before recording.')).toBeVisible();

  await page.locator('[data-record-consent]').check();
  await page.screenshot({ path: path.join(WORK, 'record-page-desktop.png'), fullPage: true });
  const recorder = page.locator('[data-recorder-state]');
  await recorder.getByRole('button', { name: /Start Recording/ }).click();
  await expect(recorder).toHaveAttribute('data-recorder-state', 'recording', { timeout: 10_000 });
  await expect(recorder.getByTestId('recording-seconds')).toHaveText(/^[6-9]s \/ 120s$|^1\ds \/ 120s$/, { timeout: 15_000 });
  await recorder.getByRole('button', { name: /Stop/ }).click();
  await expect(recorder).toHaveAttribute('data-recorder-state', 'review');
  await recorder.getByRole('button', { name: /Confirm/ }).click();
  await expect(page.locator('[data-recorded-count]')).toHaveText(/^1 of \d+ pages recorded$/, { timeout: 30_000 });
  await expect(page.locator('[data-record-indicator]')).toHaveText(/^Page 2 of/); // on to the next page

  await page.getByRole('link', { name: 'Done: read the story' }).click();
  await expect(page).toHaveURL(new RegExp(`/stories/${storyId}$`));
  const ownSwitch = page.locator('[data-own-voice-switch]');
  await expect(ownSwitch).toHaveAttribute('aria-checked', 'true');
  await expect(audio).toHaveAttribute('src', /\/recordings\/0-/);
  await page.getByRole('button', { name: 'Play narration' }).click();
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: 15_000 }).toBeGreaterThan(1);
  const duration = await audio.evaluate((a: HTMLAudioElement) => a.duration);
  expect(duration).toBeGreaterThan(3);
  expect(duration).toBeLessThan(20);
  // Its sentences are lit from the recording's own timings.
  await expect(page.locator('[data-page-text] [data-sentence][data-active]')).toHaveCount(1, { timeout: 10_000 });

  // The child can choose the storyteller's voice instead.
  await ownSwitch.click();
  await expect(ownSwitch).toHaveAttribute('aria-checked', 'false');
  await expect(audio).toHaveAttribute('src', /\/audio\/0\./);
  await page.setViewportSize({ width: 390, height: 844 });
  await ownSwitch.click();
  await page.screenshot({ path: path.join(WORK, 'own-voice-phone.png'), fullPage: true });
});
